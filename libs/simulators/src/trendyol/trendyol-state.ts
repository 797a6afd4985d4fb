import { randomUUID } from 'node:crypto';
import { type Brand, BrandRegistry } from './brand-registry';
import { settleClaim } from './claim-lifecycle';
import { movePackage } from './shipment-packages';

/** A product of a seller on Trendyol, the fields filterProducts reports (research §1.6). */
export interface Listing {
  id: string;
  /** The content id, given once approved. */
  productCode: number | null;
  barcode: string;
  title: string;
  productMainId: string;
  stockCode: string;
  brandId: number | null;
  brand: string | null;
  categoryId: number | null;
  categoryName: string | null;
  quantity: number;
  listPrice: number;
  salePrice: number;
  vatRate: number;
  dimensionalWeight: number;
  description: string;
  cargoCompanyId: number | null;
  images: Array<{ url: string }>;
  attributes: Array<{ attributeId: number; attributeValueId?: number | null; customAttributeValue?: string | null }>;
  lotNumber: string | null;
  deliveryOption: { deliveryDuration?: number | null; fastDeliveryType?: string | null } | null;
  approved: boolean;
  onSale: boolean;
  rejected: boolean;
  blacklisted: boolean;
  archived: boolean;
  /** When it was archived (a product approved must stay archived a day before it can be deleted). */
  archivedAt?: number;
  batchRequestId: string | null;
  createDateTime: number;
  lastUpdateDate: number;
}

export interface BatchItemResult {
  requestItem: Record<string, unknown>;
  status: 'SUCCESS' | 'FAILED';
  failureReasons: string[];
}

/** An asynchronous batch: its items are judged and applied once, when it completes. */
export interface Batch {
  batchRequestId: string;
  batchRequestType: 'ProductV2OnBoarding' | 'ProductV2Update' | 'ProductInventoryUpdate' | 'ProductArchiveUpdate' | 'ProductDeletion';
  creationDate: number;
  completesAt: number;
  /** The items as `requestItem` shows them, the same before and after the batch completes. */
  requestItems: Array<Record<string, unknown>>;
  results: BatchItemResult[] | null;
  process(account: SellerAccount, now: number): BatchItemResult[];
}

export interface PackageLine {
  id: number;
  quantity: number;
  salesCampaignId: number;
  productSize: string;
  merchantSku: string;
  productName: string;
  productCode: number | null;
  productOrigin: string;
  merchantId: number;
  amount: number;
  discount: number;
  tyDiscount: number;
  discountDetails: Array<{ lineItemPrice: number; lineItemDiscount: number; lineItemTyDiscount: number }>;
  fastDeliveryOptions: Array<{ type: string }>;
  currencyCode: string;
  productColor: string;
  sku: string;
  vatBaseAmount: number;
  barcode: string;
  orderLineItemStatusName: string;
  price: number;
  productCategoryId: number | null;
  laborCost: number;
  commission: number;
}

export interface PackageAddress {
  id: number;
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  addressLines: { addressLine1: string; addressLine2: string };
  city: string;
  cityCode: number;
  district: string;
  districtId: number;
  countyId: number;
  countyName: string;
  shortAddress: string;
  stateName: string;
  postalCode: string;
  countryCode: string;
  neighborhoodId: number;
  neighborhood: string;
  phone: string | null;
  latitude: string;
  longitude: string;
  fullName: string;
  fullAddress: string;
  taxOffice?: string;
  taxNumber?: string;
}

