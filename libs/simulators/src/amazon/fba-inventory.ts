import { createHash } from 'node:crypto';
import { CATALOGUE, TR_MARKETPLACE } from './amazon-marketplace';
import type { SellerAccount, SimFbaInventory } from './amazon-state';

/** Amazon's fulfilment network SKU: `X00` and seven characters, the same for a seller's SKU every time. */
function fnSkuOf(sellerId: string, sku: string): string {
  return `X00${createHash('sha1').update(`${sellerId}/${sku}`).digest('hex').slice(0, 7).toUpperCase()}`;
}

/** The seller's FBA entry of a SKU, created empty on first use. */
export function fbaEntry(account: SellerAccount, sellerSku: string, asin: string): SimFbaInventory {
  let entry = account.fbaInventory.get(sellerSku);
  if (!entry) {
    entry = {
      sellerSku,
      fnSku: fnSkuOf(account.sellerId, sellerSku),
      asin,
      productName: CATALOGUE.get(asin) ?? asin,
      fulfillable: 0,
      inboundWorking: 0,
      inboundShipped: 0,
      inboundReceiving: 0,
      reserved: 0,
      researching: 0,
      unfulfillable: 0,
      lastUpdatedTime: new Date().toISOString(),
    };
    account.fbaInventory.set(sellerSku, entry);
  }
  return entry;
}

/** An InventorySummary of the FBA Inventory model, with `inventoryDetails` when `details=true`. */
export function inventorySummary(entry: SimFbaInventory, details: boolean): Record<string, unknown> {
  const total =
    entry.fulfillable +
    entry.inboundWorking +
    entry.inboundShipped +
    entry.inboundReceiving +
    entry.reserved +
    entry.researching +
    entry.unfulfillable;
  return {
    asin: entry.asin,
    fnSku: entry.fnSku,
    sellerSku: entry.sellerSku,
    condition: 'NewItem',
    productName: entry.productName,
    lastUpdatedTime: entry.lastUpdatedTime,
    totalQuantity: total,
    stores: [TR_MARKETPLACE.id],
    ...(details && {
      inventoryDetails: {
        fulfillableQuantity: entry.fulfillable,
        inboundWorkingQuantity: entry.inboundWorking,
        inboundShippedQuantity: entry.inboundShipped,
        inboundReceivingQuantity: entry.inboundReceiving,
        reservedQuantity: {
          totalReservedQuantity: entry.reserved,
          pendingCustomerOrderQuantity: entry.reserved,
          pendingTransshipmentQuantity: 0,
          fcProcessingQuantity: 0,
        },
        researchingQuantity: {
          totalResearchingQuantity: entry.researching,
          researchingQuantityBreakdown: [],
        },
        unfulfillableQuantity: {
          totalUnfulfillableQuantity: entry.unfulfillable,
          customerDamagedQuantity: entry.unfulfillable,
          warehouseDamagedQuantity: 0,
          distributorDamagedQuantity: 0,
          carrierDamagedQuantity: 0,
          defectiveQuantity: 0,
          expiredQuantity: 0,
        },
      },
    }),
  };
}
