import { loadConnectorRuntimeConfig } from '@tezgah/connector-runtime';
import { serviceMetricsPort } from '@tezgah/contracts';
import { runProcess } from '@tezgah/runtime';
import { ConnectorTrendyolModule } from './connector-trendyol.module';

/** The trendyol connector service as its own process (distributed shape). */
async function main(): Promise<void> {
  const config = loadConnectorRuntimeConfig();
  await runProcess({
    name: 'connector-trendyol',
    config,
    services: [ConnectorTrendyolModule],
    metricsPort: config.METRICS_PORT ?? serviceMetricsPort('connector-trendyol'),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
