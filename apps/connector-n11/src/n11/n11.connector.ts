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
import type { ThirdPartyRequest, ThirdPartyResponse } from '@tezgah/third-party';
import type { z } from 'zod';
import { packagesAnswer, productsAnswer, taskAnswer, toListing, toOrder } from './n11-answers';

/** ~1000 requests a minute (research §3.2); 1000 SKUs per price-stock task (the sandbox's cap; n11 publishes none). */
export const N11_LIMITS: ConnectorLimits = { rate: { '*': { points: 1000, durationMs: 60_000 } }, stockBatchSize: 1000 };
/** The widest window `shipmentPackages` accepts (15 days) and its largest page. */
export const N11_WINDOW_MS = 15 * 86_400_000;
const PAGE_SIZE = 100;
/** n11 keeps packages from November 2024 on and documents no limit: a month back (two windows), as for every marketplace without one (docs/orders.md). */
const LOOK_BACK_MS = 2 * N11_WINDOW_MS;
/** n11 has no public test host: stage uses production too. */
const N11_BASE = 'https://api.n11.com';

const logger = createLogger('connector.n11.orders');

export class N11Connector implements MarketplaceConnector {
  readonly name = 'n11';

  limits(): ConnectorLimits {
    return N11_LIMITS;
  }

  baseUrl(slug: MarketplaceSlug, config: MarketplaceConfig, sandboxBase: string): string {
    return config.environment === 'sandbox' ? sandboxUrlOf(sandboxBase, slug) : N11_BASE;
  }

  /**
   * n11 has no account call; a product query proves the keys. The seller's id there is not
   * published either, so the account is named by a digest of the app key (never the key itself).
   */
  async verify(connection: ConnectionHandle): Promise<ConnectorAccount> {
    await this.call(
      connection,
      { method: 'GET', path: '/ms/product-query', operation: 'product-query', query: { page: 0, size: 1 } },
      productsAnswer,
    );
    const digest = createHash('sha256').update(connection.credentials.api_key).digest('hex').slice(0, 16);
    return { seller_id: `n11-${digest}`, store_name: null };
  }

  async listListings(
    connection: ConnectionHandle,
    pageToken: string | undefined,
  ): Promise<{ listings: MarketplaceListing[]; next?: string }> {
    const page = Number(pageToken ?? 0);
    const answer = await this.call(
      connection,
      { method: 'GET', path: '/ms/product-query', operation: 'product-query', query: { page, size: PAGE_SIZE } },
      productsAnswer,
    );
    return { listings: answer.content.map(toListing), next: page + 1 < answer.totalPages ? String(page + 1) : undefined };
  }

  /** A price-stock task id means n11 took the batch; it applies it asynchronously. Quantity only: prices stay n11's. */
  async pushStock(connection: ConnectionHandle, updates: StockUpdate[]): Promise<StockPushOutcome> {
    const skus = updates.map((update) => ({ stockCode: update.sku, quantity: update.quantity }));
    await this.call(
      connection,
      {
        method: 'POST',
        path: '/ms/product/tasks/price-stock-update',
        operation: 'price-stock-update',
        body: { payload: { integrator: 'Tezgah', skus } },
      },
      taskAnswer,
    );
    return { accepted: updates.map((update) => update.sku), rejected: [] };
  }

  /**
   * The cursor is an epoch-ms instant: packages changed from it on, within n11's 15-day window,
   * oldest first. A window with nothing newer moves the cursor to its end, so a long gap is
   * crossed window by window. The bound is inclusive: the package at the cursor comes again
   * (ingestion is idempotent) rather than a package sharing its instant being missed.
   */
  lookBackCursor(_slug: MarketplaceSlug, now: number): string {
    return String(now - LOOK_BACK_MS);
  }

  async pullOrders(connection: ConnectionHandle, cursor: string | null): Promise<OrdersPage> {
    const now = Date.now();
    const start = cursor === null ? now - N11_WINDOW_MS : Number(cursor);
    const end = Math.min(start + N11_WINDOW_MS, now);
    const answer = await this.call(
      connection,
      {
        method: 'GET',
        path: '/rest/delivery/v1/shipmentPackages',
        operation: 'shipment-packages',
        query: { startDate: start, endDate: end, orderByDirection: 'ASC', page: 0, size: PAGE_SIZE },
      },
      packagesAnswer,
    );
    const newest = answer.content.at(-1)?.lastModifiedDate ?? start;
    const windowDone = answer.totalPages <= 1;
    const next = windowDone && end < now ? end : newest;
    // A full page that does not move the cursor cannot be paged past; stop rather than loop.
    return { orders: answer.content.map(toOrder), cursor: String(next), more: next !== start && (!windowDone || end < now) };
  }

  /**
   * Not mirrored: the research (§3.2) knows that n11 moved order approval to REST but not the call
   * or its body, and the legacy SOAP OrderService is closing. Skipped, never guessed; n11's own
   * status still reaches Tezgah through the shipment packages.
   */
  async pushOrderStatus(_connection: ConnectionHandle, change: OrderStatusPush): Promise<'skipped'> {
    logger.info(
      { marketplace: 'n11', marketplace_order_id: change.marketplace_order_id, status: change.status, reason: 'no documented status call' },
      'order status not mirrored',
    );
    return 'skipped';
  }

  private async call<T extends z.ZodType>(
    connection: ConnectionHandle,
    request: Omit<ThirdPartyRequest, 'url' | 'headers'> & { path: string },
    answer: T,
  ): Promise<z.infer<T>> {
    const { path, ...rest } = request;
    const { api_key: appKey, api_secret: appSecret } = connection.credentials;
    const response = await connection.http.request({
      ...rest,
      url: `${connection.baseUrl}${path}`,
      headers: { appkey: appKey, appsecret: appSecret },
    });
    return read(request.operation, response, answer);
  }
}

function read<T extends z.ZodType>(operation: string, response: ThirdPartyResponse, answer: T): z.infer<T> {
  return readAnswer(response, answer, {
    marketplace: 'n11',
    operation,
    refused: (status) => (status === 401 || status === 403 ? credentialsRefused('api_key', 'n11') : undefined),
  });
}
