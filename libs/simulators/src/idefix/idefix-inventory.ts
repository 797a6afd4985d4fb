import { randomBytes } from 'node:crypto';
import type { SellerAccount } from '../shared/seller-account';
import { idefixTimestamp } from './idefix-dates';
import { barcodeOf } from './idefix-shapes';

/** One item of `POST /pim/catalog/{vendorId}/inventory-upload`: a barcode's stock, price or both. */
export interface IdefixInventoryItem {
  barcode: string;
  inventoryQuantity?: number;
  price?: number;
  comparePrice?: number;
}

interface ItemResult {
  barcode: string;
  status: 'completed' | 'decline';
  failureReasons: string[];
}

interface InventoryBatch {
  batchRequestId: string;
  createdAt: Date;
  account: SellerAccount;
  items: IdefixInventoryItem[];
  results: ItemResult[] | null;
  completedAt: Date | null;
}

/**
 * Idefix's asynchronous inventory uploads: each gets a `batchRequestId`, is processed after the
 * sandbox's batch delay (read on the simulator clock) and is then read back per barcode.
 */
export class IdefixInventoryBatches {
  private batches = new Map<string, InventoryBatch>();

  constructor(private readonly completeMs: number) {}

  submit(account: SellerAccount, items: IdefixInventoryItem[]): InventoryBatch {
    // Idefix's ids look like `4b-63d27748b716c` (documented example).
    const batchRequestId = `${randomBytes(1).toString('hex')}-${randomBytes(7).toString('hex').slice(0, 13)}`;
    const batch: InventoryBatch = { batchRequestId, createdAt: new Date(), account, items, results: null, completedAt: null };
    this.batches.set(batchRequestId, batch);
    return batch;
  }

  /** The batch of this seller's account, processed first when it is due. */
  find(account: SellerAccount, batchRequestId: string): InventoryBatch | undefined {
    const batch = this.batches.get(batchRequestId);
    if (!batch || batch.account !== account) return undefined;
    if (!batch.results && Date.now() - batch.createdAt.getTime() >= this.completeMs) {
      batch.results = apply(batch);
      batch.completedAt = new Date();
    }
    return batch;
  }

  reset(): void {
    this.batches = new Map();
  }
}

function apply(batch: InventoryBatch): ItemResult[] {
  const byBarcode = new Map([...batch.account.listings.values()].map((listing) => [barcodeOf(listing), listing]));
  return batch.items.map((item) => {
    const listing = byBarcode.get(item.barcode);
    if (!listing) return { barcode: item.barcode, status: 'decline', failureReasons: ['Barkoda ait envanter kaydı bulunamadı.'] };
    if (item.inventoryQuantity !== undefined) listing.quantity = item.inventoryQuantity;
    if (item.price !== undefined) listing.price = item.price;
    return { barcode: item.barcode, status: 'completed', failureReasons: [] };
  });
}

/**
 * The batch read back, in the fast-listing status answer's shape (documented): the batch's
 * `status` `PROCESSING` until it is `COMPLETED`, each item `completed` or `decline`.
 */
export function renderInventoryResult(batch: InventoryBatch) {
  const byBarcode = new Map((batch.results ?? []).map((result) => [result.barcode, result]));
  return {
    items: batch.items.map((item) => ({
      ...item,
      status: byBarcode.get(item.barcode)?.status ?? 'waiting',
      failureReasons: byBarcode.get(item.barcode)?.failureReasons ?? [],
    })),
    createdAt: idefixTimestamp(batch.createdAt),
    lastUpdatedAt: idefixTimestamp(batch.completedAt ?? batch.createdAt),
    completedAt: batch.completedAt ? idefixTimestamp(batch.completedAt) : null,
    status: batch.results ? 'COMPLETED' : 'PROCESSING',
    batchRequestId: batch.batchRequestId,
  };
}
