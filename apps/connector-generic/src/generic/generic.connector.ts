import type { ConnectorAccount, MarketplaceConfig, MarketplaceSlug } from '@tezgah/contracts';
import { MARKETPLACE_ENVIRONMENT_NAMES_TR, marketplaceOf } from '@tezgah/contracts';
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
import { credentialsRefused, marketplaceRefusal, readAnswer, sandboxUrlOf } from '@tezgah/connector-kit';
import { createLogger } from '@tezgah/observability';
import type { ThirdPartyRequest, ThirdPartyResponse } from '@tezgah/third-party';
import type { z } from 'zod';
import { accountAnswer, listingsAnswer, orderAnswer, ordersAnswer, stockAnswer, toListing, toOrder } from './generic-answers';
import type { GenericBaseUrls } from './generic.config';

/** The protocol's documented budget and stock batch (docs/generic-marketplace-protocol.md). */
export const GENERIC_LIMITS: ConnectorLimits = { rate: { '*': { points: 300, durationMs: 60_000 } }, stockBatchSize: 500 };
const PAGE_SIZE = 100;
/** The first sync looks this far back (docs/generic-marketplace-protocol.md). */
const LOOK_BACK_MS = 30 * 86_400_000;
/**
 * The protocol's refusals of a status change that asking again will not change: the order is
 * unknown (404), the body is refused (400), or the order is past that status or final (409).
 */
const FINAL_REFUSALS = new Set([400, 404, 409]);

const logger = createLogger('connector.generic.orders');

/** Speaks the generic marketplace protocol for every marketplace of the registry without a dedicated connector. */
export class GenericConnector implements MarketplaceConnector {
  readonly name = 'generic';

  constructor(private readonly bases: GenericBaseUrls) {}

  limits(): ConnectorLimits {
    return GENERIC_LIMITS;
  }

  /** Sandbox: `<sandboxBase>/<slug>`; production and stage: the configured base, else 422 (nothing to connect to). */
  baseUrl(slug: MarketplaceSlug, config: MarketplaceConfig, sandboxBase: string): string {
    if (config.environment === 'sandbox') return sandboxUrlOf(sandboxBase, slug);
    const base = this.bases[config.environment].get(slug);
    if (base) return base;
    throw marketplaceRefusal('environment', 'marketplace_base_url_missing', {
      params: {
        marketplace: nameOf(slug),
        environment: MARKETPLACE_ENVIRONMENT_NAMES_TR[config.environment],
        setting: config.environment === 'stage' ? 'TEZGAH_GENERIC_STAGE_BASE_URLS' : 'TEZGAH_GENERIC_BASE_URLS',
      },
    });
  }

  async verify(connection: ConnectionHandle): Promise<ConnectorAccount> {
    const account = await this.call(connection, { method: 'GET', path: '/account', operation: 'account' }, accountAnswer);
    return { seller_id: account.seller_id, store_name: account.store_name ?? null };
  }

  async listListings(
    connection: ConnectionHandle,
    pageToken: string | undefined,
  ): Promise<{ listings: MarketplaceListing[]; next?: string }> {
    const page = Number(pageToken ?? 1);
    const answer = await this.call(
      connection,
      { method: 'GET', path: '/listings', operation: 'listings', query: { page, size: PAGE_SIZE } },
      listingsAnswer,
    );
    return { listings: answer.items.map(toListing), next: page < answer.total_pages ? String(page + 1) : undefined };
  }

  async pushStock(connection: ConnectionHandle, updates: StockUpdate[]): Promise<StockPushOutcome> {
    const items = updates.map((update) => ({ sku: update.sku, quantity: update.quantity }));
    return this.call(connection, { method: 'POST', path: '/stock', operation: 'stock', body: { items } }, stockAnswer);
  }

  /**
   * The cursor is the newest `updated_at` seen; the protocol returns orders changed strictly after
   * it, oldest change first, so the first page always continues where the last one stopped.
   */
  lookBackCursor(_slug: MarketplaceSlug, now: number): string {
    return new Date(now - LOOK_BACK_MS).toISOString();
  }

  async pullOrders(connection: ConnectionHandle, cursor: string | null): Promise<OrdersPage> {
    const after = cursor ?? this.lookBackCursor(connection.slug, Date.now());
    const answer = await this.call(
      connection,
      { method: 'GET', path: '/orders', operation: 'orders', query: { updated_after: after, page: 1, size: PAGE_SIZE } },
      ordersAnswer,
    );
    const orders = answer.items.map(toOrder);
    return { orders, cursor: orders.at(-1)?.updated_at ?? after, more: answer.total_pages > 1 };
  }

  /**
   * `POST /orders/{id}/status` (the protocol speaks our statuses, delivered included). The current
   * status is a 200 no-op: done. A final refusal is skipped and logged; anything else is retried.
   */
  async pushOrderStatus(connection: ConnectionHandle, change: OrderStatusPush): Promise<'done' | 'skipped'> {
    const request = {
      method: 'POST' as const,
      path: `/orders/${encodeURIComponent(change.marketplace_order_id)}/status`,
      operation: 'order-status',
      body: {
        status: change.status,
        tracking_number: change.tracking_number ?? undefined,
        cargo_provider: change.cargo_provider ?? undefined,
      },
    };
    const response = await this.send(connection, request);
    if (FINAL_REFUSALS.has(response.status)) {
      const error = (response.body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
      logger.warn(
        {
          marketplace: connection.slug,
          marketplace_order_id: change.marketplace_order_id,
          status: change.status,
          answer: response.status,
          code: error?.code,
          message: error?.message,
        },
        'order status not mirrored: the marketplace refused it',
      );
      return 'skipped';
    }
    read(connection.slug, request.operation, response, orderAnswer);
    return 'done';
  }

  private async call<T extends z.ZodType>(
    connection: ConnectionHandle,
    request: Omit<ThirdPartyRequest, 'url' | 'headers'> & { path: string },
    answer: T,
  ): Promise<z.infer<T>> {
    return read(connection.slug, request.operation, await this.send(connection, request), answer);
  }

  private send(
    connection: ConnectionHandle,
    request: Omit<ThirdPartyRequest, 'url' | 'headers'> & { path: string },
  ): Promise<ThirdPartyResponse> {
    const { path, ...rest } = request;
    return connection.http.request({ ...rest, url: `${connection.baseUrl}/api/v1${path}`, headers: headersOf(connection.credentials) });
  }
}

function headersOf(credentials: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { 'X-Api-Key': credentials.api_key, 'X-Api-Secret': credentials.api_secret };
  if (credentials.seller_id) headers['X-Seller-Id'] = credentials.seller_id;
  return headers;
}

/** 2xx in the protocol's shape, 401/403 as refused credentials; anything else is a fault of ours or theirs. */
function read<T extends z.ZodType>(slug: MarketplaceSlug, operation: string, response: ThirdPartyResponse, answer: T): z.infer<T> {
  return readAnswer(response, answer, {
    marketplace: slug,
    operation,
    refused: (status) => (status === 401 || status === 403 ? credentialsRefused('api_key', nameOf(slug)) : undefined),
    shape: 'the answer does not follow the generic protocol',
  });
}

function nameOf(slug: MarketplaceSlug): string {
  return marketplaceOf(slug)?.name ?? slug;
}
