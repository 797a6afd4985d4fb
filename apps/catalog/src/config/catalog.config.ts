import { baseConfigSchema, envInt, loadConfig } from '@tezgah/config';
import { z } from 'zod';

/** The catalog's configuration (docs/configuration.md). */
export const catalogConfigSchema = baseConfigSchema.extend({
  /** Elements a bulk import writes per transaction (and per progress step). */
  TEZGAH_BULK_CHUNK_SIZE: envInt({ min: 1, max: 500 }).default(100),
  /**
   * The safety net: how often an idle bulk worker looks for imports without a reason (one it knows
   * of is taken over when its lease runs out; an accepted one wakes the worker that accepted it).
   */
  TEZGAH_BULK_POLL_INTERVAL_MS: envInt({ min: 50, max: 600_000 }).default(30_000),
});

export type CatalogConfig = z.infer<typeof catalogConfigSchema>;

export const CATALOG_CONFIG = Symbol('CATALOG_CONFIG');

export function loadCatalogConfig(env: NodeJS.ProcessEnv = process.env): CatalogConfig {
  return loadConfig(catalogConfigSchema, env);
}
