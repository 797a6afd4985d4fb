import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { asRecord, isCount, text } from '../shared/body-values';
import { guardApi } from '../shared/marketplace.hooks';
import type { MarketplaceState, SimListing, SimStockChange, SimStockUpload } from '../shared/seller-account';
import type { SellerThrottle } from '../shared/throttle';
import { renderPackage } from './hepsiburada-shapes';

/** At most this many SKUs in one `merchantSkuList`/`hbSkuList` query (research §3.1). */
export const HB_SKUS_PER_QUERY = 50;
/** At most this many items in one stock upload (not published; our sandbox's choice). */
export const HB_UPLOAD_ITEMS = 1000;
export const HB_PAGE_LIMIT = 1000;

type MerchantRoute = { Params: { merchantId: string } };

/**
 * Hepsiburada's hosts as one API: `/listing-external/…` (listings, stock uploads) and
 * `/oms-external/…` (packages). Basic auth with a mandatory User-Agent.
 */
export function hepsiburadaApi(state: MarketplaceState, throttle: SellerThrottle): FastifyPluginAsync {
  return async (app) => {
    guardApi(app, { authenticate, throttle, rateLimited: () => problem(429, 'Too Many Requests', 'İstek limiti aşıldı.') });

    app.get<MerchantRoute>('/listing-external/listings/merchantid/:merchantId', async (request, reply) => {
      const query = asRecord(request.query);
      const paging = pagingOf(query);
      const merchantSkus = listOf(query.merchantSkuList);
      const hbSkus = listOf(query.hbSkuList);
      if (!paging || merchantSkus.length > HB_SKUS_PER_QUERY || hbSkus.length > HB_SKUS_PER_QUERY) {
        return reply
          .code(400)
          .send(problem(400, 'Bad Request', `offset ≥ 0, 1 ≤ limit ≤ ${HB_PAGE_LIMIT}, en fazla ${HB_SKUS_PER_QUERY} SKU.`));
      }
      const listings = [...state.account(request.params.merchantId).listings.values()].filter(
        (l) => (!merchantSkus.length || merchantSkus.includes(l.sku)) && (!hbSkus.length || hbSkus.includes(l.listing_id)),
      );
      return {
        listings: listings.slice(paging.offset, paging.offset + paging.limit).map(renderListing),
        totalCount: listings.length,
        limit: paging.limit,
        offset: paging.offset,
      };
    });

    app.post<MerchantRoute>('/listing-external/listings/merchantid/:merchantId/stock-uploads', async (request, reply) => {
      const changes = Array.isArray(request.body) ? request.body.map((item) => asStockChange(asRecord(item))) : [];
      if (!changes.length || changes.length > HB_UPLOAD_ITEMS || changes.some((c) => !c)) {
        return reply
          .code(400)
          .send(problem(400, 'Bad Request', `1 ile ${HB_UPLOAD_ITEMS} arasında {merchantSku, availableStock} öğesi gönderilmelidir.`));
      }
      const upload = state.account(request.params.merchantId).submitStock(changes.filter((c) => c !== null));
      return { id: upload.id };
    });

    app.get<{ Params: { merchantId: string; id: string } }>(
      '/listing-external/listings/merchantid/:merchantId/stock-uploads/id/:id',
      async (request, reply) => {
        const upload = state.account(request.params.merchantId).uploads.get(request.params.id);
        if (!upload) return reply.code(404).send(problem(404, 'Not Found', 'Yükleme bulunamadı.'));
        return renderUpload(upload);
      },
    );

    app.get<MerchantRoute>('/oms-external/packages/merchantid/:merchantId', async (request, reply) => {
      const query = asRecord(request.query);
      const paging = pagingOf(query);
      const begin = dateOf(query.beginDate);
      const end = dateOf(query.endDate);
      if (!paging || begin === undefined || end === undefined) {
        return reply.code(400).send(problem(400, 'Bad Request', 'offset, limit, beginDate ve endDate geçerli olmalıdır.'));
      }
      const packages = state.account(request.params.merchantId).ordersChangedSince(begin, end);
      return {
        items: packages.slice(paging.offset, paging.offset + paging.limit).map(renderPackage),
        totalCount: packages.length,
        limit: paging.limit,
        offset: paging.offset,
      };
    });

    app.get<{ Params: { merchantId: string; orderNumber: string } }>(
      '/oms-external/packages/merchantid/:merchantId/ordernumber/:orderNumber',
      async (request) => {
        const order = state.account(request.params.merchantId).orders.get(request.params.orderNumber);
        const items = order ? [renderPackage(order)] : [];
        return { items, totalCount: items.length, limit: HB_PAGE_LIMIT, offset: 0 };
      },
    );

    // Packing (research §3.1): every line item of an Open order, in one parcel, makes it Packed.
    app.post<MerchantRoute>('/oms-external/packages/merchantid/:merchantId', async (request, reply) => {
      const body = asRecord(request.body);
      const requests = Array.isArray(body.lineItemRequests) ? body.lineItemRequests.map((raw) => asRecord(raw)) : [];
      if (!requests.length || !isCount(body.parcelQuantity) || requests.some((line) => !text(line.id) || !isCount(line.quantity))) {
        return reply.code(400).send(problem(400, 'Bad Request', 'parcelQuantity ve lineItemRequests [{id, quantity}] gereklidir.'));
      }
      const account = state.account(request.params.merchantId);
      const ids = requests.map((line) => String(line.id));
      const order = [...account.orders.values()].find((candidate) =>
        renderPackage(candidate).items.some((item) => ids.includes(item.lineItemId)),
      );
      const lines = order ? renderPackage(order).items : [];
      const complete =
        lines.length === ids.length &&
        lines.every((line) => requests.some((r) => r.id === line.lineItemId && r.quantity === line.quantity));
      if (!order || !complete)
        return reply.code(400).send(problem(400, 'Bad Request', 'Kalemler tek bir siparişin tüm kalemleri ve adetleri olmalıdır.'));
      // Only an Open order is packed: a packed, shipped or cancelled one cannot go back.
      if (order.status !== 'created')
        return reply.code(400).send(problem(400, 'Bad Request', `${renderPackage(order).status} durumundaki sipariş paketlenemez.`));
      account.moveOrder(order, 'processing');
      return { packageNumber: order.package_number };
    });
  };
}