/** A shipment package of getShipmentPackages, every field of the docs' example (docs "Get Order Packages"). */
export interface ShipmentPackage {
  id: number;
  orderNumber: string;
  /** Trendyol sends it as epoch ms shifted to GMT+3 (docs "Get Order Packages"). */
  orderDate: number;
  status: string;
  shipmentPackageStatus: string;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string | null;
  customerId: number;
  taxNumber: string | null;
  identityNumber: string | null;
  commercial: boolean;
  grossAmount: number;
  totalDiscount: number;
  totalTyDiscount: number;
  totalPrice: number;
  currencyCode: string;
  /** Trendyol's barcode, a number (CODE128); a fed own-contract number replaces it when it is digits. */
  cargoTrackingNumber: number;
  cargoTrackingLink: string;
  /** The seller's e-invoice link (sendInvoiceLink), `''` until one is fed. */
  invoiceLink: string;
  cargoSenderNumber: string;
  cargoProviderName: string;
  shipmentAddress: PackageAddress;
  invoiceAddress: PackageAddress & { eInvoiceAvailable: boolean };
  lines: PackageLine[];
  packageHistories: Array<{ createdDate: number; status: string }>;
  deliveryType: 'normal';
  timeSlotId: number;
  scheduledDeliveryStoreId: string;
  estimatedDeliveryStartDate: number;
  estimatedDeliveryEndDate: number;
  deliveryAddressType: 'Shipment';
  agreedDeliveryDate: number;
  agreedDeliveryDateExtendible: boolean;
  extendedAgreedDeliveryDate: number | null;
  agreedDeliveryExtensionStartDate: number | null;
  agreedDeliveryExtensionEndDate: number | null;
  fastDelivery: boolean;
  fastDeliveryType: string | null;
  originShipmentDate: number;
  lastModifiedDate: number;
  micro: boolean;
  giftBoxRequested: boolean;
  '3pByTrendyol': boolean;
  containsDangerousProduct: boolean;
  cargoDeci: number;
  isCod: boolean;
  createdBy: 'order-creation' | 'cancel' | 'split';
  originPackageIds: number[] | null;
}

/** What the simulator knows of a package beside what Trendyol shows: kept off the wire. */
export interface PackageState {
  /** The own-contract tracking number fed by updateTrackingNumber (once only). */
  sellerTrackingNumber?: string;
  /** When the seller's own carrier takes the parcel (the package then goes Shipped). */
  carrierPicksUpAt?: number;
  /** A common label asked for (createCommonLabel), ready from `readyAt`. */
  commonLabel?: { boxQuantity: number; readyAt: number };
}

/** A claim item: one unit of an order line the customer sends back (docs "Getting Returned Orders"). */
export interface ClaimItem {
  id: string;
  orderLineItemId: number;
  reason: { name: string; externalReasonId: number; code: string };
  status: 'Created' | 'WaitingInAction' | 'WaitingFraudCheck' | 'Accepted' | 'Rejected' | 'Cancelled' | 'Unresolved' | 'InAnalysis';
  customerNote: string;
  note: string;
  resolved: boolean;
  autoAccepted: boolean;
  acceptedBySeller: boolean;
  /** When the item reached WaitingInAction (48 hours there and it is accepted by itself). */
  waitingSince: number | null;
}

export interface Claim {
  id: string;
  orderNumber: string;
  pkg: ShipmentPackage;
  claimDate: number;
  /** The return package's id (orderShipmentPackageId) and tracking number. */
  returnPackageId: number;
  returnTrackingNumber: number;
  /** When the return package reaches the seller: its items go WaitingInAction. */
  arrivesAt: number;
  lines: Array<{ line: PackageLine; items: ClaimItem[] }>;
  lastModifiedDate: number;
  audits: Array<{ claimItemId: string; previousStatus: string; newStatus: string; executorApp: string; date: number }>;
}

/** A customer's question on a product (docs "Getting Customer Questions"). */
export interface Question {
  id: number;
  barcode: string;
  text: string;
  status: 'WAITING_FOR_ANSWER' | 'WAITING_FOR_APPROVE' | 'ANSWERED' | 'REPORTED' | 'REJECTED';
  creationDate: number;
  customerId: number;
  userName: string;
  showUserName: boolean;
  productName: string;
  answer: { id: number; text: string; creationDate: number; hasPrivateInfo: boolean } | null;
}

/** A seller's order webhook (docs "Webhook Create"). */
export interface Webhook {
  id: string;
  url: string;
  username: string | null;
  password: string | null;
  apiKey: string | null;
  authenticationType: 'BASIC_AUTHENTICATION' | 'API_KEY';
  status: 'ACTIVE' | 'PASSIVE';
  subscribedStatuses: string[] | null;
  createdDate: number;
  lastModifiedDate: number | null;
}

/**
 * A marketplace campaign sellers join with a campaign price per product. UNVERIFIED: Trendyol's
 * Partner API documents no campaign service; this one is shaped after its other services.
 */
