import { randomBytes } from 'node:crypto';
import type { SellerAccount, SimListing } from '../shared/seller-account';
import { modanisaDateTime } from './modanisa-dates';

/** One item of updateProductStock or updateProductPrice, keyed as it was sent (variant_id or barcode). */
export type ModanisaBatchItem = { key: 'variant_id' | 'barcode'; id: string } & (
  { quantity: number } | { price: number; old_price: number | null }
);

interface ItemResult {
  status: 'complete' | 'failed';
  errors: string[];
}

interface Batch {
  batchId: string;
  created: Date;
  account: SellerAccount;
  items: ModanisaBatchItem[];
  results: ItemResult[] | null;
}

/**
 * The batches of updateProductStock and updateProductPrice: `inprogress` until the sandbox's batch
 * delay passed (on the simulator clock), then applied once and read back per item.
 */
export class ModanisaBatches {
  private batches = new Map<string, Batch>();

  constructor(private readonly completeMs: number) {}

  submit(account: SellerAccount, items: ModanisaBatchItem[]): string {
    const created = new Date();
    // Modanisa's ids read `211021-<43 characters>`: the day, then a random tail.
    const day = modanisaDateTime(created).slice(2, 10).replace(/-/g, '');
    const batchId = `${day}-${randomBytes(32)
      .toString('base64url')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '0')
      .slice(0, 43)}`;
    this.batches.set(batchId, { batchId, created, account, items, results: null });
    return batchId;
  }

  /** The batch of this seller's account, processed first when it is due. */
  find(account: SellerAccount, batchId: string): Batch | undefined {
    const batch = this.batches.get(batchId);
    if (!batch || batch.account !== account) return undefined;
    if (!batch.results && Date.now() - batch.created.getTime() >= this.completeMs) batch.results = apply(batch);
    return batch;
  }

  reset(): void {
    this.batches = new Map();
  }
}

/** `GET getBatchRequest` (documented): the batch's status and each item's under the id it was sent with. */
export function renderBatch(batch: Batch) {
  const results = batch.results;
  const status = !results ? 'inprogress' : results.every((result) => result.status === 'failed') ? 'failed' : 'complete';
  return {
    batchId: batch.batchId,
    status,
    created: batch.created.toISOString().replace(/\.\d{3}Z$/, '+0000'),
    items: Object.fromEntries(
      batch.items.map((item, index) => [
        item.id,
        {
          [item.key === 'variant_id' ? 'variantId' : 'barcode']: item.id,
          ...(results?.[index] ?? { status: 'inprogress', errors: [] }),
        },
      ]),
    ),
  };
}

function apply(batch: Batch): ItemResult[] {
  // Found by barcode whatever the parameter's name (documented for prices), or by the variant's id.
  const byId = new Map<string, SimListing>();
  for (const listing of batch.account.listings.values()) byId.set(listing.listing_id, listing).set(listing.barcode ?? listing.sku, listing);
  const find = (id: string) => byId.get(id);
  const conflicting = conflictingPrices(batch.items, find);
  return batch.items.map((item) => {
    const listing = find(item.id);
    if (!listing) return failed(`Barcode: Barcode does not match vendor ID or no such barcode. (${item.id})`);
    if ('quantity' in item) listing.quantity = item.quantity;
    else if (conflicting.has(item.id)) return failed(`Price: Variants of one product must have one price. (${item.id})`);
    else listing.price = item.price;
    return { status: 'complete', errors: [] };
  });
}

/** Items giving one product's variants different prices (documented: one price per product). */
function conflictingPrices(items: ModanisaBatchItem[], find: (id: string) => SimListing | undefined): Set<string> {
  const byProduct = new Map<string, Array<{ id: string; price: number }>>();
  for (const item of items) {
    const listing = find(item.id);
    if (!listing || !('price' in item)) continue;
    const product = productOf(listing);
    byProduct.set(product, [...(byProduct.get(product) ?? []), { id: item.id, price: item.price }]);
  }
  return new Set(
    [...byProduct.values()]
      .filter((group) => new Set(group.map((entry) => entry.price)).size > 1)
      .flatMap((group) => group.map((e) => e.id)),
  );
}

/** The product a variant belongs to: create-product numbers its variants `request_id * 100 + n`. */
export const productOf = (listing: SimListing) =>
  /^\d+$/.test(listing.listing_id) ? String(Math.floor(Number(listing.listing_id) / 100)) : listing.sku;

const failed = (error: string): ItemResult => ({ status: 'failed', errors: [error] });
