import type { ConnectorAccount, MarketplaceConfig, MarketplaceSlug } from '@tezgah/contracts';
import type {
  ConnectionHandle,
  ConnectorLimits,
  MarketplaceConnector,
  MarketplaceListing,
  MarketplaceRequest,
  MarketplaceResponse,
  OrdersPage,
  StockPushOutcome,
  StockUpdate,
} from '@tezgah/connector-kit';
import { credentialsRefused } from '@tezgah/connector-kit';
import type { z } from 'zod';
import { listingsAnswer, packagesAnswer, toListing, toOrder, uploadAnswer } from './hepsiburada-answers';

/** ~240 requests a minute per merchant (research §3.1); 1000 items per stock upload (the sandbox's cap; HB publishes none). */
export const HEPSIBURADA_LIMITS: ConnectorLimits = { rate: { '*': { points: 240, durationMs: 60_000 } }, stockBatchSize: 1000 };
const PAGE_SIZE = 100;
const FIRST_ORDERS_WINDOW_MS = 30 * 86_400_000;

/** The HB hosts a connector calls: listings and stock, and orders (OMS). */
type HbHost = 'listing-external' | 'oms-external';

/**
 * Hepsiburada spans several hosts, so the base URL is a template: `{host}` is replaced by the
 * host name (`listing-external`, `oms-external`); a base without it (the sandbox) gets the host
 * name as its first path segment.
 */
const HOST_TEMPLATES: Record<Exclude<MarketplaceConfig['environment'], 'sandbox'>, string> = {
  production: 'https://{host}.hepsiburada.com',
  stage: 'https://{host}-sit.hepsiburada.com',
};

export class HepsiburadaConnector implements MarketplaceConnector {
  readonly name = 'hepsiburada';

  limits(): ConnectorLimits {
    return HEPSIBURADA_LIMITS;
  }

  baseUrl(slug: MarketplaceSlug, config: MarketplaceConfig, sandboxBase: string): string {
    return config.environment === 'sandbox' ? `${sandboxBase}/${slug}` : HOST_TEMPLATES[config.environment];
  }

  /** Reads one listing: HB answers 401 to a wrong user name or password, 403 to a merchant id that is not theirs. */
  async verify(connection: ConnectionHandle): Promise<ConnectorAccount> {
    await this.call(connection, 'listing-external', { method: 'GET', path: '/listings', operation: 'listings', query: { offset: 0, limit: 1 } }, listingsAnswer);
    return { seller_id: connection.credentials.merchant_id, store_name: null };
  }

  async listListings(connection: ConnectionHandle, pageToken: string | undefined): Promise<{ listings: MarketplaceListing[]; next?: string }> {
    const offset = Number(pageToken ?? 0);
    const answer = await this.call(
      connection,
      'listing-external',
      { method: 'GET', path: '/listings', operation: 'listings', query: { offset, limit: PAGE_SIZE } },
      listingsAnswer,
    );
    const next = offset + answer.listings.length;
    return { listings: answer.listings.map(toListing), next: answer.listings.length && next < answer.totalCount ? String(next) : undefined };
  }

  /** A stock upload answers with its id: HB has taken the batch and applies it asynchronously. */
  async pushStock(connection: ConnectionHandle, updates: StockUpdate[]): Promise<StockPushOutcome> {
    const body = updates.map((update) => ({ hepsiburadaSku: update.listing_id, merchantSku: update.sku, availableStock: update.quantity }));
    await this.call(connection, 'listing-external', { method: 'POST', path: '/listings/stock-uploads', operation: 'stock-uploads', body }, uploadAnswer);
    return { accepted: updates.map((update) => update.sku), rejected: [] };
  }

  /**
   * Packages whose status changed at or after the cursor (the newest change seen), oldest first.
   * The bound is inclusive so packages sharing the newest instant are never skipped; the package
   * at the cursor comes again, which order ingestion absorbs (idempotent per order number).
   */
  async pullOrders(connection: ConnectionHandle, cursor: string | null): Promise<OrdersPage> {
    const since = cursor ?? new Date(Date.now() - FIRST_ORDERS_WINDOW_MS).toISOString();
    const answer = await this.call(
      connection,
      'oms-external',
      { method: 'GET', path: '/packages', operation: 'packages', query: { beginDate: since, offset: 0, limit: PAGE_SIZE } },
      packagesAnswer,
    );
    const orders = answer.items.map(toOrder);
    const newest = orders.at(-1)?.updated_at ?? since;
    // A full page that does not move the cursor cannot be paged past; stop rather than loop.
    return { orders, cursor: newest, more: answer.totalCount > orders.length && newest !== since };
  }

  private async call<T extends z.ZodType>(
    connection: ConnectionHandle,
    host: HbHost,
    request: Omit<MarketplaceRequest, 'url' | 'headers'> & { path: string },
    answer: T,
  ): Promise<z.infer<T>> {
    const { path, ...rest } = request;
    const { merchant_id: merchantId, username, password } = connection.credentials;
    const base = connection.baseUrl.includes('{host}') ? connection.baseUrl.replace('{host}', host) : `${connection.baseUrl}/${host}`;
    // Every resource HB serves a seller sits under `/<resource>/merchantid/<id>`.
    const [resource, ...subpath] = path.slice(1).split('/');
    const response = await connection.http.request({
      ...rest,
      url: [base, resource, 'merchantid', encodeURIComponent(merchantId), ...subpath].join('/'),
      headers: { Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`, 'User-Agent': username },
    });
    return read(request.operation, response, answer);
  }
}

function read<T extends z.ZodType>(operation: string, response: MarketplaceResponse, answer: T): z.infer<T> {
  if (response.status === 401) throw credentialsRefused('password', 'Hepsiburada', 'marketplace_login_refused');
  if (response.status === 403) throw credentialsRefused('merchant_id', 'Hepsiburada', 'hepsiburada_merchant_access_denied');
  if (response.status < 200 || response.status >= 300) throw new Error(`hepsiburada ${operation}: unexpected answer ${response.status}`);
  const parsed = answer.safeParse(response.body);
  if (!parsed.success) throw new Error(`hepsiburada ${operation}: unexpected answer shape (${parsed.error.issues[0]?.message})`);
  return parsed.data;
}
