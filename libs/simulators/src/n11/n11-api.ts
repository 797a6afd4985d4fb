import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { asRecord, isCount, text } from '../shared/body-values';
import { guardApi } from '../shared/marketplace.hooks';
import type { MarketplaceState, SimStockChange } from '../shared/seller-account';
import type { SellerThrottle } from '../shared/throttle';
import { n11Page, N11_PACKAGE_STATUS, renderProduct, renderShipmentPackage, renderTask } from './n11-shapes';

/** A shipment package query spans at most 15 days (research §3.2). */
export const N11_MAX_WINDOW_MS = 15 * 86_400_000;
export const N11_MAX_PAGE_SIZE = 100;
/** SKUs in one price-stock task (not published; our sandbox's choice). */
export const N11_TASK_SKUS = 1000;

type Paging = { page: number; size: number };

/** n11's REST API: appkey/appsecret headers, shipment packages, product query, price-stock tasks. */
export function n11Api(state: MarketplaceState, throttle: SellerThrottle): FastifyPluginAsync {
  return async (app) => {
    guardApi(app, { authenticate, throttle, rateLimited: () => n11Error('TOO_MANY_REQUESTS', 'İstek limiti aşıldı.') });
    const seller = (request: FastifyRequest) => String(request.headers.appkey);

    app.get('/rest/delivery/v1/shipmentPackages', async (request, reply) => {
      const query = asRecord(request.query);
      const paging = pagingOf(query, N11_MAX_PAGE_SIZE);
      const end = query.endDate === undefined ? Date.now() : Number(query.endDate);
      const start = query.startDate === undefined ? end - N11_MAX_WINDOW_MS : Number(query.startDate);
      if (!paging || !Number.isInteger(start) || !Number.isInteger(end) || start > end || end - start > N11_MAX_WINDOW_MS) {
        return reply
          .code(400)
          .send(n11Error('INVALID_REQUEST', 'startDate ile endDate arası en fazla 15 gün olabilir; size en fazla 100.'));
      }
      const status = text(query.status);
      const orderNumber = text(query.orderNumber);
      const packages = state
        .account(seller(request))
        .ordersChangedSince(new Date(start), new Date(end))
        .filter((o) => (!status || N11_PACKAGE_STATUS[o.status] === status) && (!orderNumber || o.number === orderNumber));
      if (query.orderByDirection !== 'ASC') packages.reverse();
      return n11Page(packages.map(renderShipmentPackage), paging.page, paging.size);
    });

    app.get('/ms/product-query', async (request, reply) => {
      const query = asRecord(request.query);
      const paging = pagingOf(query, N11_MAX_PAGE_SIZE);
      if (!paging) return reply.code(400).send(n11Error('INVALID_REQUEST', 'page ≥ 0 ve 1 ≤ size ≤ 100 olmalıdır.'));
      const stockCode = text(query.stockCode);
      const products = [...state.account(seller(request)).listings.values()].filter((l) => !stockCode || l.sku === stockCode);
      return n11Page(products.map(renderProduct), paging.page, paging.size);
    });

    app.post('/ms/product/tasks/price-stock-update', async (request, reply) => {
      const skus = asRecord(asRecord(request.body).payload).skus;
      const changes = Array.isArray(skus) ? skus.map((item) => asStockChange(asRecord(item))) : [];
      if (!changes.length || changes.length > N11_TASK_SKUS || changes.some((c) => !c)) {
        return reply
          .code(400)
          .send(n11Error('INVALID_REQUEST', `payload.skus 1 ile ${N11_TASK_SKUS} arasında {stockCode, quantity} içermelidir.`));
      }
      const task = state.account(seller(request)).submitStock(changes.filter((c) => c !== null));
      return { id: task.id, type: 'PRICE_STOCK_UPDATE', status: 'IN_QUEUE', reasons: [] };
    });

    app.get<{ Params: { taskId: string } }>('/ms/product/tasks/:taskId', async (request, reply) => {
      const task = state.account(seller(request)).uploads.get(request.params.taskId);
      if (!task) return reply.code(404).send(n11Error('NOT_FOUND', 'Görev bulunamadı.'));
      return renderTask(task);
    });
  };
}

function authenticate(request: FastifyRequest, reply: FastifyReply): string | null {
  const appKey = request.headers.appkey;
  const appSecret = request.headers.appsecret;
  if (typeof appKey !== 'string' || !appKey || typeof appSecret !== 'string' || !appSecret || appKey === 'invalid') {
    reply.code(401).send(n11Error('UNAUTHORIZED', 'Geçersiz appkey veya appsecret.'));
    return null;
  }
  return appKey;
}

/** n11's error body for a status (faults and unknown paths). */
export function n11ErrorBody(status: number, message: string) {
  return n11Error(
    status === 429 ? 'TOO_MANY_REQUESTS' : status === 404 ? 'NOT_FOUND' : status >= 500 ? 'INTERNAL_ERROR' : 'INVALID_REQUEST',
    message,
  );
}

function n11Error(errorCode: string, message: string) {
  return { errorCode, message };
}

function pagingOf(query: Record<string, unknown>, maxSize: number): Paging | null {
  const page = Number(query.page ?? 0);
  const size = Number(query.size ?? 20);
  if (!Number.isInteger(page) || page < 0 || !Number.isInteger(size) || size < 1 || size > maxSize) return null;
  return { page, size };
}

function asStockChange(raw: Record<string, unknown>): SimStockChange | null {
  const sku = text(raw.stockCode);
  if (!sku || !isCount(raw.quantity)) return null;
  const price = typeof raw.salePrice === 'number' && raw.salePrice >= 0 ? raw.salePrice : undefined;
  return { sku, quantity: raw.quantity, ...(price === undefined ? {} : { price }) };
}
