import { loadConnectorRuntimeConfig } from '@tezgah/connector-runtime';
import { serviceMetricsPort } from '@tezgah/contracts';
import { runProcess } from '@tezgah/runtime';
import { ConnectorCiceksepetiModule } from './connector-ciceksepeti.module';

/** The ciceksepeti connector service as its own process (distributed shape). */
async function main(): Promise<void> {
  const config = loadConnectorRuntimeConfig();
  await runProcess({
    name: 'connector-ciceksepeti',
    config,
    services: [ConnectorCiceksepetiModule],
    metricsPort: config.METRICS_PORT ?? serviceMetricsPort('connector-ciceksepeti'),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
