import { baseConfigSchema, envInt, envUrl, loadConfig } from '@tezgah/config';
import type { MarketplaceConfig } from '@tezgah/contracts';
import { encryptionKeysFrom, type SecretKey } from '@tezgah/secrets';
import { z } from 'zod';

const DAY_MS = 86_400_000;

/** The marketplaces service's configuration (docs/configuration.md). */
export const marketplacesConfigSchema = baseConfigSchema.extend({
  /** Keys sealing the marketplace credentials at rest: `<id>:<base64 of 32 bytes>,…`, current first. */
  TEZGAH_ENCRYPTION_KEYS: z.string().optional(),
  /** The gateway's public origin: the grant's return address is built on it. */
  TEZGAH_PUBLIC_URL: envUrl(['http', 'https']).default('http://localhost:3000'),
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
    TEZGAH_PUBLIC_URL: config.TEZGAH_PUBLIC_URL.replace(/\/+$/, ''),
    encryptionKeys: encryptionKeysFrom(config.TEZGAH_ENCRYPTION_KEYS, { demo }),
    defaultConnectionConfig: { environment: demo ? 'sandbox' : 'production', cargo_provider: null },
  };
}
