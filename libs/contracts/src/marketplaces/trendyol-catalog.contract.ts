/**
 * Marketplace A's sub-interface, its catalogue calls (spec: "Marketplace A connector"): products,
 * batches, inventory and the brand lookup, served by the Trendyol connector.
 */
import { definePattern } from '../rpc';

/** A product item of `POST /marketplaces/trendyol/products` (spec: "Product item fields"). */
export interface TrendyolProductItem {
  barcode: string;
  title: string;
  product_main_id: string;
  brand: string;
  category_id?: number;
  /** Instead of `category_id`: the leaf category is derived from title, brand and attributes. */
  auto_category?: boolean;
  stock_code: string;
  quantity: number;
  list_price: number;
  sale_price: number;
  dimensional_weight: number;
  description: string;
  currency_type: string;
  vat_rate: 0 | 1 | 10 | 20;
  cargo_company_id: number;
  images: Array<{ url: string }>;
  attributes: Array<{ attribute_id: number; attribute_value_id?: number; custom_value?: string }>;
}

/** An item refused before Trendyol saw it: which one, which field, why (Turkish). */
export interface TrendyolItemRejection {
  index: number;
  barcode: string;
  field: string;
  code: string;
  reason: string;
}

export interface TrendyolProductsRequest {
  items: TrendyolProductItem[];
}

/** The answer of a submission: the one batch id covering the whole request. */
export interface TrendyolSubmission {
  batch_id: string;
  accepted_count: number;
  rejected_count: number;
  status_url: string;
  rejections: TrendyolItemRejection[];
}

/** `PUT /marketplaces/trendyol/products/{barcode}`: the product's content (stock and prices go through /inventory). */
export type TrendyolProductUpdate = Omit<TrendyolProductItem, 'barcode' | 'quantity' | 'list_price' | 'sale_price' | 'auto_category'>;

export interface TrendyolBatchItem {
  barcode: string;
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
  content_id: number | null;
  /** PENDING_BRAND: the product's brand is itself under Trendyol's review (3 to 7 business days). */
  approval_status: 'PENDING_REVIEW' | 'PENDING_BRAND' | 'APPROVED' | 'REJECTED' | null;
  rejection_reason?: string;
}

/** `GET /marketplaces/trendyol/batches/{batch_id}`. */
export interface TrendyolBatch {
  batch_id: string;
  type: 'products' | 'product_update' | 'inventory';
  status: 'IN_PROGRESS' | 'COMPLETED';
  item_count: number;
  succeeded: number;
  failed: number;
  /** The marketplace batches the request was split into (at most 1000 items each). */
  marketplace_batch_count: number;
  created_at: string;
  items: TrendyolBatchItem[];
}

export interface TrendyolInventoryItem {
  barcode: string;
  quantity?: number;
  sale_price?: number;
  list_price?: number;
}

export interface TrendyolInventoryResult {
  batch_id: string;
  queued: number;
}

/** `GET /marketplaces/trendyol/brands/lookup?name=`: whether Trendyol knows the brand (names are case-sensitive there). */
export interface TrendyolBrandLookup {
  name: string;
  /** UNDER_REVIEW: the seller's own application for the brand, not yet approved. */
  status: 'APPROVED' | 'UNDER_REVIEW' | 'NOT_FOUND';
  brand_id: number | null;
  /** Brands whose name matches regardless of case, when the exact name is unknown. */
  suggestions: Array<{ brand_id: number; name: string }>;
}

export const TrendyolSubmitProducts = definePattern<TrendyolProductsRequest, TrendyolSubmission>('connector.trendyol.products.submit');
export const TrendyolUpdateProduct = definePattern<{ barcode: string; product: TrendyolProductUpdate }, TrendyolSubmission>(
  'connector.trendyol.products.update',
);
export const TrendyolGetBatch = definePattern<{ batch_id: string }, TrendyolBatch>('connector.trendyol.batches.get');
export const TrendyolUpdateInventory = definePattern<{ items: TrendyolInventoryItem[] }, TrendyolInventoryResult>(
  'connector.trendyol.inventory.update',
);
export const TrendyolLookupBrand = definePattern<{ name: string }, TrendyolBrandLookup>('connector.trendyol.brands.lookup');
