import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { asRecord, isCount, text } from '../shared/body-values';
import { guardApi } from '../shared/marketplace.hooks';
import type { MarketplaceState } from '../shared/seller-account';
import type { SellerThrottle } from '../shared/throttle';
import { type ModanisaBatchItem, type ModanisaBatches, renderBatch } from './modanisa-batches';
import { parseModanisaDateTime } from './modanisa-dates';
import { modanisaError } from './modanisa-errors';
import { orderProductIdOf, renderOrder } from './modanisa-orders';
import { placeVariants, readProductRequest, type ModanisaProductRecord, renderProduct } from './modanisa-products';

/** An orderListV2 range spans at most 7 days (documented). */
export const MODANISA_MAX_WINDOW_MS = 7 * 86_400_000;
/** Orders and products a page, and items a stock or price request (not documented: the sandbox's). */
export const MODANISA_PAGE_SIZE = 100;
export const MODANISA_BATCH_ITEMS = 1000;

/** What the simulator keeps beside the neutral accounts: create-product's records and the lines reported missing. */
export interface ModanisaBook {
  products: Map<string, ModanisaProductRecord[]>;
  missing: Set<string>;
  nextRequestId(): number;
}

/** Modanisa's marketplace API under `/api/marketplace`, Basic `api_key:api_secret` on every call. */
export function marketplaceApi(
  state: MarketplaceState,
  throttle: SellerThrottle,
  batches: ModanisaBatches,
  book: ModanisaBook,
): FastifyPluginAsync {
  return async (app) => {
    guardApi(app, { authenticate, throttle, rateLimited: () => modanisaError(429, 'Too Many Requests') });
    const account = (request: FastifyRequest) => state.account(sellerOf(request));
    const invalid = (reply: FastifyReply, message = 'Invalid Data') => reply.code(400).send(modanisaError(400, message));

    app.post('/create-product', async (request, reply) => {
      const product = readProductRequest(request.body);
      if (typeof product === 'string') return invalid(reply, product);
      const seller = sellerOf(request);
      const requestId = book.nextRequestId();
      const placed = placeVariants(state.account(seller), product, requestId);
      const record = {
        request_id: requestId,
        product_id: product.product_id,
        category_id: product.category_id,
        created: new Date(),
        ...placed,
      };
      book.products.set(seller, [...(book.products.get(seller) ?? []), record]);
      return { success: true, message: 'success', status_code: 200, data: { request_id: requestId } };
    });

    app.get('/products/filter', async (request, reply) => {
      const query = asRecord(request.query);
      const page = Number(query.page ?? 1);
      const size = Number(query.size ?? MODANISA_PAGE_SIZE);
      if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > MODANISA_PAGE_SIZE)
        return invalid(reply, `page ≥ 1 ve 1 ≤ size ≤ ${MODANISA_PAGE_SIZE} olmalıdır.`);
      const seller = sellerOf(request);
      const listings = state.account(seller).listings;
      const records = book.products.get(seller) ?? [];
      const fromApi = records.map((record) =>
        renderProduct(
          record,
          record.skus.flatMap((sku) => listings.get(sku) ?? []),
        ),
      );
      // product_type=all adds the seller's other products (request_id null), as documented.
      const viaApi = new Set(records.flatMap((record) => record.skus));
      const others =
        query.product_type === 'all' ? [...listings.values()].filter((l) => !viaApi.has(l.sku)).map((l) => renderProduct(null, [l])) : [];
      const products = [...fromApi, ...others];
      return { success: true, data: { products: products.slice((page - 1) * size, page * size) } };
    });

    const batchRoute = (field: 'quantity' | 'price') => async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = asRecord(request.body).Products;
      const items = Array.isArray(raw) ? raw.map((item) => asBatchItem(asRecord(item), field)) : [];
      if (!items.length || items.length > MODANISA_BATCH_ITEMS || items.some((item) => !item)) return invalid(reply);
      const batchId = batches.submit(
        account(request),
        items.filter((item) => item !== null),
      );
      return { success: true, message: 'success', status_code: 200, batchId };
    };
    app.post('/updateProductStock', batchRoute('quantity'));
    app.post('/updateProductPrice', batchRoute('price'));

    app.get('/getBatchRequest', async (request, reply) => {
      const batchId = text(asRecord(request.query).batchId) ?? '';
      const batch = batches.find(account(request), batchId);
      if (!batch) return reply.code(404).send({ message: `Not Found BatchId: ${batchId}`, code: 404 });
      return renderBatch(batch);
    });

    app.get('/orderListV2', async (request, reply) => {
      const query = asRecord(request.query);
      const start = parseModanisaDateTime(text(query.startDateTime));
      const end = parseModanisaDateTime(text(query.endDateTime));
      if (!Number.isFinite(start) || !Number.isFinite(end) || start > end || end - start > MODANISA_MAX_WINDOW_MS)
        return invalid(reply, 'startDateTime ile endDateTime arası en fazla 7 gün olabilir.');
      const page = Number(query.page);
      const size = Number(query.size);
      if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > MODANISA_PAGE_SIZE)
        return invalid(reply, `page ≥ 1 ve 1 ≤ size ≤ ${MODANISA_PAGE_SIZE} zorunludur.`);
      const orderId = text(query.orderId);
      // Sandbox orders are paid when placed: the order date and the payment date are one.
      const paidOnly = !text(query.paymentStatus) || query.paymentStatus === 'approved';
      const orders = [...account(request).orders.values()]
        .filter((order) => paidOnly && withinSeconds(order.created_at, start, end))
        .filter((order) => !orderId || order.number === orderId)
        .sort((a, b) => (a.created_at.getTime() - b.created_at.getTime()) * (query.sort === 'DESC' ? -1 : 1));
      return {
        success: true,
        message: 'success',
        status_code: 200,
        data: {
          dateTimeRange: { startDateTime: query.startDateTime, endDateTime: query.endDateTime },
          orders: {
            totalCount: orders.length,
            details: orders.slice((page - 1) * size, page * size).map((o) => renderOrder(o, book.missing)),
          },
        },
      };
    });

    app.post('/missingProduct', async (request, reply) => {
      const ids = asRecord(request.body).orderProductIds;
      const wanted = Array.isArray(ids) ? ids.map(String) : [];
      const seller = account(request);
      const pending = [...seller.orders.values()].filter((order) => ['created', 'processing'].includes(order.status));
      const lines = new Map(pending.flatMap((order) => order.lines.map((line) => [orderProductIdOf(order, line), order] as const)));
      if (!wanted.length || wanted.some((id) => !lines.has(id))) return invalid(reply);
      for (const id of wanted) book.missing.add(id);
      // An order none of whose lines can be supplied is cancelled; otherwise only its lines say Missing.
      for (const order of new Set(wanted.map((id) => lines.get(id)))) {
        if (order && order.lines.every((line) => book.missing.has(orderProductIdOf(order, line))))
          seller.moveOrder(order, 'cancelled', { reason: 'Tedarik edilemedi' });
      }
      return { success: true, message: 'success', status_code: 200 };
    });
  };
}

