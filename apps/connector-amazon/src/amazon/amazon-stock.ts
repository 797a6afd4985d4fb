import type { StockPushOutcome, StockUpdate } from '@tezgah/connector-kit';
import { DomainError } from '@tezgah/errors';
import { z } from 'zod';
import { TR_MARKETPLACE_ID } from './amazon-endpoints';
import { STOCK_PATCH_MAX } from './amazon-limits';
import { submitFeed } from './sp-api-feeds';
import type { SpApiSession } from './sp-api-session';

/** The offer-only product type: a stock change needs no knowledge of the listing's real type. */
const PRODUCT_TYPE = 'PRODUCT';
export const FEED_CONTENT_TYPE = 'application/json; charset=UTF-8';

const submission = z.object({
  status: z.enum(['ACCEPTED', 'INVALID', 'VALID']),
  issues: z.array(z.object({ message: z.string() }).loose()).default([]),
});

/** The JSON Patch that sets the merchant-fulfilled quantity. */
export const quantityPatches = (quantity: number) => [
  { op: 'replace', path: '/attributes/fulfillment_availability', value: [{ fulfillment_channel_code: 'DEFAULT', quantity }] },
];

/** A few SKUs as one PATCH each, many as one JSON_LISTINGS_FEED (the threshold: amazon-limits.ts). */
export function pushAmazonStock(session: SpApiSession, updates: StockUpdate[]): Promise<StockPushOutcome> {
  return updates.length <= STOCK_PATCH_MAX ? patchEach(session, updates) : submitStockFeed(session, updates);
}

/**
 * ACCEPTED is taken as done, INVALID as refused for good. When Amazon stops answering part-way,
 * what was decided is kept and the rest is left for the kit to retry.
 */
export async function patchEach(session: SpApiSession, updates: StockUpdate[]): Promise<StockPushOutcome> {
  const outcome: StockPushOutcome = { accepted: [], rejected: [] };
  for (const update of updates) {
    let answer: z.infer<typeof submission>;
    try {
      answer = submission.parse(
        await session.json({
          method: 'PATCH',
          path: `/listings/2021-08-01/items/${encodeURIComponent(session.grant.sellerId)}/${encodeURIComponent(update.sku)}`,
          operation: 'patchListingsItem',
          query: { marketplaceIds: TR_MARKETPLACE_ID },
          body: { productType: PRODUCT_TYPE, patches: quantityPatches(update.quantity) },
        }),
      );
    } catch (error) {
      const marketplaceDown = error instanceof DomainError && error.code.startsWith('marketplace.');
      if (marketplaceDown && outcome.accepted.length + outcome.rejected.length > 0) return outcome;
      throw error;
    }
    if (answer.status === 'INVALID')
      outcome.rejected.push({ sku: update.sku, reason: answer.issues.map((issue) => issue.message).join('; ') || 'INVALID' });
    else outcome.accepted.push(update.sku);
  }
  return outcome;
}

/** One JSON_LISTINGS_FEED of PATCH messages; created is accepted (Amazon applies it within minutes). */
async function submitStockFeed(session: SpApiSession, updates: StockUpdate[]): Promise<StockPushOutcome> {
  await submitFeed(session, 'JSON_LISTINGS_FEED', FEED_CONTENT_TYPE, JSON.stringify(stockFeed(session.grant.sellerId, updates)));
  return { accepted: updates.map((update) => update.sku), rejected: [] };
}

/** The JSON_LISTINGS_FEED v2 document setting each SKU's quantity. */
export function stockFeed(sellerId: string, updates: Array<{ sku: string; quantity: number }>) {
  return {
    header: { sellerId, version: '2.0', issueLocale: 'tr_TR' },
    messages: updates.map((update, index) => ({
      messageId: index + 1,
      sku: update.sku,
      operationType: 'PATCH',
      productType: PRODUCT_TYPE,
      patches: quantityPatches(update.quantity),
    })),
  };
}
