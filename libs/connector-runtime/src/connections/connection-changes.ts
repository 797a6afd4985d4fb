import { Inject, Injectable } from '@nestjs/common';
import type { MarketplaceConnector } from '@tezgah/connector-kit';
import { type EventData, type EventEnvelope, type MarketplaceConnectionChanged, type MarketplaceSlug } from '@tezgah/contracts';
import { EventInbox } from '@tezgah/messaging';
import { OrderMirrorWorker } from '../orders/order-mirror.worker';
import { OrderMirrorsRepository } from '../orders/order-mirrors.repository';
import { OrderPoller } from '../orders/order-poller';
import { OrderPollsRepository } from '../orders/order-polls.repository';
import { StockPushFlusher } from '../stock/stock-push-flusher';
import { StockPushesRepository } from '../stock/stock-pushes.repository';
import { FirstSync } from '../sync/first-sync';
import { MARKETPLACE_CONNECTOR } from '../tokens';
import { ConnectionHandles } from './connection-handles';
import { slugsServedBy } from './served-slug';

type ConnectionChange = EventData<typeof MarketplaceConnectionChanged>;

/**
 * A connection was established, replaced, configured or ended: what was cached about it goes, its
 * dormant stock pushes, status mirrors and order polls wake when it is connected, and a new
 * connection runs its first sync.
 */
@Injectable()
export class ConnectionChanges {
  private readonly slugs: ReadonlySet<string>;

  constructor(
    private readonly inbox: EventInbox,
    private readonly stockPushes: StockPushesRepository,
    private readonly orderMirrors: OrderMirrorsRepository,
    private readonly orderPolls: OrderPollsRepository,
    private readonly handles: ConnectionHandles,
    private readonly flusher: StockPushFlusher,
    private readonly mirrors: OrderMirrorWorker,
    private readonly poller: OrderPoller,
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
    await this.inbox.once(consumer, envelope, async (tx) => {
      await this.stockPushes.wake(tx, tenantId, slug);
      await this.orderMirrors.wake(tx, tenantId, slug);
      await this.orderPolls.wake(tx, tenantId, slug);
    });
    this.flusher.schedule(tenantId, slug as MarketplaceSlug, 0);
    this.mirrors.wake();
    this.poller.lookForDue();
    // Idempotent by itself (a finished job is not run again), so a redelivery after a crash resumes it.
    if (sync_job_id) await this.sync.run({ tenantId, connectionId: connection_id, slug, jobId: sync_job_id });
  }
}
