import type { MarketplaceConnector } from '@tezgah/connector-kit';
import { HepsiburadaConnector } from './hepsiburada.connector';

export { HEPSIBURADA_LIMITS, HepsiburadaConnector } from './hepsiburada.connector';

/** The Hepsiburada connector (no configuration: the hosts follow the connection's environment). */
export function createHepsiburadaConnector(): MarketplaceConnector {
  return new HepsiburadaConnector();
}
