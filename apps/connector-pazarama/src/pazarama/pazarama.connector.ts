import { createHash } from 'node:crypto';
import type { ConnectorAccount, MarketplaceConfig, MarketplaceSlug } from '@tezgah/contracts';
import type {
  ConnectionHandle,
  ConnectorLimits,
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
import { PazaramaAccess } from './pazarama-access';
import {
  batchAnswer,
  lakeProjectionsAnswer,
  type PazaramaOrder,
  type PazaramaProjection,
  ordersAnswer,
  productsAnswer,
  toListing,
  toOrder,
  updateAnswer,
} from './pazarama-answers';
import { LOOK_BACK_MS, nextCursor, ORDERS_PAGE_SIZE, parseCursor, windowOf } from './pazarama-orders-window';

/**
 * At most 3000 items a stock or price call and ten seconds between any two of them (documented).
 * Pazarama publishes no other rate: five batch reads a second and 600 calls a minute in all are
 * our pacing (docs/simulators/pazarama.md).
 */
export const PAZARAMA_LIMITS: ConnectorLimits = {
  rate: {
    'listing-update': { points: 1, durationMs: 10_000 },
    'lake-projections': { points: 5, durationMs: 1000 },
    '*': { points: 600, durationMs: 60_000 },
  },
  stockBatchSize: 3000,
};
const PRODUCT_PAGE_SIZE = 100;
/** How long a batch is read back before its unread items count as taken. */
const READ_BACK_MS = 60_000;
const POLL_MS = 500;
/** An item's `stock.status` while Pazarama still processes it, and when it could not be completed (documented). */
const PROCESSING = 3;
const NOT_COMPLETED = 1;
/** The documented OrderItemStatus values the seller sets: received, preparing. */
const RECEIVED = 3;
const PREPARING = 12;
/** The merchant API (isortagimapi); stage's from a published client. */
const API_HOSTS = { production: 'https://isortagimapi.pazarama.com', stage: 'https://stage-isortagimapi.pazarama.com' } as const;

const logger = createLogger('connector.pazarama');

type Call = Omit<ThirdPartyRequest, 'url' | 'headers'> & { path: string };

export class PazaramaConnector implements MarketplaceConnector {
  readonly name = 'pazarama';
  private readonly access = new PazaramaAccess();
  /** SKU of each listing code, per seller: order lines name the code (barcode) only. */
  private readonly skus = new Map<string, string>();

  limits(): ConnectorLimits {
    return PAZARAMA_LIMITS;
  }

  baseUrl(slug: MarketplaceSlug, config: MarketplaceConfig, sandboxBase: string): string {
    return config.environment === 'sandbox' ? sandboxUrlOf(sandboxBase, slug) : API_HOSTS[config.environment];
  }

  /**
   * A token for the pair, then one product read with it, prove the credentials. Pazarama's API
   * names no shop, so the account is a digest of the client id.
   */
  async verify(connection: ConnectionHandle): Promise<ConnectorAccount> {
    await this.products(connection, { Page: 1, Size: 1 });
    const digest = createHash('sha256').update(connection.credentials.client_id).digest('hex').slice(0, 16);
    return { seller_id: `pazarama-${digest}`, store_name: null };
  }

  async listListings(
    connection: ConnectionHandle,
    pageToken: string | undefined,
  ): Promise<{ listings: MarketplaceListing[]; next?: string }> {
    const page = Number(pageToken ?? 1);
    const products = await this.products(connection, { Page: page, Size: PRODUCT_PAGE_SIZE });
    for (const product of products) this.skus.set(this.skuKey(connection, product.code), product.stockCode || product.code);
    return { listings: products.map(toListing), next: products.length === PRODUCT_PAGE_SIZE ? String(page + 1) : undefined };
  }

  /**
   * One updateStock-v2 call keyed by code (barcode), then its batch read back from the lake
   * projections: items Pazarama could not complete are refused for good, the rest taken.
   */
  async pushStock(connection: ConnectionHandle, updates: StockUpdate[]): Promise<StockPushOutcome> {
    const skuOf = new Map(updates.map((update) => [update.barcode ?? update.sku, update.sku]));
    const items = updates.map((update) => ({ code: update.barcode ?? update.sku, stockCount: update.quantity }));
    const { data: batchId } = await this.call(
      connection,
      { method: 'POST', path: '/product/updateStock-v2', operation: 'listing-update', body: { items } },
      batchAnswer,
    );
    const rows = await this.readBack(connection, batchId);
    const failed = rows.filter((row) => row.stock?.status === NOT_COMPLETED);
    const refused = new Set(failed.map((row) => row.code));
    return {
      accepted: updates.filter((update) => !refused.has(update.barcode ?? update.sku)).map((update) => update.sku),
      rejected: failed.map((row) => ({ sku: skuOf.get(row.code) ?? row.code, reason: row.stock?.operationDetail || 'Pazarama işlemedi.' })),
    };
  }

  lookBackCursor(_slug: MarketplaceSlug, now: number): string {
    return new Date(now - LOOK_BACK_MS).toISOString();
  }

  /** Orders dated in the cursor's window (the last 28 days again each poll: Pazarama has no change date), a page at a time. */
  async pullOrders(connection: ConnectionHandle, cursor: string | null): Promise<OrdersPage> {
    const now = Date.now();
    const at = parseCursor(cursor, now);
    const window = windowOf(at, now);
    const { data } = await this.call(
      connection,
      {
        method: 'POST',
        path: '/order/getOrdersForApi',
        operation: 'orders',
        body: {
          pageSize: ORDERS_PAGE_SIZE,
          pageNumber: at.page,
          startDate: new Date(window.from).toISOString(),
          endDate: new Date(window.to).toISOString(),
        },
      },
      ordersAnswer,
    );
    const orders = [];
    for (const order of data) orders.push(toOrder(order, await this.skuResolver(connection, order)));
    return { orders, ...nextCursor(at, window, data.length, now) };
  }

  /**
   * `processing` is Pazarama's 12 (preparing) for the whole order. Pazarama moves a shipment with
   * its contracted carrier itself, and a seller's own carrier needs Pazarama's carrier id, which
   * its API does not list: `shipped` brings the order to 12 and leaves the rest to the seller's
   * panel; `delivered` is the carrier's to report.
   */
  async pushOrderStatus(connection: ConnectionHandle, change: OrderStatusPush): Promise<'done' | 'skipped'> {
    if (change.status === 'delivered') return skip(change, 'the carrier reports the delivery');
    const { data } = await this.call(
      connection,
      { method: 'POST', path: '/order/getOrdersForApi', operation: 'orders', body: { orderNumber: Number(change.marketplace_order_id) } },
      ordersAnswer,
    );
    const order = data[0];
    if (!order) return skip(change, 'Pazarama does not list the order');
    if (order.orderStatus === RECEIVED) {
      await this.call(
        connection,
        {
          method: 'PUT',
          path: '/order/updateOrderStatusList',
          operation: 'order-status',
          body: { orderNumber: order.orderNumber, status: PREPARING },
        },
        updateAnswer,
      );
      if (change.status === 'processing') return 'done';
    }
    return skip(change, change.status === 'processing' ? 'already past preparing' : "Pazarama's carrier ids are not published");
  }

  private async products(connection: ConnectionHandle, query: Record<string, string | number>) {
    const { data } = await this.call(
      connection,
      { method: 'GET', path: '/product/products', operation: 'products', query: { Approved: 'true', ...query } },
      productsAnswer,
    );
    return data;
  }

  /** Each line's SKU: the listing's stock code, read once per code (`Code` filters the products), else the code. */
  private async skuResolver(connection: ConnectionHandle, order: PazaramaOrder): Promise<(code: string) => string> {
    for (const line of order.items) {
      const key = this.skuKey(connection, line.product.code);
      if (this.skus.has(key)) continue;
      const [product] = await this.products(connection, { Code: line.product.code, Page: 1, Size: 1 });
      this.skus.set(key, product?.stockCode || line.product.code);
    }
    return (code) => this.skus.get(this.skuKey(connection, code)) ?? code;
  }

  private skuKey(connection: ConnectionHandle, code: string): string {
    return `${connection.tenantId}\n${connection.credentials.client_id}\n${code}`;
  }

  /** The batch's lake projections until none is processing, or until the read-back time is up (then its items count as taken). */
  private async readBack(connection: ConnectionHandle, batchId: string): Promise<PazaramaProjection[]> {
    const deadline = Date.now() + READ_BACK_MS;
    for (;;) {
      await sleep(POLL_MS);
      const answer = await this.call(
        connection,
        {
          method: 'GET',
          path: `/listing-state/batch-id/${encodeURIComponent(batchId)}/lake-projections`,
          operation: 'lake-projections',
          query: { page: 1, pageSize: PAZARAMA_LIMITS.stockBatchSize },
        },
        lakeProjectionsAnswer,
      );
      if (answer.processingCount === 0 && !answer.data.some((row) => row.stock?.status === PROCESSING)) return answer.data;
      if (Date.now() >= deadline) {
        logger.warn({ marketplace: 'pazarama', batchId }, 'Pazarama stock batch still processing: its items count as taken');
        return answer.data;
      }
    }
  }

  private async call<T extends z.ZodType>(connection: ConnectionHandle, request: Call, answer: T): Promise<z.infer<T>> {
    const { path, ...rest } = request;
    const response = await this.access.authorized(connection, (token) =>
      connection.http.request({ ...rest, url: `${connection.baseUrl}${path}`, headers: { authorization: `Bearer ${token}` } }),
    );
    return readAnswer(response, answer, {
      marketplace: 'pazarama',
      operation: request.operation,
      // A 401 after a fresh token: Pazarama no longer takes the pair.
      refused: (status) => (status === 401 || status === 403 ? credentialsRefused('client_id', 'Pazarama') : undefined),
    });
  }
}

function skip(change: OrderStatusPush, reason: string): 'skipped' {
  logger.info(
    { marketplace: 'pazarama', marketplace_order_id: change.marketplace_order_id, status: change.status, reason },
    'order status not mirrored',
  );
  return 'skipped';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
