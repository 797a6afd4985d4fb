import { randomUUID } from 'node:crypto';

/**
 * One seller account on a simulated marketplace, in neutral terms: each simulator renders it in
 * its marketplace's own shapes and words. Shared by the Hepsiburada, n11 and generic simulators.
 */
export const SIM_ORDER_STATUSES = ['created', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export type SimOrderStatus = (typeof SIM_ORDER_STATUSES)[number];

export interface SimListing {
  sku: string;
  barcode: string | null;
  /** The marketplace's own id of the listing. */
  listing_id: string;
  title: string | null;
  quantity: number;
  price: number;
  /** `active` is sellable; `passive` is not (locked, suspended or closed by the seller). */
  status: 'active' | 'passive';
}

export interface SimOrderLine {
  line_id: string;
  sku: string;
  barcode: string | null;
  title: string;
  quantity: number;
  price: number;
}

export interface SimOrder {
  number: string;
  package_number: string;
  status: SimOrderStatus;
  lines: SimOrderLine[];
  customer: { first_name: string; last_name: string; email: string | null; phone: string | null };
  shipping_address: { address1: string; city: string; district: string | null; postal_code: string | null; country_code: string };
  tracking_number: string | null;
  cargo_provider: string | null;
  reason: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A stock (and optionally price) change for one SKU. */
export interface SimStockChange {
  sku: string;
  quantity: number;
  price?: number;
}

export interface SimStockResult {
  accepted: string[];
  rejected: Array<{ sku: string; reason: string }>;
}

/** An asynchronous upload/task: in progress until `completeMs` passed, then applied once. */
export interface SimStockUpload {
  id: string;
  created_at: Date;
  changes: SimStockChange[];
  result: SimStockResult | null;
}

/** Customer-side events the control API creates. */
export interface SimClaim {
  claim_id: string;
  order_number: string;
  reason: string | null;
  created_at: Date;
}

export interface SimQuestion {
  question_id: string;
  barcode: string | null;
  text: string;
  created_at: Date;
}

export class SellerAccount {
  readonly listings = new Map<string, SimListing>();
  readonly orders = new Map<string, SimOrder>();
  readonly uploads = new Map<string, SimStockUpload>();
  readonly claims: SimClaim[] = [];
  readonly questions: SimQuestion[] = [];

  constructor(
    private readonly clock: MarketplaceClock,
    private readonly completeMs: number,
  ) {}

  /** Puts listings the seller already has on the marketplace (or replaces them, by SKU). */
  putListing(listing: SimListing): void {
    this.listings.set(listing.sku, listing);
  }

  /** Applies changes now; unknown SKUs are refused as a marketplace refuses them. */
  applyStock(changes: SimStockChange[]): SimStockResult {
    const result: SimStockResult = { accepted: [], rejected: [] };
    for (const change of changes) {
      const listing = this.listings.get(change.sku);
      if (!listing) {
        result.rejected.push({ sku: change.sku, reason: 'listing_not_found' });
        continue;
      }
      listing.quantity = change.quantity;
      if (change.price !== undefined) listing.price = change.price;
      result.accepted.push(change.sku);
    }
    return result;
  }

  /** Queues changes as an upload that completes after the configured delay. */
  submitStock(changes: SimStockChange[]): SimStockUpload {
    const upload: SimStockUpload = { id: randomUUID(), created_at: this.clock.now(), changes, result: null };
    this.uploads.set(upload.id, upload);
    return upload;
  }

  /** Completes every due upload, oldest first (called before anything reads the account). */
  settle(): void {
    const now = Date.now();
    for (const upload of this.uploads.values()) {
      if (!upload.result && now - upload.created_at.getTime() >= this.completeMs) upload.result = this.applyStock(upload.changes);
    }
  }

  addOrder(
    order: Omit<
      SimOrder,
      'number' | 'package_number' | 'created_at' | 'updated_at' | 'status' | 'tracking_number' | 'cargo_provider' | 'reason'
    >,
  ): SimOrder {
    const at = this.clock.now();
    const created: SimOrder = {
      ...order,
      number: this.clock.nextNumber(),
      package_number: this.clock.nextNumber(),
      status: 'created',
      tracking_number: null,
      cargo_provider: null,
      reason: null,
      created_at: at,
      updated_at: at,
    };
    this.orders.set(created.number, created);
    return created;
  }

  /** Moves an order and stamps it (a strictly newer `updated_at`, so pollers see the change). */
  moveOrder(
    order: SimOrder,
    status: SimOrderStatus,
    changes: Partial<Pick<SimOrder, 'tracking_number' | 'cargo_provider' | 'reason'>> = {},
  ): SimOrder {
    Object.assign(order, changes, { status, updated_at: this.clock.now() });
    return order;
  }

  /** Orders changed at or after `since` (all when null), oldest change first. */
  ordersChangedSince(since: Date | null, until: Date | null = null): SimOrder[] {
    return [...this.orders.values()]
      .filter((o) => (!since || o.updated_at >= since) && (!until || o.updated_at <= until))
      .sort((a, b) => a.updated_at.getTime() - b.updated_at.getTime());
  }

  addClaim(orderNumber: string, reason: string | null): SimClaim {
    const claim = { claim_id: this.clock.nextNumber(), order_number: orderNumber, reason, created_at: this.clock.now() };
    this.claims.push(claim);
    return claim;
  }

  addQuestion(barcode: string | null, text: string): SimQuestion {
    const question = { question_id: this.clock.nextNumber(), barcode, text, created_at: this.clock.now() };
    this.questions.push(question);
    return question;
  }
}

/** Strictly increasing timestamps and numbers for one simulator. */
export class MarketplaceClock {
  private last = 0;
  private counter = 0;

  now(): Date {
    this.last = Math.max(Date.now(), this.last + 1);
    return new Date(this.last);
  }

  nextNumber(): string {
    this.counter += 1;
    return String(100_000_000 + this.counter);
  }
}

/** Every seller account of one simulated marketplace, created on first use. */
export class MarketplaceState {
  private accounts = new Map<string, SellerAccount>();
  private clock = new MarketplaceClock();

  constructor(private readonly completeMs: number) {}

  /** The seller's account with its due uploads completed. */
  account(seller: string): SellerAccount {
    let account = this.accounts.get(seller);
    if (!account) {
      account = new SellerAccount(this.clock, this.completeMs);
      this.accounts.set(seller, account);
    }
    account.settle();
    return account;
  }

  /** The order with this number in any account (control routes name orders only by number). */
  findOrder(number: string): { account: SellerAccount; order: SimOrder } | undefined {
    for (const account of this.accounts.values()) {
      const order = account.orders.get(number);
      if (order) return { account, order };
    }
    return undefined;
  }

  reset(): void {
    this.accounts = new Map();
    this.clock = new MarketplaceClock();
  }
}
