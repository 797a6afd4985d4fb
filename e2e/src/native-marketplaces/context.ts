// What e2e/src/native-marketplaces.e2e.spec.ts shares with the marketplace modules beside this
// file: the shape of a module (what differs from one marketplace to another) and the context its
// tests act through (one seller of one marketplace, in the system of the shape under test).
import type { MarketplaceSlug } from '@tezgah/contracts';
import type { Api, ApiResponse, System } from '@tezgah/testing';
import { control, type demoTokens, until } from '../support';

/**
 * How often every connected marketplace is asked for its orders: one setting for the seven.
 * Çiçeksepeti allows GetOrders once per 5 s; its connector books GetOrders turns in order (5.25 s
 * apart), polls and status mirrors' order lookups alike (docs/simulators/ciceksepeti.md), so a
 * short interval delays a mirror by a turn or two, never for ever. The other simulators take 600
 * calls a minute; Koçtaş's OR11 stays once a minute whatever the setting.
 */
export const ORDER_POLL_INTERVAL_MS = 3_000;

/**
 * How long a change made on a marketplace (an order placed, cancelled) may take to show in Tezgah:
 * the next poll, the GetOrders turns a Çiçeksepeti poll may wait for (two of 5.25 s), and the ingestion.
 */
export const NEXT_POLL_MS = 40_000;

export type Tokens = Awaited<ReturnType<typeof demoTokens>>;

/** One call a simulator received, as `GET /control/<slug>/calls` lists it (oldest first). */
export interface SandboxCall {
  at: string;
  method: string;
  /** Relative to the simulator: the path the real API would have seen. */
  path: string;
  body: unknown;
  status: number | null;
}

/** An order as `GET /orders` lists it. */
export interface OrderRow {
  id: string;
  marketplace_order_id: string;
  status: string;
}

/** A customer order: its number on the marketplace and its id in Tezgah. */
export interface PlacedOrder {
  number: string;
  id: string;
}

/** A test of one marketplace's own, beside the shared scenario. */
export interface MarketplaceTest {
  title: string;
  run: (ctx: MarketplaceContext) => Promise<void>;
  /** Jest's time-out for it; 60 s unless told. */
  timeoutMs?: number;
}

/**
 * What sets a marketplace apart in the shared scenario: its data, and functions where it behaves
 * differently. A module answers a fresh one per shape, its seller unique to the run.
 */
export interface NativeMarketplace {
  slug: MarketplaceSlug;
  /** As test titles name it. */
  name: string;
  /** The describe's title: the marketplace and the protocol its connector speaks. */
  title: string;
  credentials: Record<string, string>;
  /** `credential_fields` of the marketplace in GET /marketplaces: what the connect form asks. */
  credentialFields: Array<{ name: string; required: boolean }>;
  /** Credentials the marketplace refuses, and the field and Turkish message the 422 names. */
  refused: { credentials: Record<string, string>; field: string; message: string };
  /** How the sandbox's control API names the seller's account (`seller`). */
  seller: string;
  /** The catalog product of the seller, created before anything else. */
  product: { sku: string; barcode: string; title: string; price: number; stock: number };
  /** The seller's listing of it on the marketplace before the connect; none where the connector reads no products (FLO). */
  listing?: { quantity: number; listing_id?: string };
  /** What else the first sync brings, and its check (after the shared ones). */
  firstSync: { title: string; before?: (ctx: MarketplaceContext) => Promise<void>; check?: (ctx: MarketplaceContext) => Promise<void> };
  /**
   * The stock set in Tezgah (`to`) and what shows that it reached the marketplace, or that it did
   * not. Where there is a listing, the shared test first waits for the simulator's quantity.
   */
  stock: { title: string; to: number; check: (ctx: MarketplaceContext) => Promise<void> };
  /**
   * The shared order tests, for a marketplace each poll asks for its orders: a customer order placed
   * and ingested, then the seller's `processing` and what the marketplace got of it; another order
   * cancelled on the marketplace (`cancelledAs` names how) and its stock given back. Absent where
   * orders come less often than the shared waits allow (Koçtaş's OR11 once a minute): the module's
   * own `tests` and `later` place and check them.
   */
  orders?: {
    processing: {
      title: string;
      /** What the marketplace got of the seller's `processing`, set on `order` at `statusSetAt`. */
      mirrored: (ctx: MarketplaceContext, order: PlacedOrder, statusSetAt: Date) => Promise<void>;
      /** Jest's time-out for the order test; 120 s unless told. */
      timeoutMs?: number;
    };
    cancelledAs: string;
  };
  /** The marketplace's own tests, after the shared scenario. */
  tests?: MarketplaceTest[];
  /** Tests run after every marketplace's describe: what waits for a slow poll, overlapping the others' tests. */
  later?: MarketplaceTest[];
}

