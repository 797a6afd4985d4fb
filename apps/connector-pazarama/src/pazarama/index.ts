import type { MarketplaceConnector } from '@tezgah/connector-kit';
import { PazaramaConnector } from './pazarama.connector';

export { PAZARAMA_LIMITS, PazaramaConnector } from './pazarama.connector';

/** The Pazarama connector (no configuration: its production and stage hosts are fixed). */
export function createPazaramaConnector(): MarketplaceConnector {
  return new PazaramaConnector();
}
