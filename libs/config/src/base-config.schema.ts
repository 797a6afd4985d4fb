import { z } from 'zod';
import { envInt, envUrl, envUrlList } from './env-types';

/** Also what a database target not made from configuration (a spec's) gets. */
export const DATABASE_DEFAULTS = { poolIdleMs: 10_000, connectTimeoutMs: 60_000 } as const;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** What every Tezgah process reads (docs/configuration.md). Apps `.extend({...})` it with their own fields. */
export const baseConfigSchema = z.object({
  TEZGAH_ENV: z.enum(['production', 'demo']).default('production'),
  TEZGAH_NAMESPACE: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,30}$/, 'expected a lowercase letter, then up to 30 lowercase letters, digits or dashes')
    .default('tezgah'),
  // Each app has its own default internal port, so the base leaves it open.
  METRICS_PORT: envInt({ min: 1, max: 65535 }).optional(),
  DATABASE_URL: envUrl(['postgres', 'postgresql']).optional(),
  // PostgreSQL connections (docs/runbook.md, "Database connections"). Unset, each service's pool
  // has the size its schema declares; set, every pool of this process has this size.
  DATABASE_POOL_MAX: envInt({ min: 1, max: 100 }).optional(),
  DATABASE_POOL_IDLE_MS: envInt({ min: 100, max: 3_600_000 }).default(DATABASE_DEFAULTS.poolIdleMs),
  DATABASE_CONNECT_TIMEOUT_MS: envInt({ min: 0, max: 600_000 }).default(DATABASE_DEFAULTS.connectTimeoutMs),
  TEZGAH_DATA_DIR: z.string().min(1).default('./.tezgah/data'),
  AMQP_URL: envUrl(['amqp', 'amqps']).optional(),
  NATS_URL: envUrlList(['nats', 'tls', 'ws', 'wss']).optional(),
  REDIS_URL: envUrl(['redis', 'rediss']).optional(),
  // Unset: warn on a terminal, info elsewhere (@tezgah/observability's `defaultLogLevel`).
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;
