import { randomBytes } from 'node:crypto';
import type { Listing } from './trendyol-state';

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
    variantAttributes: [],
    platformListingId: listing.id,
    stockId: listing.id,
    productUrl: listing.productCode === null ? null : `https://www.trendyol.com/urun-p-${listing.productCode}`,
    deliveryOption: null,
    locationBasedDelivery: null,
  };
}
