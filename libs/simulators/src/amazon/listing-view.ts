import { TR_MARKETPLACE } from './amazon-marketplace';
import type { SimListing } from './amazon-state';
import { listingStatuses } from './listing-submissions';

export const INCLUDED_DATA = ['summaries', 'attributes', 'issues', 'offers', 'fulfillmentAvailability'] as const;
type IncludedData = (typeof INCLUDED_DATA)[number];

/** A listings item as Listings 2021-08-01 answers it, with the data sets asked for. */
export function listingItem(listing: SimListing, included: ReadonlySet<string>): Record<string, unknown> {
  const sections: Record<IncludedData, () => unknown> = {
    summaries: () => [
      {
        marketplaceId: TR_MARKETPLACE.id,
        asin: listing.asin,
        productType: listing.productType,
        conditionType: listing.conditionType,
        status: listingStatuses(listing),
        itemName: listing.title,
        createdDate: listing.createdDate,
        lastUpdatedDate: listing.lastUpdatedDate,
      },
    ],
    attributes: () => ({
      merchant_suggested_asin: [{ value: listing.asin, marketplace_id: TR_MARKETPLACE.id }],
      item_name: [{ value: listing.title, language_tag: 'tr_TR', marketplace_id: TR_MARKETPLACE.id }],
      condition_type: [{ value: listing.conditionType, marketplace_id: TR_MARKETPLACE.id }],
      fulfillment_availability: [{ fulfillment_channel_code: 'DEFAULT', quantity: listing.quantity }],
      ...(listing.price !== null && {
        purchasable_offer: [
          { currency: 'TRY', marketplace_id: TR_MARKETPLACE.id, our_price: [{ schedule: [{ value_with_tax: listing.price }] }] },
        ],
      }),
    }),
    issues: () => [],
    offers: () =>
      listing.price === null
        ? []
        : [{ marketplaceId: TR_MARKETPLACE.id, offerType: 'B2C', price: { currencyCode: 'TRY', amount: listing.price.toFixed(2) } }],
    fulfillmentAvailability: () => [{ fulfillmentChannelCode: 'DEFAULT', quantity: listing.quantity }],
  };
  const item: Record<string, unknown> = { sku: listing.sku };
  for (const name of INCLUDED_DATA) if (included.has(name)) item[name] = sections[name]();
  return item;
}
