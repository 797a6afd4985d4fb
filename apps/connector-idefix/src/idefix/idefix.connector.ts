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
  claimsAnswer,
  type IdefixInventoryResult,
  type IdefixShipment,
  inventoryResultAnswer,
  inventoryUploadAnswer,
  productsAnswer,
  shipmentStatusAnswer,
  shipmentsAnswer,
  statusOf,
  toListing,
  toOrder,
} from './idefix-answers';
import { idefixDate } from './idefix-dates';
import { hostsOf, IDEFIX_HOSTS, type IdefixHosts } from './idefix-hosts';

/**
 * Idefix publishes no request rates nor an inventory-upload size: 1000 items an upload, one
 * upload a second, five result reads a second and 600 calls a minute in all are our pacing
 * (docs/simulators/idefix.md).
 */
export const IDEFIX_LIMITS: ConnectorLimits = {
  rate: {
    'inventory-upload': { points: 1, durationMs: 1000 },
    'inventory-result': { points: 5, durationMs: 1000 },
    '*': { points: 600, durationMs: 60_000 },
  },
  stockBatchSize: 1000,
};
const PRODUCT_PAGE_SIZE = 100;
/** Idefix gives no page bound (its default is 10); 50 is what published clients use. */
const ORDER_PAGE_SIZE = 50;
/** Pages one poll reads before handing back (`more`), so a backlog does not hold the poller. */
const MAX_ORDER_PAGES = 20;
/** Idefix documents no look-back: a month, as for every marketplace without one (docs/orders.md). */
export const LOOK_BACK_MS = 30 * 86_400_000;
/** How long an inventory batch is read back before its unread items count as taken. */
const READ_BACK_MS = 60_000;
const POLL_MS = 500;

const logger = createLogger('connector.idefix');

type Call = Omit<ThirdPartyRequest, 'url' | 'headers'> & { host: keyof IdefixHosts; path: string };

export class IdefixConnector implements MarketplaceConnector {
  readonly name = 'idefix';

  limits(): ConnectorLimits {
    return IDEFIX_LIMITS;
  }

  /** The sandbox's `/idefix` (both hosts beneath it), else the environment's `pim` host; `hostsOf` gives both. */
  baseUrl(slug: MarketplaceSlug, config: MarketplaceConfig, sandboxBase: string): string {
    return config.environment === 'sandbox' ? sandboxUrlOf(sandboxBase, slug) : IDEFIX_HOSTS[config.environment].pim;
  }

  /** One call to each host proves the key pair and the vendor id: products on `pim`, shipments on `oms`. */
  async verify(connection: ConnectionHandle): Promise<ConnectorAccount> {
    const vendor = vendorOf(connection);
    await this.call(
      connection,
      { method: 'GET', host: 'pim', path: `/pool/${vendor}/list`, operation: 'products', query: { page: 1, limit: 1 } },
      productsAnswer,
    );
    await this.call(
      connection,
      { method: 'GET', host: 'oms', path: `/${vendor}/list`, operation: 'shipments', query: { page: 1, limit: 1 } },
      shipmentsAnswer,
    );
    return { seller_id: connection.credentials.vendor_id, store_name: null };
  }

  async listListings(
    connection: ConnectionHandle,
    pageToken: string | undefined,
  ): Promise<{ listings: MarketplaceListing[]; next?: string }> {
    const page = Number(pageToken ?? 1);
    const answer = await this.call(
      connection,
      {
        method: 'GET',
        host: 'pim',
        path: `/pool/${vendorOf(connection)}/list`,
        operation: 'products',
        query: { page, limit: PRODUCT_PAGE_SIZE },
      },
      productsAnswer,
    );
    // The pool list carries no total: a full page means there may be another.
    const next = answer.products.length === PRODUCT_PAGE_SIZE ? String(page + 1) : undefined;
    return { listings: answer.products.map(toListing), next };
  }

