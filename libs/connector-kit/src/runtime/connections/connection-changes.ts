import { Inject, Injectable } from '@nestjs/common';
import { type EventData, type EventEnvelope, type MarketplaceConnectionChanged, type MarketplaceSlug } from '@tezgah/contracts';
import { Inbox } from '@tezgah/messaging';
import { DataSource } from 'typeorm';
import type { MarketplaceConnector } from '../../connector';
import { StockPushFlusher } from '../stock/stock-push-flusher';
import { StockPushStore } from '../stock/stock-push-store';
import { FirstSync } from '../sync/first-sync';
import { MARKETPLACE_CONNECTOR } from '../tokens';
import { ConnectionHandles } from './connection-handles';
import { slugsServedBy } from './served-slug';

type ConnectionChange = EventData<typeof MarketplaceConnectionChanged>;

/**
 * A connection was established, replaced, configured or ended: what was cached about it goes, its
 * dormant stock pushes wake when it is connected, and a new connection runs its first sync.
 */
@Injectable()
export class ConnectionChanges {
  private readonly slugs: ReadonlySet<string>;

  constructor(
    private readonly db: DataSource,
    private readonly handles: ConnectionHandles,
    private readonly flusher: StockPushFlusher,
    private readonly sync: FirstSync,
    @Inject(MARKETPLACE_CONNECTOR) connector: MarketplaceConnector,
  ) {
    this.slugs = new Set(slugsServedBy(connector.name));
  }

  async apply(consumer: string, envelope: EventEnvelope<ConnectionChange>): Promise<void> {
    const { slug, status, sync_job_id, connection_id } = envelope.data;
    if (!this.slugs.has(slug)) return;
    const tenantId = envelope.tenant_id;
    this.handles.forget(tenantId, slug);
    if (status !== 'connected') return;
    await Inbox.once(this.db, consumer, envelope, (manager) => StockPushStore.wake(manager, tenantId, slug));
    this.flusher.schedule(tenantId, slug as MarketplaceSlug, 0);
    // Idempotent by itself (a finished job is not run again), so a redelivery after a crash resumes it.
    if (sync_job_id) await this.sync.run({ tenantId, connectionId: connection_id, slug, jobId: sync_job_id });
  }
}
