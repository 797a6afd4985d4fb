import { baseConfigSchema, loadConfig } from '@tezgah/config';
import { z } from 'zod';

/** The gateway's configuration (docs/configuration.md). */
export const gatewayConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  TEZGAH_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TEZGAH_TRUSTED_PROXIES: z.string().optional(),
  TEZGAH_DEMO_PASSWORD: z.string().min(10).default('tezgah-demo-1'),
  /** Keys sealing the secrets of answers kept for Idempotency-Key replays: `<id>:<base64 of 32 bytes>,…`, current first. */
  TEZGAH_ENCRYPTION_KEYS: z.string().optional(),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayConfigSchema, env);
}