  /**
   * One inventory-upload keyed by barcode (the stock, with the listing's last known price where
   * there is one: the upload carries both), then its batchRequestId read back: barcodes Idefix
   * declined are refused for good, the rest taken.
   */
  async pushStock(connection: ConnectionHandle, updates: StockUpdate[]): Promise<StockPushOutcome> {
    const skuOf = new Map(updates.map((update) => [update.barcode ?? update.sku, update.sku]));
    const items = updates.map((update) => ({
      barcode: update.barcode ?? update.sku,
      inventoryQuantity: update.quantity,
      ...(update.price === null ? {} : { price: update.price }),
    }));
    const { batchRequestId } = await this.call(
      connection,
      {
        method: 'POST',
        host: 'pim',
        path: `/catalog/${vendorOf(connection)}/inventory-upload`,
        operation: 'inventory-upload',
        body: { items },
      },
      inventoryUploadAnswer,
    );
    const result = await this.readBack(connection, batchRequestId);
    const declined = result.items.filter((item) => item.status === 'decline');
    const refused = new Set(declined.map((item) => item.barcode));
    return {
      accepted: updates.filter((update) => !refused.has(update.barcode ?? update.sku)).map((update) => update.sku),
      rejected: declined.map((item) => ({
        sku: skuOf.get(item.barcode) ?? item.barcode,
        reason: item.failureReasons?.join(' ') || 'Idefix envantere almadı.',
      })),
    };
  }

  lookBackCursor(_slug: MarketplaceSlug, now: number): string {
    return new Date(now - LOOK_BACK_MS).toISOString();
  }

  /**
   * Shipments updated since the cursor, and the orders return claims name since then (as
   * returned), oldest change first. Idefix filters by whole seconds (`lastUpdatedAt` ≥): the
   * last change is read again by the next poll, which the runtime takes once.
   */
  async pullOrders(connection: ConnectionHandle, cursor: string | null): Promise<OrdersPage> {
    const vendor = vendorOf(connection);
    const from = cursor === null ? Date.now() - LOOK_BACK_MS : Date.parse(cursor);
    const since = { lastUpdatedAt: idefixDate(from) };
    const shipments = await this.pages(connection, `/${vendor}/list`, 'shipments', shipmentsAnswer, {
      ...since,
      sortByField: 'updatedAt',
      sortDirection: 'asc',
    });
    const claims = await this.pages(connection, `/${vendor}/claim-list`, 'claims', claimsAnswer, since);
    const claimedAt = new Map(claims.items.map((claim) => [claim.orderNumber, claim.createdAt]));
    const read = new Set(shipments.items.map((item) => item.orderNumber));
    for (const orderNumber of claimedAt.keys()) {
      if (!read.has(orderNumber)) shipments.items.push(...(await this.shipments(connection, orderNumber)));
    }
    const orders = shipments.items
      .map((item) => toOrder(item, claimedAt.get(item.orderNumber) ?? null))
      .sort((a, b) => Date.parse(a.updated_at) - Date.parse(b.updated_at));
    const newest = Math.max(from, ...orders.map((order) => Date.parse(order.updated_at)));
    return { orders, cursor: new Date(newest).toISOString(), more: shipments.more || claims.more };
  }

  /**
   * Idefix takes two statuses from the seller: `picking` (owed by every status from processing on)
   * and `invoiced` (sent by `sendInvoice`); the carrier of Idefix's cargo profile reports shipping
   * and delivery.
   */
  async pushOrderStatus(connection: ConnectionHandle, change: OrderStatusPush): Promise<'done' | 'skipped'> {
    const [shipment] = await this.shipments(connection, change.marketplace_order_id);
    if (!shipment || statusOf(shipment.status) !== 'created')
      return skip(change, 'picking already sent; Idefix’s carrier reports the rest');
    await this.updateShipment(connection, shipment, { status: 'picking' });
    return 'done';
  }

