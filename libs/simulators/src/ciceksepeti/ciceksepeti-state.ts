import { randomUUID } from 'node:crypto';
import { MarketplaceState, type SellerAccount, type SimListing, type SimOrder, type SimOrderStatus } from '../shared/seller-account';

/** Çiçeksepeti's order item status ids (transcribed: 1 new, 2 preparing, 11 to be shipped, 5 shipped, 7 delivered; 20–23 the return flow). */
export const CS_STATUS = {
  new: 1,
  preparing: 2,
  readyForCargo: 11,
  shipped: 5,
  delivered: 7,
  /** Cancelled by the customer or Çiçeksepeti: the id is our sandbox's (not published). */
  cancelled: 6,
  returnStarted: 20,
  returnInCargo: 21,
  returnAtSupplier: 22,
  returnAwaitingApproval: 23,
} as const;

const STATUS_ID_OF: Record<SimOrderStatus, number> = {
  created: CS_STATUS.new,
  processing: CS_STATUS.preparing,
  shipped: CS_STATUS.shipped,
  delivered: CS_STATUS.delivered,
  cancelled: CS_STATUS.cancelled,
  returned: CS_STATUS.returnStarted,
};

/** What the seller's status ids move an order to in neutral terms. */
export const SIM_STATUS_OF: ReadonlyMap<number, SimOrderStatus> = new Map([
  [CS_STATUS.preparing, 'processing'],
  [CS_STATUS.readyForCargo, 'processing'],
  [CS_STATUS.shipped, 'shipped'],
  [CS_STATUS.delivered, 'delivered'],
]);

/** One item of an asynchronous product batch, applied when the batch completes. */
export interface CsBatchItem {
  itemId: string;
  stockCode: string;
  /** What the item asked for, as batch-status echoes it (`quantity`, `salesPrice`, `listPrice`). */
  data?: Record<string, number>;
  /** Applies the item; a failure reason when Çiçeksepeti refuses it. */
  apply: (account: SellerAccount) => CsFailure | null;
  status: 'Processing' | 'Success' | 'Failed';
  failureReasons: CsFailure[];
}

export interface CsFailure {
  code: string;
  message: string;
}

export interface CsBatch {
  batchId: string;
  seller: string;
  createdAt: Date;
  items: CsBatchItem[];
}

export interface CsListingDetails {
  mainProductCode: string;
  categoryId: number | null;
  description: string | null;
  images: string[];
  deliveryType: number | null;
  deliveryMessageType: number | null;
  listPrice: number;
}

/**
 * The Çiçeksepeti sandbox's state: the neutral seller accounts (listings, orders, questions) that
 * the control API fills, and what Çiçeksepeti adds: its finer status ids, product batches that
 * complete after `completeMs`, listing details and answers to questions.
 */
export class CicekState {
  readonly market: MarketplaceState;
  private batches = new Map<string, CsBatch>();
  /** A finer status id than the neutral status says (11 within processing, 21–23 within returned). */
  private refinements = new Map<string, { status: SimOrderStatus; id: number }>();
  private details = new Map<string, CsListingDetails>();
  private answers = new Map<string, { text: string; at: Date }>();

  constructor(private readonly completeMs: number) {
    this.market = new MarketplaceState(completeMs);
  }

  account(seller: string): SellerAccount {
    this.settle(seller);
    return this.market.account(seller);
  }

  submitBatch(seller: string, items: Array<Pick<CsBatchItem, 'stockCode' | 'apply' | 'data'>>): CsBatch {
    const batch: CsBatch = {
      batchId: randomUUID(),
      seller,
      createdAt: new Date(),
      items: items.map((item) => ({ ...item, itemId: randomUUID(), status: 'Processing', failureReasons: [] })),
    };
    this.batches.set(batch.batchId, batch);
    return batch;
  }

  batch(seller: string, batchId: string): CsBatch | undefined {
    this.settle(seller);
    const batch = this.batches.get(batchId);
    return batch?.seller === seller ? batch : undefined;
  }

  statusIdOf(order: SimOrder): number {
    const refined = this.refinements.get(order.number);
    return refined?.status === order.status ? refined.id : STATUS_ID_OF[order.status];
  }

  /** Moves an order to a Çiçeksepeti status id (the neutral status follows). */
  moveTo(account: SellerAccount, order: SimOrder, id: number, changes: Parameters<SellerAccount['moveOrder']>[2] = {}): void {
    const status = SIM_STATUS_OF.get(id) ?? (id >= CS_STATUS.returnStarted ? 'returned' : order.status);
    account.moveOrder(order, status, changes);
    this.refinements.set(order.number, { status, id });
  }

  detailsOf(listing: SimListing): CsListingDetails {
    return (
      this.details.get(listing.listing_id) ?? {
        mainProductCode: listing.sku,
        categoryId: null,
        description: null,
        images: [],
        deliveryType: 2,
        deliveryMessageType: 5,
        listPrice: listing.price,
      }
    );
  }

  putDetails(listing: SimListing, details: CsListingDetails): void {
    this.details.set(listing.listing_id, details);
  }

  answer(questionId: string, text: string): void {
    this.answers.set(questionId, { text, at: new Date() });
  }

  answerOf(questionId: string): { text: string; at: Date } | undefined {
    return this.answers.get(questionId);
  }

  reset(): void {
    this.market.reset();
    this.batches = new Map();
    this.refinements = new Map();
    this.details = new Map();
    this.answers = new Map();
  }

  /** Completes the seller's due batches, oldest first. */
  private settle(seller: string): void {
    const now = Date.now();
    const account = this.market.account(seller);
    for (const batch of this.batches.values()) {
      if (batch.seller !== seller || now - batch.createdAt.getTime() < this.completeMs) continue;
      for (const item of batch.items.filter((i) => i.status === 'Processing')) {
        const failure = item.apply(account);
        item.status = failure ? 'Failed' : 'Success';
        if (failure) item.failureReasons = [failure];
      }
    }
  }
}
