import { loadConnectorRuntimeConfig } from '@tezgah/connector-runtime';
import { serviceMetricsPort } from '@tezgah/contracts';
import { runProcess } from '@tezgah/runtime';
import { ConnectorModanisaModule } from './connector-modanisa.module';

/** The Modanisa connector service as its own process (distributed shape). */
async function main(): Promise<void> {
  const config = loadConnectorRuntimeConfig();
  await runProcess({
    name: 'connector-modanisa',
    config,
    services: [ConnectorModanisaModule],
    metricsPort: config.METRICS_PORT ?? serviceMetricsPort('connector-modanisa'),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
