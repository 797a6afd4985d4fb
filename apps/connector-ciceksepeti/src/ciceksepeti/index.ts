import type { MarketplaceConnector } from '@tezgah/connector-kit';
import { CiceksepetiConnector } from './ciceksepeti.connector';

export { CICEKSEPETI_LIMITS, CiceksepetiConnector } from './ciceksepeti.connector';

/** The Çiçeksepeti connector (no configuration: the hosts follow the connection's environment). */
export function createCiceksepetiConnector(): MarketplaceConnector {
  return new CiceksepetiConnector();
}
