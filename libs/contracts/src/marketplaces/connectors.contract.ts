/**
 * The connector services' API (one service per ConnectorName, decisions §1): the same patterns
 * under each connector's name, so callers route by the registry.
 */
import { defineEvent } from '../events';
import type { PageDto } from '../resources';
import { definePattern, type RpcPattern } from '../rpc';
import type { VatRate } from '../tenants/settings.contract';
import type { MarketplaceConfig } from './marketplaces.contract';
import { type ConnectorName, type MarketplaceSlug, marketplaceOf } from './registry';

/** The seller account a marketplace confirmed when the credentials were checked. */
export interface ConnectorAccount {
  seller_id: string;
  store_name: string | null;
}

/** A listing on a marketplace, as the connector last saw it (`GET /marketplaces/{slug}/products`). */
export interface MarketplaceListingDto {
  sku: string;
  barcode: string | null;
  /** The marketplace's own id of the listing (Trendyol content id, ASIN, HB SKU, …). */
  listing_id: string;
  title: string | null;
  quantity: number;
  price: number | null;
  /** `active` listings count in `active_listing_count`; anything else is the marketplace's word. */
  status: string;
  /** The catalog product with this SKU, when there is one. */
  product_id: string | null;
  synced_at: string;
}

/** An order as a marketplace holds it (`GET /marketplaces/{slug}/orders`), mapped to the spec's Order fields. */
export interface MarketplaceOrderDto {
  marketplace_order_id: string;
  /** The marketplace's own status word (Created, Unshipped, …). */
  marketplace_status: string;
  status: string;
  customer: { name: string | null; email: string | null; phone: string | null };
  /** `vat_rate`: the line's KDV rate when the marketplace gives one (decisions §8); absent or null otherwise. */
  items: Array<{ sku: string; title: string | null; quantity: number; price: number; line_id: string | null; vat_rate?: VatRate | null }>;
  total: number;
  currency: string;
  shipping_address: {
    line1: string | null;
    line2: string | null;
    city: string | null;
    district: string | null;
    postal_code: string | null;
    country: string;
  } | null;
  billing_address?: { tax_office: string | null; tax_number: string | null; line1: string | null; city: string | null } | null;
  tracking_number?: string | null;
  cargo_provider?: string | null;
  /**
   * True when the marketplace assigned the tracking number and carrier itself (its contracted
   * carrier, e.g. Trendyol's unless the seller ships under their own contract): the seller ships
   * with these and cannot send others. Absent or false: they are only what the marketplace shows.
   */
  tracking_assigned_by_marketplace?: boolean;
  created_at: string;
  updated_at: string;
}

export interface VerifyRequest {
  slug: MarketplaceSlug;
  credentials: Record<string, string>;
  config: MarketplaceConfig;
}

/** Marketplace B's grant: the code of the callback exchanged for the long-lived refresh grant. */
export interface GrantExchangeRequest {
  slug: MarketplaceSlug;
  code: string;
  selling_partner_id: string;
  config: MarketplaceConfig;
}

export interface ConnectorPatterns {
  /** Checks credentials against the marketplace: 422 refused, 502 unreachable, 503 rate limited. */
  verify: RpcPattern<VerifyRequest, ConnectorAccount>;
  /** Oauth marketplaces only: where the seller approves the grant, carrying our signed state. */
  authorize: RpcPattern<
    { slug: MarketplaceSlug; config: MarketplaceConfig; state: string; redirect_uri: string },
    { authorization_url: string }
  >;
  /** Exchanges a grant code (oauth marketplaces only); the answer's credentials are stored sealed. */
  exchangeGrant: RpcPattern<GrantExchangeRequest, { credentials: Record<string, string>; account: ConnectorAccount }>;
  /** Refreshes a stored grant (weekly); 422 when the marketplace says it expired. */
  refreshGrant: RpcPattern<{ slug: MarketplaceSlug }, { refresh_token_expires_at: string | null }>;
  listings: RpcPattern<{ slug: MarketplaceSlug; page: number; per_page: number }, PageDto<MarketplaceListingDto>>;
  orders: RpcPattern<{ slug: MarketplaceSlug; page: number; per_page: number }, PageDto<MarketplaceOrderDto>>;
}

/** The patterns of one connector service: `connector.<name>.<resource>.<verb>`. */
export function connectorPatterns(connector: ConnectorName): ConnectorPatterns {
  const name = (resource: string) => `connector.${connector}.${resource}`;
  return {
    verify: definePattern(name('account.verify')),
    authorize: definePattern(name('grant.authorize')),
    exchangeGrant: definePattern(name('grant.exchange')),
    refreshGrant: definePattern(name('grant.refresh')),
    listings: definePattern(name('listings.list')),
    orders: definePattern(name('orders.list')),
  };
}

/** The patterns of the connector serving a slug (the registry decides). */
export function connectorPatternsFor(slug: string): ConnectorPatterns {
  const marketplace = marketplaceOf(slug);
  if (!marketplace) throw new Error(`unknown marketplace ${slug}`);
  return connectorPatterns(marketplace.connector);
}

/** Internal event: a first synchronisation ended; the marketplaces service keeps the counts. */
export const ConnectorSyncCompleted = defineEvent<{
  connection_id: string;
  slug: MarketplaceSlug;
  product_count: number;
  active_listing_count: number;
  synced_at: string;
}>('connectors.sync.completed');

/**
 * Internal event: SKUs became listed on (`add`) or left (`remove`) a marketplace. The catalog keeps
 * `Product.marketplaces` from it. At most 1000 SKUs an event.
 */
export const ConnectorListingsMapped = defineEvent<{ slug: MarketplaceSlug; mode: 'add' | 'remove'; skus: string[] }>(
  'connectors.listings.mapped',
);
