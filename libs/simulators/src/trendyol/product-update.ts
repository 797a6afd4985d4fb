import { z } from 'zod';
import { productFailures, productItemSchema, productRequestItem } from './product-batch';
import { LEAF_CATEGORIES } from './trendyol-catalog';
import type { BatchItemResult, SellerAccount } from './trendyol-state';

/**
 * updateProducts (docs "Product Update"): the content of existing products, without stock and
 * prices (updatePriceAndInventory's), at most 1000 items; `currencyType` optional.
 */
export const updateItemSchema = productItemSchema
  .omit({ quantity: true, listPrice: true, salePrice: true, currencyType: true })
  .extend({ currencyType: z.literal('TRY').optional() });

export type UpdateItem = z.infer<typeof updateItemSchema>;

export const updateProductsSchema = z.object({ items: z.array(updateItemSchema).min(1).max(1000) });

/**
 * Judges a ProductV2Update batch: the barcode must exist; `productMainId` cannot change once
 * approved; the category cannot change (spec, Marketplace A limits). An updated product waits
 * for Trendyol's content check again ("İçerik Kontrol Bekleniyor").
 */
export function updateProducts(items: UpdateItem[]) {
  return (account: SellerAccount, now: number): BatchItemResult[] =>
    items.map((item) => {
      const requestItem = productRequestItem(item);
      const listing = account.listings.get(requestItem.barcode);
      const failureReasons = !listing
        ? ['Ürün sistemde bulunamadı']
        : [
            ...(listing.approved && listing.productMainId !== item.productMainId
              ? ['Onaylı ürünün productMainId bilgisi güncellenemez.']
              : []),
            ...(listing.categoryId !== null && listing.categoryId !== item.categoryId ? ['Ürünün kategorisi değiştirilemez.'] : []),
            ...productFailures({ ...item, barcode: requestItem.barcode }, account),
          ];
      if (listing && !failureReasons.length) {
        Object.assign(listing, {
          title: item.title,
          productMainId: item.productMainId,
          brandId: item.brandId,
          brand: account.brand(item.brandId)?.name ?? null,
          categoryName: LEAF_CATEGORIES.get(item.categoryId)?.name ?? null,
          stockCode: item.stockCode,
          dimensionalWeight: item.dimensionalWeight,
          description: item.description,
          vatRate: item.vatRate,
          cargoCompanyId: item.cargoCompanyId,
          images: item.images,
          attributes: item.attributes,
          lotNumber: item.lotNumber ?? listing.lotNumber,
          deliveryOption: item.deliveryOption ?? listing.deliveryOption,
          lastUpdateDate: now,
        });
      }
      return { requestItem, status: failureReasons.length ? 'FAILED' : 'SUCCESS', failureReasons };
    });
}
