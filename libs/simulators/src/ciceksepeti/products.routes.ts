import type { SellerOf } from './ciceksepeti-api';
import type { FastifyInstance } from 'fastify';
import { asRecord, isAmount, isCount, text } from '../shared/body-values';
import type { SellerAccount } from '../shared/seller-account';
import { rateLimited, refuse } from './ciceksepeti-errors';
import { CS_LIMITS, CS_MAX } from './ciceksepeti-limits';
import type { CallPacer } from './ciceksepeti-pacer';
import { PRODUCT_STATUS, renderBatch, renderProduct } from './ciceksepeti-shapes';
import type { CicekState, CsBatchItem, CsFailure } from './ciceksepeti-state';

type BatchInput = Pick<CsBatchItem, 'stockCode' | 'apply' | 'data'>;

const NOT_FOUND: CsFailure = { code: 'ProductNotFound', message: 'Stok koduna ait ürün bulunamadı.' };

/** Products: the list, asynchronous creation and update, price and stock, and the batches' status. */
export function productRoutes(app: FastifyInstance, state: CicekState, pacer: CallPacer, seller: SellerOf): void {
  app.get('/api/v1/Products', async (request, reply) => {
    const query = asRecord(request.query);
    const page = Number(query.Page ?? 1);
    const size = Number(query.PageSize ?? CS_MAX.productPageSize);
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > CS_MAX.productPageSize) {
      return refuse(reply, `PageSize 1 ile ${CS_MAX.productPageSize} arasında, Page 1 veya büyük olmalıdır.`);
    }
    const stockCode = text(query.StockCode);
    const status = query.ProductStatus === undefined ? null : Number(query.ProductStatus);
    const products = [...state.account(seller(request)).listings.values()]
      .filter((l) => !stockCode || l.sku === stockCode)
      .filter((l) => status === null || status === (l.status === 'active' ? PRODUCT_STATUS.published : PRODUCT_STATUS.passive))
      .map((listing) => renderProduct(state, listing));
    return { totalCount: products.length, products: products.slice((page - 1) * size, page * size) };
  });

  app.post('/api/v1/Products', async (request, reply) => {
    const products = productsOf(request.body);
    if (!products.length || products.length > CS_MAX.createProducts) {
      return refuse(reply, `products 1 ile ${CS_MAX.createProducts} arasında ürün içermelidir.`);
    }
    const items = products.map((raw) => creation(state, raw));
    if (items.some((item) => !item)) {
      return refuse(reply, 'Her ürün productName, mainProductCode, stockCode, categoryId, stockQuantity ve salesPrice içermelidir.');
    }
    return {
      batchId: state.submitBatch(
        seller(request),
        items.filter((item) => item !== null),
      ).batchId,
    };
  });

  app.put('/api/v1/Products', async (request, reply) => {
    const products = productsOf(request.body);
    const items = products.map((raw) => update(state, raw));
    if (!items.length || items.length > CS_MAX.updateProducts || items.some((item) => !item)) {
      return refuse(reply, `products 1 ile ${CS_MAX.updateProducts} arasında, her biri stockCode içeren ürün olmalıdır.`);
    }
    return {
      batchId: state.submitBatch(
        seller(request),
        items.filter((item) => item !== null),
      ).batchId,
    };
  });

  app.put('/api/v1/Products/price-and-stock', async (request, reply) => {
    const raw = asRecord(request.body).items;
    const items = Array.isArray(raw) ? raw.map((item) => priceAndStock(state, asRecord(item))) : [];
    if (!items.length || items.length > CS_MAX.priceAndStockItems || items.some((item) => !item)) {
      return refuse(
        reply,
        `items 1 ile ${CS_MAX.priceAndStockItems} arasında olmalı; her kalem stockCode ile stockQuantity ya da salesPrice (listPrice ile) içermelidir.`,
      );
    }
    const wait = pacer.take(`${seller(request)}:price-and-stock`, CS_LIMITS.priceAndStock, request.body);
    if (wait !== null) return rateLimited(reply, wait);
    return {
      batchId: state.submitBatch(
        seller(request),
        items.filter((item) => item !== null),
      ).batchId,
    };
  });

  app.get<{ Params: { batchId: string } }>('/api/v1/Products/batch-status/:batchId', async (request, reply) => {
    const wait = pacer.take(`${seller(request)}:batch-status`, CS_LIMITS.batchStatus);
    if (wait !== null) return rateLimited(reply, wait);
    const batch = state.batch(seller(request), request.params.batchId);
    if (!batch) return refuse(reply, 'Batch bulunamadı.', 404);
    return renderBatch(batch);
  });
}

