import type { MarketplaceConnector } from '@tezgah/connector-kit';
import { ModanisaConnector } from './modanisa.connector';

export { MODANISA_LIMITS, ModanisaConnector } from './modanisa.connector';

/** The Modanisa connector (no configuration: the environment picks the host). */
export function createModanisaConnector(): MarketplaceConnector {
  return new ModanisaConnector();
}
