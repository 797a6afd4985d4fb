import {
  type ConnectionStatus,
  type MarketplaceConfig,
  type MarketplaceConnectionDto,
  type MarketplaceDefinition,
  type MarketplaceSlug,
  protocolOf,
} from '@tezgah/contracts';

/** A row of `connections`: one per (tenant, marketplace), kept across disconnects. */
export interface ConnectionRow {
  id: string;
  tenant_id: string;
  slug: MarketplaceSlug;
  status: ConnectionStatus;
  /** The credentials as one SecretBox value (see CredentialVault); null when there are none. */
  credentials_sealed: string | null;
  config: MarketplaceConfig;
  seller_id: string | null;
  store_name: string | null;
  connected_at: Date | null;
  last_sync_at: Date | null;
  product_count: number;
  active_listing_count: number;
  last_sync_job_id: string | null;
  /** The nonce of the one grant state that may still complete (oauth); null once used. */
  grant_state_nonce: string | null;
  grant_refreshed_at: Date | null;
  grant_refresh_due_at: Date | null;
}

/** A marketplace as the seller sees it: the registry's entry merged with the tenant's row, if any. */
export function toConnectionDto(
  marketplace: MarketplaceDefinition,
  row: ConnectionRow | undefined,
  defaultConfig: MarketplaceConfig,
): MarketplaceConnectionDto {
  const status = row?.status ?? 'disconnected';
  return {
    slug: marketplace.slug,
    name: marketplace.name,
    status,
    connected: status === 'connected',
    connected_at: row?.connected_at?.toISOString() ?? null,
    last_sync_at: row?.last_sync_at?.toISOString() ?? null,
    product_count: row?.product_count ?? 0,
    active_listing_count: row?.active_listing_count ?? 0,
    auth: marketplace.auth,
    credential_fields: marketplace.credentials.map((field) => ({ ...field })),
    protocol: protocolOf(marketplace),
    config: row?.config ?? defaultConfig,
  };
}