  /** The accepted invoice's number on every shipment of the order (`invoiced`, after `picking` where still owed). */
  async sendInvoice(connection: ConnectionHandle, invoice: InvoicePush): Promise<'done' | 'skipped'> {
    const shipments = (await this.shipments(connection, invoice.marketplace_order_id)).filter((item) =>
      ['created', 'processing'].includes(statusOf(item.status)),
    );
    for (const shipment of shipments) {
      if (statusOf(shipment.status) === 'created') await this.updateShipment(connection, shipment, { status: 'picking' });
      await this.updateShipment(connection, shipment, { status: 'invoiced', invoiceNumber: invoice.number });
    }
    return shipments.length ? 'done' : 'skipped';
  }

  private shipments(connection: ConnectionHandle, orderNumber: string): Promise<IdefixShipment[]> {
    return this.call(
      connection,
      { method: 'GET', host: 'oms', path: `/${vendorOf(connection)}/list`, operation: 'shipments', query: { orderNumber } },
      shipmentsAnswer,
    ).then((answer) => answer.items);
  }

  private updateShipment(connection: ConnectionHandle, shipment: IdefixShipment, body: { status: string; invoiceNumber?: string }) {
    return this.call(
      connection,
      {
        method: 'POST',
        host: 'oms',
        path: `/${vendorOf(connection)}/${encodeURIComponent(shipment.id)}/update-shipment-status`,
        operation: 'update-shipment-status',
        body,
      },
      shipmentStatusAnswer,
    );
  }

  /** Every page of an `oms` list (up to MAX_ORDER_PAGES; `more` when pages are left). */
  private async pages<T>(
    connection: ConnectionHandle,
    path: string,
    operation: string,
    answer: z.ZodType<{ items: T[]; pageCount: number; currentPage: number }, unknown>,
    query: Record<string, string>,
  ): Promise<{ items: T[]; more: boolean }> {
    const items: T[] = [];
    for (let page = 1; ; page += 1) {
      const result = await this.call(
        connection,
        { method: 'GET', host: 'oms', path, operation, query: { ...query, page, limit: ORDER_PAGE_SIZE } },
        answer,
      );
      items.push(...result.items);
      if (result.currentPage >= result.pageCount) return { items, more: false };
      if (page >= MAX_ORDER_PAGES) return { items, more: true };
    }
  }

  /** inventory-result until the batch is COMPLETED, or until the read-back time is up (then its items count as taken). */
  private async readBack(connection: ConnectionHandle, batchRequestId: string): Promise<IdefixInventoryResult> {
    const deadline = Date.now() + READ_BACK_MS;
    for (;;) {
      await sleep(POLL_MS);
      const result = await this.call(
        connection,
        {
          method: 'GET',
          host: 'pim',
          path: `/catalog/${vendorOf(connection)}/inventory-result/${encodeURIComponent(batchRequestId)}`,
          operation: 'inventory-result',
        },
        inventoryResultAnswer,
      );
      if (result.status === 'COMPLETED') return result;
      if (Date.now() >= deadline) {
        logger.warn({ marketplace: 'idefix', batchRequestId }, 'Idefix inventory batch still processing: its items count as taken');
        return result;
      }
    }
  }

  private async call<T extends z.ZodType>(connection: ConnectionHandle, request: Call, answer: T): Promise<z.infer<T>> {
    const { host, path, ...rest } = request;
    const { api_key: apiKey, api_secret: apiSecret } = connection.credentials;
    const response = await connection.http.request({
      ...rest,
      url: `${hostsOf(connection)[host]}${path}`,
      headers: { 'X-API-KEY': Buffer.from(`${apiKey}:${apiSecret}`).toString('base64') },
    });
    return readAnswer(response, answer, {
      marketplace: 'idefix',
      operation: request.operation,
      refused: (status) => (status === 401 || status === 403 ? credentialsRefused('api_key', 'Idefix') : undefined),
    });
  }
}

const vendorOf = (connection: ConnectionHandle) => encodeURIComponent(connection.credentials.vendor_id);

function skip(change: OrderStatusPush, reason: string): 'skipped' {
  logger.info(
    { marketplace: 'idefix', marketplace_order_id: change.marketplace_order_id, status: change.status, reason },
    'order status not mirrored',
  );
  return 'skipped';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
