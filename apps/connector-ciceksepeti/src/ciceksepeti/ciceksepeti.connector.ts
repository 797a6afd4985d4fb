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
import {
  batchAnswer,
  batchStatusAnswer,
  canceledAnswer,
  CS_STATUS_IDS,
  type CsBatchStatus,
  type CsOrderItem,
  itemMovesAnswer,
  ordersAnswer,
  productsAnswer,
  toListing,
  toOrders,
} from './ciceksepeti-answers';
import { cargoBusinessIdOf } from './ciceksepeti-cargo';
import { LOOK_BACK_MS, nextCursor, ORDERS_WINDOW_MS } from './ciceksepeti-orders-window';

/**
 * The documented limits (docs/simulators/ciceksepeti.md): price-and-stock 1 a second, GetOrders 1
 * per 5 seconds, batch-status 5 a second, 200 items per price-and-stock. Other calls publish
 * none: 300 a minute is our choice.
 */
export const CICEKSEPETI_LIMITS: ConnectorLimits = {
  rate: {
    'price-and-stock': { points: 1, durationMs: 1000 },
    'get-orders': { points: 1, durationMs: 5000 },
    'batch-status': { points: 5, durationMs: 1000 },
    '*': { points: 300, durationMs: 60_000 },
  },
  stockBatchSize: 200,
};
/**
 * The longest a GetOrders call waits for its turn: two turn intervals (a poll's and a status
 * mirror's lookup share them, and another may hold the next).
 */
const GET_ORDERS_TURN_WAIT_MS = 11_000;
const PRODUCT_PAGE_SIZE = 60;
const ORDER_PAGE_SIZE = 100;
/** How long a stock batch is read back before its still-processing items count as taken. */
const BATCH_READ_BACK_MS = 60_000;
const BATCH_POLL_MS = 500;

const HOSTS: Record<Exclude<MarketplaceConfig['environment'], 'sandbox'>, string> = {
  production: 'https://apis.ciceksepeti.com/api/v1',
  stage: 'https://sandbox-apis.ciceksepeti.com/api/v1',
};

const logger = createLogger('connector.ciceksepeti');

type Call = Omit<ThirdPartyRequest, 'url' | 'headers'> & { path: string };

export class CiceksepetiConnector implements MarketplaceConnector {
  readonly name = 'ciceksepeti';

  limits(): ConnectorLimits {
    return CICEKSEPETI_LIMITS;
  }

  baseUrl(slug: MarketplaceSlug, config: MarketplaceConfig, sandboxBase: string): string {
    return config.environment === 'sandbox' ? `${sandboxUrlOf(sandboxBase, slug)}/api/v1` : HOSTS[config.environment];
  }

  /** Çiçeksepeti has no account call: a one-product page proves the API key; the seller id is the seller's own. */
  async verify(connection: ConnectionHandle): Promise<ConnectorAccount> {
    await this.call(
      connection,
      { method: 'GET', path: '/Products', operation: 'products', query: { Page: 1, PageSize: 1 } },
      productsAnswer,
    );
    return { seller_id: connection.credentials.seller_id, store_name: null };
  }

  async listListings(
    connection: ConnectionHandle,
    pageToken: string | undefined,
  ): Promise<{ listings: MarketplaceListing[]; next?: string }> {
    const page = Number(pageToken ?? 1);
    const answer = await this.call(
      connection,
      { method: 'GET', path: '/Products', operation: 'products', query: { Page: page, PageSize: PRODUCT_PAGE_SIZE } },
      productsAnswer,
    );
    return { listings: answer.products.map(toListing), next: page * PRODUCT_PAGE_SIZE < answer.totalCount ? String(page + 1) : undefined };
  }

  /**
   * One price-and-stock batch (quantity only: an item carries either stock or price), then read
   * back through batch-status: failed items are refused for good, the rest taken.
   */
  async pushStock(connection: ConnectionHandle, updates: StockUpdate[]): Promise<StockPushOutcome> {
    const items = updates.map((update) => ({ stockCode: update.sku, stockQuantity: update.quantity }));
    const { batchId } = await this.call(
      connection,
      { method: 'PUT', path: '/Products/price-and-stock', operation: 'price-and-stock', body: { items } },
      batchAnswer,
    );
    const status = await this.readBack(connection, batchId);
    const failed = new Map(
      status.items
        .filter((item) => item.status === 'Failed')
        .map((item) => [item.data.stockCode, item.failureReasons?.join('; ') || 'Failed']),
    );
    return {
      accepted: updates.filter((update) => !failed.has(update.sku)).map((update) => update.sku),
      rejected: [...failed].map(([sku, reason]) => ({ sku, reason })),
    };
  }

