import { Injectable } from '@nestjs/common';
import { ConnectorListingsMapped, type EventData, type EventEnvelope } from '@tezgah/contracts';
import { EventHandler, Inbox } from '@tezgah/messaging';
import { DataSource } from 'typeorm';
import { ProductStore } from './product.store';

/** Keeps `Product.marketplaces` in step with the listing map the connectors report. */
@Injectable()
export class ListingMapHandlers {
  constructor(private readonly db: DataSource) {}

  @EventHandler({ consumer: 'catalog', events: [ConnectorListingsMapped] })
  async onListingsMapped(envelope: EventEnvelope): Promise<void> {
    const { slug, mode, skus } = envelope.data as EventData<typeof ConnectorListingsMapped>;
    await Inbox.once(this.db, 'catalog', envelope, (manager) =>
      ProductStore.setListed(manager, envelope.tenant_id, slug, skus, mode === 'add'),
    );
  }
}
