import { baseConfigSchema, loadConfig } from '@tezgah/config';
import { z } from 'zod';

/** The orders service's configuration (docs/configuration.md): the base settings, nothing of its own yet. */
export const ordersConfigSchema = baseConfigSchema;

export type OrdersConfig = z.infer<typeof ordersConfigSchema>;

export function loadOrdersConfig(env: NodeJS.ProcessEnv = process.env): OrdersConfig {
  return loadConfig(ordersConfigSchema, env);
}
