import { DEFAULT_CURRENCY, newId, type ProductChanges, type ProductInput } from '@tezgah/contracts';
import type { ProductRow } from './product-row';

/** A product about to be written, and the stock it had before (null: its stock did not change). */
export interface ProductWrite {
  next: ProductRow;
  oldStock: number | null;
  /** An update that moves the product to another SKU (which may be listed elsewhere). */
  skuChanged: boolean;
}

const OPTIONAL_FIELDS = ['barcode', 'description', 'sale_price', 'category', 'brand', 'vat_rate'] as const;

/** A new product from a validated input; a starting stock above 0 is its first ledger row. */
export function planCreate(tenantId: string, input: ProductInput, now: Date): ProductWrite {
  const stock = input.stock ?? 0;
  const next: ProductRow = {
    id: newId('prd'),
    tenant_id: tenantId,
    sku: input.sku,
    barcode: input.barcode ?? null,
    title: input.title,
    description: input.description ?? null,
    price: input.price,
    sale_price: input.sale_price ?? null,
    currency: input.currency ?? DEFAULT_CURRENCY,
    stock,
    stock_seq: stock > 0 ? 1 : 0,
    category: input.category ?? null,
    brand: input.brand ?? null,
    vat_rate: input.vat_rate ?? null,
    images: input.images ?? [],
    marketplaces: [],
    // What the connectors claimed for the SKU, filled in by the insert (ProductsRepository.insert).
    listed_on: [],
    created_at: now,
    updated_at: now,
  };
  return { next, oldStock: stock > 0 ? 0 : null, skuChanged: false };
}

/**
 * `current` with `changes` applied (PATCH, or a bulk element for an existing SKU): fields absent
 * from `changes` keep their value, `null` clears an optional one. Returns null when nothing
 * would change, so an idempotent update writes nothing.
 */
export function planUpdate(current: ProductRow, changes: ProductChanges, now: Date): ProductWrite | null {
  const next: ProductRow = { ...current };
  if (changes.sku !== undefined) next.sku = changes.sku;
  if (changes.title !== undefined) next.title = changes.title;
  if (changes.price !== undefined) next.price = changes.price;
  if (changes.currency !== undefined) next.currency = changes.currency;
  if (changes.images !== undefined) next.images = changes.images;
  if (changes.stock !== undefined) next.stock = changes.stock;
  for (const field of OPTIONAL_FIELDS) {
    const value = changes[field];
    if (value !== undefined) (next as unknown as Record<string, unknown>)[field] = value;
  }
  if (sameContent(current, next)) return null;
  const stockChanged = next.stock !== current.stock;
  if (stockChanged) next.stock_seq = current.stock_seq + 1;
  next.updated_at = now;
  return { next, oldStock: stockChanged ? current.stock : null, skuChanged: next.sku !== current.sku };
}

function sameContent(a: ProductRow, b: ProductRow): boolean {
  return (Object.keys(a) as Array<keyof ProductRow>).every((key) =>
    key === 'images' ? a.images.length === b.images.length && a.images.every((url, i) => url === b.images[i]) : a[key] === b[key],
  );
}
