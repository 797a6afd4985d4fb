import type { MarketplaceConnector } from '@tezgah/connector-kit';
import { N11Connector } from './n11.connector';

export { N11_LIMITS, N11Connector } from './n11.connector';

/** The n11 connector (no configuration: production and stage both use api.n11.com). */
export function createN11Connector(): MarketplaceConnector {
  return new N11Connector();
}
