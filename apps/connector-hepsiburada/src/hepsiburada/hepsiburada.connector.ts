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
import type { DomainError } from '@tezgah/errors';
import { createLogger } from '@tezgah/observability';
import type { ThirdPartyRequest, ThirdPartyResponse } from '@tezgah/third-party';
import { z } from 'zod';
import { type HbPackage, listingsAnswer, packagesAnswer, toListing, toOrder, uploadAnswer } from './hepsiburada-answers';

/** ~240 requests a minute per merchant (research §3.1); 1000 items per stock upload (the sandbox's cap; HB publishes none). */
export const HEPSIBURADA_LIMITS: ConnectorLimits = { rate: { '*': { points: 240, durationMs: 60_000 } }, stockBatchSize: 1000 };
const PAGE_SIZE = 100;
/** HB documents no order history limit: a month back, as for every marketplace without one (docs/orders.md). */
const LOOK_BACK_MS = 30 * 86_400_000;

const logger = createLogger('connector.hepsiburada.orders');

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
    return config.environment === 'sandbox' ? sandboxUrlOf(sandboxBase, slug) : HOST_TEMPLATES[config.environment];
  }

  /** Reads one listing: HB answers 401 to a wrong user name or password, 403 to a merchant id that is not theirs. */
  async verify(connection: ConnectionHandle): Promise<ConnectorAccount> {
    await this.call(
      connection,
      'listing-external',
      { method: 'GET', path: '/listings', operation: 'listings', query: { offset: 0, limit: 1 } },
      listingsAnswer,
    );
    return { seller_id: connection.credentials.merchant_id, store_name: null };
  }

  async listListings(
    connection: ConnectionHandle,
    pageToken: string | undefined,
  ): Promise<{ listings: MarketplaceListing[]; next?: string }> {
    const offset = Number(pageToken ?? 0);
    const answer = await this.call(
      connection,
      'listing-external',
      { method: 'GET', path: '/listings', operation: 'listings', query: { offset, limit: PAGE_SIZE } },
      listingsAnswer,
    );
    const next = offset + answer.listings.length;
    return {
      listings: answer.listings.map(toListing),
      next: answer.listings.length && next < answer.totalCount ? String(next) : undefined,
    };
  }

  /** A stock upload answers with its id: HB has taken the batch and applies it asynchronously. */
  async pushStock(connection: ConnectionHandle, updates: StockUpdate[]): Promise<StockPushOutcome> {
    const body = updates.map((update) => ({ hepsiburadaSku: update.listing_id, merchantSku: update.sku, availableStock: update.quantity }));
    await this.call(
      connection,
      'listing-external',
      { method: 'POST', path: '/listings/stock-uploads', operation: 'stock-uploads', body },
      uploadAnswer,
    );
    return { accepted: updates.map((update) => update.sku), rejected: [] };
  }

  /**
   * Packages whose status changed at or after the cursor (the newest change seen), oldest first.
   * The bound is inclusive so packages sharing the newest instant are never skipped; the package
   * at the cursor comes again, which order ingestion absorbs (idempotent per order number).
   */
  lookBackCursor(_slug: MarketplaceSlug, now: number): string {
    return new Date(now - LOOK_BACK_MS).toISOString();
  }

  async pullOrders(connection: ConnectionHandle, cursor: string | null): Promise<OrdersPage> {
    const since = cursor ?? this.lookBackCursor(connection.slug, Date.now());
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

  /**
   * The seller's part on Hepsiburada is packing (research §3.1: a package of the order's line
   * items); the carrier and HB move it on from there. So every status packs an Open order (a
   * `delivered` may stand for a `shipped` that never went out: only the newest status is
   * mirrored), and anything further along is already there. A 400 is
   * HB's refusal for good (already packed, cancelled): skipped and logged.
   */
  async pushOrderStatus(connection: ConnectionHandle, change: OrderStatusPush): Promise<'done' | 'skipped'> {
    const order = change.marketplace_order_id;
    const found = await this.call(
      connection,
      'oms-external',
      { method: 'GET', path: `/packages/ordernumber/${encodeURIComponent(order)}`, operation: 'packages' },
      packagesAnswer,
    );
    const open = found.items.filter((pkg) => pkg.status === 'Open');
    if (!open.length) return skip(order, change.status, found.items.length ? 'the order is already packed or further' : 'no such order');
    let done = false;
    for (const pkg of open) {
      const response = await this.send(connection, 'oms-external', {
        method: 'POST',
        path: '/packages',
        operation: 'package-create',
        body: packing(pkg),
      });
      if (response.status === 400) {
        logger.warn({ marketplace: 'hepsiburada', marketplace_order_id: order, answer: response.body }, 'Hepsiburada refused the package');
        continue;
      }
      // Refused credentials and unexpected answers throw, to be retried.
      read('package-create', response, z.unknown());
      done = true;
    }
    return done ? 'done' : skip(order, change.status, 'Hepsiburada refused every package');
  }

  private async call<T extends z.ZodType>(
    connection: ConnectionHandle,
    host: HbHost,
    request: Omit<ThirdPartyRequest, 'url' | 'headers'> & { path: string },
    answer: T,
  ): Promise<z.infer<T>> {
    return read(request.operation, await this.send(connection, host, request), answer);
  }

  private send(
    connection: ConnectionHandle,
    host: HbHost,
    request: Omit<ThirdPartyRequest, 'url' | 'headers'> & { path: string },
  ): Promise<ThirdPartyResponse> {
    const { path, ...rest } = request;
    const { merchant_id: merchantId, username, password } = connection.credentials;
    const base = connection.baseUrl.includes('{host}') ? connection.baseUrl.replace('{host}', host) : `${connection.baseUrl}/${host}`;
    // Every resource HB serves a seller sits under `/<resource>/merchantid/<id>`.
    const [resource, ...subpath] = path.slice(1).split('/');
    return connection.http.request({
      ...rest,
      url: [base, resource, 'merchantid', encodeURIComponent(merchantId), ...subpath].join('/'),
      headers: { Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`, 'User-Agent': username },
    });
  }
}

/** One parcel with every line item of the package, as HB's package creation takes it. */
function packing(pkg: HbPackage) {
  return { parcelQuantity: 1, deci: 1, lineItemRequests: pkg.items.map((item) => ({ id: item.lineItemId, quantity: item.quantity })) };
}

function skip(order: string, status: string, reason: string): 'skipped' {
  logger.info({ marketplace: 'hepsiburada', marketplace_order_id: order, status, reason }, 'order status not mirrored');
  return 'skipped';
}

function read<T extends z.ZodType>(operation: string, response: ThirdPartyResponse, answer: T): z.infer<T> {
  return readAnswer(response, answer, { marketplace: 'hepsiburada', operation, refused });
}

function refused(status: number): DomainError | undefined {
  if (status === 401) return credentialsRefused('password', 'Hepsiburada', 'marketplace_login_refused');
  if (status === 403) return credentialsRefused('merchant_id', 'Hepsiburada', 'hepsiburada_merchant_access_denied');
  return undefined;
}