  lookBackCursor(_slug: MarketplaceSlug, now: number): string {
    return new Date(now - LOOK_BACK_MS).toISOString();
  }

  /**
   * Items changed from the cursor on, within GetOrders' 14 days, with the cancelled and returned
   * ones getcanceledorders lists for the same range; oldest change first.
   */
  async pullOrders(connection: ConnectionHandle, cursor: string | null): Promise<OrdersPage> {
    const now = Date.now();
    const from = cursor === null ? now - ORDERS_WINDOW_MS : Date.parse(cursor);
    const to = Math.min(from + ORDERS_WINDOW_MS, now);
    const range = { startDate: new Date(from).toISOString(), endDate: new Date(to).toISOString(), page: 0, pageSize: ORDER_PAGE_SIZE };
    const active = await this.getOrders(connection, range);
    const ended = await this.call(
      connection,
      { method: 'POST', path: '/Order/getcanceledorders', operation: 'canceled-orders', body: range },
      canceledAnswer,
    );
    const items = [...active.supplierOrderListWithBranch, ...ended.orderItemsList].sort(
      (a, b) => Date.parse(a.orderModifyDate) - Date.parse(b.orderModifyDate),
    );
    const newest = items.length ? Date.parse(items[items.length - 1].orderModifyDate) : null;
    const next = nextCursor({ from, to, now }, newest, active.pageCount > 1 || ended.pageCount > 1);
    return { orders: toOrders(items), cursor: new Date(next.cursor).toISOString(), more: next.more };
  }

  /**
   * Brings the order's items as far as the seller's status: ready for cargo (Çiçeksepeti's carrier
   * when the connection ships with the marketplace's, else the seller's with status 11), shipped
   * (5, with the carrier and tracking number), delivered (7); each step only for items behind it.
   * Sellers cannot cancel through the API: cancellations only come from Çiçeksepeti.
   */
  async pushOrderStatus(connection: ConnectionHandle, change: OrderStatusPush): Promise<'done' | 'skipped'> {
    // The window ending now keeps each lookup's body new: the same body is refused for a minute, as a second step's would be.
    const now = Date.now();
    const lookup = {
      orderNo: change.marketplace_order_id,
      startDate: new Date(now - ORDERS_WINDOW_MS).toISOString(),
      endDate: new Date(now).toISOString(),
      page: 0,
      pageSize: ORDER_PAGE_SIZE,
    };
    const items = (await this.getOrders(connection, lookup)).supplierOrderListWithBranch;
    if (!items.length) return skip(change, 'no such order, or it is cancelled or returned');
    const csCarrier = connection.config.cargo_provider === 'MARKETPLACE';
    let moved = false;
    for (const step of stepsTo(change.status)) {
      const behind = items.filter((item) => rankOf(item.orderItemStatusId) < rankOf(step));
      if (!behind.length) continue;
      if (csCarrier && step !== CS_STATUS_IDS.readyForCargo) return moved ? 'done' : skip(change, 'Çiçeksepeti’s carrier moves it on');
      const answer = csCarrier ? await this.readyForCargo(connection, behind) : await this.moveItems(connection, behind, step, change);
      const refused = answer.orderItems.filter((item) => !item.isSuccess);
      if (refused.length) {
        logger.warn(
          { marketplace: 'ciceksepeti', marketplace_order_id: change.marketplace_order_id, refused },
          'Çiçeksepeti refused a status',
        );
        return moved ? 'done' : 'skipped';
      }
      for (const item of behind) item.orderItemStatusId = step;
      moved = true;
    }
    return moved ? 'done' : skip(change, 'already there');
  }

