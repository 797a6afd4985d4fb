import { randomUUID } from 'node:crypto';
import type { SellerAccount } from '../shared/seller-account';
import { barcodeOf } from './ptt-avm-shapes';

/** One item of `POST /products/stock-prices`: a stock or a price change of one barcode. */
export type PttStockItem = { barcode: string; quantity: number } | { barcode: string; priceWithVAT: number; discount: number };

interface ItemResult {
  barcode: string;
  success: boolean;
  message: string | null;
}

interface StockJob {
  trackingId: string;
  createdAt: number;
  account: SellerAccount;
  items: PttStockItem[];
  results: ItemResult[] | null;
}

/** The same request again within 5 minutes is refused (PttAVM's rule). */
export const SAME_REQUEST_MS = 5 * 60_000;

/**
 * PttAVM's asynchronous stock-price jobs: each request gets a `trackingId`, is processed after
 * the sandbox's batch delay (read on the simulator clock) and then read back per barcode.
 */
export class PttStockJobs {
  private jobs = new Map<string, StockJob>();
  private lastSeen = new Map<string, number>();

  constructor(private readonly completeMs: number) {}

  /** Seconds until the same request may be sent again, or null when it may be sent now. */
  repeatWait(seller: string, items: PttStockItem[]): number | null {
    const at = this.lastSeen.get(requestKey(seller, items));
    const left = at === undefined ? 0 : at + SAME_REQUEST_MS - Date.now();
    return left > 0 ? Math.ceil(left / 1000) : null;
  }

  submit(seller: string, account: SellerAccount, items: PttStockItem[]): StockJob {
    this.lastSeen.set(requestKey(seller, items), Date.now());
    const job: StockJob = { trackingId: randomUUID(), createdAt: Date.now(), account, items, results: null };
    this.jobs.set(job.trackingId, job);
    return job;
  }

  /** The job of this seller's account, processed first when it is due. */
  find(account: SellerAccount, trackingId: string): StockJob | undefined {
    const job = this.jobs.get(trackingId);
    if (!job || job.account !== account) return undefined;
    if (!job.results && Date.now() - job.createdAt >= this.completeMs) job.results = apply(job);
    return job;
  }

  reset(): void {
    this.jobs = new Map();
    this.lastSeen = new Map();
  }
}

function requestKey(seller: string, items: PttStockItem[]): string {
  return `${seller}\n${JSON.stringify(items)}`;
}

function apply(job: StockJob): ItemResult[] {
  const byBarcode = new Map([...job.account.listings.values()].map((listing) => [barcodeOf(listing), listing]));
  return job.items.map((item) => {
    const listing = byBarcode.get(item.barcode);
    if (!listing) return { barcode: item.barcode, success: false, message: 'Barkoda ait ürün bulunamadı.' };
    if ('quantity' in item) listing.quantity = item.quantity;
    else listing.price = Math.max(0, item.priceWithVAT - item.discount);
    return { barcode: item.barcode, success: true, message: null };
  });
}

/** `GET /products/tracking-result/{trackingId}` (assumed shape: documented only by name). */
export function renderTrackingResult(job: StockJob) {
  return {
    success: true,
    trackingId: job.trackingId,
    status: job.results ? 'completed' : 'pending',
    countOfProductsToBeProcessed: job.items.length,
    items: job.results ?? [],
  };
}
