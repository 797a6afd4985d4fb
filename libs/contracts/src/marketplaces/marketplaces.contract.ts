/**
 * The marketplaces service's API: connections, their credentials (sealed at rest, handed only to
 * connectors), configuration, marketplace B's grant (decisions §10), and its internal events.
 */
import { defineEvent } from '../events';
import { definePattern } from '../rpc';
import type { CredentialField, MarketplaceDefinition, MarketplaceProtocol, MarketplaceSlug } from './registry';

export const CONNECTION_STATUSES = ['connected', 'pending_authorization', 'reauthorization_required', 'disconnected'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const MARKETPLACE_ENVIRONMENTS = ['production', 'stage', 'sandbox'] as const;
export type MarketplaceEnvironment = (typeof MARKETPLACE_ENVIRONMENTS)[number];
export const CARGO_PROVIDER_MODES = ['OWN_CONTRACT', 'MARKETPLACE'] as const;
export type CargoProviderMode = (typeof CARGO_PROVIDER_MODES)[number];
/** The longest `store_name` a configuration takes. */
export const STORE_NAME_MAX_LENGTH = 100;

/** `PUT /marketplaces/{slug}/config` (decisions §10). Demo defaults to `sandbox`, production to `production`. */
export interface MarketplaceConfig {
  environment: MarketplaceEnvironment;
  cargo_provider: CargoProviderMode | null;
  /** The seller's name of the store there, where the marketplace's API names none (Trendyol's ping answers it); null when not given. */
  store_name?: string | null;
}

/** MarketplaceConnection of the spec, with `status` (decisions §10) and the marketplace's name. */
export interface MarketplaceConnectionDto {
  slug: MarketplaceSlug;
  name: string;
  status: ConnectionStatus;
  connected: boolean;
  connected_at: string | null;
  last_sync_at: string | null;
  product_count: number;
  active_listing_count: number;
  /** From the registry, so a client draws the connect form: pasted `credentials`, or an `oauth` grant. */
  auth: MarketplaceDefinition['auth'];
  credential_fields: CredentialField[];
  /** From the registry: whether its connector speaks the marketplace's own API or the generic protocol (decisions §17). */
  protocol: MarketplaceProtocol;
  /** What `PUT /marketplaces/{slug}/config` set, or the default, connected or not (beyond the spec: the console's form shows it). */
  config: MarketplaceConfig;
}

/** `POST /marketplaces/{slug}/connect`: the pasted fields, checked against the registry. */
export interface ConnectRequest {
  slug: string;
  credentials: Record<string, unknown>;
}

export interface ConnectResult {
  connection_id: string;
  /** null while a grant is pending (marketplace B). */
  sync_job_id: string | null;
  /** Marketplace B only: where the seller approves the grant. */
  authorization_url?: string;
}

/** The grant's return (`GET /marketplaces/amazon/oauth/callback`): no bearer, the signed state binds the tenant. */
export interface OauthCallbackRequest {
  state: string;
  code: string;
  selling_partner_id: string;
}

/** What a connector needs to act for a seller: the credentials in clear, handed over NATS only. */
export interface ConnectionAccess {
  connection_id: string;
  tenant_id: string;
  slug: MarketplaceSlug;
  status: ConnectionStatus;
  credentials: Record<string, string>;
  config: MarketplaceConfig;
  /** The seller's account there, as the connector reported it when verifying. */
  seller_id: string | null;
}

export const MarketplacesList = definePattern<Record<string, never>, MarketplaceConnectionDto[]>('marketplaces.connections.list');
export const MarketplacesConnect = definePattern<ConnectRequest, ConnectResult>('marketplaces.connections.connect');
export const MarketplacesDisconnect = definePattern<{ slug: string }, null>('marketplaces.connections.disconnect');
export const MarketplacesConfigure = definePattern<
  { slug: string; config: Partial<MarketplaceConfig> },
  { slug: string; config: MarketplaceConfig }
>('marketplaces.connections.configure');
export const MarketplacesOauthCallback = definePattern<OauthCallbackRequest, ConnectResult & { slug: string }>(
  'marketplaces.oauth.callback',
);
/** Internal (connectors only, never routed by the gateway): the tenant's connection with its credentials; 404 when there is none. */
export const MarketplacesAccess = definePattern<{ slug: string }, ConnectionAccess>('marketplaces.connections.access');
/**
 * Internal (connectors only): the marketplace refused the tenant's grant during a call. The grant
 * is refreshed at once, by the weekly refresher's own path: refused again, the connection needs
 * reauthorisation (decisions §10). Answers whether a refresh was scheduled.
 */
export const MarketplacesGrantRefused = definePattern<{ slug: string }, { scheduled: boolean }>('marketplaces.connections.grantRefused');
/**
 * Internal (connectors only): the tenant's configuration of a marketplace, connected or not (the
 * default before one is set), for a call on credentials that are not stored (a sub-interface's ping).
 */
export const MarketplacesReadConfig = definePattern<{ slug: string }, { slug: string; config: MarketplaceConfig }>(
  'marketplaces.connections.readConfig',
);

/**
 * Internal event: a connection was established, replaced, configured or ended. Connectors drop what
 * they cached about it, and run the first synchronisation when `sync_job_id` is set. Never
 * carries credentials.
 */
export const MarketplaceConnectionChanged = defineEvent<{
  connection_id: string;
  slug: MarketplaceSlug;
  status: ConnectionStatus;
  sync_job_id: string | null;
}>('marketplaces.connection.changed');
