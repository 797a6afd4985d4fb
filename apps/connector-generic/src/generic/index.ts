import type { MarketplaceConnector } from '@tezgah/connector-kit';
import { GenericConnector } from './generic.connector';
import { loadGenericBaseUrls } from './generic.config';

export { GENERIC_LIMITS, GenericConnector } from './generic.connector';
export { genericConfigSchema, loadGenericBaseUrls, type GenericBaseUrls } from './generic.config';

/** The generic connector, with the production and stage base URLs of the environment. */
export function createGenericConnector(): MarketplaceConnector {
  return new GenericConnector(loadGenericBaseUrls());
}
