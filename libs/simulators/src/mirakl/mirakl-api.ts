import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { asRecord, isAmount, isCount, text } from '../shared/body-values';
import type { MarketplaceState, SellerAccount, SimOrder, SimStockChange } from '../shared/seller-account';
import { SellerThrottle } from '../shared/throttle';
import {
  miraklError,
  orderStateOf,
  REFUSED_REASON,
  renderAccount,
  renderErrorReport,
  renderImport,
  renderOffer,
  renderOrder,
  shopIdOf,
} from './mirakl-shapes';

/**
 * Per operation and shop, the calls a window takes. The OpenAPI document's "Call Frequency"
 * blocks give OR11 (asynchronous use), OF24, OF02 and OF03 a maximum of once per minute; the
 * other operations are bounded by events ("at each new order") and get the assumed `*` budget.
 */
export const MIRAKL_CALL_FREQUENCY: Record<string, { points: number; durationSeconds: number }> = {
  OR11: { points: 1, durationSeconds: 60 },
  OF24: { points: 1, durationSeconds: 60 },
  OF02: { points: 1, durationSeconds: 60 },
  OF03: { points: 1, durationSeconds: 60 },
  '*': { points: 300, durationSeconds: 60 },
};
/** Offset pagination: `max` defaults to 10 and takes at most 100 (Mirakl's offset pagination). */
export const MIRAKL_MAX_PAGE = 100;
/** Offers one OF24 call takes (assumed: Mirakl publishes no cap for the JSON import). */
export const MIRAKL_OF24_MAX_OFFERS = 10_000;

/** An offer import (OF24) by its numeric id, and the account it belongs to. */
export interface MiraklImports {
  next: number;
  byId: Map<number, { shop: string; upload: string }>;
}

type Operation = keyof typeof MIRAKL_CALL_FREQUENCY;

