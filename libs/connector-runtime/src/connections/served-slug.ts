import { type ConnectorName, type MarketplaceSlug, marketplacesServedBy } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';

/** The slugs a connector serves (the registry decides). */
export function slugsServedBy(connector: ConnectorName): MarketplaceSlug[] {
  return marketplacesServedBy(connector).map((marketplace) => marketplace.slug);
}

/** `slug` when this connector serves it; anything else is 404, as an unknown marketplace is. */
export function servedSlug(connector: ConnectorName, slug: string): MarketplaceSlug {
  const served = slugsServedBy(connector).find((candidate) => candidate === slug);
  if (!served) throw new DomainError('resource.not_found');
  return served;
}
