import { randomUUID } from 'node:crypto';
import type { SellerAccount } from '../shared/seller-account';
import { codeOf, guidOf } from './pazarama-shapes';

/** One item of `updateStock-v2` (`{code, stockCount}`) or `updatePrice-v2` (`{code, listPrice, salePrice}`). */
export type PazaramaListingItem = { code: string; stockCount: number } | { code: string; listPrice: number; salePrice: number };

/** The wait between two stock or price requests of one seller, whichever the two are (documented). */
export const PAZARAMA_LISTING_GAP_MS = 10_000;

/** An item's documented `price.status` / `stock.status`: 0 done, 1 not completed, 3 processing. */
const DONE = 0;
const NOT_COMPLETED = 1;
const PROCESSING = 3;

interface ItemResult {
  status: number;
  detail: string;
}

interface ListingBatch {
  id: string;
  seller: string;
  createdAt: number;
  account: SellerAccount;
  items: PazaramaListingItem[];
  results: ItemResult[] | null;
}

/**
 * Pazarama's asynchronous stock and price updates: each request's `data` is the batch id its
 * `lake-projections` are read by; items stay `İşleniyor` for the sandbox's batch delay (on the
 * simulator clock), then are applied once, by code.
 */
export class PazaramaListingBatches {
  private batches = new Map<string, ListingBatch>();
  private lastCall = new Map<string, number>();

  constructor(private readonly completeMs: number) {}

  /** Seconds until the seller may send the next stock or price request, or null when it may now. */
  waitSeconds(seller: string): number | null {
    const left = (this.lastCall.get(seller) ?? -Infinity) + PAZARAMA_LISTING_GAP_MS - Date.now();
    return left > 0 ? Math.ceil(left / 1000) : null;
  }

  submit(seller: string, account: SellerAccount, items: PazaramaListingItem[]): string {
    this.lastCall.set(seller, Date.now());
    const batch: ListingBatch = { id: randomUUID(), seller, createdAt: Date.now(), account, items, results: null };
    this.batches.set(batch.id, batch);
    return batch.id;
  }

  /** The seller's batch, processed first when it is due; undefined for another seller's or an unknown id. */
  find(seller: string, id: string): ListingBatch | undefined {
    const batch = this.batches.get(id);
    if (!batch || batch.seller !== seller) return undefined;
    if (!batch.results && Date.now() - batch.createdAt >= this.completeMs) batch.results = apply(batch);
    return batch;
  }

  reset(): void {
    this.batches = new Map();
    this.lastCall = new Map();
  }
}

function apply(batch: ListingBatch): ItemResult[] {
  const byCode = new Map([...batch.account.listings.values()].map((listing) => [codeOf(listing), listing]));
  return batch.items.map((item) => {
    const listing = byCode.get(item.code);
    if (!listing) return { status: NOT_COMPLETED, detail: 'Ürün bulunamadı' };
    if ('stockCount' in item) listing.quantity = item.stockCount;
    else listing.price = item.salePrice;
    return { status: DONE, detail: 'Başarılı' };
  });
}

const STATUS_TEXT: Record<number, string> = { [DONE]: 'Başarılı', [NOT_COMPLETED]: 'Tamamlanamadı', [PROCESSING]: 'İşleniyor' };

/** `GET /listing-state/batch-id/{dataId}/lake-projections?page&pageSize` (the documented answer's fields). */
export function renderLakeProjections(batch: ListingBatch, page: number, pageSize: number) {
  const rows = batch.items.map((item, index) => {
    const result = batch.results?.[index] ?? { status: PROCESSING, detail: '' };
    const state = { status: result.status, operationDetail: result.detail };
    return {
      id: guidOf('row', batch.id, String(index)),
      sellerId: guidOf('seller', batch.seller),
      batchId: batch.id,
      refId: guidOf('ref', batch.id, String(index)),
      code: item.code,
      price: 'stockCount' in item ? null : { ...state, salePrice: item.salePrice, listPrice: item.listPrice },
      stock: 'stockCount' in item ? { ...state, count: item.stockCount } : null,
      operationSourceText: 'MerchantApi',
      operationStatusText: STATUS_TEXT[result.status],
    };
  });
  const count = (status: number) => rows.filter((row) => (row.stock ?? row.price)?.status === status).length;
  const totalPages = Math.max(1, Math.ceil(rows.length / pageSize));
  return {
    pageIndex: page,
    pageSize,
    totalPages,
    totalCount: rows.length,
    hasNextPage: page < totalPages,
    hasPreviousPage: page > 1,
    data: rows.slice((page - 1) * pageSize, page * pageSize),
    success: true,
    messageCode: 'MSS0',
    message: 'İşlem Başarıyla Gerçekleştirildi',
    successCount: count(DONE),
    notCompletedCount: count(NOT_COMPLETED),
    failedCount: 0,
    processingCount: count(PROCESSING),
  };
}
