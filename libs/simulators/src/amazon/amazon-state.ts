export interface Money {
  CurrencyCode: string;
  Amount: string;
}

export interface SimListing {
  sku: string;
  asin: string;
  title: string;
  quantity: number;
  price: number | null;
  productType: string;
  conditionType: string;
  createdDate: string;
  lastUpdatedDate: string;
}

export interface SimOrderItem {
  OrderItemId: string;
  ASIN: string;
  SellerSKU: string;
  Title: string;
  QuantityOrdered: number;
  QuantityShipped: number;
  /** Unit price; v0 reports the line total (price × quantity) as ItemPrice. */
  unitPrice: number;
}

export interface SimAddress {
  Name?: string;
  AddressLine1?: string;
  AddressLine2?: string;
  City?: string;
  District?: string;
  StateOrRegion?: string;
  PostalCode?: string;
  CountryCode: string;
  Phone?: string;
}

export interface SimOrder {
  AmazonOrderId: string;
  PurchaseDate: string;
  LastUpdateDate: string;
  OrderStatus: 'Pending' | 'Unshipped' | 'PartiallyShipped' | 'Shipped' | 'Canceled';
  items: SimOrderItem[];
  buyer: { BuyerName?: string; BuyerEmail?: string };
  shippingAddress: SimAddress | null;
  /** When a Pending order becomes Unshipped (payment authorised). */
  payableAt: number;
  returns: SimReturn[];
  /** Why the seller cancelled (an order acknowledgement's CancelReason), when it did. */
  cancelReason?: string;
}

/** A return request on an order line (the returns report's row). */
export interface SimReturn {
  return_request_id: string;
  status: 'Authorized';
  reason: string | null;
  customer_comments: string | null;
  request_date: string;
  order_item_id: string;
  quantity: number;
  /** What the seller refunded through a payment adjustment feed. */
  refunded?: { amount: number; shipping: number; reason: string; at: string };
}

/** One SKU at Amazon's fulfilment centres (FBA Inventory's summary). */
export interface SimFbaInventory {
  sellerSku: string;
  fnSku: string;
  asin: string;
  productName: string;
  fulfillable: number;
  inboundWorking: number;
  inboundShipped: number;
  inboundReceiving: number;
  reserved: number;
  researching: number;
  unfulfillable: number;
  lastUpdatedTime: string;
}

export interface SimReport {
  reportId: string;
  reportType: string;
  marketplaceIds: string[];
  dataStartTime: string;
  dataEndTime: string;
  createdTime: number;
  completesAt: number;
  reportDocumentId?: string;
}

export const FEED_TYPES = ['JSON_LISTINGS_FEED', 'POST_ORDER_ACKNOWLEDGEMENT_DATA', 'POST_PAYMENT_ADJUSTMENT_DATA'] as const;

export interface SimFeed {
  feedId: string;
  feedType: string;
  marketplaceIds: string[];
  inputFeedDocumentId: string;
  createdTime: number;
  completesAt: number;
  outcome?: { processingStatus: 'DONE' | 'FATAL'; resultFeedDocumentId: string };
}

export interface SimDocument {
  feedDocumentId: string;
  sellerId: string;
  contentType: string;
  content: string | null;
}

/** One selling partner's account: what Amazon holds for it. */
export class SellerAccount {
  readonly listings = new Map<string, SimListing>();
  readonly orders = new Map<string, SimOrder>();
  readonly feeds = new Map<string, SimFeed>();
  readonly fbaInventory = new Map<string, SimFbaInventory>();
  readonly reports = new Map<string, SimReport>();
  /** Merchant Fulfillment shipments (labels bought), by ShipmentId. */
  readonly mfnShipments = new Map<string, Record<string, unknown>>();
  /** Messages sent to buyers through the Messaging API. */
  readonly messages: Array<{ amazonOrderId: string; type: string; text: string | null; at: string }> = [];
  /** FBA inbound plans (Fulfillment Inbound 2024-03-20), by inboundPlanId. */
  readonly inboundPlans = new Map<string, Record<string, unknown>>();
  /** Refresh tokens issued at or before this instant are `invalid_grant` (the 6-month expiry). */
  grantsExpiredBefore = 0;
  /** Access tokens issued at or before this instant are expired (tests of the renewal). */
  accessExpiredBefore = 0;

  constructor(readonly sellerId: string) {}

  get storeName(): string {
    return `Tezgah Demo Mağazası ${this.sellerId.slice(-4)}`;
  }
}

/** Everything the simulator remembers, in memory until `reset()`. */
export class AmazonState {
  private readonly sellers = new Map<string, SellerAccount>();
  readonly documents = new Map<string, SimDocument>();
  /** Authorization codes from the consent page: single use, five minutes like LWA's. */
  readonly codes = new Map<string, { sellerId: string; expiresAt: number }>();
  /** Order id → seller, for the control routes that name only the order. */
  readonly orderOwners = new Map<string, string>();
  private sequence = 0;

  /** Seller accounts are created on first use (decisions §14). */
  seller(sellerId: string): SellerAccount {
    let account = this.sellers.get(sellerId);
    if (!account) this.sellers.set(sellerId, (account = new SellerAccount(sellerId)));
    return account;
  }

  findOrder(orderId: string): { account: SellerAccount; order: SimOrder } | null {
    const sellerId = this.orderOwners.get(orderId);
    const order = sellerId ? this.seller(sellerId).orders.get(orderId) : undefined;
    return sellerId && order ? { account: this.seller(sellerId), order } : null;
  }

  /** A number unique in this simulator's life, for ids that must not collide. */
  next(): number {
    return ++this.sequence;
  }

  reset(): void {
    this.sellers.clear();
    this.documents.clear();
    this.codes.clear();
    this.orderOwners.clear();
  }
}
