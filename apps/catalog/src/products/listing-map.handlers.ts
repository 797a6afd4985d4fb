import { Injectable } from '@nestjs/common';
import { CatalogListingsClaim, ConnectorListingsMapped, type EventData, type EventEnvelope, type RequestContext } from '@tezgah/contracts';
import { EventHandler, EventInbox, RpcHandler } from '@tezgah/messaging';
import { Transactions } from '@tezgah/persistence';
import { ProductsRepository } from './products.repository';

/**
 * The connectors' listing maps as the catalog knows them: where a SKU may be listed, claimed before
 * a connector records a listing (stock changes name those marketplaces), and `Product.marketplaces`,
 * the active listings the connectors report once a sync settles.
 */
@Injectable()
export class ListingMapHandlers {
  constructor(
    private readonly inbox: EventInbox,
    private readonly products: ProductsRepository,
    private readonly transactions: Transactions,
  ) {}

  @RpcHandler(CatalogListingsClaim)
  async claim(payload: { slug: string; skus: string[] }, ctx: RequestContext): Promise<{ claimed: number }> {
    const claimed = await this.transactions.run((tx) => this.products.claim(tx, ctx.tenant_id, payload.slug, payload.skus));
    return { claimed };
  }

  @EventHandler({ consumer: 'catalog', events: [ConnectorListingsMapped] })
  async onListingsMapped(envelope: EventEnvelope): Promise<void> {
    const { slug, mode, skus } = envelope.data as EventData<typeof ConnectorListingsMapped>;
    await this.inbox.once('catalog', envelope, (tx) => this.products.setListed(tx, envelope.tenant_id, slug, skus, mode === 'add'));
  }
}
