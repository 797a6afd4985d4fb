import type { MarketplaceConnector } from '@tezgah/connector-kit';
import { FloConnector } from './flo.connector';

export { FLO_LIMITS, FloConnector, STOCK_NOT_OFFERED } from './flo.connector';

/** The FLO connector (no configuration: FLO documents one host). */
export function createFloConnector(): MarketplaceConnector {
  return new FloConnector();
}