  /**
   * GetOrders. Its turns come 5.25 s apart (the documented 5 s and the rate budget's arrival
   * slack), longer than the pool's default wait for a turn: the call books the next turn in order
   * (a poll's next window, a status mirror after a poll), so neither refuses the other for ever.
   */
  private getOrders(connection: ConnectionHandle, body: Record<string, unknown>): Promise<z.infer<typeof ordersAnswer>> {
    const request: Call = { method: 'POST', path: '/Order/GetOrders', operation: 'get-orders', body, maxWaitMs: GET_ORDERS_TURN_WAIT_MS };
    return this.call(connection, request, ordersAnswer);
  }

  private readyForCargo(connection: ConnectionHandle, items: CsOrderItem[]) {
    const body = { orderItemsGroup: [{ orderItemIds: items.map((item) => item.orderItemId) }] };
    return this.call(
      connection,
      { method: 'PUT', path: '/Order/readyforcargowithcsintegration', operation: 'ready-for-cargo', body },
      itemMovesAnswer,
    );
  }

  private moveItems(connection: ConnectionHandle, items: CsOrderItem[], statusId: number, change: OrderStatusPush) {
    const cargo =
      statusId === CS_STATUS_IDS.shipped
        ? { cargoBusinessId: cargoBusinessIdOf(change.cargo_provider), shipmentNumber: change.tracking_number ?? undefined }
        : {};
    const body = { orderItems: items.map((item) => ({ orderItemId: item.orderItemId, orderItemStatusId: statusId, ...cargo })) };
    return this.call(
      connection,
      { method: 'PUT', path: '/Order/statusupdatewithsupplierintegration', operation: 'status-update', body },
      itemMovesAnswer,
    );
  }

  /** batch-status until no item is processing, or until the read-back time is up (then what is processing counts as taken). */
  private async readBack(connection: ConnectionHandle, batchId: string): Promise<CsBatchStatus> {
    const deadline = Date.now() + BATCH_READ_BACK_MS;
    for (;;) {
      await sleep(BATCH_POLL_MS);
      const status = await this.call(
        connection,
        { method: 'GET', path: `/Products/batch-status/${encodeURIComponent(batchId)}`, operation: 'batch-status' },
        batchStatusAnswer,
      );
      if (!status.items.some((item) => item.status === 'Processing')) return status;
      if (Date.now() >= deadline) {
        logger.warn({ marketplace: 'ciceksepeti', batchId }, 'Çiçeksepeti batch still processing: its items count as taken');
        return status;
      }
    }
  }

  private async call<T extends z.ZodType>(connection: ConnectionHandle, request: Call, answer: T): Promise<z.infer<T>> {
    const { path, ...rest } = request;
    const { api_key: apiKey, seller_id: sellerId } = connection.credentials;
    const response = await connection.http.request({
      ...rest,
      url: `${connection.baseUrl}${path}`,
      // Çiçeksepeti asks integrators to name the seller in the User-Agent (`SellerId-IntegratorName`).
      headers: { 'x-api-key': apiKey, 'User-Agent': `${sellerId}-Tezgah` },
    });
    return readAnswer(response, answer, {
      marketplace: 'ciceksepeti',
      operation: request.operation,
      refused: (status) =>
        status === 401 || status === 403 ? credentialsRefused('api_key', 'Çiçeksepeti', 'marketplace_api_key_refused') : undefined,
    });
  }
}

/** The status ids a seller's status needs, in order. */
function stepsTo(status: OrderStatusPush['status']): number[] {
  const steps = [CS_STATUS_IDS.readyForCargo, CS_STATUS_IDS.shipped, CS_STATUS_IDS.delivered];
  const last = { processing: 1, shipped: 2, delivered: 3 }[status];
  return steps.slice(0, last);
}

/** How far along an item is for the seller's steps (1 new, 2 preparing, 11, 5, 7). */
function rankOf(statusId: number): number {
  return [1, 2, 11, 5, 7].indexOf(statusId === 3 ? 5 : statusId);
}

function skip(change: OrderStatusPush, reason: string): 'skipped' {
  logger.info(
    { marketplace: 'ciceksepeti', marketplace_order_id: change.marketplace_order_id, status: change.status, reason },
    'order status not mirrored',
  );
  return 'skipped';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
