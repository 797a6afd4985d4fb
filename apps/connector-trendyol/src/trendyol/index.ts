import type { MarketplaceConnector } from '@tezgah/connector-kit';
import { loadTrendyolConfig } from './trendyol.config';
import { TrendyolConnector } from './trendyol.connector';

export { TrendyolConnector } from './trendyol.connector';
export { TRENDYOL_LIMITS } from './trendyol-limits';

/** The Trendyol connector, configured from the environment (TEZGAH_TRENDYOL_INTEGRATOR). */
export function createTrendyolConnector(): MarketplaceConnector {
  return new TrendyolConnector(loadTrendyolConfig().TEZGAH_TRENDYOL_INTEGRATOR);
}
