import type { TrendyolBatch } from '@tezgah/contracts';
import { TRENDYOL_OPERATIONS as OP, type TrendyolOperation } from '../../trendyol/trendyol-limits';
import type { BatchChunk } from './batches.repository';

/** Trendyol's cap per createProducts, updateProducts and price-and-inventory request. */
export const TRENDYOL_BATCH_CAP = 1000;

/** What a chunk sends until Trendyol took it (kept with the chunk so tracking can send it later). */
export type PendingChunk = BatchChunk & { payload?: unknown[] };

/** The Trendyol call a batch type makes. */
export const SUBMISSION: Record<TrendyolBatch['type'], { operation: TrendyolOperation; method: 'POST' | 'PUT'; path: string }> = {
  products: { operation: OP.createProducts, method: 'POST', path: '/product/sellers/{sellerId}/products' },
  product_update: { operation: OP.updateProducts, method: 'PUT', path: '/product/sellers/{sellerId}/products' },
  inventory: { operation: OP.updatePriceAndInventory, method: 'POST', path: '/inventory/sellers/{sellerId}/products/price-and-inventory' },
};

/** Splits `[index, payload]` pairs into chunks of at most TRENDYOL_BATCH_CAP, in order. */
export function chunksOf(entries: Array<[number, unknown]>): PendingChunk[] {
  const chunks: PendingChunk[] = [];
  for (let start = 0; start < entries.length; start += TRENDYOL_BATCH_CAP) {
    const slice = entries.slice(start, start + TRENDYOL_BATCH_CAP);
    chunks.push({ batch_request_id: null, indexes: slice.map(([index]) => index), payload: slice.map(([, item]) => item), done: false });
  }
  return chunks;
}
