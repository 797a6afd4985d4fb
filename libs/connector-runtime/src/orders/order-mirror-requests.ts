import { Inject, Injectable } from '@nestjs/common';
import type { MarketplaceConnector } from '@tezgah/connector-kit';
import type { EventData, EventEnvelope, InvoiceAccepted, OrderStatusMirrorRequested } from '@tezgah/contracts';
import { EventInbox } from '@tezgah/messaging';
import { slugsServedBy } from '../connections/served-slug';
import { MARKETPLACE_CONNECTOR } from '../tokens';
import { OrderMirrorsRepository } from './order-mirrors.repository';
import { OrderMirrorWorker } from './order-mirror.worker';

type MirrorRequest = EventData<typeof OrderStatusMirrorRequested>;

/**
 * What the marketplaces this connector serves are to be told of their orders: a seller's accepted
 * status change, an accepted e-invoice. Stored, then sent; another marketplace's is left at once.
 */
@Injectable()
export class OrderMirrorRequests {
  private readonly slugs: ReadonlySet<string>;

  constructor(
    private readonly mirrors: OrderMirrorsRepository,
    private readonly inbox: EventInbox,
    private readonly worker: OrderMirrorWorker,
    @Inject(MARKETPLACE_CONNECTOR) connector: MarketplaceConnector,
  ) {
    this.slugs = new Set(slugsServedBy(connector.name));
  }

  async apply(consumer: string, envelope: EventEnvelope<MirrorRequest>): Promise<void> {
    if (!this.slugs.has(envelope.data.marketplace)) return;
    let wanted = false;
    await this.inbox.once(consumer, envelope, async (tx) => {
      wanted = await this.mirrors.want(tx, envelope.tenant_id, envelope.data, envelope.occurred_at);
    });
    if (wanted) this.worker.wake();
  }

  async applyInvoice(consumer: string, envelope: EventEnvelope<EventData<typeof InvoiceAccepted>>): Promise<void> {
    if (!this.slugs.has(envelope.data.marketplace)) return;
    let wanted = false;
    await this.inbox.once(consumer, envelope, async (tx) => {
      wanted = await this.mirrors.wantInvoice(tx, envelope.tenant_id, envelope.data, envelope.occurred_at);
    });
    if (wanted) this.worker.wake();
  }
}
