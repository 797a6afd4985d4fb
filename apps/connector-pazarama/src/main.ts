import { loadConnectorRuntimeConfig } from '@tezgah/connector-runtime';
import { serviceMetricsPort } from '@tezgah/contracts';
import { runProcess } from '@tezgah/runtime';
import { ConnectorPazaramaModule } from './connector-pazarama.module';

/** The Pazarama connector service as its own process (distributed shape). */
async function main(): Promise<void> {
  const config = loadConnectorRuntimeConfig();
  await runProcess({
    name: 'connector-pazarama',
    config,
    services: [ConnectorPazaramaModule],
    metricsPort: config.METRICS_PORT ?? serviceMetricsPort('connector-pazarama'),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
