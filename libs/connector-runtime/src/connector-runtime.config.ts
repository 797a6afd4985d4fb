import { baseConfigSchema, ConfigError, envInt, loadConfig } from '@tezgah/config';
import { z } from 'zod';

/** What every connector service reads (docs/configuration.md), beside the base settings; the sandbox's URL is the process's PUBLIC_URLS. */
export const connectorRuntimeConfigSchema = baseConfigSchema.extend({
  /** Stock changes of one connection gathered into one batch: the push leaves at most this long after the first change. */
  TEZGAH_STOCK_PUSH_WINDOW_MS: envInt({ min: 0, max: 60_000 }).default(100),
  /** First wait after a failed stock push; it doubles per attempt (jittered) up to the maximum. */
  TEZGAH_STOCK_RETRY_MIN_MS: envInt({ min: 10, max: 3_600_000 }).default(1_000),
  TEZGAH_STOCK_RETRY_MAX_MS: envInt({ min: 10, max: 86_400_000 }).default(60_000),
  /** How often stock pushes due for a retry, or left by a stopped replica, are looked for. */
  TEZGAH_STOCK_POLL_INTERVAL_MS: envInt({ min: 20, max: 600_000 }).default(30_000),
  /** How long a replica holds a connection while its batch is in flight; another takes over after. */
  TEZGAH_STOCK_LEASE_MS: envInt({ min: 1_000, max: 3_600_000 }).default(60_000),
  /** How long a connection's credentials are reused before they are asked for again. */
  TEZGAH_CONNECTION_CACHE_TTL_MS: envInt({ min: 0, max: 3_600_000 }).default(30_000),
  /** How often each connection's marketplace is asked for changed orders (decisions §7); unset: 60000, 2000 in demo. */
  TEZGAH_ORDER_POLL_INTERVAL_MS: envInt({ min: 50, max: 3_600_000 }).optional(),
  /** How long a replica holds a connection's order poll, or an order's status mirror, while it works on it. */
  TEZGAH_ORDER_LEASE_MS: envInt({ min: 1_000, max: 3_600_000 }).default(60_000),
  /** First wait after a failed status mirror; it doubles per attempt (jittered) up to the maximum. */
  TEZGAH_ORDER_MIRROR_RETRY_MIN_MS: envInt({ min: 10, max: 3_600_000 }).default(1_000),
  TEZGAH_ORDER_MIRROR_RETRY_MAX_MS: envInt({ min: 10, max: 86_400_000 }).default(60_000),
  /** How often status mirrors due for a retry, or left by a stopped replica, are looked for. */
  TEZGAH_ORDER_MIRROR_POLL_INTERVAL_MS: envInt({ min: 20, max: 600_000 }).default(30_000),
});

/** The environment's values, with the order poll interval resolved for the environment. */
export type ConnectorRuntimeConfig = Omit<z.infer<typeof connectorRuntimeConfigSchema>, 'TEZGAH_ORDER_POLL_INTERVAL_MS'> & {
  TEZGAH_ORDER_POLL_INTERVAL_MS: number;
};

/** Decisions §7: a demo shows a sandbox order within seconds; production spares the marketplaces' quotas. */
const ORDER_POLL_INTERVAL_MS = { production: 60_000, demo: 2_000 } as const;

/** Retry bounds that must not be crossed (a maximum below its minimum). */
const RETRY_BOUNDS = [
  ['TEZGAH_STOCK_RETRY_MIN_MS', 'TEZGAH_STOCK_RETRY_MAX_MS'],
  ['TEZGAH_ORDER_MIRROR_RETRY_MIN_MS', 'TEZGAH_ORDER_MIRROR_RETRY_MAX_MS'],
] as const;

export const CONNECTOR_RUNTIME_CONFIG = Symbol('CONNECTOR_RUNTIME_CONFIG');

export function loadConnectorRuntimeConfig(env: NodeJS.ProcessEnv = process.env): ConnectorRuntimeConfig {
  const config = loadConfig(connectorRuntimeConfigSchema, env);
  const crossed = RETRY_BOUNDS.filter(([min, max]) => config[max] < config[min]).map(([min, max]) => `${max}: must not be below ${min}`);
  if (crossed.length > 0) throw new ConfigError(crossed);
  return { ...config, TEZGAH_ORDER_POLL_INTERVAL_MS: config.TEZGAH_ORDER_POLL_INTERVAL_MS ?? ORDER_POLL_INTERVAL_MS[config.TEZGAH_ENV] };
}