/** Mirakl's seller (shop) API for one instance: `Authorization: <shop API key>`, optional `shop_id`. */
export function miraklApi(
  instanceName: string,
  state: MarketplaceState,
  imports: MiraklImports,
  throttles: MiraklThrottles,
): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', async (request, reply) => (authenticate(request, reply) === null ? reply : undefined));
    const shopOf = (request: FastifyRequest) => String(request.headers.authorization);
    const limited = async (request: FastifyRequest, reply: FastifyReply, operation: Operation) => {
      const retryAfter = await throttles.take(operation, shopOf(request));
      if (retryAfter === null) return false;
      reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .send(miraklError(429, `Çağrı sıklığı sınırı aşıldı (${operation}); ${retryAfter} saniye sonra yeniden deneyin.`));
      return true;
    };
    const route = (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      operation: Operation,
      handle: (request: FastifyRequest, reply: FastifyReply, account: SellerAccount) => unknown,
    ) =>
      app.route({
        method,
        url,
        handler: async (request, reply) => {
          if (await limited(request, reply, operation)) return reply;
          return handle(request, reply, state.account(shopOf(request)));
        },
      });

    // V01 documents no body: the status alone says Mirakl is up.
    route('GET', '/api/version', '*', (_request, reply) => reply.code(200).send());

    route('GET', '/api/account', '*', (request, _reply, account) =>
      renderAccount(shopOf(request), instanceName, new Date(0), account.listings.size, account.orders.size),
    );

    route('GET', '/api/shipping/carriers', '*', () => ({
      carriers: [
        { code: 'ARAS', label: 'Aras Kargo', standard_code: 'ARAS' },
        { code: 'MNG', label: 'MNG Kargo', standard_code: 'MNG' },
        { code: 'PTT', label: 'PTT Kargo', standard_code: 'PTT' },
        { code: 'YURTICI', label: 'Yurtiçi Kargo', standard_code: 'YURTICI' },
      ],
    }));

    route('GET', '/api/offers', '*', (request, reply, account) => {
      const query = asRecord(request.query);
      const page = pageOf(query);
      if (!page) return badRequest(reply, `max 1 ile ${MIRAKL_MAX_PAGE} arasında, offset 0 veya üstü olmalıdır.`);
      const sku = text(query.sku);
      const offers = [...account.listings.values()].filter((l) => !sku || l.sku === sku).map(renderOffer);
      return { offers: offers.slice(page.offset, page.offset + page.max), total_count: offers.length };
    });

    route('POST', '/api/offers', 'OF24', (request, reply, account) => {
      const raw = asRecord(request.body).offers;
      const changes = Array.isArray(raw) ? raw.map((offer) => offerChange(asRecord(offer))) : [];
      if (!changes.length || changes.length > MIRAKL_OF24_MAX_OFFERS || changes.some((c) => c === null)) {
        return badRequest(
          reply,
          `offers 1 ile ${MIRAKL_OF24_MAX_OFFERS} arasında {shop_sku, product_id, product_id_type, price, state_code, update_delete} içermelidir.`,
        );
      }
      const upload = account.submitStock(changes.filter((c) => c !== null));
      imports.next += 1;
      imports.byId.set(imports.next, { shop: shopOf(request), upload: upload.id });
      return reply.code(201).send({ import_id: imports.next });
    });

    const importOf = (request: FastifyRequest<{ Params: { import: string } }>, account: SellerAccount) => {
      const id = Number(request.params.import);
      const found = imports.byId.get(id);
      const upload = found && found.shop === shopOf(request) ? account.uploads.get(found.upload) : undefined;
      return upload ? { id, upload } : undefined;
    };
    route('GET', '/api/offers/imports/:import', 'OF02', (request, reply, account) => {
      const found = importOf(request as FastifyRequest<{ Params: { import: string } }>, account);
      return found ? renderImport(found.id, found.upload) : notFound(reply, 'İçe aktarma bulunamadı.');
    });
    route('GET', '/api/offers/imports/:import/error_report', 'OF03', (request, reply, account) => {
      const found = importOf(request as FastifyRequest<{ Params: { import: string } }>, account);
      if (!found?.upload.result?.rejected.length) return notFound(reply, 'Bu içe aktarmanın hata raporu yok.');
      return reply.type('application/octet-stream').send(renderErrorReport(found.upload));
    });

    app.get('/api/orders', async (request, reply) => {
      const query = asRecord(request.query);
      const ids = text(query.order_ids)?.split(',');
      // Asking for given orders is the synchronous use; listing changes is the polling the document caps.
      if (await limited(request, reply, ids ? '*' : 'OR11')) return reply;
      const page = query.paginate === 'false' ? { offset: 0, max: Number.MAX_SAFE_INTEGER } : pageOf(query);
      const from = dateOf(query.start_update_date);
      const to = dateOf(query.end_update_date);
      const states = text(query.order_state_codes)?.split(',');
      if (!page || from === undefined || to === undefined) {
        return badRequest(reply, 'start_update_date ve end_update_date ISO 8601 olmalı; max 1 ile 100 arasında olmalıdır.');
      }
      const orders = state
        .account(shopOf(request))
        .ordersChangedSince(from, to)
        .filter((o) => (!ids || ids.includes(o.number)) && (!states || states.includes(orderStateOf(o))))
        .sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
      return { orders: orders.slice(page.offset, page.offset + page.max).map(renderOrder), total_count: orders.length };
    });

    route('PUT', '/api/orders/:order_id/accept', '*', (request, reply, account) =>
      withOrder(request, reply, account, (order) => {
        if (order.status !== 'created') return invalidState(reply, order);
        const lines = asRecord(request.body).order_lines;
        const decisions = Array.isArray(lines) ? lines.map((line) => asRecord(line)) : [];
        const ids = new Set(order.lines.map((line) => `${order.number}-${line.line_id}`));
        if (decisions.length !== ids.size || decisions.some((d) => typeof d.accepted !== 'boolean' || !ids.has(String(d.id)))) {
          return badRequest(reply, 'ORDER_LINE_ACCEPTANCE_DECISION_MISSING: her sipariş satırı için {id, accepted} gönderilmelidir.');
        }
        const accepted = decisions.every((d) => d.accepted === true);
        account.moveOrder(order, accepted ? 'processing' : 'cancelled', accepted ? {} : { reason: REFUSED_REASON });
        return reply.code(204).send();
      }),
    );

    route('PUT', '/api/orders/:order_id/tracking', '*', (request, reply, account) =>
      withOrder(request, reply, account, (order) => {
        if (order.status !== 'processing' && order.status !== 'shipped') return invalidState(reply, order);
        const body = asRecord(request.body);
        const carrier = text(body.carrier_code) ?? text(body.carrier_name);
        if (!carrier) return badRequest(reply, 'carrier_code veya carrier_name gereklidir.');
        account.moveOrder(order, order.status, { cargo_provider: carrier, tracking_number: text(body.tracking_number) });
        return reply.code(204).send();
      }),
    );

    route('PUT', '/api/orders/:order_id/ship', '*', (request, reply, account) =>
      withOrder(request, reply, account, (order) => {
        if (order.status !== 'processing') return invalidState(reply, order);
        account.moveOrder(order, 'shipped');
        return reply.code(204).send();
      }),
    );

    route('PUT', '/api/orders/:order_id/cancel', '*', (request, reply, account) =>
      withOrder(request, reply, account, (order) => {
        if (order.status !== 'created' && order.status !== 'processing') return invalidState(reply, order);
        account.moveOrder(order, 'cancelled', { reason: 'canceled by the shop' });
        return reply.code(204).send();
      }),
    );
  };
}

