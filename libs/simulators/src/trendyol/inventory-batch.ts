import { z } from 'zod';
import type { BatchItemResult, SellerAccount } from './trendyol-state';

/** updatePriceAndInventory (research §1.7): at most 1000 barcodes; stock, prices or both. */
export const priceAndInventorySchema = z.object({
  items: z
    .array(
      z.object({
        barcode: z.string().min(1),
        quantity: z.number().int().min(0).optional(),
        salePrice: z.number().positive().optional(),
        listPrice: z.number().positive().optional(),
      }),
    )
    .min(1)
    .max(1000),
});

export type InventoryItem = z.infer<typeof priceAndInventorySchema>['items'][number];

/** How long an identical payload is refused (docs "Stock and Price Update"). */
export const REPEAT_WINDOW_MS = 15 * 60_000;
export const REPEAT_MESSAGE = '15 dakika boyunca aynı isteği tekrarlı olarak atamazsınız!';

/** A price/stock batch item's `requestItem`, from submission on: `{updateRequestDate, quantity, salePrice, barcode, listPrice}`. */
export const inventoryRequestItem = (item: InventoryItem, submittedAt: number) => ({
  updateRequestDate: new Date(submittedAt).toISOString(),
  ...item,
});

/** Judges a ProductInventoryUpdate batch: an unknown barcode fails its item, a success updates the listing. */
export function updateInventory(items: InventoryItem[], submittedAt: number) {
  return (account: SellerAccount, now: number): BatchItemResult[] =>
    items.map((item) => {
      const requestItem = inventoryRequestItem(item, submittedAt);
      const listing = account.listings.get(item.barcode);
      const listPrice = item.listPrice ?? listing?.listPrice ?? 0;
      const salePrice = item.salePrice ?? listing?.salePrice ?? 0;
      const failureReasons = !listing
        ? ['Ürün sistemde bulunamadı']
        : listPrice < salePrice
          ? ['Liste fiyatı (listPrice) satış fiyatından (salePrice) düşük olamaz.']
          : [];
      if (listing && !failureReasons.length) {
        listing.quantity = item.quantity ?? listing.quantity;
        listing.listPrice = listPrice;
        listing.salePrice = salePrice;
        listing.lastUpdateDate = now;
      }
      return { requestItem, status: failureReasons.length ? 'FAILED' : 'SUCCESS', failureReasons };
    });
}
