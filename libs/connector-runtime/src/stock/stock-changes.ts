import { Inject, Injectable } from '@nestjs/common';
import type { MarketplaceConnector } from '@tezgah/connector-kit';
import { type CatalogStockChanged, type EventData, type EventEnvelope, isMarketplaceSlug, type MarketplaceSlug } from '@tezgah/contracts';
import { slugsServedBy } from '../connections/served-slug';
import { CONNECTOR_RUNTIME_CONFIG, type ConnectorRuntimeConfig } from '../connector-runtime.config';
import { MARKETPLACE_CONNECTOR } from '../tokens';
import { StockPushFlusher } from './stock-push-flusher';
import { StockPushesRepository } from './stock-pushes.repository';

type StockChange = EventData<typeof CatalogStockChanged>;

/**
 * The marketplace a stock change came from (a sale there, or its cancellation), which counted it
 * already and is skipped: the change goes to the *other* marketplaces (architecture flow 2).
 */
export function originMarketplace(change: StockChange): MarketplaceSlug | null {
  const fromOrder = change.source === 'order' || change.source === 'order_cancel';
  return fromOrder && change.marketplace && isMarketplaceSlug(change.marketplace) ? change.marketplace : null;
}

/**
 * The marketplaces of this connector a change must reach: not the one it came from, and, when the
 * change names where its SKU may be listed (`listed_on`, claimed before any listing is recorded),
 * only those. Empty: the connector has nothing to do and asks the database nothing.
 */
export function concernedSlugs(served: readonly MarketplaceSlug[], change: StockChange): MarketplaceSlug[] {
  const origin = originMarketplace(change);
  const listedOn = change.listed_on;
  return served.filter((slug) => slug !== origin && (listedOn === undefined || listedOn.includes(slug)));
}

/**
 * A catalog stock change becomes the wanted value of every listing of that SKU on the marketplaces
 * this connector serves (architecture.md flow 1), then a flush within the push window. Every
 * connector service receives every change; one that concerns its marketplaces costs one prepared
 * statement, which writes nothing where the connector lists the SKU nowhere.
 */
@Injectable()
export class StockChanges {
  private readonly slugs: MarketplaceSlug[];

  constructor(
    private readonly pushes: StockPushesRepository,
    private readonly flusher: StockPushFlusher,
    @Inject(MARKETPLACE_CONNECTOR) connector: MarketplaceConnector,
    @Inject(CONNECTOR_RUNTIME_CONFIG) private readonly config: ConnectorRuntimeConfig,
  ) {
    this.slugs = slugsServedBy(connector.name);
  }

  async apply(consumer: string, envelope: EventEnvelope<StockChange>): Promise<void> {
    const change = envelope.data;
    const slugs = concernedSlugs(this.slugs, change);
    if (slugs.length === 0) return;
    const changed = await this.pushes.want(
      { consumer, id: envelope.id, tenantId: envelope.tenant_id },
      { product_id: change.product_id, sku: change.sku, quantity: change.new_stock, seq: change.seq, changedAt: envelope.occurred_at },
      slugs,
      this.config.TEZGAH_STOCK_PUSH_WINDOW_MS,
    );
    for (const slug of changed) this.flusher.schedule(envelope.tenant_id, slug as MarketplaceSlug);
  }
}
