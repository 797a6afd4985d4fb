import type { ConnectorAccount, MarketplaceConfig, MarketplaceSlug } from '@tezgah/contracts';
import type {
  ConnectionHandle,
  ConnectorLimits,
  MarketplaceConnector,
  MarketplaceListing,
  OrdersPage,
  StockPushOutcome,
  StockUpdate,
} from '@tezgah/connector-kit';
import { credentialsRefused, readAnswer, sandboxUrlOf } from '@tezgah/connector-kit';
import { createLogger } from '@tezgah/observability';
import type { ThirdPartyRequest } from '@tezgah/third-party';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  batchAnswer,
  batchResultAnswer,
  type ModanisaBatchResult,
  ordersAnswer,
  productsAnswer,
  toListings,
  toOrder,
} from './modanisa-answers';
import { toModanisaDateTime } from './modanisa-dates';
import { LOOK_BACK_MS, nextCursor, ORDERS_PAGE_SIZE, readCursor, windowFrom, writeCursor } from './modanisa-orders-window';

/**
 * Modanisa documents no request rates nor a batch size: 1000 items a stock call, one stock call
 * a second, five batch reads a second and 600 calls a minute in all are our pacing
 * (docs/simulators/modanisa.md).
 */
export const MODANISA_LIMITS: ConnectorLimits = {
  rate: {
    updateProductStock: { points: 1, durationMs: 1000 },
    getBatchRequest: { points: 5, durationMs: 1000 },
    '*': { points: 600, durationMs: 60_000 },
  },
  stockBatchSize: 1000,
};
const PRODUCT_PAGE_SIZE = 100;
/** How long a batch is read back before its unread items count as taken. */
const READ_BACK_MS = 60_000;
const POLL_MS = 500;
/** The documented (staging) host; production's is the same without `-stg` (assumed: Modanisa gives it to sellers). */
const STAGE_HOST = 'https://marketplace-stg.modanisa.com/api/marketplace';
const PRODUCTION_HOST = 'https://marketplace.modanisa.com/api/marketplace';

const logger = createLogger('connector.modanisa');

type Call = Omit<ThirdPartyRequest, 'url' | 'headers'> & { path: string };

/**
 * Modanisa's marketplace API: products, stock and price batches, orders. It takes no order
 * status (Modanisa's carrier moves an order on its own label), so nothing is mirrored back.
 */
export class ModanisaConnector implements MarketplaceConnector {
  readonly name = 'modanisa';

  limits(): ConnectorLimits {
    return MODANISA_LIMITS;
  }

  baseUrl(slug: MarketplaceSlug, config: MarketplaceConfig, sandboxBase: string): string {
    if (config.environment === 'sandbox') return `${sandboxUrlOf(sandboxBase, slug)}/api/marketplace`;
    return config.environment === 'stage' ? STAGE_HOST : PRODUCTION_HOST;
  }

  /** One product of the seller's proves the key pair; Modanisa names no shop, so the account is a digest of the API key. */
  async verify(connection: ConnectionHandle): Promise<ConnectorAccount> {
    await this.products(connection, 1, 1);
    const digest = createHash('sha256').update(connection.credentials.api_key).digest('hex').slice(0, 16);
    return { seller_id: `modanisa-${digest}`, store_name: null };
  }

  /** Every product of the seller's (`product_type=all`: those sent by API and the others), one listing per variant. */
  async listListings(
    connection: ConnectionHandle,
    pageToken: string | undefined,
  ): Promise<{ listings: MarketplaceListing[]; next?: string }> {
    const page = Number(pageToken ?? 1);
    const answer = await this.products(connection, page, PRODUCT_PAGE_SIZE);
    const next = answer.data.products.length === PRODUCT_PAGE_SIZE ? String(page + 1) : undefined;
    return { listings: answer.data.products.flatMap(toListings), next };
  }

