import { createHash, randomUUID } from 'node:crypto';
import type { ConnectorAccount, MarketplaceConfig, MarketplaceSlug } from '@tezgah/contracts';
import type {
  ConnectionHandle,
  ConnectorLimits,
  InvoicePush,
  MarketplaceConnector,
  MarketplaceListing,
  OrderStatusPush,
  OrdersPage,
  StockPushOutcome,
  StockUpdate,
} from '@tezgah/connector-kit';
import { credentialsRefused, readAnswer, sandboxUrlOf } from '@tezgah/connector-kit';
import { createLogger } from '@tezgah/observability';
import type { ThirdPartyRequest } from '@tezgah/third-party';
import type { z } from 'zod';
import {
  cargoProfilesAnswer,
  invoiceAnswer,
  orderAnswer,
  ordersAnswer,
  productsAnswer,
  type PttTrackingResult,
  statusOf,
  stockPricesAnswer,
  toListing,
  toOrder,
  trackingResultAnswer,
} from './ptt-avm-answers';
import { LOOK_BACK_MS, nextCursor, ORDERS_WINDOW_MS, windowFrom } from './ptt-avm-orders-window';
import { PttShipping } from './ptt-avm-shipping';

/**
 * 1000 items a stock-prices call (documented). PttAVM publishes no request rates: one
 * stock-prices call a second, five tracking-result reads a second and 600 calls a minute in all
 * are our pacing (docs/simulators/ptt-avm.md).
 */
export const PTT_AVM_LIMITS: ConnectorLimits = {
  rate: {
    'stock-prices': { points: 1, durationMs: 1000 },
    'tracking-result': { points: 5, durationMs: 1000 },
    '*': { points: 600, durationMs: 60_000 },
  },
  stockBatchSize: 1000,
};
/** The most stock one item may carry (documented: 0–9999); more is sent as 9999. */
export const PTT_MAX_STOCK = 9999;
const PRODUCT_PAGE_SIZE = 100;
/** How long a stock-prices job is read back before its unread items count as taken. */
const READ_BACK_MS = 60_000;
const POLL_MS = 500;
/** PttAVM has no public test host: stage uses production too. */
const INTEGRATION_HOST = 'https://integration-api.pttavm.com/api/v1';

const logger = createLogger('connector.ptt-avm');

type Call = Omit<ThirdPartyRequest, 'url' | 'headers'> & { path: string };

export class PttAvmConnector implements MarketplaceConnector {
  readonly name = 'ptt-avm';

  limits(): ConnectorLimits {
    return PTT_AVM_LIMITS;
  }

  baseUrl(slug: MarketplaceSlug, config: MarketplaceConfig, sandboxBase: string): string {
    return config.environment === 'sandbox' ? `${sandboxUrlOf(sandboxBase, slug)}/api/v1` : INTEGRATION_HOST;
  }

  /**
   * The cargo profiles prove the API key and token; a shipping user, when given, is proved by its
   * warehouses. PttAVM's REST API names no shop, so the account is a digest of the API key.
   */
  async verify(connection: ConnectionHandle): Promise<ConnectorAccount> {
    await this.call(connection, { method: 'GET', path: '/shipping/cargo-profiles', operation: 'cargo-profiles' }, cargoProfilesAnswer);
    if (PttShipping.offered(connection)) await new PttShipping(connection).warehouse();
    const digest = createHash('sha256').update(connection.credentials.api_key).digest('hex').slice(0, 16);
    return { seller_id: `ptt-avm-${digest}`, store_name: null };
  }

  async listListings(
    connection: ConnectionHandle,
    pageToken: string | undefined,
  ): Promise<{ listings: MarketplaceListing[]; next?: string }> {
    const page = Number(pageToken ?? 0);
    const answer = await this.call(
      connection,
      { method: 'GET', path: '/products/search', operation: 'products', query: { page, size: PRODUCT_PAGE_SIZE } },
      productsAnswer,
    );
    const next = (page + 1) * PRODUCT_PAGE_SIZE < answer.totalCount ? String(page + 1) : undefined;
    return { listings: answer.products.map(toListing), next };
  }

  /**
   * One stock-prices call (stock only: an item carries either stock or a price) keyed by barcode,
   * then its trackingId read back: barcodes PttAVM failed are refused for good, the rest taken.
   */
  async pushStock(connection: ConnectionHandle, updates: StockUpdate[]): Promise<StockPushOutcome> {
    const skuOf = new Map(updates.map((update) => [update.barcode ?? update.sku, update.sku]));
    const items = updates.map((update) => ({ barcode: update.barcode ?? update.sku, quantity: Math.min(update.quantity, PTT_MAX_STOCK) }));
    const { trackingId } = await this.call(
      connection,
      { method: 'POST', path: '/products/stock-prices', operation: 'stock-prices', body: { items } },
      stockPricesAnswer,
    );
    const result = await this.readBack(connection, trackingId);
    const failed = result.items.filter((item) => !item.success);
    const refused = new Set(failed.map((item) => item.barcode));
    return {
      accepted: updates.filter((update) => !refused.has(update.barcode ?? update.sku)).map((update) => update.sku),
      rejected: failed.map((item) => ({ sku: skuOf.get(item.barcode) ?? item.barcode, reason: item.message ?? 'PttAVM işlemedi.' })),
    };
  }

