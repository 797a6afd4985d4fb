import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { asRecord, isCount, text } from '../shared/body-values';
import { guardApi } from '../shared/marketplace.hooks';
import type { MarketplaceState, SimOrderStatus, SimStockChange } from '../shared/seller-account';
import type { SellerThrottle } from '../shared/throttle';
import { renderGenericListing, renderGenericOrder } from './generic-shapes';

export const GENERIC_STOCK_ITEMS = 500;
export const GENERIC_MAX_PAGE_SIZE = 100;

const SELLER_STATUSES: readonly SimOrderStatus[] = ['processing', 'shipped', 'delivered'];

/** Seller-initiated moves of `POST /orders/{id}/status` (decisions §7). */
const NEXT_STATUSES: Partial<Record<SimOrderStatus, SimOrderStatus[]>> = {
  created: ['processing', 'shipped'],
  processing: ['shipped'],
  shipped: ['delivered'],
};

/** The generic marketplace protocol under `/api/v1` (docs/generic-marketplace-protocol.md). */
export function genericApi(storeName: string) {
  return (state: MarketplaceState, throttle: SellerThrottle): FastifyPluginAsync =>
    async (app) => {
      guardApi(app, {
        authenticate,
        throttle,
        rateLimited: (s) => failure('rate_limited', `İstek sınırı aşıldı; ${s} saniye sonra yeniden deneyin.`),
      });
      const seller = (request: FastifyRequest) => String(request.headers['x-api-key']);

      app.get('/api/v1/account', async (request) => {
        const sellerId =
          text(request.headers['x-seller-id']) ?? `S${createHash('sha256').update(seller(request)).digest('hex').slice(0, 10)}`;
        return { seller_id: sellerId, store_name: storeName };
      });

      app.get('/api/v1/listings', async (request, reply) => {
        const paging = pagingOf(asRecord(request.query));
        if (!paging) return invalid(reply, `page ≥ 1 ve 1 ≤ size ≤ ${GENERIC_MAX_PAGE_SIZE} olmalıdır.`);
        const listings = [...state.account(seller(request)).listings.values()];
        return page(listings.map(renderGenericListing), paging);
      });

      app.post('/api/v1/stock', async (request, reply) => {
        const items = asRecord(request.body).items;
        const changes = Array.isArray(items) ? items.map((item) => asStockChange(asRecord(item))) : [];
        if (!changes.length || changes.length > GENERIC_STOCK_ITEMS || changes.some((c) => !c)) {
          return invalid(reply, `items 1 ile ${GENERIC_STOCK_ITEMS} arasında {sku, quantity} içermelidir.`);
        }
        return state.account(seller(request)).applyStock(changes.filter((c) => c !== null));
      });

      app.get('/api/v1/orders', async (request, reply) => {
        const query = asRecord(request.query);
        const paging = pagingOf(query);
        const after = query.updated_after === undefined ? null : new Date(String(query.updated_after));
        if (!paging || (after && Number.isNaN(after.getTime()))) return invalid(reply, 'updated_after ISO 8601 bir zaman olmalıdır.');
        const orders = state
          .account(seller(request))
          .ordersChangedSince(after)
          .filter((o) => !after || o.updated_at > after);
        return page(orders.map(renderGenericOrder), paging);
      });

      app.post<{ Params: { id: string } }>('/api/v1/orders/:id/status', async (request, reply) => {
        const account = state.account(seller(request));
        const order = account.orders.get(request.params.id);
        if (!order) return reply.code(404).send(failure('not_found', 'Sipariş bulunamadı.'));
        const body = asRecord(request.body);
        const status = SELLER_STATUSES.find((candidate) => candidate === body.status);
        if (!status) return invalid(reply, 'status processing, shipped veya delivered olmalıdır.');
        const tracking = text(body.tracking_number) ?? order.tracking_number;
        const carrier = text(body.cargo_provider) ?? order.cargo_provider;
        if (status === order.status) return renderGenericOrder(order);
        if (!NEXT_STATUSES[order.status]?.includes(status)) {
          return reply.code(409).send(failure('invalid_transition', `${order.status} durumundaki sipariş ${status} durumuna geçemez.`));
        }
        if (status === 'shipped' && (!tracking || !carrier))
          return invalid(reply, 'shipped için tracking_number ve cargo_provider gereklidir.');
        return renderGenericOrder(account.moveOrder(order, status, { tracking_number: tracking, cargo_provider: carrier }));
      });
    };
}

function authenticate(request: FastifyRequest, reply: FastifyReply): string | null {
  const key = text(request.headers['x-api-key']);
  if (!key || !text(request.headers['x-api-secret']) || key === 'invalid') {
    reply.code(401).send(failure('unauthorized', 'API anahtarı veya gizli anahtar geçersiz.'));
    return null;
  }
  return key;
}

/** The protocol's error body for a status (faults and unknown paths). */
export function genericErrorBody(status: number, message: string) {
  const code = status === 429 ? 'rate_limited' : status === 404 ? 'not_found' : status >= 500 ? 'internal' : 'validation_failed';
  return failure(code, message);
}

function failure(code: string, message: string) {
  return { error: { code, message } };
}

function invalid(reply: FastifyReply, message: string) {
  return reply.code(400).send(failure('validation_failed', message));
}

function pagingOf(query: Record<string, unknown>): { page: number; size: number } | null {
  const pageNumber = Number(query.page ?? 1);
  const size = Number(query.size ?? 50);
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || !Number.isInteger(size) || size < 1 || size > GENERIC_MAX_PAGE_SIZE) return null;
  return { page: pageNumber, size };
}

function page<T>(all: T[], paging: { page: number; size: number }) {
  const start = (paging.page - 1) * paging.size;
  return {
    items: all.slice(start, start + paging.size),
    page: paging.page,
    size: paging.size,
    total_pages: Math.ceil(all.length / paging.size),
  };
}

function asStockChange(raw: Record<string, unknown>): SimStockChange | null {
  const sku = text(raw.sku);
  return sku && isCount(raw.quantity) ? { sku, quantity: raw.quantity } : null;
}
