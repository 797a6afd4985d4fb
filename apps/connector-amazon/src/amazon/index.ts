import type { MarketplaceConnector } from '@tezgah/connector-kit';
import { loadAmazonApplication } from './amazon.config';
import { AmazonConnector } from './amazon.connector';

export { AmazonConnector } from './amazon.connector';
export { amazonConfigSchema, loadAmazonApplication, type AmazonApplication } from './amazon.config';

/** The Amazon connector, as the LWA application of the environment (AMAZON_* variables). */
export function createAmazonConnector(): MarketplaceConnector {
  return new AmazonConnector(loadAmazonApplication());
}
