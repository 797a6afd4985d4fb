import type { ConnectionRow } from '../src/connections/connection-row';

/** A tenant's n11 connection as the repository answers it (spec fixture): connected, credentials sealed. */
export function connectionRow(extra: Partial<ConnectionRow> = {}): ConnectionRow {
  return {
    id: 'con_1',
    tenant_id: 'ten_a',
    slug: 'n11',
    status: 'connected',
    credentials_sealed: 'k1.sealed',
    config: { environment: 'sandbox', cargo_provider: null },
    seller_id: null,
    store_name: 'Mağazam',
    connected_at: new Date('2026-03-01T09:00:00.000Z'),
    last_sync_at: null,
    product_count: 0,
    active_listing_count: 0,
    last_sync_job_id: 'job_sync',
    grant_state_nonce: null,
    grant_refreshed_at: null,
    grant_refresh_due_at: null,
    ...extra,
  };
}
