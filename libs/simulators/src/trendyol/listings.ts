import { randomBytes } from 'node:crypto';
import { LEAF_CATEGORIES } from './trendyol-catalog';
import type { Listing } from './trendyol-state';

const COLOUR_ATTRIBUTE = 47;

type ListingFields = Pick<Listing, 'barcode' | 'title' | 'stockCode' | 'quantity' | 'listPrice' | 'salePrice'> & Partial<Listing>;

/** A new listing: Trendyol's defaults for whatever the caller does not say. */
export function createListing(fields: ListingFields, now: number): Listing {
  return {
    id: randomBytes(16).toString('hex'),
    productCode: null,
    productMainId: fields.barcode,
    brandId: null,
    brand: null,
    categoryId: null,
    categoryName: null,
    vatRate: 20,
    dimensionalWeight: 1,
    description: fields.title,
    cargoCompanyId: null,
    images: [],
    attributes: [],
    lotNumber: null,
    deliveryOption: null,
    // A new product waits for Trendyol's review (spec: PENDING_REVIEW is approved=false, rejected=false).
    approved: false,
    onSale: false,
    rejected: false,
    blacklisted: false,
    archived: false,
    batchRequestId: null,
    createDateTime: now,
    lastUpdateDate: now,
    ...fields,
  };
}

/** A listing as filterProducts' `content` shows it (research §1.6). */
export function listingContent(listing: Listing, supplierId: string) {
  return {
    id: listing.id,
    approved: listing.approved,
    archived: listing.archived,
    rejected: listing.rejected,
    blacklisted: listing.blacklisted,
    onSale: listing.onSale,
    productCode: listing.productCode,
    batchRequestId: listing.batchRequestId,
    supplierId: Number(supplierId),
    createDateTime: listing.createDateTime,
    lastUpdateDate: listing.lastUpdateDate,
    brand: listing.brand,
    brandId: listing.brandId,
    barcode: listing.barcode,
    title: listing.title,
    categoryName: listing.categoryName,
    pimCategoryId: listing.categoryId,
    productMainId: listing.productMainId,
    description: listing.description,
    stockUnitType: 'Adet',
    quantity: listing.quantity,
    listPrice: listing.listPrice,
    salePrice: listing.salePrice,
    vatRate: listing.vatRate,
    dimensionalWeight: listing.dimensionalWeight,
    stockCode: listing.stockCode,
    images: listing.images,
    attributes: listing.attributes,
    variantAttributes: variantAttributes(listing),
    gender: null,
    lotNumber: listing.lotNumber,
    color: attributeValue(listing, COLOUR_ATTRIBUTE),
    platformListingId: listing.id,
    stockId: listing.id,
    productUrl: listing.productCode === null ? null : `https://www.trendyol.com/urun-p-${listing.productCode}`,
    deliveryOption: listing.deliveryOption,
    locationBasedDelivery: null,
  };
}

/** The value a listing gives an attribute: its custom text, or the name of the chosen value in its category. */
function attributeValue(listing: Listing, attributeId: number): string | null {
  const given = listing.attributes.find((attribute) => attribute.attributeId === attributeId);
  if (!given) return null;
  if (given.customAttributeValue) return given.customAttributeValue;
  const known = LEAF_CATEGORIES.get(listing.categoryId ?? -1)?.attributes.find((attribute) => attribute.attribute.id === attributeId);
  return known?.attributeValues.find((value) => value.id === given.attributeValueId)?.name ?? null;
}

/** `[{attributeName, attributeValue}]` of the category's varianter and slicer attributes the listing gives. */
function variantAttributes(listing: Listing) {
  const category = LEAF_CATEGORIES.get(listing.categoryId ?? -1);
  if (!category) return [];
  return category.attributes
    .filter((attribute) => attribute.varianter || attribute.slicer)
    .map((attribute) => ({ attributeName: attribute.attribute.name, attributeValue: attributeValue(listing, attribute.attribute.id) }))
    .filter((variant) => variant.attributeValue !== null);
}
