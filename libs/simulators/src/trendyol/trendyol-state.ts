import { randomUUID } from 'node:crypto';

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
  attributes: unknown[];
  approved: boolean;
  onSale: boolean;
  rejected: boolean;
  blacklisted: boolean;
  archived: boolean;
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
  batchRequestType: 'ProductV2OnBoarding' | 'ProductInventoryUpdate';
  creationDate: number;
  completesAt: number;
  requestItems: Array<Record<string, unknown>>;
  results: BatchItemResult[] | null;
  process(account: SellerAccount, now: number): BatchItemResult[];
}

export interface PackageLine {
  id: number;
  quantity: number;
  barcode: string;
  merchantSku: string;
  sku: string;
  productName: string;
  productCode: number | null;
  price: number;
  amount: number;
  discount: number;
  tyDiscount: number;
  vatBaseAmount: number;
  currencyCode: string;
  orderLineItemStatusName: string;
}

export interface PackageAddress {
  firstName: string;
  lastName: string;
  fullName: string;
  address1: string;
  address2: string;
  city: string;
  district: string;
  postalCode: string;
  countryCode: string;
  phone: string | null;
  fullAddress: string;
  taxOffice?: string;
  taxNumber?: string;
}

/** A shipment package of getShipmentPackages (research §1.8). */
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
  /** Trendyol's own barcode (a number), or the seller's carrier's code once fed (own contract). */
  cargoTrackingNumber: number | string;
  /** The own-contract tracking number fed by updateTrackingNumber (once only). */
  sellerTrackingNumber?: string;
  cargoTrackingLink: string;
  /** The seller's e-invoice link (sendInvoiceLink), `''` until one is fed. */
  invoiceLink: string;
  cargoSenderNumber: string;
  cargoProviderName: string;
  shipmentAddress: PackageAddress;
  invoiceAddress: PackageAddress & { eInvoiceAvailable: boolean };
  lines: PackageLine[];
  packageHistories: Array<{ createdDate: number; status: string }>;
  deliveryAddressType: 'Shipment';
  createdBy: 'order-creation';
  originPackageIds: null;
  fastDelivery: boolean;
  micro: boolean;
  isCod: boolean;
  cargoDeci: number;
  lastModifiedDate: number;
}

export interface Claim {
  id: string;
  orderNumber: string;
  reason: string;
  customerNote: string | null;
  items: unknown[];
  status: 'Created';
  claimDate: number;
}

export interface Question {
  id: number;
  barcode: string;
  text: string;
  status: 'WAITING_FOR_ANSWER';
  creationDate: number;
}

/** One seller account's state, created on first use. */
export class SellerAccount {
  readonly listings = new Map<string, Listing>();
  readonly batches = new Map<string, Batch>();
  readonly packages: ShipmentPackage[] = [];
  readonly claims: Claim[] = [];
  readonly questions: Question[] = [];
  /** Accepted price-and-inventory payloads → when, for the 15-minute repeat refusal. */
  readonly recentStockPayloads = new Map<string, number>();

  constructor(readonly supplierId: string) {}

  /** Completes every batch whose time has come, in submission order. */
  settle(now: number): void {
    for (const batch of this.batches.values()) {
      if (batch.results === null && batch.completesAt <= now) batch.results = batch.process(this, batch.completesAt);
    }
  }
}

/** The whole marketplace in memory: seller accounts and the id sequences shared by them. */
export class TrendyolMarketplace {
  private readonly sellers = new Map<string, SellerAccount>();
  private sequence = 0;

  clear(): void {
    this.sellers.clear();
    this.sequence = 0;
  }

  /** The seller's account with its due batches completed. */
  account(supplierId: string, now = Date.now()): SellerAccount {
    let account = this.sellers.get(supplierId);
    if (!account) this.sellers.set(supplierId, (account = new SellerAccount(supplierId)));
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