function productsOf(body: unknown): Record<string, unknown>[] {
  const products = asRecord(body).products;
  return Array.isArray(products) ? products.map(asRecord) : [];
}

function creation(state: CicekState, raw: Record<string, unknown>): BatchInput | null {
  const sku = text(raw.stockCode);
  const name = text(raw.productName);
  const mainProductCode = text(raw.mainProductCode);
  if (!sku || !name || !mainProductCode || typeof raw.categoryId !== 'number' || !isCount(raw.stockQuantity) || !isAmount(raw.salesPrice)) {
    return null;
  }
  const { stockQuantity: quantity, salesPrice: price, categoryId } = raw;
  return {
    stockCode: sku,
    apply: (account) => {
      if (account.listings.has(sku)) return { code: 'StockCodeAlreadyExists', message: 'Bu stok kodu ile bir ürün zaten var.' };
      const listing = {
        sku,
        barcode: text(raw.barcode),
        listing_id: `CS${sku}`,
        title: name,
        quantity,
        price,
        status: 'active' as const,
      };
      account.putListing(listing);
      state.putDetails(listing, {
        mainProductCode,
        categoryId,
        description: text(raw.description),
        images: Array.isArray(raw.images) ? raw.images.filter((image) => typeof image === 'string') : [],
        deliveryType: typeof raw.deliveryType === 'number' ? raw.deliveryType : null,
        deliveryMessageType: typeof raw.deliveryMessageType === 'number' ? raw.deliveryMessageType : null,
        listPrice: isAmount(raw.listPrice) ? raw.listPrice : price,
      });
      return null;
    },
  };
}

function update(state: CicekState, raw: Record<string, unknown>): BatchInput | null {
  const sku = text(raw.stockCode);
  if (!sku) return null;
  return {
    stockCode: sku,
    apply: (account) => {
      const listing = account.listings.get(sku);
      if (!listing) return NOT_FOUND;
      listing.title = text(raw.productName) ?? listing.title;
      if (typeof raw.isActive === 'boolean') listing.status = raw.isActive ? 'active' : 'passive';
      const details = state.detailsOf(listing);
      state.putDetails(listing, { ...details, description: text(raw.description) ?? details.description });
      return null;
    },
  };
}

/** `{stockCode, stockQuantity}` or `{stockCode, salesPrice, listPrice?}`: never both in one item (as the client checks). */
function priceAndStock(state: CicekState, raw: Record<string, unknown>): BatchInput | null {
  const sku = text(raw.stockCode);
  const quantity = raw.stockQuantity;
  const salesPrice = raw.salesPrice;
  const hasQuantity = quantity !== undefined && quantity !== null;
  const hasPrice = salesPrice !== undefined && salesPrice !== null;
  if (!sku || hasQuantity === hasPrice) return null;
  if (hasQuantity && !isCount(quantity)) return null;
  if (hasPrice && (!isAmount(salesPrice) || (raw.listPrice !== undefined && !isAmount(raw.listPrice)))) return null;
  const data: Record<string, number> = isCount(quantity) ? { quantity } : { salesPrice: Number(salesPrice) };
  if (isAmount(raw.listPrice)) data.listPrice = raw.listPrice;
  return {
    stockCode: sku,
    data,
    apply: (account: SellerAccount) => {
      const listing = account.listings.get(sku);
      if (!listing) return NOT_FOUND;
      if (isCount(quantity)) listing.quantity = quantity;
      if (isAmount(salesPrice)) listing.price = salesPrice;
      if (data.listPrice !== undefined) state.putDetails(listing, { ...state.detailsOf(listing), listPrice: data.listPrice });
      return null;
    },
  };
}