  /**
   * One updateProductStock call, each variant by its barcode (else its variant id), then its
   * batchId read back: items Modanisa failed are refused for good, the rest taken.
   */
  async pushStock(connection: ConnectionHandle, updates: StockUpdate[]): Promise<StockPushOutcome> {
    const keyOf = (update: StockUpdate) => update.barcode ?? update.listing_id;
    const Products = updates.map((update) =>
      update.barcode
        ? { barcode: update.barcode, quantity: update.quantity }
        : { variant_id: update.listing_id, quantity: update.quantity },
    );
    const { batchId } = await this.call(
      connection,
      { method: 'POST', path: '/updateProductStock', operation: 'updateProductStock', body: { Products } },
      batchAnswer,
    );
    const result = await this.readBack(connection, batchId);
    const failed = (update: StockUpdate) => result.items[keyOf(update)]?.status === 'failed';
    return {
      accepted: updates.filter((update) => !failed(update)).map((update) => update.sku),
      rejected: updates
        .filter(failed)
        .map((update) => ({ sku: update.sku, reason: result.items[keyOf(update)]?.errors.join(' ') || 'Modanisa işlemedi.' })),
    };
  }

  lookBackCursor(_slug: MarketplaceSlug, now: number): string {
    return writeCursor({ from: now - LOOK_BACK_MS, page: 1 });
  }

  /** One page of the orders created in the cursor's window (at most 7 days), oldest first. */
  async pullOrders(connection: ConnectionHandle, cursor: string | null): Promise<OrdersPage> {
    const now = Date.now();
    const place = readCursor(cursor, now);
    const window = windowFrom(place, now);
    const answer = await this.call(
      connection,
      {
        method: 'GET',
        path: '/orderListV2',
        operation: 'orderListV2',
        query: {
          startDateTime: toModanisaDateTime(window.from),
          endDateTime: toModanisaDateTime(window.to),
          dateType: 'order',
          page: place.page,
          size: ORDERS_PAGE_SIZE,
          sort: 'ASC',
        },
      },
      ordersAnswer,
    );
    const { details, totalCount } = answer.data.orders;
    const next = nextCursor(place, window, { count: details.length, total: totalCount }, now);
    return { orders: details.map(toOrder), cursor: writeCursor(next.cursor), more: next.more };
  }

  private products(connection: ConnectionHandle, page: number, size: number) {
    return this.call(
      connection,
      { method: 'GET', path: '/products/filter', operation: 'products', query: { page, size, product_type: 'all' } },
      productsAnswer,
    );
  }

  /** getBatchRequest until the batch is no longer in progress, or until the read-back time is up (then its items count as taken). */
  private async readBack(connection: ConnectionHandle, batchId: string): Promise<ModanisaBatchResult> {
    const deadline = Date.now() + READ_BACK_MS;
    for (;;) {
      await sleep(POLL_MS);
      const result = await this.call(
        connection,
        { method: 'GET', path: '/getBatchRequest', operation: 'getBatchRequest', query: { batchId } },
        batchResultAnswer,
      );
      if (result.status !== 'inprogress') return result;
      if (Date.now() >= deadline) {
        logger.warn({ marketplace: 'modanisa', batchId }, 'Modanisa stock batch still in progress: its items count as taken');
        return result;
      }
    }
  }

  private async call<T extends z.ZodType>(connection: ConnectionHandle, request: Call, answer: T): Promise<z.infer<T>> {
    const { path, ...rest } = request;
    const { api_key: apiKey, api_secret: apiSecret } = connection.credentials;
    const response = await connection.http.request({
      ...rest,
      url: `${connection.baseUrl}${path}`,
      headers: { authorization: `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}` },
    });
    return readAnswer(response, answer, {
      marketplace: 'modanisa',
      operation: request.operation,
      refused: (status) => (status === 401 || status === 403 ? credentialsRefused('api_key', 'Modanisa') : undefined),
    });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
