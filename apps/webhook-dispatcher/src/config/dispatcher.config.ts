import { baseConfigSchema, envBool, envInt, loadConfig } from '@tezgah/config';
import { WEBHOOK_MAX_ATTEMPTS } from '@tezgah/contracts';
import { encryptionKeysFrom, type SecretKey } from '@tezgah/secrets';
import { z } from 'zod';

const RETRIES = WEBHOOK_MAX_ATTEMPTS - 1;

/** The webhook dispatcher's configuration (docs/configuration.md). */
export const dispatcherConfigSchema = baseConfigSchema.extend({
  /** Waits before retries 1..6 in seconds (decisions §11); a shorter list repeats its last value. */
  TEZGAH_WEBHOOK_RETRY_DELAYS_S: z
    .string()
    .default('60,300,1800,7200,28800,28800')
    .transform((value, ctx) => {
      const delays = value.split(',').map((part) => Number(part.trim()));
      if (!delays.length || delays.length > RETRIES || delays.some((d) => !Number.isFinite(d) || d < 0 || d > 7 * 86_400)) {
        ctx.addIssue({ code: 'custom', message: `expected 1 to ${RETRIES} comma-separated seconds (0 to 604800)` });
        return z.NEVER;
      }
      return Array.from({ length: RETRIES }, (_, i) => delays[Math.min(i, delays.length - 1)]);
    }),
  /** An attempt fails when no 2xx answer came within this time. */
  TEZGAH_WEBHOOK_TIMEOUT_MS: envInt({ min: 100, max: 60_000 }).default(10_000),
  /** Unset: allowed in demo, refused in production (decisions §11). */
  TEZGAH_WEBHOOK_ALLOW_PRIVATE_NETWORKS: envBool().optional(),
  /** Attempts in flight at once in this process, all endpoints together. */
  TEZGAH_WEBHOOK_CONCURRENCY: envInt({ min: 1, max: 10_000 }).default(256),
  /** Attempts in flight at once to one endpoint: a slow endpoint holds no more than this. */
  TEZGAH_WEBHOOK_ENDPOINT_CONCURRENCY: envInt({ min: 1, max: 1_000 }).default(16),
  /** The safety net: deliveries looked for without a reason (the poll sleeps until the next retry or lease falls due). */
  TEZGAH_WEBHOOK_POLL_INTERVAL_MS: envInt({ min: 50, max: 600_000 }).default(30_000),
  /** How long a replica holds the deliveries it works on; renewed while it lives, taken over after. */
  TEZGAH_WEBHOOK_LEASE_MS: envInt({ min: 1_000, max: 3_600_000 }).default(60_000),
  /** Keys sealing the webhook secrets at rest: `<id>:<base64 of 32 bytes>,…`, current first. */
  TEZGAH_ENCRYPTION_KEYS: z.string().optional(),
});

export type DispatcherConfig = z.infer<typeof dispatcherConfigSchema> & {
  encryptionKeys: SecretKey[];
  allowPrivateNetworks: boolean;
  retryDelaysMs: number[];
};

export const DISPATCHER_CONFIG = Symbol('DISPATCHER_CONFIG');

export function loadDispatcherConfig(env: NodeJS.ProcessEnv = process.env): DispatcherConfig {
  const config = loadConfig(dispatcherConfigSchema, env);
  const demo = config.TEZGAH_ENV === 'demo';
  return {
    ...config,
    encryptionKeys: encryptionKeysFrom(config.TEZGAH_ENCRYPTION_KEYS, { demo }),
    allowPrivateNetworks: config.TEZGAH_WEBHOOK_ALLOW_PRIVATE_NETWORKS ?? demo,
    retryDelaysMs: config.TEZGAH_WEBHOOK_RETRY_DELAYS_S.map((seconds) => seconds * 1000),
  };
}
