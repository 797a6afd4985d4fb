/**
 * Marketplace B's sub-interface (spec: "Marketplace B connector", prefix `/marketplaces/amazon`):
 * the patterns the Amazon connector serves for the gateway's routes of that prefix, and their
 * shapes (docs/marketplaces.md, "Amazon's sub-interface", for the shapes the spec leaves open).
 */
import type { LabelDocumentDto } from '../cargo/cargo.contract';
import { definePattern } from '../rpc';

/** Amazon.com.tr (decisions §1). */
export const AMAZON_MARKETPLACE_ID = 'A33AVAJ2PDY3EV';

/** Marketplace B's cancel reasons (spec); any other is 400 `validation.failed` (decisions §5). */
export const AMAZON_CANCEL_REASONS = [
  'NoInventory',
  'ShippingAddressUndeliverable',
  'CustomerExchange',
  'BuyerCanceled',
  'GeneralAdjustment',
  'CarrierCreditDecision',
  'RiskAssessmentInformationNotValid',
  'CarrierCoverageFailure',
] as const;
export type AmazonCancelReason = (typeof AMAZON_CANCEL_REASONS)[number];

/** The message types of the Messaging API that carry a text alone (research §2.7). */
export const AMAZON_MESSAGE_TYPES = [
  'confirmOrderDetails',
  'confirmDeliveryDetails',
  'confirmServiceDetails',
  'unexpectedProblem',
] as const;
export type AmazonMessageType = (typeof AMAZON_MESSAGE_TYPES)[number];

/** Image roles of a new product (spec: `main`, `swatch_1`, `lifestyle_1` used; the rest of Amazon's locators beside them). */
export const AMAZON_IMAGE_ROLES = [
  'main',
  'swatch_1',
  'lifestyle_1',
  'other_1',
  'other_2',
  'other_3',
  'other_4',
  'other_5',
  'other_6',
] as const;

/** At most this many items go to putListingsItem one by one; more go as one JSON_LISTINGS_FEED. */
export const AMAZON_DIRECT_LISTINGS_MAX = 20;

export interface AmazonMoney {
  amount: number;
  currency_code: string;
}

export interface AmazonAccountResult {
  status: 'ok';
  selling_partner_id: string;
  marketplace_id: typeof AMAZON_MARKETPLACE_ID;
  marketplace_name: string;
  store_name: string | null;
  brand_registry: string[];
  refresh_token_expires_at: string | null;
  checked_at: string;
}

/** A listing item offering an existing catalogue entry (spec, first item shape). */
export interface AmazonOfferItem {
  seller_sku: string;
  asin: string;
  condition: 'new_new';
  price: number;
  currency: string;
  quantity: number;
  fulfillment: 'FBM' | 'FBA';
  handling_time_days: number;
}

/** A listing item describing a new product (spec, second item shape). */
export interface AmazonProductItem {
  seller_sku: string;
  product_type: string;
  external_product_id: string;
  external_product_id_type: 'EAN';
  title: string;
  brand: string;
  manufacturer: string;
  bullet_points: string[];
  description: string;
  price: number;
  quantity: number;
  fulfillment: 'FBM' | 'FBA';
  package_weight_kg: number;
  images: Array<{ role: string; url: string }>;
}

export type AmazonListingItem = AmazonOfferItem | AmazonProductItem;

export interface AmazonListingsRequest {
  items: AmazonListingItem[];
}

export interface AmazonListingsResult {
  submission_id: string;
  accepted_count: number;
  rejected_count: number;
  status_url: string;
  /** Present (true) when a new product joined an existing catalogue entry (its EAN was known to Amazon). */
  merged_with_existing_asin?: true;
}

/** An item's problem as Amazon reported it, with a Turkish reason. */
export interface AmazonItemIssue {
  code: string;
  message: string;
  amazon_message: string;
  attribute_names: string[];
}

