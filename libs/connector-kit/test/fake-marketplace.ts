import type { ConnectorAccount, MarketplaceOrderDto } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type {
  ConnectionHandle,
  ConnectorLimits,
  MarketplaceConnector,
  MarketplaceListing,
  OrdersPage,
  StockPushOutcome,
  StockUpdate,
} from '../src/connector';

/** One stock call the fake marketplace received. */
export interface ReceivedPush {
  tenantId: string;
  slug: string;
  at: number;
  updates: StockUpdate[];
}

function order(id: number): MarketplaceOrderDto {
  const at = new Date(Date.UTC(2026, 0, 1, 10, id)).toISOString();
  return {
    marketplace_order_id: `MO-${id}`,
    marketplace_status: 'Created',
    status: 'created',
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
 * A third-party marketplace in memory, served by the `generic` connector: listings per tenant and
 * slug, stock calls recorded, and failures and refusals on demand.
 */
export class FakeMarketplace implements MarketplaceConnector {
  readonly name = 'generic' as const;
  readonly listings = new Map<string, MarketplaceListing[]>();
  readonly pushes: ReceivedPush[] = [];
  /** Stock calls that throw `marketplace.unreachable` before one succeeds. */
  failingPushes = 0;
  /** SKUs whose stock the marketplace refuses for good. */
  readonly refusedSkus = new Set<string>();
  pageSize = 2;
  recentOrders = 3;
  maxInFlight = 0;
  private inFlight = new Map<string, number>();

  limits(): ConnectorLimits {
    return { rate: { '*': { points: 1000, durationMs: 1000 } }, stockBatchSize: 500 };
  }

  baseUrl(slug: string, _config: unknown, sandboxBase: string): string {
    return `${sandboxBase}/${slug}`;
  }

  async verify(connection: ConnectionHandle): Promise<ConnectorAccount> {
    if (connection.credentials.api_key === 'invalid') throw new DomainError('business.invalid', { api_key: [{ code: 'invalid', message: 'Geçersiz değer.' }] });
    return { seller_id: connection.credentials.seller_id ?? 'S-1', store_name: `Mağaza @ ${connection.baseUrl}` };
  }

  async listListings(connection: ConnectionHandle, pageToken: string | undefined): Promise<{ listings: MarketplaceListing[]; next?: string }> {
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
      if (this.failingPushes > 0) {
        this.failingPushes--;
        throw new DomainError('marketplace.unreachable');
      }
      return {
        accepted: updates.filter((update) => !this.refusedSkus.has(update.sku)).map((update) => update.sku),
        rejected: updates.filter((update) => this.refusedSkus.has(update.sku)).map((update) => ({ sku: update.sku, reason: 'listing not found' })),
      };
    } finally {
      this.inFlight.set(key, running - 1);
    }
  }

  async pullOrders(): Promise<OrdersPage> {
    return { orders: Array.from({ length: this.recentOrders }, (_, i) => order(i + 1)), cursor: 'cursor-1', more: false };
  }

  /** Every quantity the marketplace received for one SKU of a tenant, in order. */
  quantitiesOf(tenantId: string, sku: string): number[] {
    return this.pushes.filter((push) => push.tenantId === tenantId).flatMap((push) => push.updates.filter((u) => u.sku === sku).map((u) => u.quantity));
  }
}