/** The seller is the API key of the Basic pair. */
const sellerOf = (request: FastifyRequest) => basicPair(request)?.[0] ?? '';

function basicPair(request: FastifyRequest): [string, string] | null {
  const header = text(request.headers.authorization);
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 && colon < decoded.length - 1 ? [decoded.slice(0, colon), decoded.slice(colon + 1)] : null;
}

function authenticate(request: FastifyRequest, reply: FastifyReply): string | null {
  const pair = basicPair(request);
  if (!pair || pair.includes('invalid')) {
    reply.code(401).send(modanisaError(401, 'Unauthorized'));
    return null;
  }
  return pair[0];
}

function asBatchItem(raw: Record<string, unknown>, field: 'quantity' | 'price'): ModanisaBatchItem | null {
  const key = text(raw.variant_id) ? 'variant_id' : 'barcode';
  const id = text(raw[key]);
  if (!id) return null;
  if (field === 'quantity') return isCount(raw.quantity) ? { key, id, quantity: raw.quantity } : null;
  // Prices are sent as numbers or as the documented strings ("119.99").
  const price = Number(raw.price);
  const oldPrice = raw.old_price === undefined ? null : Number(raw.old_price);
  if (!Number.isFinite(price) || price <= 0 || (oldPrice !== null && !(oldPrice > price))) return null;
  return { key, id, price, old_price: oldPrice };
}

/** Modanisa's dates are to the second: an order's date is the second it was placed in, compared with the window's. */
function withinSeconds(at: Date, start: number, end: number): boolean {
  const second = Math.floor(at.getTime() / 1000) * 1000;
  return second >= start && second <= end;
}