export interface AmazonSubmissionItem {
  seller_sku: string;
  /** `PENDING` until Amazon processed it, then `VALID` or `INVALID`. */
  status: 'PENDING' | 'VALID' | 'INVALID';
  asin: string | null;
  merged_with_existing_asin?: true;
  warnings: AmazonItemIssue[];
  errors: AmazonItemIssue[];
}

export interface AmazonSubmissionResult {
  submission_id: string;
  /** `IN_PROGRESS` while Amazon processes a feed, `ACCEPTED` once every item has its result, `FATAL` when Amazon refused the feed whole. */
  status: 'IN_PROGRESS' | 'ACCEPTED' | 'FATAL';
  /** `listings` or `inventory`, and the path it took: `direct` (Listings Items) or `feed`. */
  kind: 'listings' | 'inventory';
  path: 'direct' | 'feed';
  items: AmazonSubmissionItem[];
}

export interface AmazonInventoryRequest {
  items: Array<{ seller_sku: string; quantity: number; price?: number }>;
  priority?: 'realtime' | 'standard';
}

export interface AmazonInventoryResult {
  submission_id: string;
  queued: number;
  /** Which path carried it: `direct` (a PATCH per SKU) or `feed`. */
  path: 'direct' | 'feed';
  /** Set when `priority: realtime` was asked but its quota was spent: the feed carried it instead. */
  fallback?: { reason: 'realtime_quota_exhausted'; message: string };
}

export interface AmazonOrdersQuery {
  status?: string;
  start?: string;
  end?: string;
}

export interface AmazonAddress {
  name: string | null;
  address_line_1: string | null;
  city: string | null;
  state_or_region: string | null;
  postal_code: string | null;
  country_code: string | null;
  phone: string | null;
}

export interface AmazonOrderView {
  amazon_order_id: string;
  purchase_date: string;
  order_status: string;
  fulfillment_channel: string | null;
  sales_channel: string | null;
  buyer: { name: string | null; email: string | null };
  shipping_address: AmazonAddress | null;
  order_total: AmazonMoney | null;
  is_prime: boolean;
  is_business_order: boolean;
  items: Array<{
    order_item_id: string;
    seller_sku: string | null;
    asin: string;
    title: string | null;
    quantity_ordered: number;
    item_price: AmazonMoney | null;
  }>;
}

export interface AmazonShipmentRequest {
  order_id: string;
  items: Array<{ order_item_id: string; quantity: number }>;
  carrier_code: string;
  tracking_number: string;
  shipping_method?: string;
  ship_date: string;
}

export interface AmazonShipmentResult {
  amazon_order_id: string;
  status: 'shipment_confirmed';
  items: Array<{ order_item_id: string; quantity: number }>;
}

export interface AmazonCancelRequest {
  order_id: string;
  reason: AmazonCancelReason;
}

/** Amazon takes a cancellation as an order acknowledgement feed: accepted now, applied when processed. */
export interface AmazonFeedAccepted {
  status: 'accepted';
  feed_id: string;
  submission_url: string | null;
}

export interface AmazonCancelResult extends AmazonFeedAccepted {
  amazon_order_id: string;
  reason: AmazonCancelReason;
}

export interface AmazonLabelRequest {
  order_id: string;
  ship_from: {
    name: string;
    address_line_1: string;
    city: string;
    postal_code: string;
    country_code: string;
    phone?: string;
    email?: string;
  };
  package_dimensions: { length_cm: number; width_cm: number; height_cm: number; weight_kg: number };
  /** An id from the eligible services; without it the cheapest eligible service is bought. */
  shipping_service_id?: string;
}

export interface AmazonLabelResult {
  label_format: 'PDF';
  label_url: string;
  tracking_number: string;
  carrier_name: string;
  shipping_service_id: string;
  cost: AmazonMoney;
  eligible_services: Array<{ shipping_service_id: string; name: string; carrier_name: string; cost: AmazonMoney }>;
}

