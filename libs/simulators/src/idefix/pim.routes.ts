import type { FastifyPluginAsync } from 'fastify';
import { asRecord, isAmount, isCount, text } from '../shared/body-values';
import { guardApi } from '../shared/marketplace.hooks';
import type { MarketplaceState } from '../shared/seller-account';
import type { SellerThrottle } from '../shared/throttle';
import { authenticate, rateLimited } from './idefix-auth';
import { idefixError } from './idefix-errors';
import { type IdefixInventoryBatches, type IdefixInventoryItem, renderInventoryResult } from './idefix-inventory';
import { listQuery } from './idefix-list-params';
import { barcodeOf, renderProduct } from './idefix-shapes';

/** Items in one inventory-upload (not documented: our sandbox's bound). */
export const IDEFIX_INVENTORY_ITEMS = 1000;

type Vendor = { Params: { vendorId: string } };

/** The `pim` host under `/idefix/pim`: the seller's products, inventory (stock and price) uploads, question answers. */
export function pimApi(state: MarketplaceState, throttle: SellerThrottle, batches: IdefixInventoryBatches): FastifyPluginAsync {
  return async (app) => {
    guardApi(app, { authenticate, throttle, rateLimited });

    app.get<Vendor>('/pool/:vendorId/list', async (request, reply) => {
      const query = listQuery(request.query);
      if (typeof query === 'string') return reply.code(400).send(idefixError('INVALID_PARAMETER', query));
      const barcode = text(asRecord(request.query).barcode);
      const listings = [...state.account(request.params.vendorId).listings.values()].filter(
        (listing) => !barcode || barcodeOf(listing) === barcode,
      );
      return { products: listings.slice((query.page - 1) * query.limit, query.page * query.limit).map(renderProduct) };
    });

    app.post<Vendor>('/catalog/:vendorId/inventory-upload', async (request, reply) => {
      const raw = asRecord(request.body).items;
      const items = Array.isArray(raw) ? raw.map((item) => asInventoryItem(asRecord(item))) : [];
      const valid = items.filter((item) => item !== null);
      if (!items.length || items.length > IDEFIX_INVENTORY_ITEMS || valid.length < items.length) {
        return reply
          .code(400)
          .send(
            idefixError(
              'INVALID_ITEMS',
              `items 1 ile ${IDEFIX_INVENTORY_ITEMS} arasında {barcode, inventoryQuantity ve/veya price, comparePrice} içermelidir.`,
            ),
          );
      }
      const batch = batches.submit(state.account(request.params.vendorId), valid);
      return { batchRequestId: batch.batchRequestId };
    });

    app.get<{ Params: { vendorId: string; batchRequestId: string } }>(
      '/catalog/:vendorId/inventory-result/:batchRequestId',
      async (request, reply) => {
        const batch = batches.find(state.account(request.params.vendorId), request.params.batchRequestId);
        if (!batch) return reply.code(404).send(idefixError('BATCH_REQUEST_NOT_FOUND', 'batchRequestId bulunamadı.'));
        return renderInventoryResult(batch);
      },
    );

    app.post<{ Params: { vendorId: string; questionId: string } }>(
      '/vendor/:vendorId/question/:questionId/answer',
      async (request, reply) => {
        const question = state.account(request.params.vendorId).questions.find((q) => q.question_id === request.params.questionId);
        if (!question) return reply.code(404).send(idefixError('QUESTION_NOT_FOUND', 'Soru bulunamadı.'));
        if (!text(asRecord(request.body).answer_body)) {
          return reply.code(400).send(idefixError('INVALID_ANSWER', 'answer_body zorunludur.'));
        }
        return { id: Number(question.question_id), status: 'answered' };
      },
    );
  };
}

function asInventoryItem(raw: Record<string, unknown>): IdefixInventoryItem | null {
  const barcode = text(raw.barcode);
  if (!barcode || (raw.inventoryQuantity === undefined && raw.price === undefined)) return null;
  const item: IdefixInventoryItem = { barcode };
  if (raw.inventoryQuantity !== undefined) {
    if (!isCount(raw.inventoryQuantity)) return null;
    item.inventoryQuantity = raw.inventoryQuantity;
  }
  for (const field of ['price', 'comparePrice'] as const) {
    const value = raw[field];
    if (value === undefined) continue;
    if (!isAmount(value)) return null;
    item[field] = value;
  }
  return item;
}
