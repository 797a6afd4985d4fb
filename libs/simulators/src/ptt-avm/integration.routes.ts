import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { asRecord, isAmount, isCount, text } from '../shared/body-values';
import { guardApi } from '../shared/marketplace.hooks';
import type { MarketplaceState } from '../shared/seller-account';
import type { SellerThrottle } from '../shared/throttle';
import { pttError } from './ptt-avm-errors';
import { PTT_FINAL_STATUSES, renderCargoInfos, renderOrder, renderProduct } from './ptt-avm-shapes';
import { type PttStockItem, type PttStockJobs, renderTrackingResult } from './ptt-avm-stock';

/** An order search spans at most 40 days (documented). */
export const PTT_MAX_WINDOW_MS = 40 * 86_400_000;
/** Items in one stock-prices request, and the stock range (documented). */
export const PTT_STOCK_ITEMS = 1000;
export const PTT_MAX_STOCK = 9999;
/** Products a page (not documented: our sandbox's choice). */
export const PTT_PRODUCT_PAGE = 100;

/** The cargo profiles every sandbox seller has (PTT Kargo is PttAVM's own carrier). */
const CARGO_PROFILES = [{ id: 1, name: 'PTT Kargo', isDefault: true }];

/** integration-api under `/api/v1`: `Api-Key`, `access-token` and `X-Correlation-Id` on every call. */
export function integrationApi(state: MarketplaceState, throttle: SellerThrottle, jobs: PttStockJobs): FastifyPluginAsync {
  return async (app) => {
    guardApi(app, { authenticate, throttle, rateLimited: () => pttError('TOO_MANY_REQUESTS', 'İstek limiti aşıldı.') });
    const account = (request: FastifyRequest) => state.account(sellerOf(request));

    app.get('/orders/search', async (request, reply) => {
      const query = asRecord(request.query);
      const start = Date.parse(text(query.startDate) ?? '');
      const end = Date.parse(text(query.endDate) ?? '');
      if (!Number.isFinite(start) || !Number.isFinite(end) || start > end || end - start > PTT_MAX_WINDOW_MS) {
        return reply.code(400).send(pttError('INVALID_DATE_RANGE', 'startDate ile endDate arası en fazla 40 gün olabilir.'));
      }
      const activeOnly = query.isActiveOrders === 'true';
      const orders = account(request)
        .ordersChangedSince(new Date(start), new Date(end))
        .filter((order) => !activeOnly || !PTT_FINAL_STATUSES.includes(order.status));
      return { success: true, orders: orders.map(renderOrder) };
    });

    app.get<{ Params: { orderId: string } }>('/orders/:orderId', async (request, reply) => {
      const order = account(request).orders.get(request.params.orderId);
      if (!order) return reply.code(404).send(pttError('ORDER_NOT_FOUND', 'Sipariş bulunamadı.'));
      return renderOrder(order);
    });

    app.get<{ Params: { orderId: string } }>('/orders/:orderId/cargo-infos', async (request, reply) => {
      const order = account(request).orders.get(request.params.orderId);
      if (!order) return reply.code(404).send(pttError('ORDER_NOT_FOUND', 'Sipariş bulunamadı.'));
      return { success: true, cargoInfos: renderCargoInfos(order) };
    });

    app.post<{ Params: { orderId: string } }>('/orders/:orderId/invoice', async (request, reply) => {
      const order = account(request).orders.get(request.params.orderId);
      if (!order) return reply.code(404).send(pttError('ORDER_NOT_FOUND', 'Sipariş bulunamadı.'));
      const body = asRecord(request.body);
      const lineItemIds = Array.isArray(body.lineItemId) ? body.lineItemId : [];
      if (!lineItemIds.length || (!text(body.content) && !text(body.url))) {
        return reply.code(400).send(pttError('INVALID_INVOICE', 'lineItemId[] ile content (base64 PDF) ya da url zorunludur.'));
      }
      return { success: true, errorMessage: null, errorCode: null };
    });

    app.get('/shipping/cargo-profiles', async () => ({ success: true, cargoProfiles: CARGO_PROFILES }));

    app.get('/products/search', async (request, reply) => {
      const query = asRecord(request.query);
      const page = Number(query.page ?? 0);
      const size = Number(query.size ?? PTT_PRODUCT_PAGE);
      if (!Number.isInteger(page) || page < 0 || !Number.isInteger(size) || size < 1 || size > PTT_PRODUCT_PAGE) {
        return reply.code(400).send(pttError('INVALID_PAGING', `page ≥ 0 ve 1 ≤ size ≤ ${PTT_PRODUCT_PAGE} olmalıdır.`));
      }
      const products = [...account(request).listings.values()];
      return {
        success: true,
        products: products.slice(page * size, (page + 1) * size).map(renderProduct),
        totalCount: products.length,
        page,
        size,
      };
    });

    app.post('/products/stock-prices', async (request, reply) => {
      const raw = asRecord(request.body).items;
      const items = Array.isArray(raw) ? raw.map((item) => asStockItem(asRecord(item))) : [];
      if (!items.length || items.length > PTT_STOCK_ITEMS || items.some((item) => !item)) {
        return reply
          .code(400)
          .send(
            pttError(
              'INVALID_ITEMS',
              `items 1 ile ${PTT_STOCK_ITEMS} arasında {barcode, quantity (0-${PTT_MAX_STOCK})} ya da {barcode, priceWithVAT, discount} içermelidir.`,
            ),
          );
      }
      const valid = items.filter((item) => item !== null);
      const seller = sellerOf(request);
      const wait = jobs.repeatWait(seller, valid);
      if (wait !== null) {
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send(pttError('SAME_REQUEST', 'Aynı isteği 5 dakika içinde tekrar gönderemezsiniz.'));
      }
      const job = jobs.submit(seller, state.account(seller), valid);
      return { success: true, trackingId: job.trackingId, countOfProductsToBeProcessed: valid.length };
    });

    app.get<{ Params: { trackingId: string } }>('/products/tracking-result/:trackingId', async (request, reply) => {
      const job = jobs.find(account(request), request.params.trackingId);
      if (!job) return reply.code(404).send(pttError('TRACKING_NOT_FOUND', 'trackingId bulunamadı.'));
      return renderTrackingResult(job);
    });
  };
}

const sellerOf = (request: FastifyRequest) => String(request.headers['api-key']);

function authenticate(request: FastifyRequest, reply: FastifyReply): string | null {
  const apiKey = text(request.headers['api-key']);
  const token = text(request.headers['access-token']);
  if (!apiKey || !token || apiKey === 'invalid' || token === 'invalid') {
    reply.code(401).send(pttError('UNAUTHORIZED', 'Api-Key veya access-token geçersiz.'));
    return null;
  }
  if (!text(request.headers['x-correlation-id'])) {
    reply.code(400).send(pttError('CORRELATION_ID_REQUIRED', 'X-Correlation-Id başlığı zorunludur.'));
    return null;
  }
  return apiKey;
}

function asStockItem(raw: Record<string, unknown>): PttStockItem | null {
  const barcode = text(raw.barcode);
  if (!barcode) return null;
  if (raw.quantity !== undefined)
    return isCount(raw.quantity) && raw.quantity <= PTT_MAX_STOCK ? { barcode, quantity: raw.quantity } : null;
  if (!isAmount(raw.priceWithVAT)) return null;
  const discount = raw.discount ?? 0;
  return isAmount(discount) ? { barcode, priceWithVAT: raw.priceWithVAT, discount } : null;
}
