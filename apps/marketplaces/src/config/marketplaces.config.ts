import { baseConfigSchema, envInt, loadConfig } from '@tezgah/config';
import type { MarketplaceConfig } from '@tezgah/contracts';
import { encryptionKeysFrom, type SecretKey } from '@tezgah/secrets';
import { z } from 'zod';

const DAY_MS = 86_400_000;

/** The marketplaces service's configuration (docs/configuration.md); the grant's return address is built on the process's PUBLIC_URLS. */
export const marketplacesConfigSchema = baseConfigSchema.extend({
  /** Keys sealing the marketplace credentials at rest: `<id>:<base64 of 32 bytes>,…`, current first. */
  TEZGAH_ENCRYPTION_KEYS: z.string().optional(),
  /** How often a stored grant is used once to keep it alive (marketplace B: unused 6 months, it expires). */
  TEZGAH_GRANT_REFRESH_INTERVAL_MS: envInt({ min: 1_000, max: 90 * DAY_MS }).default(7 * DAY_MS),
});

export type MarketplacesConfig = z.infer<typeof marketplacesConfigSchema> & {
  encryptionKeys: SecretKey[];
  /** A connection's configuration before the seller sets one (decisions §10). */
  defaultConnectionConfig: MarketplaceConfig;
};

export const MARKETPLACES_CONFIG = Symbol('MARKETPLACES_CONFIG');

export function loadMarketplacesConfig(env: NodeJS.ProcessEnv = process.env): MarketplacesConfig {
  const config = loadConfig(marketplacesConfigSchema, env);
  const demo = config.TEZGAH_ENV === 'demo';
  return {
    ...config,
    encryptionKeys: encryptionKeysFrom(config.TEZGAH_ENCRYPTION_KEYS, { demo }),
    defaultConnectionConfig: { environment: demo ? 'sandbox' : 'production', cargo_provider: null, store_name: null },
  };
}
