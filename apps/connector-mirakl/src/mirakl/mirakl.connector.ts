import { type ConnectorAccount, type MarketplaceConfig, type MarketplaceSlug, marketplaceOf } from '@tezgah/contracts';
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
import {
  accountAnswer,
  importAnswer,
  importCreatedAnswer,
  type MiraklOrder,
  offersAnswer,
  ordersAnswer,
  refusedSkusOf,
  toListing,
  toOrder,
} from './mirakl-answers';

const oncePerMinute = { points: 1, durationMs: 60_000 };

/**
 * The seller OpenAPI document's "Call Frequency" maxima: OR11 listing (asynchronous use), OF24,
 * OF02 and OF03 once per minute; the calls bound to an event (OR11 for given orders, OR21, OR23,
 * OR24, OF21 page by page) share an assumed 300 a minute. Offers per OF24: 10,000 (assumed).
 */
export const MIRAKL_LIMITS: ConnectorLimits = {
  rate: { '*': { points: 300, durationMs: 60_000 }, OR11: oncePerMinute, OF24: oncePerMinute, OF02: oncePerMinute, OF03: oncePerMinute },
  stockBatchSize: 10_000,
};
/** Offset pagination takes at most 100 a page. */
const PAGE_SIZE = 100;
/** Mirakl documents no order history limit: a month back, as for every marketplace without one (docs/orders.md). */
const LOOK_BACK_MS = 30 * 86_400_000;
/** How long an offer import is given before it is read back once (OF02 may be read once a minute). */
const IMPORT_SETTLE_MS = 2_000;
/** Mirakl's code for a new item's offer, the state every offer of ours is sent with. */
const NEW_OFFER_STATE = '11';

const logger = createLogger('connector.mirakl');

type Request = Omit<ThirdPartyRequest, 'url' | 'headers'> & { path: string };

export class MiraklConnector implements MarketplaceConnector {
  readonly name = 'mirakl';

  limits(): ConnectorLimits {
    return MIRAKL_LIMITS;
  }

  /** Each instance has its own host, named after it (`https://<instance>.mirakl.net`; the test host `-preprod`). */
  baseUrl(slug: MarketplaceSlug, config: MarketplaceConfig, sandboxBase: string): string {
    if (config.environment === 'sandbox') return sandboxUrlOf(sandboxBase, slug);
    return config.environment === 'production' ? `https://${slug}.mirakl.net` : `https://${slug}-preprod.mirakl.net`;
  }

  /** A01 names the shop behind the key (and checks the shop_id the seller gave, when they gave one). */
  async verify(connection: ConnectionHandle): Promise<ConnectorAccount> {
    const account = await this.call(connection, { method: 'GET', path: '/api/account', operation: 'A01' }, accountAnswer);
    return { seller_id: String(account.shop_id), store_name: account.shop_name };
  }

  async listListings(
    connection: ConnectionHandle,
    pageToken: string | undefined,
  ): Promise<{ listings: MarketplaceListing[]; next?: string }> {
    const offset = Number(pageToken ?? 0);
    const answer = await this.call(
      connection,
      { method: 'GET', path: '/api/offers', operation: 'OF21', query: { offset, max: PAGE_SIZE } },
      offersAnswer,
    );
    const next = offset + answer.offers.length;
    return { listings: answer.offers.map(toListing), next: answer.offers.length && next < answer.total_count ? String(next) : undefined };
  }

  /**
   * OF24 takes whole offers (what it is not sent it resets), so each carries its product, state and
   * price with the quantity; an offer whose price we do not know is not sent. The import is read
   * back once: the lines its error report names are refused, the rest accepted; an import still
   * running is taken as accepted (Mirakl has it), a failed one is sent again later.
   */
  async pushStock(connection: ConnectionHandle, updates: StockUpdate[]): Promise<StockPushOutcome> {
    const priced = updates.filter((update) => update.price !== null);
    const rejected = updates.filter((update) => update.price === null).map((update) => ({ sku: update.sku, reason: 'price_unknown' }));
    if (!priced.length) return { accepted: [], rejected };
    const offers = priced.map((update) => ({
      shop_sku: update.sku,
      product_id: update.listing_id,
      product_id_type: 'SKU',
      price: update.price,
      quantity: update.quantity,
      state_code: NEW_OFFER_STATE,
      update_delete: 'update',
    }));
    const created = await this.call(
      connection,
      { method: 'POST', path: '/api/offers', operation: 'OF24', body: { offers } },
      importCreatedAnswer,
    );
    await new Promise((resolve) => setTimeout(resolve, IMPORT_SETTLE_MS));
    const refused = await this.refusedLines(connection, created.import_id);
    return {
      accepted: priced.filter((update) => !refused.has(update.sku)).map((update) => update.sku),
      rejected: [
        ...rejected,
        ...priced.filter((update) => refused.has(update.sku)).map((update) => ({ sku: update.sku, reason: refused.get(update.sku) ?? '' })),
      ],
    };
  }

  /**
   * The cursor is `<since>|<offset>|<newest>`: orders updated from `since` on (inclusive, so an
   * order sharing the newest instant is never missed; ingestion absorbs the repeat), read page by
   * page in Mirakl's creation order, `newest` the latest update seen in this pass.
   */
  lookBackCursor(_slug: MarketplaceSlug, now: number): string {
    return new Date(now - LOOK_BACK_MS).toISOString();
  }

