import type { MarketplaceConnector } from '@tezgah/connector-kit';
import { IdefixConnector } from './idefix.connector';

export { IDEFIX_LIMITS, IdefixConnector } from './idefix.connector';

/** The Idefix connector (no configuration: each environment's two hosts are fixed). */
export function createIdefixConnector(): MarketplaceConnector {
  return new IdefixConnector();
}