export interface Campaign {
  id: number;
  name: string;
  startDate: number;
  endDate: number;
  /** The least discount, in percent of the sale price, a campaign price must give. */
  minDiscountRate: number;
  /** Commission points Trendyol gives back on the campaign's sales. */
  commissionBonusRate: number;
  /** Each seller's products in it: supplier id → barcode → campaign price. */
  products: Map<string, Map<string, number>>;
}

/** 48 hours in WaitingInAction and a claim item is accepted by Trendyol itself (`autoAccepted`). */
export const AUTO_ACCEPT_MS = 48 * 3_600_000;

/** One seller account's state, created on first use. */
export class SellerAccount {
  readonly listings = new Map<string, Listing>();
  readonly batches = new Map<string, Batch>();
  readonly packages: ShipmentPackage[] = [];
  readonly packageStates = new WeakMap<ShipmentPackage, PackageState>();
  readonly claims: Claim[] = [];
  readonly questions: Question[] = [];
  readonly webhooks: Webhook[] = [];
  /** Accepted price-and-inventory payloads → when, for the 15-minute repeat refusal. */
  readonly recentStockPayloads = new Map<string, number>();

  constructor(
    readonly supplierId: string,
    private readonly brands: BrandRegistry,
  ) {}

  /** The brand of `id` if this seller may name it on a product. */
  brand(id: number): Brand | undefined {
    return this.brands.usableBy(id, this.supplierId);
  }

  /** Completes every batch whose time has come, in submission order. */
  settle(now: number): void {
    for (const batch of this.batches.values()) {
      if (batch.results === null && batch.completesAt <= now) batch.results = batch.process(this, batch.completesAt);
    }
    for (const pkg of this.packages) {
      const state = this.packageStates.get(pkg);
      if (state?.carrierPicksUpAt !== undefined && state.carrierPicksUpAt <= now) {
        if (pkg.status === 'Created' || pkg.status === 'Picking' || pkg.status === 'Invoiced')
          movePackage(pkg, 'Shipped', state.carrierPicksUpAt);
        delete state.carrierPicksUpAt;
      }
    }
    for (const claim of this.claims) settleClaim(claim, now);
  }
}

/** The whole marketplace in memory: seller accounts and the id sequences shared by them. */
export class TrendyolMarketplace {
  private readonly sellers = new Map<string, SellerAccount>();
  readonly campaigns: Campaign[] = [];
  readonly brands = new BrandRegistry();
  private sequence = 0;

  clear(): void {
    this.sellers.clear();
    this.campaigns.length = 0;
    this.brands.clear();
    this.sequence = 0;
  }

  /** The seller's account with its due batches completed. */
  account(supplierId: string, now = Date.now()): SellerAccount {
    let account = this.sellers.get(supplierId);
    if (!account) this.sellers.set(supplierId, (account = new SellerAccount(supplierId, this.brands)));
    account.settle(now);
    return account;
  }

  /** Increasing numbers for order numbers, package, line and question ids (distinct, like Trendyol's). */
  nextNumber(): number {
    return 10_000_000 + ++this.sequence;
  }

  batchRequestId(now: number): string {
    return `${randomUUID()}-${Math.floor(now / 1000)}`;
  }

  findOrder(orderNumber: string): { account: SellerAccount; packages: ShipmentPackage[] } | undefined {
    for (const account of this.sellers.values()) {
      const packages = account.packages.filter((p) => p.orderNumber === orderNumber);
      if (packages.length) return { account, packages };
    }
    return undefined;
  }

  findPackage(id: number): { account: SellerAccount; pkg: ShipmentPackage } | undefined {
    for (const account of this.sellers.values()) {
      const pkg = account.packages.find((candidate) => candidate.id === id);
      if (pkg) return { account, pkg };
    }
    return undefined;
  }

  /** A link is fed to one package only, across sellers (docs: the second reason for a 409). */
  packageWithInvoiceLink(link: string): ShipmentPackage | undefined {
    for (const account of this.sellers.values()) {
      const pkg = account.packages.find((candidate) => candidate.invoiceLink === link);
      if (pkg) return pkg;
    }
    return undefined;
  }

  findSellerOfBarcode(barcode: string): SellerAccount | undefined {
    return [...this.sellers.values()].find((account) => account.listings.has(barcode));
  }
}
