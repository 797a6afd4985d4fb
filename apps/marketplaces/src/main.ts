import { serviceMetricsPort } from '@tezgah/contracts';
import { runProcess } from '@tezgah/runtime';
import { loadMarketplacesConfig } from './config/marketplaces.config';
import { MarketplacesModule } from './marketplaces.module';

/** The marketplaces service as its own process (distributed shape). */
async function main(): Promise<void> {
  const config = loadMarketplacesConfig();
  await runProcess({
    name: 'marketplaces',
    config,
    services: [MarketplacesModule],
    metricsPort: config.METRICS_PORT ?? serviceMetricsPort('marketplaces'),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
