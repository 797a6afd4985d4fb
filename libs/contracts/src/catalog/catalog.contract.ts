/** The catalog service's API: products, their stock ledger and bulk import (request/reply). */
import type { PageDto, ProductDto } from '../resources';
import { defineEvent } from '../events';
import { definePattern } from '../rpc';
import type { VatRate } from '../tenants/settings.contract';

/** ProductInput of the spec, as the gateway passes it on once validated. */
export interface ProductInput {
  sku: string;
  title: string;
  price: number;
  barcode?: string | null;
  description?: string | null;
  sale_price?: number | null;
  currency?: string;
  stock?: number;
  category?: string | null;
  brand?: string | null;
  images?: string[];
  /** Beyond the spec (decisions §8): the product's KDV rate (0, 1, 10, 20) for its invoices; null uses the tenant's default. */
  vat_rate?: VatRate | null;
}

/** A partial update: only the fields present change; `null` clears an optional field. */
export type ProductChanges = Partial<ProductInput>;

/** Currencies a price may be in (the spec leaves the set open; decisions in docs/catalog.md). */
export const CURRENCIES = ['TRY', 'USD', 'EUR', 'GBP'] as const;
export const DEFAULT_CURRENCY = 'TRY';

export interface ProductListQuery {
  page: number;
  per_page: number;
  search?: string;
  marketplace?: string;
}

/** Where a stock change came from; each ledger row names one. */
export const STOCK_SOURCES = ['create', 'stock', 'patch', 'bulk', 'order', 'order_cancel'] as const;
export type StockSource = (typeof STOCK_SOURCES)[number];

/** One row of a product's stock ledger (beyond the spec: `GET /products/{id}/stock-movements`). */
export interface StockMovementDto {
  seq: number;
  old_stock: number;
  new_stock: number;
  change: number;
  source: StockSource;
  /** The job (bulk) or order behind the change, when there is one. */
  reference: string | null;
  user_id: number | null;
  request_id: string | null;
  created_at: string;
}

/** An element of a bulk import refused before or while it was written. */
export interface BulkRejection {
  index: number;
  sku: string;
  code: string;
  field: string;
  message: string;
}

export interface BulkImportRequest {
  /** The elements that passed validation, with their position in the request. */
  products: Array<{ index: number; product: ProductInput }>;
  /** What the gateway refused already; carried into the job's result. */
  rejections: BulkRejection[];
}

/** The job's `result` once the import has run (decisions §6). */
export interface BulkImportResult {
  created: number;
  updated: number;
  failed: number;
  rejections: BulkRejection[];
  [key: string]: unknown;
}

export const CatalogProductsList = definePattern<ProductListQuery, PageDto<ProductDto>>('catalog.products.list');
/** How many live products have no stock left (the console's home page). */
export const CatalogOutOfStockCount = definePattern<Record<string, never>, { count: number }>('catalog.products.outOfStockCount');
export const CatalogProductsCreate = definePattern<ProductInput, ProductDto>('catalog.products.create');
export const CatalogProductsGet = definePattern<{ id: string }, ProductDto>('catalog.products.get');
export const CatalogProductsUpdate = definePattern<{ id: string; changes: ProductChanges }, ProductDto>('catalog.products.update');
export const CatalogProductsDelete = definePattern<{ id: string }, { id: string }>('catalog.products.delete');
export const CatalogProductsSetStock = definePattern<{ id: string; stock: number }, ProductDto>('catalog.products.setStock');
export const CatalogStockMovements = definePattern<{ id: string; page: number; per_page: number }, PageDto<StockMovementDto>>(
  'catalog.products.stockMovements',
);
/** Internal (invoicing): the KDV rates of the tenant's live products with these SKUs; an unknown SKU or a product without one is null. */
export const CatalogVatRates = definePattern<{ skus: string[] }, Record<string, VatRate | null>>('catalog.products.vatRates');
export const CatalogBulkImport = definePattern<BulkImportRequest, { job_id: string }>('catalog.products.bulkImport');

/** The job type of a bulk import, as `GET /jobs/{id}` shows it. */
export const BULK_IMPORT_JOB_TYPE = 'catalog.bulk_import';

/**
 * Internal event, written beside `product.stock_changed` in the same transaction: the ledger row
 * as connectors need it to propagate stock (the sequence orders the values; the source and
 * reference let a connector skip the marketplace an order came from).
 */
export const CatalogStockChanged = defineEvent<{
  product_id: string;
  sku: string;
  barcode: string | null;
  old_stock: number;
  new_stock: number;
  seq: number;
  source: StockSource;
  reference: string | null;
  /** The marketplace a sale or cancellation came from (`order`, `order_cancel`): it already knows. */
  marketplace: string | null;
  /**
   * The marketplaces whose connectors may list the SKU (what they claimed before writing a listing,
   * `CatalogListingsClaim`): a connector serving none of them has nothing to do and skips the
   * change without a database round trip. Absent in changes written before the field existed.
   */
  listed_on?: string[];
}>('catalog.stock.changed');

/**
 * A connector is about to record listings of these SKUs on `slug`: the catalog notes it before the
 * connector writes them, so that every stock change committed afterwards names `slug` in `listed_on`.
 */
export const CatalogListingsClaim = definePattern<{ slug: string; skus: string[] }, { claimed: number }>('catalog.listings.claim');
