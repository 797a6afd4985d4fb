import { loadConnectorRuntimeConfig } from '@tezgah/connector-runtime';
import { serviceMetricsPort } from '@tezgah/contracts';
import { runProcess } from '@tezgah/runtime';
import { ConnectorMiraklModule } from './connector-mirakl.module';

/** The Mirakl connector service as its own process (distributed shape). */
async function main(): Promise<void> {
  const config = loadConnectorRuntimeConfig();
  await runProcess({
    name: 'connector-mirakl',
    config,
    services: [ConnectorMiraklModule],
    metricsPort: config.METRICS_PORT ?? serviceMetricsPort('connector-mirakl'),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
