import { AMAZON_MARKETPLACE_ID, type AmazonListingItem, type AmazonOfferItem, type AmazonProductItem } from '@tezgah/contracts';

const marketplace_id = AMAZON_MARKETPLACE_ID;
/** The offer-only product type Amazon takes for an offer on an existing ASIN. */
const OFFER_PRODUCT_TYPE = 'PRODUCT';

/** Which item shape: an offer on an existing catalogue entry names its ASIN. */
export const isOffer = (item: AmazonListingItem): item is AmazonOfferItem => 'asin' in item && typeof item.asin === 'string';

/** Image roles → the product type definitions' image locators. */
function imageAttribute(role: string): string {
  if (role === 'main') return 'main_product_image_locator';
  if (role === 'swatch_1') return 'swatch_product_image_locator';
  if (role === 'lifestyle_1') return 'other_product_image_locator_1';
  return `other_product_image_locator_${Number(role.slice('other_'.length)) + 1}`;
}

function offerAttributes(item: {
  price: number;
  currency: string;
  quantity: number;
  fulfillment: 'FBM' | 'FBA';
  handling_time_days?: number;
}) {
  return {
    condition_type: [{ value: 'new_new', marketplace_id }],
    purchasable_offer: [{ currency: item.currency, marketplace_id, our_price: [{ schedule: [{ value_with_tax: item.price }] }] }],
    // FBA stock is what Amazon's warehouses hold: only a merchant-fulfilled listing states a quantity.
    ...(item.fulfillment === 'FBM' && {
      fulfillment_availability: [
        {
          fulfillment_channel_code: 'DEFAULT',
          quantity: item.quantity,
          ...(item.handling_time_days !== undefined && { lead_time_to_ship_max_days: item.handling_time_days }),
        },
      ],
    }),
  };
}

function productAttributes(item: AmazonProductItem) {
  const text = (value: string) => [{ value, language_tag: 'tr_TR', marketplace_id }];
  const images = Object.fromEntries(
    item.images.map((image) => [imageAttribute(image.role), [{ media_location: image.url, marketplace_id }]]),
  );
  return {
    externally_assigned_product_identifier: [
      { type: item.external_product_id_type.toLowerCase(), value: item.external_product_id, marketplace_id },
    ],
    item_name: text(item.title),
    brand: text(item.brand),
    manufacturer: text(item.manufacturer),
    bullet_point: item.bullet_points.map((point) => ({ value: point, language_tag: 'tr_TR', marketplace_id })),
    product_description: text(item.description),
    item_package_weight: [{ value: item.package_weight_kg, unit: 'kilograms', marketplace_id }],
    ...images,
    ...offerAttributes({ ...item, currency: 'TRY' }),
  };
}

/** The Listings Items body of an item: `productType`, `requirements` and the attributes of Amazon's product type definitions. */
export function listingBody(item: AmazonListingItem): { productType: string; requirements: string; attributes: Record<string, unknown> } {
  if (isOffer(item))
    return {
      productType: OFFER_PRODUCT_TYPE,
      requirements: 'LISTING_OFFER_ONLY',
      attributes: { merchant_suggested_asin: [{ value: item.asin, marketplace_id }], ...offerAttributes(item) },
    };
  return { productType: item.product_type, requirements: 'LISTING', attributes: productAttributes(item) };
}

/** The JSON_LISTINGS_FEED v2 document of the items, asking for each listing's identifiers in the report. */
export function listingsFeed(sellerId: string, items: AmazonListingItem[]) {
  return {
    header: {
      sellerId,
      version: '2.0',
      issueLocale: 'tr_TR',
      report: { includedData: ['identifiers', 'issues'], apiVersion: '2021-08-01' },
    },
    messages: items.map((item, index) => ({ messageId: index + 1, sku: item.seller_sku, operationType: 'UPDATE', ...listingBody(item) })),
  };
}
