import type { MarketplaceConnector } from '@tezgah/connector-kit';
import { MiraklConnector } from './mirakl.connector';

export { MIRAKL_LIMITS, MiraklConnector } from './mirakl.connector';

/** The Mirakl connector (no configuration: each instance's host follows its slug and the connection's environment). */
export function createMiraklConnector(): MarketplaceConnector {
  return new MiraklConnector();
}