  async pullOrders(connection: ConnectionHandle, cursor: string | null): Promise<OrdersPage> {
    const [since, offsetText, seen] = (cursor ?? this.lookBackCursor(connection.slug, Date.now())).split('|');
    const offset = Number(offsetText ?? 0);
    const answer = await this.call(
      connection,
      { method: 'GET', path: '/api/orders', operation: 'OR11', query: { start_update_date: since, offset, max: PAGE_SIZE } },
      ordersAnswer,
    );
    const orders = answer.orders.map(toOrder);
    const newest = [seen ?? since, ...orders.map((order) => order.updated_at)].reduce((a, b) => (a > b ? a : b));
    const next = offset + answer.orders.length;
    if (answer.orders.length && next < answer.total_count) return { orders, cursor: `${since}|${next}|${newest}`, more: true };
    return { orders, cursor: newest, more: false };
  }

  /**
   * The shop's part on Mirakl: accept (OR21) every line of a WAITING_ACCEPTANCE order when the
   * seller moves it on, then for `shipped` and `delivered` the tracking (OR23, when there is a
   * number) and the shipment (OR24). Anything further along, cancelled or refused is skipped.
   */
  async pushOrderStatus(connection: ConnectionHandle, change: OrderStatusPush): Promise<'done' | 'skipped'> {
    const id = change.marketplace_order_id;
    const found = await this.call(
      connection,
      { method: 'GET', path: '/api/orders', operation: 'OR11-orders', query: { order_ids: id } },
      ordersAnswer,
    );
    const order = found.orders.find((candidate) => candidate.order_id === id);
    if (!order) return skip(id, change.status, 'no such order');
    let state = order.order_state;
    if (state === 'WAITING_ACCEPTANCE') {
      await this.put(connection, `/api/orders/${encodeURIComponent(id)}/accept`, 'OR21', acceptance(order));
      state = 'SHIPPING';
    }
    if (change.status === 'processing') return state === order.order_state ? skip(id, change.status, `already ${state}`) : 'done';
    if (state !== 'SHIPPING') return skip(id, change.status, `the order is ${state}`);
    if (change.tracking_number) {
      const tracking = { carrier_name: change.cargo_provider ?? 'Diğer', tracking_number: change.tracking_number };
      await this.put(connection, `/api/orders/${encodeURIComponent(id)}/tracking`, 'OR23', tracking);
    }
    await this.put(connection, `/api/orders/${encodeURIComponent(id)}/ship`, 'OR24');
    return 'done';
  }

  /** OF02 once; OF03's error report when the import refused lines. A failed import throws, to be sent again. */
  private async refusedLines(connection: ConnectionHandle, importId: number): Promise<Map<string, string>> {
    const path = `/api/offers/imports/${importId}`;
    const status = await this.call(connection, { method: 'GET', path, operation: 'OF02' }, importAnswer);
    if (status.status === 'FAILED') throw new Error(`Mirakl offer import ${importId} failed`);
    if (status.status !== 'COMPLETE' || status.lines_in_error === 0) return new Map();
    const report = await this.call(connection, { method: 'GET', path: `${path}/error_report`, operation: 'OF03' }, z.string());
    return refusedSkusOf(report);
  }

  private async put(connection: ConnectionHandle, path: string, operation: string, body?: unknown): Promise<void> {
    const response = await this.send(connection, { method: 'PUT', path, operation, ...(body === undefined ? {} : { body }) });
    // A 400 is Mirakl's refusal of the state (ORDER_INVALID_STATE, e.g. still WAITING_DEBIT): retried later.
    read(connection, operation, response, z.unknown());
  }

  private async call<T extends z.ZodType>(connection: ConnectionHandle, request: Request, answer: T): Promise<z.infer<T>> {
    return read(connection, request.operation, await this.send(connection, request), answer);
  }

  private send(connection: ConnectionHandle, request: Request): Promise<ThirdPartyResponse> {
    const { path, query, ...rest } = request;
    const shopId = connection.credentials.shop_id;
    return connection.http.request({
      ...rest,
      url: `${connection.baseUrl}${path}`,
      query: { ...query, ...(shopId ? { shop_id: shopId } : {}) },
      // The shop key alone, without a scheme (Mirakl's Shop-API-Key security scheme).
      headers: { Authorization: connection.credentials.api_key },
    });
  }
}

/** OR21: every line accepted (partial acceptance is the operator's option, and our stock is reserved for the whole order). */
function acceptance(order: MiraklOrder) {
  return { order_lines: order.order_lines.map((line) => ({ id: line.order_line_id, accepted: true })) };
}

function skip(order: string, status: string, reason: string): 'skipped' {
  logger.info({ marketplace: 'mirakl', marketplace_order_id: order, status, reason }, 'order status not mirrored');
  return 'skipped';
}

function read<T extends z.ZodType>(connection: ConnectionHandle, operation: string, response: ThirdPartyResponse, answer: T): z.infer<T> {
  const name = marketplaceOf(connection.slug)?.name ?? connection.slug;
  return readAnswer(response, answer, { marketplace: name, operation, refused: (status) => refused(status, name) });
}

function refused(status: number, name: string): DomainError | undefined {
  if (status === 401) return credentialsRefused('api_key', name);
  if (status === 403) return credentialsRefused('shop_id', name);
  return undefined;
}
