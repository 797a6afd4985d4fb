import type { ConnectorAccount, MarketplaceOrderDto } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type {
  ConnectionHandle,
  InvoicePush,
  ConnectorLimits,
  MarketplaceConnector,
  MarketplaceListing,
  OrdersPage,
  OrderStatusPush,
  StockPushOutcome,
  StockUpdate,
} from '@tezgah/connector-kit';

/** One stock call the fake marketplace received. */
export interface ReceivedPush {
  tenantId: string;
  slug: string;
  at: number;
  updates: StockUpdate[];
}

/** One orders call the fake marketplace received. */
export interface ReceivedPull {
  tenantId: string;
  slug: string;
  cursor: string | null;
  at: number;
}

/** One status change the fake marketplace received. */
export interface ReceivedStatus {
  tenantId: string;
  slug: string;
  at: number;
  change: OrderStatusPush;
}

/** One invoice the fake marketplace was told of. */
export interface ReceivedInvoice {
  tenantId: string;
  slug: string;
  at: number;
  invoice: InvoicePush;
}

/** An order as the fake marketplace lists it; `id` names it `MO-<id>`. */
export function fakeOrder(id: number | string, status = 'created'): MarketplaceOrderDto {
  const at = new Date(Date.UTC(2026, 0, 1, 10, typeof id === 'number' ? id : 0)).toISOString();
  return {
    marketplace_order_id: `MO-${id}`,
    marketplace_status: status,
    status,
    customer: { name: 'Ayşe Yılmaz', email: null, phone: null },
    items: [{ sku: 'SKU-1', title: 'Ürün', quantity: 1, price: 10, line_id: null }],
    total: 10,
    currency: 'TRY',
    shipping_address: null,
    created_at: at,
    updated_at: at,
  };
}

/**
 * A third-party marketplace in memory, served by the `generic` connector: listings and an order
 * change log per tenant and slug, stock, orders and status calls recorded, and failures and
 * refusals on demand.
 */
export class FakeMarketplace implements MarketplaceConnector {
  readonly name = 'generic' as const;
  readonly listings = new Map<string, MarketplaceListing[]>();
  readonly pushes: ReceivedPush[] = [];
  /** Stock calls that throw `marketplace.unreachable` before one succeeds. */
  failingPushes = 0;
  /** How long the marketplace takes to answer a stock call it has already received. */
  answerDelayMs = 0;
  /** SKUs whose stock the marketplace refuses for good. */
  readonly refusedSkus = new Set<string>();
  pageSize = 2;
  recentOrders = 3;
  maxInFlight = 0;
  private inFlight = new Map<string, number>();
  /**
   * Per `tenant/slug`, every order change oldest first (a changed order appears again); the cursor
   * is a position in it. A connection without one has `recentOrders` orders.
   */
  readonly orderChanges = new Map<string, MarketplaceOrderDto[]>();
  ordersPageSize = 100;
  /** When set, orders calls wait for it (a marketplace that hangs). */
  pullGate: Promise<void> | null = null;
  /** Per `tenant/slug`: orders calls that throw `marketplace.unreachable` before one succeeds. */
  readonly failingPulls = new Map<string, number>();
  readonly pulls: ReceivedPull[] = [];
  maxPullsInFlight = 0;
  private pullsInFlight = new Map<string, number>();
  readonly statuses: ReceivedStatus[] = [];
  /** Status calls that throw this error before one succeeds. */
  failingStatusPushes = 0;
  statusFailure = new DomainError('marketplace.unreachable');
  readonly invoices: ReceivedInvoice[] = [];
  /** Invoice calls that throw `marketplace.unreachable` before one succeeds. */
  failingInvoices = 0;
  /** A property, so a spec can take it away to be a connector that tells no marketplace of invoices. */
  sendInvoice?: MarketplaceConnector['sendInvoice'] = async (connection, invoice) => {
    this.invoices.push({ tenantId: connection.tenantId, slug: connection.slug, at: Date.now(), invoice });
    if (this.failingInvoices > 0) {
      this.failingInvoices--;
      throw new DomainError('marketplace.unreachable');
    }
    return 'done';
  };

  limits(): ConnectorLimits {
    return { rate: { '*': { points: 1000, durationMs: 1000 } }, stockBatchSize: 500 };
  }

  baseUrl(slug: string, _config: unknown, sandboxBase: string): string {
    return `${sandboxBase}/${slug}`;
  }

  async verify(connection: ConnectionHandle): Promise<ConnectorAccount> {
    if (connection.credentials.api_key === 'invalid')
      throw new DomainError('business.invalid', { api_key: [{ code: 'invalid', message: 'Geçersiz değer.' }] });
    return { seller_id: connection.credentials.seller_id ?? 'S-1', store_name: `Mağaza @ ${connection.baseUrl}` };
  }

