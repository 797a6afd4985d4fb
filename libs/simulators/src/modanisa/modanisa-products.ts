import { asRecord, isAmount, isCount, text } from '../shared/body-values';
import type { SellerAccount, SimListing } from '../shared/seller-account';
import { modanisaDateTime } from './modanisa-dates';

/** The attribute ids the sandbox knows: colour and size are assumed, volume (14) is documented. */
export const COLOUR_ATTRIBUTE_ID = 1;
export const SIZE_ATTRIBUTE_ID = 2;
export const VOLUME_ATTRIBUTE_ID = 14;
/** The rates of the Tax Rates service, as the sandbox answers it (the doc names 8 and 18). */
const TAX_RATES = [0, 1, 8, 10, 18, 20];
const IMAGE_URL = /^https?:\/\/\S+\.(jpe?g|png)$/i;

interface Attribute {
  attribute_id: number;
  value: string;
}

export interface ModanisaVariant {
  barcode: string;
  stock_code: string | null;
  quantity: number;
  price: number;
  size: string;
}

export interface ModanisaProductRequest {
  product_id: string;
  product_name: string;
  category_id: number;
  colour: string;
  variants: ModanisaVariant[];
}

/** A product sent through create-product, as products/filter reports it. */
export interface ModanisaProductRecord {
  request_id: number;
  product_id: string;
  category_id: number;
  created: Date;
  skus: string[];
  errors: { variant: string[] } | null;
}

/**
 * create-product's documented rules: one product a request, its colour among the product's
 * attributes, a size on every variant, and the required fields; the first broken rule is named.
 */
export function readProductRequest(body: unknown): ModanisaProductRequest | string {
  if (Array.isArray(body) || Array.isArray(asRecord(body).products)) return 'Her istekte tek ürün gönderilmelidir.';
  const raw = asRecord(body);
  const productId = text(raw.product_id);
  const name = text(raw.product_name);
  if (!productId || productId.length < 2 || productId.length > 50) return 'product_id 2 ile 50 karakter arasında olmalıdır.';
  if (!name || name.length < 10 || name.length > 255) return 'product_name 10 ile 255 karakter arasında olmalıdır.';
  const missing = ['description', 'stock_code'].find((field) => !text(raw[field]));
  if (missing) return `${missing} zorunludur.`;
  const ids = ['brand_id', 'category_id', 'origin_country_id', 'season_id'].find((field) => !isId(raw[field]));
  if (ids) return `${ids} zorunludur.`;
  if (!TAX_RATES.includes(Number(raw.tax_rate))) return 'tax_rate vergi oranları servisindeki değerlerden biri olmalıdır.';
  if (!everyOf(raw.fabrics, (fabric) => isId(fabric.fabric_id) && isCount(fabric.percentage) && fabric.percentage <= 100))
    return 'fabrics: fabric_id ve en fazla 100 olan percentage zorunludur.';
  if (!everyOf(raw.images, (image) => IMAGE_URL.test(text(image.url) ?? '')))
    return 'images: http(s) ile başlayan jpg, jpeg ya da png bağlantısı zorunludur.';
  const colour = attributes(raw.attributes).find((attribute) => attribute.attribute_id === COLOUR_ATTRIBUTE_ID)?.value;
  if (!colour) return 'Ürün özelliklerinde renk zorunludur.';
  const variants = nonEmpty(raw.variants).map(asVariant);
  if (!variants.length || variants.some((variant) => variant === null))
    return 'variants: barcode, quantity, price ve beden (ya da numara) özelliği zorunludur.';
  return {
    product_id: productId,
    product_name: name,
    category_id: Number(raw.category_id),
    colour,
    variants: variants.filter((variant) => variant !== null),
  };
}

/** The listing a variant becomes; a barcode already on the marketplace is the variant's error. */
export function placeVariants(account: SellerAccount, product: ModanisaProductRequest, requestId: number) {
  const taken = new Set([...account.listings.values()].map((listing) => listing.barcode));
  const errors = product.variants
    .filter((variant) => taken.has(variant.barcode))
    .map((v) => `Barkod Sistemde Mevcut. (Barkod: ${v.barcode})`);
  if (errors.length) return { skus: [], errors: { variant: errors } };
  const skus = product.variants.map((variant, index) => {
    const listing: SimListing = {
      sku: variant.stock_code ?? variant.barcode,
      barcode: variant.barcode,
      listing_id: String(requestId * 100 + index),
      title: `${product.product_name} - ${product.colour} - ${variant.size}`,
      quantity: variant.quantity,
      price: variant.price,
      status: 'active',
    };
    account.putListing(listing);
    return listing.sku;
  });
  return { skus, errors: null };
}

/** A product of products/filter: the API's products with their request_id, the seller's others with null. */
export function renderProduct(record: ModanisaProductRecord | null, listings: SimListing[]) {
  return {
    request_id: record?.request_id ?? null,
    product_id: record?.product_id ?? listings[0]?.sku ?? null,
    mdns_product_id: record?.errors ? null : (record?.request_id ?? null),
    status: record?.errors ? 'CREATE_PRODUCT_ERROR' : 'CREATE_PRODUCT_SUCCESS',
    created_date: record ? modanisaDateTime(record.created) : null,
    variants: listings.map((listing) => ({
      variant_id: listing.listing_id,
      barcode: listing.barcode ?? listing.sku,
      stock_code: listing.sku,
      quantity: listing.quantity,
      price: listing.price,
      status: listing.status === 'active',
    })),
    errors: record?.errors ?? null,
    category_id: record?.category_id ?? null,
  };
}

function asVariant(raw: Record<string, unknown>): ModanisaVariant | null {
  const barcode = text(raw.barcode);
  const size = attributes(raw.attributes).find((attribute) => attribute.attribute_id === SIZE_ATTRIBUTE_ID)?.value;
  const price = Number(raw.price);
  if (!barcode || !size || !isCount(raw.quantity) || !isAmount(price) || price === 0) return null;
  return { barcode, stock_code: text(raw.stock_code), quantity: raw.quantity, price, size };
}

function attributes(value: unknown): Attribute[] {
  return nonEmpty(value)
    .map((raw) => ({ attribute_id: Number(raw.attribute_id), value: text(raw.value) ?? '' }))
    .filter((attribute) => attribute.value !== '');
}

/** A non-empty list whose every item passes. */
function everyOf(value: unknown, passes: (item: Record<string, unknown>) => boolean): boolean {
  const items = nonEmpty(value);
  return items.length > 0 && items.every(passes);
}

function nonEmpty(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map(asRecord) : [];
}

const isId = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;