/** The system of the shape under test, once its beforeAll started it. */
export interface SystemUnderTest {
  system: System;
  client: Api;
  tokens: Tokens;
}

/** One marketplace's seller in the system under test: what the shared scenario and the modules' tests act through. */
export class MarketplaceContext {
  /** The catalog product of `marketplace.product`, once created. */
  productId = '';

  constructor(
    readonly marketplace: NativeMarketplace,
    private readonly systemUnderTest: () => SystemUnderTest,
  ) {}

  get system(): System {
    return this.systemUnderTest().system;
  }

  get client(): Api {
    return this.systemUnderTest().client;
  }

  get tokens(): Tokens {
    return this.systemUnderTest().tokens;
  }

  /** A read as the owner. */
  get(path: string): Promise<ApiResponse> {
    return this.client.request('GET', path, { token: this.tokens.owner });
  }

  connect(credentials: Record<string, string>): Promise<ApiResponse> {
    return this.client.request('POST', `/marketplaces/${this.marketplace.slug}/connect`, { token: this.tokens.owner, body: credentials });
  }

  /** The marketplace's entry in GET /marketplaces. */
  async connection(): Promise<Record<string, unknown> | undefined> {
    return ((await this.get('/marketplaces')).body as Array<Record<string, unknown>>).find((m) => m.slug === this.marketplace.slug);
  }

  /** The seller moves an order on (as staff: the role that runs orders). */
  setStatus(orderId: string, body: Record<string, unknown>): Promise<ApiResponse> {
    return this.client.request('PATCH', `/orders/${orderId}/status`, { token: this.tokens.staff, body });
  }

  /** The marketplace simulator's control API (decisions §14). */
  sandbox(path: string, method: 'GET' | 'POST' = 'GET', body?: unknown): ReturnType<typeof control> {
    return control(`${this.system.sandboxUrl}/control/${this.marketplace.slug}${path}`, method, body);
  }

  /** The calls the simulator received (with `since`, those that arrived at or after it). */
  async calls(since?: Date): Promise<SandboxCall[]> {
    return (await this.sandbox(since ? `/calls?since=${encodeURIComponent(since.toISOString())}` : '/calls')).body as SandboxCall[];
  }

  /** The quantity of the seller's listing on the marketplace, as its simulator holds it. */
  listedQuantity = async (): Promise<number | undefined> =>
    ((await this.sandbox(`/listings?seller=${this.marketplace.seller}`)).body.listings as Array<{ sku: string; quantity: number }>).find(
      (listing) => listing.sku === this.marketplace.product.sku,
    )?.quantity;

  /** The product's stock in Tezgah. */
  stock = async (): Promise<number> => (await this.get(`/products/${this.productId}`)).body.stock as number;

  /** A customer buys the product on the marketplace: answers the marketplace's order number. */
  async placeOrder(quantity: number): Promise<string> {
    const { sku, barcode, title, price } = this.marketplace.product;
    const placed = await this.sandbox('/orders', 'POST', {
      seller: this.marketplace.seller,
      lines: [{ barcode, merchant_sku: sku, product_name: title, quantity, amount: price * quantity }],
    });
    expect(placed.status).toBeLessThan(300);
    return String(placed.body.order.order_number);
  }

  /** Tezgah's copy of the marketplace's order `number`, if ingested. */
  async orderOf(number: string): Promise<OrderRow | undefined> {
    const listed = await this.get(`/orders?marketplace=${this.marketplace.slug}&per_page=100`);
    return (listed.body.data as OrderRow[]).find((order) => order.marketplace_order_id === number);
  }

  /** A customer order placed on the marketplace and ingested by a poll. */
  async customerOrder(quantity: number): Promise<PlacedOrder> {
    const number = await this.placeOrder(quantity);
    const order = await until(() => this.orderOf(number), Boolean, NEXT_POLL_MS);
    return { number, id: order?.id ?? '' };
  }

  /** Waits for the order's status in Tezgah and answers the order (GET /orders/{id}). */
  async orderReaches(orderId: string, status: string, timeoutMs = NEXT_POLL_MS): Promise<Record<string, unknown>> {
    return until(
      async () => (await this.get(`/orders/${orderId}`)).body as Record<string, unknown>,
      (order) => order.status === status,
      timeoutMs,
    );
  }
}
