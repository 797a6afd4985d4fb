import { Injectable } from '@nestjs/common';
import { ConnectorListingsMapped, type EventData, type EventEnvelope } from '@tezgah/contracts';
import { EventHandler, EventInbox } from '@tezgah/messaging';
import { ProductsRepository } from './products.repository';

/** Keeps `Product.marketplaces` in step with the listing map the connectors report. */
@Injectable()
export class ListingMapHandlers {
  constructor(
    private readonly inbox: EventInbox,
    private readonly products: ProductsRepository,
  ) {}

  @EventHandler({ consumer: 'catalog', events: [ConnectorListingsMapped] })
  async onListingsMapped(envelope: EventEnvelope): Promise<void> {
    const { slug, mode, skus } = envelope.data as EventData<typeof ConnectorListingsMapped>;
    await this.inbox.once('catalog', envelope, (tx) => this.products.setListed(tx, envelope.tenant_id, slug, skus, mode === 'add'));
  }
}
