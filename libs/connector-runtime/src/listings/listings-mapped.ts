import { ConnectorListingsMapped, type MarketplaceSlug } from '@tezgah/contracts';
import type { OutboxEntry } from '@tezgah/messaging';

/** The contract's bound on one ConnectorListingsMapped event. */
export const MAX_SKUS_PER_MAPPED_EVENT = 1000;

/** The events telling the catalog which SKUs became listed on `slug` and which left it. */
export function listingsMappedEvents(tenantId: string, slug: MarketplaceSlug, change: { add: string[]; remove: string[] }): OutboxEntry[] {
  const entries: OutboxEntry[] = [];
  for (const mode of ['add', 'remove'] as const) {
    const skus = change[mode];
    for (let from = 0; from < skus.length; from += MAX_SKUS_PER_MAPPED_EVENT) {
      entries.push({
        event: ConnectorListingsMapped,
        tenantId,
        data: { slug, mode, skus: skus.slice(from, from + MAX_SKUS_PER_MAPPED_EVENT) },
      });
    }
  }
  return entries;
}
