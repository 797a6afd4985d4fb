import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inventoryRequestItem, priceAndInventorySchema, REPEAT_MESSAGE, REPEAT_WINDOW_MS, updateInventory } from './inventory-batch';
import { listingContent } from './listings';
import { createProductsSchema, onboardProducts, productRequestItem } from './product-batch';
import { updateProducts, updateProductsSchema } from './product-update';
import { archiveProducts, archiveRequestItem, archiveSchema, deleteProducts, deleteSchema } from './product-removal';
import { sendTrendyolError } from './trendyol-errors';
import { pageOf, parseOr400, queryBoolean, queryInt } from './trendyol.query';
import type { Batch, SellerAccount, TrendyolMarketplace } from './trendyol-state';

type SellerParams = { sellerId: string };

const filterQuerySchema = z.object({
  page: queryInt(0, 100_000).default(0),
  // The docs set no maximum page size.
  size: queryInt(1, Number.MAX_SAFE_INTEGER).default(50),
  barcode: z.string().optional(),
  stockCode: z.string().optional(),
  productMainId: z.string().optional(),
  approved: queryBoolean.optional(),
  onSale: queryBoolean.optional(),
  rejected: queryBoolean.optional(),
  blacklisted: queryBoolean.optional(),
  archived: queryBoolean.optional(),
  startDate: queryInt(0, Number.MAX_SAFE_INTEGER).optional(),
  endDate: queryInt(0, Number.MAX_SAFE_INTEGER).optional(),
  dateQueryType: z.enum(['CREATED_DATE', 'LAST_MODIFIED_DATE']).default('CREATED_DATE'),
});

const EXACT_FILTERS = ['barcode', 'stockCode', 'productMainId', 'approved', 'onSale', 'rejected', 'blacklisted', 'archived'] as const;

/** The product and inventory services (filterProducts, createProducts, updateProducts, archive, delete, batch results, price-and-inventory). */
export function productRoutes(marketplace: TrendyolMarketplace, batchCompleteMs: () => number) {
  const submit = (
    account: SellerAccount,
    type: Batch['batchRequestType'],
    requestItems: Batch['requestItems'],
    process: (id: string, now: number) => Batch['process'],
  ) => {
    const now = Date.now();
    const batchRequestId = marketplace.batchRequestId(now);
    account.batches.set(batchRequestId, {
      batchRequestId,
      batchRequestType: type,
      creationDate: now,
      completesAt: now + batchCompleteMs(),
      requestItems,
      results: null,
      process: process(batchRequestId, now),
    });
    return { batchRequestId };
  };

  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Params: SellerParams }>('/integration/product/sellers/:sellerId/products', async (request, reply) => {
      const query = await parseOr400(filterQuerySchema, request.query, reply);
      if (!query) return reply;
      const account = marketplace.account(request.params.sellerId);
      const dateOf = query.dateQueryType === 'CREATED_DATE' ? 'createDateTime' : 'lastUpdateDate';
      const matching = [...account.listings.values()].filter(
        (listing) =>
          EXACT_FILTERS.every((field) => query[field] === undefined || listing[field] === query[field]) &&
          (query.startDate === undefined || listing[dateOf] >= query.startDate) &&
          (query.endDate === undefined || listing[dateOf] <= query.endDate),
      );
      const page = pageOf(matching, query.page, query.size);
      return { ...page, content: page.content.map((listing) => listingContent(listing, account.supplierId)) };
    });

    app.post<{ Params: SellerParams }>('/integration/product/sellers/:sellerId/products', async (request, reply) => {
      const body = await parseOr400(createProductsSchema, request.body, reply);
      if (!body) return reply;
      const account = marketplace.account(request.params.sellerId);
      return submit(account, 'ProductV2OnBoarding', body.items.map(productRequestItem), (id) => onboardProducts(body.items, id));
    });

    app.put<{ Params: SellerParams }>('/integration/product/sellers/:sellerId/products', async (request, reply) => {
      const body = await parseOr400(updateProductsSchema, request.body, reply);
      if (!body) return reply;
      const account = marketplace.account(request.params.sellerId);
      return submit(account, 'ProductV2Update', body.items.map(productRequestItem), () => updateProducts(body.items));
    });

    app.put<{ Params: SellerParams }>('/integration/product/sellers/:sellerId/products/archive-state', async (request, reply) => {
      const body = await parseOr400(archiveSchema, request.body, reply);
      if (!body) return reply;
      const account = marketplace.account(request.params.sellerId);
      const requestItems = body.items.map((item) => archiveRequestItem(account.supplierId, item));
      return submit(account, 'ProductArchiveUpdate', requestItems, () => archiveProducts(body.items));
    });

    app.delete<{ Params: SellerParams }>('/integration/product/sellers/:sellerId/products', async (request, reply) => {
      const body = await parseOr400(deleteSchema, request.body, reply);
      if (!body) return reply;
      const account = marketplace.account(request.params.sellerId);
      return submit(
        account,
        'ProductDeletion',
        body.items.map((item) => ({ barcode: item.barcode })),
        () => deleteProducts(body.items),
      );
    });

    app.get<{ Params: SellerParams & { batchRequestId: string } }>(
      '/integration/product/sellers/:sellerId/products/batch-requests/:batchRequestId',
      async (request, reply) => {
        const batch = marketplace.account(request.params.sellerId).batches.get(request.params.batchRequestId);
        if (!batch) return sendTrendyolError(reply, 404, 'batch.request.not.found', 'Batch request bulunamadı');
        const items =
          batch.results ?? batch.requestItems.map((requestItem) => ({ requestItem, status: 'IN_PROGRESS', failureReasons: [] }));
        // "After the Stock Price update processes, ... Batch status field will not return to you."
        const status = batch.batchRequestType === 'ProductInventoryUpdate' ? {} : { status: batch.results ? 'COMPLETED' : 'IN_PROGRESS' };
        return {
          batchRequestId: batch.batchRequestId,
          items,
          ...status,
          creationDate: batch.creationDate,
          lastModification: batch.results ? batch.completesAt : batch.creationDate,
          sourceType: 'API',
          itemCount: batch.requestItems.length,
          failedItemCount: (batch.results ?? []).filter((item) => item.status === 'FAILED').length,
          batchRequestType: batch.batchRequestType,
        };
      },
    );

    app.post<{ Params: SellerParams }>('/integration/inventory/sellers/:sellerId/products/price-and-inventory', async (request, reply) => {
      const body = await parseOr400(priceAndInventorySchema, request.body, reply);
      if (!body) return reply;
      const account = marketplace.account(request.params.sellerId);
      const now = Date.now();
      const fingerprint = createHash('sha256').update(JSON.stringify(body.items)).digest('hex');
      const lastSent = account.recentStockPayloads.get(fingerprint);
      if (lastSent !== undefined && now - lastSent < REPEAT_WINDOW_MS) {
        return sendTrendyolError(reply, 400, 'price.and.inventory.same.request', REPEAT_MESSAGE);
      }
      account.recentStockPayloads.set(fingerprint, now);
      const requestItems = body.items.map((item) => inventoryRequestItem(item, now));
      return submit(account, 'ProductInventoryUpdate', requestItems, () => updateInventory(body.items, now));
    });
  };
}