/** Basic base64(username:password) and a User-Agent; the seller account is the merchant id of the path. */
function authenticate(request: FastifyRequest, reply: FastifyReply): string | null {
  const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
  const decoded = scheme === 'Basic' && encoded ? Buffer.from(encoded, 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  const username = decoded.slice(0, Math.max(colon, 0));
  const password = decoded.slice(colon + 1);
  if (colon < 1 || !password || password === 'invalid') {
    reply.code(401).send(problem(401, 'Unauthorized', 'Kullanıcı adı veya şifre hatalı.'));
    return null;
  }
  if (!request.headers['user-agent']) {
    reply.code(403).send(problem(403, 'Forbidden', 'User-Agent başlığı zorunludur.'));
    return null;
  }
  const merchantId = asRecord(request.params).merchantId;
  return typeof merchantId === 'string' ? merchantId : username;
}

/** HB's problem-details error body. */
export function hepsiburadaError(status: number, detail: string) {
  return problem(status, STATUS_TITLES[status] ?? 'Error', detail);
}

const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

function problem(status: number, title: string, detail: string) {
  return { type: 'about:blank', title, status, detail };
}

function pagingOf(query: Record<string, unknown>): { offset: number; limit: number } | null {
  const offset = Number(query.offset ?? 0);
  const limit = Number(query.limit ?? 10);
  if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1 || limit > HB_PAGE_LIMIT) return null;
  return { offset, limit };
}

function listOf(value: unknown): string[] {
  return typeof value === 'string' ? value.split(',').filter(Boolean) : [];
}

/** An absent date is null (no bound); a malformed one is undefined. */
function dateOf(value: unknown): Date | null | undefined {
  if (value === undefined) return null;
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function asStockChange(raw: Record<string, unknown>): SimStockChange | null {
  const sku = text(raw.merchantSku);
  return sku && isCount(raw.availableStock) ? { sku, quantity: raw.availableStock } : null;
}

function renderListing(listing: SimListing) {
  return {
    listingId: `lst-${listing.listing_id}`,
    hepsiburadaSku: listing.listing_id,
    merchantSku: listing.sku,
    price: listing.price,
    availableStock: listing.quantity,
    dispatchTime: 1,
    cargoCompany1: 'Yurtiçi Kargo',
    maximumPurchasableQuantity: listing.quantity,
    isSalable: listing.status === 'active',
    isLocked: false,
    isSuspended: listing.status !== 'active',
    isFulfilledByHB: false,
  };
}

function renderUpload(upload: SimStockUpload) {
  const errors = (upload.result?.rejected ?? []).map((rejection) => ({
    elementNo: upload.changes.findIndex((c) => c.sku === rejection.sku),
    hepsiburadaSku: null,
    merchantSku: rejection.sku,
    errors: ['Ürün bulunamadı.'],
  }));
  return {
    id: upload.id,
    status: upload.result ? 'Done' : 'InProgress',
    createdAt: upload.created_at.toISOString(),
    total: upload.changes.length,
    errors,
  };
}
