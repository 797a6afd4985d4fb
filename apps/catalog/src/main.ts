import { serviceMetricsPort } from '@tezgah/contracts';
import { runProcess } from '@tezgah/runtime';
import { CatalogModule } from './catalog.module';
import { loadCatalogConfig } from './config/catalog.config';

/** The catalog service as its own process (distributed shape). */
async function main(): Promise<void> {
  const config = loadCatalogConfig();
  await runProcess({
    name: 'catalog',
    config,
    services: [CatalogModule],
    metricsPort: config.METRICS_PORT ?? serviceMetricsPort('catalog'),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
