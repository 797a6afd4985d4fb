import { baseConfigSchema, envInt, envUrl, loadConfig } from '@tezgah/config';
import type { SandboxSettings } from '@tezgah/simulators';
import { z } from 'zod';

const duration = () => envInt({ min: 1, max: 86_400_000 });

/** The sandbox's configuration (docs/configuration.md). */
export const sandboxConfigSchema = baseConfigSchema.extend({
  SANDBOX_PORT: envInt({ min: 1, max: 65535 }).default(3100),
  /** 0.0.0.0 in a container, so that the other containers reach it. */
  SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  /** The origin the sandbox's callers use (for URLs a simulator hands out); default `http://127.0.0.1:<SANDBOX_PORT>`. */
  SANDBOX_PUBLIC_URL: envUrl(['http', 'https']).optional(),
  SANDBOX_TRACKING_STEP_MS: duration().default(60_000),
  SANDBOX_INVOICE_ACCEPT_MS: duration().default(5_000),
  SANDBOX_BATCH_COMPLETE_MS: duration().default(2_000),
});

export type SandboxConfig = z.infer<typeof sandboxConfigSchema> & { settings: SandboxSettings };

export const SANDBOX_CONFIG = Symbol('SANDBOX_CONFIG');

export function loadSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const config = loadConfig(sandboxConfigSchema, env);
  return {
    ...config,
    settings: {
      publicUrl: (config.SANDBOX_PUBLIC_URL ?? `http://127.0.0.1:${config.SANDBOX_PORT}`).replace(/\/+$/, ''),
      trackingStepMs: config.SANDBOX_TRACKING_STEP_MS,
      invoiceAcceptMs: config.SANDBOX_INVOICE_ACCEPT_MS,
      batchCompleteMs: config.SANDBOX_BATCH_COMPLETE_MS,
    },
  };
}
