import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { asRecord, isAmount, isCount, text } from '../shared/body-values';
import type { MarketplaceState } from '../shared/seller-account';
import { pazaramaError } from './pazarama-errors';
import { type PazaramaListingBatches, type PazaramaListingItem, renderLakeProjections } from './pazarama-listing-batches';
import { codeOf, renderProduct } from './pazarama-shapes';
import { sellerOf } from './merchant-api';

/** Items in one stock or price request (documented). */
export const PAZARAMA_LISTING_ITEMS = 3000;
/** Products a page of `GET /product/products` (not documented: our sandbox's choice). */
export const PAZARAMA_PRODUCT_PAGE = 100;

/** Products, and the asynchronous stock and price updates with their lake projections. */
export function listingRoutes(state: MarketplaceState, batches: PazaramaListingBatches): FastifyPluginAsync {
  return async (app) => {
    app.get('/product/products', async (request, reply) => {
      const query = asRecord(request.query);
      const page = Number(query.Page ?? 1);
      const size = Number(query.Size ?? PAZARAMA_PRODUCT_PAGE);
      if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > PAZARAMA_PRODUCT_PAGE) {
        return reply.code(400).send(pazaramaError('VALIDATION', `Page ≥ 1 ve 1 ≤ Size ≤ ${PAZARAMA_PRODUCT_PAGE} olmalıdır.`));
      }
      // Every sandbox listing is approved: `Approved=false` lists none.
      const code = text(query.Code);
      const listings = query.Approved === 'false' ? [] : [...state.account(sellerOf(request)).listings.values()];
      const matching = code ? listings.filter((listing) => codeOf(listing) === code) : listings;
      return { data: matching.slice((page - 1) * size, page * size).map(renderProduct), success: true };
    });

    const listingUpdate =
      (read: (raw: Record<string, unknown>) => PazaramaListingItem | null, shape: string) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const seller = sellerOf(request);
        const wait = batches.waitSeconds(seller);
        if (wait !== null) {
          return reply
            .code(429)
            .header('retry-after', String(wait))
            .send(pazaramaError('TOO_MANY_REQUESTS', 'Fiyat/Stok güncelleme istekleri arasında 10 saniye beklenmelidir.'));
        }
        const raw = asRecord(request.body).items;
        const items = Array.isArray(raw) ? raw.map((item) => read(asRecord(item))) : [];
        if (!items.length || items.length > PAZARAMA_LISTING_ITEMS || items.some((item) => !item)) {
          return reply.code(400).send(pazaramaError('VALIDATION', `items 1 ile ${PAZARAMA_LISTING_ITEMS} arasında ${shape} içermelidir.`));
        }
        const id = batches.submit(
          seller,
          state.account(seller),
          items.filter((item) => item !== null),
        );
        const message = 'Fiyat/Stok güncelleme işleminiz sıraya alındı.';
        return { data: id, success: true, messageCode: null, message, userMessage: message, fromCache: false };
      };

    const stockUpdate = listingUpdate(asStockItem, '{code, stockCount}');
    app.post('/product/updateStock-v2', stockUpdate);
    // The name before v2, still called by published clients (wiensa/pazarama-sp-api): the same service.
    app.post('/product/updateStock', stockUpdate);
    const priceUpdate = listingUpdate(asPriceItem, '{code, listPrice, salePrice}');
    app.post('/product/updatePrice-v2', priceUpdate);
    app.post('/product/updatePrice', priceUpdate);

    app.get<{ Params: { batchId: string } }>('/listing-state/batch-id/:batchId/lake-projections', async (request, reply) => {
      const query = asRecord(request.query);
      const page = Number(query.page ?? 1);
      const pageSize = Number(query.pageSize ?? PAZARAMA_LISTING_ITEMS);
      if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > PAZARAMA_LISTING_ITEMS) {
        return reply.code(400).send(pazaramaError('VALIDATION', `page ≥ 1 ve 1 ≤ pageSize ≤ ${PAZARAMA_LISTING_ITEMS} olmalıdır.`));
      }
      const batch = batches.find(sellerOf(request), request.params.batchId);
      if (!batch) return reply.code(404).send(pazaramaError('NOT_FOUND', 'Batch bulunamadı.'));
      return renderLakeProjections(batch, page, pageSize);
    });
  };
}

function asStockItem(raw: Record<string, unknown>): PazaramaListingItem | null {
  const code = text(raw.code);
  return code && isCount(raw.stockCount) ? { code, stockCount: raw.stockCount } : null;
}

function asPriceItem(raw: Record<string, unknown>): PazaramaListingItem | null {
  const code = text(raw.code);
  return code && isAmount(raw.listPrice) && isAmount(raw.salePrice) ? { code, listPrice: raw.listPrice, salePrice: raw.salePrice } : null;
}