export interface AmazonReturnView {
  return_request_id: string;
  amazon_order_id: string;
  order_item_id: string;
  asin: string;
  seller_sku: string;
  reason: string | null;
  customer_comments: string | null;
  status: string;
  request_date: string;
  amazon_provides_return_label: boolean;
}

export interface AmazonRefundRequest {
  return_request_id: string;
  refund_amount: number;
  refund_shipping: boolean;
  reason: string;
}

export interface AmazonRefundResult extends AmazonFeedAccepted {
  return_request_id: string;
  amazon_order_id: string;
  refund_amount: AmazonMoney;
}

export interface AmazonFbaInventoryItem {
  seller_sku: string;
  fnsku: string;
  asin: string;
  fulfillable_quantity: number;
  inbound_working: number;
  inbound_shipped: number;
  inbound_receiving: number;
  reserved_quantity: number;
  researching_quantity: number;
  unfulfillable_quantity: number;
}

export interface AmazonCompetitionItem {
  seller_sku: string;
  asin: string | null;
  buy_box_winner: boolean;
  your_price: number | null;
  lowest_price_new: number | null;
  lowest_price_used: number | null;
  competitor_count: number;
}

export interface AmazonFbaShipmentRequest {
  name?: string;
  ship_from: { name: string; address_line_1: string; city: string; postal_code: string; country_code: string; phone?: string };
  items: Array<{
    seller_sku: string;
    quantity: number;
    label_owner?: 'AMAZON' | 'SELLER' | 'NONE';
    prep_owner?: 'AMAZON' | 'SELLER' | 'NONE';
  }>;
}

export interface AmazonFbaShipmentResult {
  inbound_plan_id: string;
  operation_id: string;
  status: 'created';
  items: Array<{ seller_sku: string; quantity: number }>;
}

export interface AmazonMessageRequest {
  order_id: string;
  message_type: AmazonMessageType;
  text: string;
}

export interface AmazonMessageResult {
  amazon_order_id: string;
  message_type: AmazonMessageType;
  status: 'sent';
  sent_at: string;
}

const pattern = <Req, Res>(name: string) => definePattern<Req, Res>(`connector.amazon.${name}`);

export const AmazonPatterns = {
  account: pattern<Record<string, never>, AmazonAccountResult>('account.read'),
  listings: pattern<AmazonListingsRequest, AmazonListingsResult>('listings.submit'),
  submission: pattern<{ submission_id: string }, AmazonSubmissionResult>('submissions.read'),
  inventory: pattern<AmazonInventoryRequest, AmazonInventoryResult>('inventory.submit'),
  orders: pattern<AmazonOrdersQuery, { orders: AmazonOrderView[] }>('orders.search'),
  shipment: pattern<AmazonShipmentRequest, AmazonShipmentResult>('orders.ship'),
  cancel: pattern<AmazonCancelRequest, AmazonCancelResult>('orders.cancel'),
  label: pattern<AmazonLabelRequest, AmazonLabelResult>('orders.label'),
  /** A Merchant Fulfillment label (`lbl_…`) as the document of its signed link (`label_url`). */
  labelDocument: pattern<{ id: string; format: string }, LabelDocumentDto>('labels.document'),
  returns: pattern<{ start?: string; end?: string }, { returns: AmazonReturnView[] }>('returns.list'),
  refund: pattern<AmazonRefundRequest, AmazonRefundResult>('returns.refund'),
  fbaInventory: pattern<{ seller_skus: string[] }, { inventory: AmazonFbaInventoryItem[] }>('fba.inventory'),
  fbaShipment: pattern<AmazonFbaShipmentRequest, AmazonFbaShipmentResult>('fba.shipments.create'),
  competition: pattern<{ seller_skus: string[] }, { items: AmazonCompetitionItem[] }>('pricing.competition'),
  message: pattern<AmazonMessageRequest, AmazonMessageResult>('messaging.send'),
} as const;
