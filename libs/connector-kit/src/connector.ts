import type {
  ConnectorAccount,
  ConnectorName,
  MarketplaceConfig,
  MarketplaceOrderDto,
  MarketplaceSlug,
  RequestableOrderStatus,
} from '@tezgah/contracts';
import type { ThirdPartyHttp } from '@tezgah/third-party';

/**
 * One seller's connection as a connector acts on it: the credentials in clear (never logged), the
 * configuration, the base URL the configuration selects, and the HTTP client whose rate budget
 * and circuit breaker belong to this marketplace and seller.
 */
export interface ConnectionHandle {
  tenantId: string;
  slug: MarketplaceSlug;
  credentials: Record<string, string>;
  config: MarketplaceConfig;
  /** e.g. `http://127.0.0.1:3100/trendyol` in the sandbox environment. */
  baseUrl: string;
  http: ThirdPartyHttp;
}

/** A listing as the marketplace reports it (the kit adds product ids and timestamps). */
export interface MarketplaceListing {
  sku: string;
  barcode: string | null;
  listing_id: string;
  title: string | null;
  quantity: number;
  price: number | null;
  /** `active` when sellable; otherwise the marketplace's own word. */
  status: string;
}

/** A stock value to put on a listing; the kit sends only the newest value it knows. */
export interface StockUpdate {
  sku: string;
  barcode: string | null;
  listing_id: string;
  quantity: number;
  /** The listing's last known prices, for marketplaces whose stock call also carries price. */
  price: number | null;
}

/**
 * The marketplace's answer to one batch. SKUs in neither list are retried later (as after a
 * failure of the whole call, which the connector signals by throwing).
 */
export interface StockPushOutcome {
  accepted: string[];
  /** Refused for good (e.g. the listing no longer exists): not retried, logged. */
  rejected: Array<{ sku: string; reason: string }>;
}

/** A page of orders from a cursor; `cursor` is opaque to the kit and stored per connection. */
export interface OrdersPage {
  orders: MarketplaceOrderDto[];
  cursor: string;
  /** More pages are waiting right now. */
  more: boolean;
}

/** Where a party's simulator answers in the sandbox: `<sandboxBase>/<party>` (decisions §14), whether or not the base ends in `/`. */
export function sandboxUrlOf(sandboxBase: string, party: string): string {
  return `${sandboxBase.replace(/\/+$/, '')}/${party}`;
}

/**
 * What every marketplace connector implements (the connector contract of architecture.md). The
 * connector runtime (`@tezgah/connector-runtime`) does the rest: credentials, the listing map, the
 * first synchronisation, stock propagation, order polling and mirroring, retries and the RPC handlers.
 */
export interface MarketplaceConnector {
  readonly name: ConnectorName;
  /** Budget, breaker and batch facts of the marketplace's documented limits. */
  limits(slug: MarketplaceSlug): ConnectorLimits;
  /** The base URL for an environment; `sandbox` is `<sandboxBase>/<party>` (decisions §14). */
  baseUrl(slug: MarketplaceSlug, config: MarketplaceConfig, sandboxBase: string): string;
  /**
   * Checks the credentials with a real call. Throws DomainError `business.invalid` (with
   * `details`) when the marketplace refuses them; the HTTP client throws
   * `marketplace.unreachable` / `marketplace.rate_limited` by itself.
   */
  verify(connection: ConnectionHandle): Promise<ConnectorAccount>;
  /** One page of the seller's listings; `next` undefined on the last page. */
  listListings(connection: ConnectionHandle, pageToken: string | undefined): Promise<{ listings: MarketplaceListing[]; next?: string }>;
  /** At most `limits().stockBatchSize` updates, one per SKU. */
  pushStock(connection: ConnectionHandle, updates: StockUpdate[]): Promise<StockPushOutcome>;
  /**
   * Where the first sync starts reading orders (`now` in epoch ms): the start of the marketplace's
   * documented look-back window, as a cursor of `pullOrders` (docs/orders.md, "Orders open at connect").
   */
  lookBackCursor(slug: MarketplaceSlug, now: number): string;
  /**
   * Orders changed since the cursor (null: the marketplace's recent window). `background` when no
   * seller waits for the answer (the order poller, the first sync): a connector may then leave part
   * of the marketplace's quota to the seller's own calls.
   */
  pullOrders(connection: ConnectionHandle, cursor: string | null, options?: { background?: boolean }): Promise<OrdersPage>;
  /**
   * Mirrors a seller's status change of an order (decisions §7): brings the marketplace at least
   * as far as `status`. Only an order's newest status is mirrored (a `delivered` may stand for a
   * `shipped` that never went out), so a connector sends every step the seller still owes up to
   * it. `skipped` when there is nothing the marketplace takes; throws to be retried.
   */
  pushOrderStatus?(connection: ConnectionHandle, change: OrderStatusPush): Promise<'done' | 'skipped'>;
  /**
   * Tells the marketplace an order's e-invoice was accepted (issue 16: Trendyol takes its link and
   * the package moves to `Invoiced`). Called until it answers; `skipped` when the marketplace takes
   * nothing for that order; throws to be retried. Connectors without it skip every invoice.
   */
  sendInvoice?(connection: ConnectionHandle, invoice: InvoicePush): Promise<'done' | 'skipped'>;
  /** Oauth marketplaces only: the consent page for an environment, with our state and return address. */
  authorizationUrl?(
    slug: MarketplaceSlug,
    request: { config: MarketplaceConfig; state: string; redirectUri: string; sandboxBase: string },
  ): string;
  /** Oauth marketplaces only (marketplace B): the grant's code exchanged for stored credentials. */
  exchangeGrant?(
    slug: MarketplaceSlug,
    request: { code: string; selling_partner_id: string; config: MarketplaceConfig; baseUrl: string; http: ThirdPartyHttp },
  ): Promise<{ credentials: Record<string, string>; account: ConnectorAccount }>;
  /** Oauth marketplaces only: uses the stored grant once (weekly); `business.invalid` when it expired. */
  refreshGrant?(connection: ConnectionHandle): Promise<{ refresh_token_expires_at: string | null }>;
}

/** A status change to mirror, with what the marketplace needs to find the order again. */
export interface OrderStatusPush {
  marketplace_order_id: string;
  status: RequestableOrderStatus;
  tracking_number: string | null;
  cargo_provider: string | null;
}

/** An accepted e-invoice of an order, as the marketplace is told it. */
export interface InvoicePush {
  marketplace_order_id: string;
  /** The GİB number: 3 alphanumerics and 13 digits (`TZG2026000000001`). */
  number: string;
  ettn: string;
  type: 'earsiv' | 'efatura';
  /** The PDF's signed link. */
  pdf_url: string;
  issued_at: string;
  /** An earlier invoice of the order (cancelled since) was handed to the marketplace: this one takes its place there. */
  replaces: boolean;
}

/** From the marketplace's documentation (marketplaces-research.md), per marketplace. */
export interface ConnectorLimits {
  /** Requests a seller may make per window, per operation name (`*` for any other). */
  rate: Record<string, { points: number; durationMs: number; burst?: number }>;
  /** Requests a seller may make per window over all operations together, besides each operation's (Trendyol: 600 a minute). */
  account?: { points: number; durationMs: number; burst?: number };
  /** The most updates one stock call carries (Trendyol 1000). */
  stockBatchSize: number;
}