  async listListings(
    connection: ConnectionHandle,
    pageToken: string | undefined,
  ): Promise<{ listings: MarketplaceListing[]; next?: string }> {
    const all = this.listings.get(`${connection.tenantId}/${connection.slug}`) ?? [];
    const from = Number(pageToken ?? 0);
    const to = from + this.pageSize;
    return { listings: all.slice(from, to), next: to < all.length ? String(to) : undefined };
  }

  async pushStock(connection: ConnectionHandle, updates: StockUpdate[]): Promise<StockPushOutcome> {
    const key = `${connection.tenantId}/${connection.slug}`;
    const running = (this.inFlight.get(key) ?? 0) + 1;
    this.inFlight.set(key, running);
    this.maxInFlight = Math.max(this.maxInFlight, running);
    try {
      await new Promise((resolve) => setTimeout(resolve, 15));
      this.pushes.push({ tenantId: connection.tenantId, slug: connection.slug, at: Date.now(), updates });
      if (this.answerDelayMs) await new Promise((resolve) => setTimeout(resolve, this.answerDelayMs));
      if (this.failingPushes > 0) {
        this.failingPushes--;
        throw new DomainError('marketplace.unreachable');
      }
      return {
        accepted: updates.filter((update) => !this.refusedSkus.has(update.sku)).map((update) => update.sku),
        rejected: updates
          .filter((update) => this.refusedSkus.has(update.sku))
          .map((update) => ({ sku: update.sku, reason: 'listing not found' })),
      };
    } finally {
      this.inFlight.set(key, running - 1);
    }
  }

  /** The change log holds only the look-back window: a first sync reads it from its start. */
  lookBackCursor(): string {
    return '0';
  }

  async pullOrders(connection: ConnectionHandle, cursor: string | null): Promise<OrdersPage> {
    const key = `${connection.tenantId}/${connection.slug}`;
    this.pulls.push({ tenantId: connection.tenantId, slug: connection.slug, cursor, at: Date.now() });
    const running = (this.pullsInFlight.get(key) ?? 0) + 1;
    this.pullsInFlight.set(key, running);
    this.maxPullsInFlight = Math.max(this.maxPullsInFlight, running);
    try {
      await this.pullGate;
      const failing = this.failingPulls.get(key) ?? 0;
      if (failing > 0) {
        this.failingPulls.set(key, failing - 1);
        throw new DomainError('marketplace.unreachable');
      }
      const changes = this.orderChanges.get(key) ?? Array.from({ length: this.recentOrders }, (_, i) => fakeOrder(i + 1));
      const from = Number(cursor ?? 0);
      const to = Math.min(changes.length, from + this.ordersPageSize);
      return { orders: changes.slice(from, to), cursor: String(to), more: to < changes.length };
    } finally {
      this.pullsInFlight.set(key, running - 1);
    }
  }

  /** Trendyol-like: a seller cannot set `delivered`, which is skipped. */
  async pushOrderStatus(connection: ConnectionHandle, change: OrderStatusPush): Promise<'done' | 'skipped'> {
    this.statuses.push({ tenantId: connection.tenantId, slug: connection.slug, at: Date.now(), change });
    if (this.failingStatusPushes > 0) {
      this.failingStatusPushes--;
      throw this.statusFailure;
    }
    return change.status === 'delivered' ? 'skipped' : 'done';
  }

  /** A customer's order, or a change of one, appears on the marketplace. */
  addOrderChange(tenantId: string, slug: string, order: MarketplaceOrderDto): void {
    const key = `${tenantId}/${slug}`;
    this.orderChanges.set(key, [...(this.orderChanges.get(key) ?? []), order]);
  }

  /** The statuses the marketplace received for one order of a tenant, in order. */
  statusesOf(tenantId: string, marketplaceOrderId: string): string[] {
    return this.statuses
      .filter((s) => s.tenantId === tenantId && s.change.marketplace_order_id === marketplaceOrderId)
      .map((s) => s.change.status);
  }

  /** The invoice numbers the marketplace was told of for one order of a tenant, in order. */
  invoicesOf(tenantId: string, marketplaceOrderId: string): string[] {
    return this.invoices
      .filter((i) => i.tenantId === tenantId && i.invoice.marketplace_order_id === marketplaceOrderId)
      .map((i) => i.invoice.number);
  }

  /** Every quantity the marketplace received for one SKU of a tenant, in order. */
  quantitiesOf(tenantId: string, sku: string): number[] {
    return this.pushes
      .filter((push) => push.tenantId === tenantId)
      .flatMap((push) => push.updates.filter((u) => u.sku === sku).map((u) => u.quantity));
  }
}