/** One budget per operation of MIRAKL_CALL_FREQUENCY, each per shop. */
export class MiraklThrottles {
  private readonly byOperation = new Map(
    Object.entries(MIRAKL_CALL_FREQUENCY).map(([operation, budget]) => [operation, new SellerThrottle(budget)]),
  );

  /** Spends one call of the shop's budget for the operation: null when allowed, else the seconds to wait. */
  take(operation: Operation, shop: string): Promise<number | null> {
    return (this.byOperation.get(operation) ?? this.byOperation.get('*') ?? new SellerThrottle(MIRAKL_CALL_FREQUENCY['*'])).take(shop);
  }

  reset(): void {
    for (const throttle of this.byOperation.values()) throttle.reset();
  }
}

/**
 * The shop API key alone in `Authorization` (no scheme); `invalid` is refused as any unknown key.
 * A `shop_id` that is not the key's shop is refused as Mirakl refuses a shop the user is not linked to.
 */
function authenticate(request: FastifyRequest, reply: FastifyReply): string | null {
  const key = request.headers.authorization;
  if (typeof key !== 'string' || !key || key === 'invalid' || /^(Bearer|Basic) /i.test(key)) {
    reply.code(401).send(miraklError(401, 'Unauthorized'));
    return null;
  }
  const shopId = asRecord(request.query).shop_id;
  if (shopId !== undefined && Number(shopId) !== shopIdOf(key)) {
    reply.code(403).send(miraklError(403, 'Forbidden'));
    return null;
  }
  return key;
}

function withOrder(request: FastifyRequest, reply: FastifyReply, account: SellerAccount, act: (order: SimOrder) => unknown): unknown {
  const order = account.orders.get(String(asRecord(request.params).order_id));
  return order ? act(order) : notFound(reply, 'ORDER_NOT_FOUND: sipariş bulunamadı.');
}

function invalidState(reply: FastifyReply, order: SimOrder) {
  return badRequest(reply, `ORDER_INVALID_STATE: sipariş ${orderStateOf(order)} durumunda.`);
}

function badRequest(reply: FastifyReply, message: string) {
  return reply.code(400).send(miraklError(400, message));
}

function notFound(reply: FastifyReply, message: string) {
  return reply.code(404).send(miraklError(404, message));
}

function pageOf(query: Record<string, unknown>): { offset: number; max: number } | null {
  const offset = Number(query.offset ?? 0);
  const max = Number(query.max ?? 10);
  if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(max) || max < 1 || max > MIRAKL_MAX_PAGE) return null;
  return { offset, max };
}

/** An optional ISO date query value: null when absent, undefined when malformed. */
function dateOf(value: unknown): Date | null | undefined {
  if (value === undefined) return null;
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** An OF24 offer as a stock and price change; `delete` lines carry quantity 0. */
function offerChange(raw: Record<string, unknown>): SimStockChange | null {
  const sku = text(raw.shop_sku);
  const required = [raw.product_id, raw.product_id_type, raw.state_code].every((v) => text(v) !== null);
  const mode = raw.update_delete ?? 'update';
  if (!sku || !required || !isAmount(raw.price) || (mode !== 'update' && mode !== 'delete' && mode !== '')) return null;
  if (raw.quantity !== undefined && !isCount(raw.quantity)) return null;
  // Mirakl resets what an update leaves out: a missing quantity is 0.
  return { sku, quantity: mode === 'delete' ? 0 : ((raw.quantity as number | undefined) ?? 0), price: raw.price };
}
