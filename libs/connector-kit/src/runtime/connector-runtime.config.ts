import { baseConfigSchema, ConfigError, envInt, envUrl, loadConfig } from '@tezgah/config';
import { z } from 'zod';

/** What every connector service reads (docs/configuration.md), beside the base settings. */
export const connectorRuntimeConfigSchema = baseConfigSchema.extend({
  /** The sandbox's origin; a connection configured `environment: sandbox` talks to `<this>/<party>` (decisions §14). */
  TEZGAH_SANDBOX_URL: envUrl(['http', 'https']).default('http://127.0.0.1:3100'),
  /** Stock changes of one connection gathered into one batch: the push leaves at most this long after the first change. */
  TEZGAH_STOCK_PUSH_WINDOW_MS: envInt({ min: 0, max: 60_000 }).default(100),
  /** First wait after a failed stock push; it doubles per attempt (jittered) up to the maximum. */
  TEZGAH_STOCK_RETRY_MIN_MS: envInt({ min: 10, max: 3_600_000 }).default(1_000),
  TEZGAH_STOCK_RETRY_MAX_MS: envInt({ min: 10, max: 86_400_000 }).default(60_000),
  /** How often stock pushes due for a retry, or left by a stopped replica, are looked for. */
  TEZGAH_STOCK_POLL_INTERVAL_MS: envInt({ min: 20, max: 600_000 }).default(1_000),
  /** How long a replica holds a connection while its batch is in flight; another takes over after. */
  TEZGAH_STOCK_LEASE_MS: envInt({ min: 1_000, max: 3_600_000 }).default(60_000),
  /** How long a connection's credentials are reused before they are asked for again. */
  TEZGAH_CONNECTION_CACHE_TTL_MS: envInt({ min: 0, max: 3_600_000 }).default(30_000),
});

export type ConnectorRuntimeConfig = z.infer<typeof connectorRuntimeConfigSchema>;

export const CONNECTOR_RUNTIME_CONFIG = Symbol('CONNECTOR_RUNTIME_CONFIG');

export function loadConnectorRuntimeConfig(env: NodeJS.ProcessEnv = process.env): ConnectorRuntimeConfig {
  const config = loadConfig(connectorRuntimeConfigSchema, env);
  if (config.TEZGAH_STOCK_RETRY_MAX_MS < config.TEZGAH_STOCK_RETRY_MIN_MS) {
    throw new ConfigError(['TEZGAH_STOCK_RETRY_MAX_MS: must not be below TEZGAH_STOCK_RETRY_MIN_MS']);
  }
  return config;
}
