import { loadConfig } from '@tezgah/config';
import { z } from 'zod';

/** The Trendyol connector's configuration (docs/configuration.md). */
export const trendyolConfigSchema = z.object({
  /**
   * The integrator name of the User-Agent `"{supplier_id} - {name}"` Trendyol requires:
   * alphanumeric, at most 30 characters (`SelfIntegration` for a seller's own software).
   */
  TEZGAH_TRENDYOL_INTEGRATOR: z
    .string()
    .regex(/^[A-Za-z0-9]{1,30}$/, 'expected 1 to 30 letters or digits')
    .default('Tezgah'),
});

export type TrendyolConfig = z.infer<typeof trendyolConfigSchema>;

export function loadTrendyolConfig(env: NodeJS.ProcessEnv = process.env): TrendyolConfig {
  return loadConfig(trendyolConfigSchema, env);
}
