import {
  type ConnectionStatus,
  MarketplaceConnected,
  MarketplaceConnectionChanged,
  MarketplaceDisconnected,
  noticeMessage,
} from '@tezgah/contracts';
import type { OutboxEntry } from '@tezgah/messaging';
import type { ConnectionRow } from './connection-row';

/** `marketplace.disconnected` reasons (Turkish: webhook receivers show them to the seller). */
export const DISCONNECT_REASONS = {
  bySeller: noticeMessage('connection_removed_by_seller'),
  grantExpired: noticeMessage('connection_grant_expired'),
} as const;

type Connection = Pick<ConnectionRow, 'id' | 'tenant_id' | 'slug'>;

/** The internal event every change of a connection emits; connectors drop what they cached. */
export function connectionChanged(connection: Connection, status: ConnectionStatus, syncJobId: string | null = null): OutboxEntry {
  return {
    event: MarketplaceConnectionChanged,
    tenantId: connection.tenant_id,
    data: { connection_id: connection.id, slug: connection.slug, status, sync_job_id: syncJobId },
  };
}

export function marketplaceConnected(connection: Connection, sellerId: string | null): OutboxEntry {
  return { event: MarketplaceConnected, tenantId: connection.tenant_id, data: { marketplace: connection.slug, supplier_id: sellerId } };
}

export function marketplaceDisconnected(connection: Connection, reason: string): OutboxEntry {
  return { event: MarketplaceDisconnected, tenantId: connection.tenant_id, data: { marketplace: connection.slug, reason } };
}
