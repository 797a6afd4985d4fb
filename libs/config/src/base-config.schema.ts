import { z } from 'zod';
import { envInt, envUrl, envUrlList } from './env-types';

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
  TEZGAH_DATA_DIR: z.string().min(1).default('./.tezgah/data'),
  AMQP_URL: envUrl(['amqp', 'amqps']).optional(),
  NATS_URL: envUrlList(['nats', 'tls', 'ws', 'wss']).optional(),
  REDIS_URL: envUrl(['redis', 'rediss']).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;
