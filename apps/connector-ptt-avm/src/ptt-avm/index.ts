import type { MarketplaceConnector } from '@tezgah/connector-kit';
import { PttAvmConnector } from './ptt-avm.connector';

export { PTT_AVM_LIMITS, PttAvmConnector } from './ptt-avm.connector';

/** The PttAVM connector (no configuration: production and stage both use PttAVM's production hosts). */
export function createPttAvmConnector(): MarketplaceConnector {
  return new PttAvmConnector();
}
