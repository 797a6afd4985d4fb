import type { ProductRow } from '../src/products/product-row';

/** A live product as the repository answers it (spec fixture): 3 in stock after one ledger row. */
export function productRow(extra: Partial<ProductRow> = {}): ProductRow {
  return {
    id: 'prd_1',
    tenant_id: 'ten_a',
    sku: 'TSHIRT-BLK-M',
    barcode: '8690000000011',
    title: 'Basic Tişört',
    description: null,
    price: 249.9,
    sale_price: null,
    currency: 'TRY',
    stock: 3,
    stock_seq: 1,
    category: null,
    brand: null,
    vat_rate: null,
    images: [],
    marketplaces: [],
    listed_on: [],
    created_at: new Date('2026-03-01T09:00:00.000Z'),
    updated_at: new Date('2026-03-01T09:00:00.000Z'),
    ...extra,
  };
}