  lookBackCursor(_slug: MarketplaceSlug, now: number): string {
    return new Date(now - LOOK_BACK_MS).toISOString();
  }

  /** Orders changed in the cursor's window (at most 40 days), cancelled and returned ones included, oldest change first. */
  async pullOrders(connection: ConnectionHandle, cursor: string | null): Promise<OrdersPage> {
    const now = Date.now();
    const window = windowFrom(cursor === null ? now - ORDERS_WINDOW_MS : Date.parse(cursor), now);
    const answer = await this.call(
      connection,
      {
        method: 'GET',
        path: '/orders/search',
        operation: 'orders-search',
        query: { startDate: new Date(window.from).toISOString(), endDate: new Date(window.to).toISOString(), isActiveOrders: 'false' },
      },
      ordersAnswer,
    );
    const orders = answer.orders.sort((a, b) => Date.parse(a.sonGuncellemeTarihi) - Date.parse(b.sonGuncellemeTarihi)).map(toOrder);
    const next = nextCursor(window, now);
    return { orders, cursor: new Date(next.cursor).toISOString(), more: next.more };
  }

  /**
   * PttAVM's REST API takes no order status: an order moves when its carrier scans PttAVM's
   * barcode. So `processing` and `shipped` book that barcode through the shipping service
   * (when the seller gave a shipping user), and `delivered` is left to the carrier.
   */
  async pushOrderStatus(connection: ConnectionHandle, change: OrderStatusPush): Promise<'done' | 'skipped'> {
    if (change.status === 'delivered') return skip(change, 'PTT Kargo reports the delivery');
    if (!PttShipping.offered(connection)) return skip(change, 'no shipping user: the seller ships with their own carrier');
    const order = await this.order(connection, change.marketplace_order_id);
    if (statusOf(order) !== 'created') return skip(change, 'already booked, or past waiting for cargo');
    const outcome = await new PttShipping(connection).book(change.marketplace_order_id);
    return outcome === 'completed' ? 'done' : skip(change, 'PttAVM refused the barcode');
  }

  /** The invoice's link for every line of the order (`POST /orders/{orderId}/invoice` takes a url or the PDF). */
  async sendInvoice(connection: ConnectionHandle, invoice: InvoicePush): Promise<'done' | 'skipped'> {
    const order = await this.order(connection, invoice.marketplace_order_id);
    await this.call(
      connection,
      {
        method: 'POST',
        path: `/orders/${encodeURIComponent(order.orderId)}/invoice`,
        operation: 'invoice',
        body: { lineItemId: order.lineItems.map((line) => line.lineItemId), url: invoice.pdf_url },
      },
      invoiceAnswer,
    );
    return 'done';
  }

  private order(connection: ConnectionHandle, orderId: string) {
    return this.call(connection, { method: 'GET', path: `/orders/${encodeURIComponent(orderId)}`, operation: 'order' }, orderAnswer);
  }

  /** tracking-result until the job is completed, or until the read-back time is up (then its items count as taken). */
  private async readBack(connection: ConnectionHandle, trackingId: string): Promise<PttTrackingResult> {
    const deadline = Date.now() + READ_BACK_MS;
    for (;;) {
      await sleep(POLL_MS);
      const result = await this.call(
        connection,
        { method: 'GET', path: `/products/tracking-result/${encodeURIComponent(trackingId)}`, operation: 'tracking-result' },
        trackingResultAnswer,
      );
      if (result.status === 'completed') return result;
      if (Date.now() >= deadline) {
        logger.warn({ marketplace: 'ptt-avm', trackingId }, 'PttAVM stock job still processing: its items count as taken');
        return result;
      }
    }
  }

  private async call<T extends z.ZodType>(connection: ConnectionHandle, request: Call, answer: T): Promise<z.infer<T>> {
    const { path, ...rest } = request;
    const { api_key: apiKey, access_token: accessToken } = connection.credentials;
    const response = await connection.http.request({
      ...rest,
      url: `${connection.baseUrl}${path}`,
      headers: { 'Api-Key': apiKey, 'access-token': accessToken, 'X-Correlation-Id': randomUUID() },
    });
    return readAnswer(response, answer, {
      marketplace: 'ptt-avm',
      operation: request.operation,
      refused: (status) => (status === 401 || status === 403 ? credentialsRefused('api_key', 'PttAVM') : undefined),
    });
  }
}

function skip(change: OrderStatusPush, reason: string): 'skipped' {
  logger.info(
    { marketplace: 'ptt-avm', marketplace_order_id: change.marketplace_order_id, status: change.status, reason },
    'order status not mirrored',
  );
  return 'skipped';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
