import { z } from 'zod';
import type { BatchItemResult, SellerAccount } from './trendyol-state';

const DAY_MS = 86_400_000;

/** archiveProducts (docs "Product Archive"): at most 1000 `{barcode, archived}`. */
export const archiveSchema = z.object({
  items: z
    .array(z.object({ barcode: z.string().min(1).max(40), archived: z.boolean() }))
    .min(1)
    .max(1000),
});
/** Product Delete: `{items: [{barcode}]}`. */
export const deleteSchema = z.object({
  items: z
    .array(z.object({ barcode: z.string().min(1).max(40) }))
    .min(1)
    .max(1000),
});

export const archiveRequestItem = (supplierId: string, item: { barcode: string; archived: boolean }) => ({
  archived: item.archived,
  supplierId: Number(supplierId),
  barcode: item.barcode,
});

/** Archives or brings back each product; an unknown barcode fails its item. */
export function archiveProducts(items: z.infer<typeof archiveSchema>['items']) {
  return (account: SellerAccount, now: number): BatchItemResult[] =>
    items.map((item) => {
      const listing = account.listings.get(item.barcode);
      if (listing) Object.assign(listing, { archived: item.archived, archivedAt: item.archived ? now : undefined, lastUpdateDate: now });
      return {
        requestItem: archiveRequestItem(account.supplierId, item),
        status: listing ? 'SUCCESS' : 'FAILED',
        failureReasons: listing ? [] : ['Ürün sistemde bulunamadı'],
      };
    });
}

/**
 * Deletes products "pending approval", and approved ones "found in the archive for more than one
 * day"; anything else fails its item with the reason.
 */
export function deleteProducts(items: z.infer<typeof deleteSchema>['items']) {
  return (account: SellerAccount, now: number): BatchItemResult[] =>
    items.map((item) => {
      const listing = account.listings.get(item.barcode);
      const failureReasons = !listing
        ? ['Ürün sistemde bulunamadı']
        : listing.approved && !(listing.archived && listing.archivedAt !== undefined && now - listing.archivedAt > DAY_MS)
          ? ['Onaylı ürün ancak bir günden uzun süredir arşivdeyse silinebilir.']
          : [];
      if (!failureReasons.length) account.listings.delete(item.barcode);
      return { requestItem: { barcode: item.barcode }, status: failureReasons.length ? 'FAILED' : 'SUCCESS', failureReasons };
    });
}
