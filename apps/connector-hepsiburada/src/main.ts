import { loadConnectorRuntimeConfig } from '@tezgah/connector-runtime';
import { serviceMetricsPort } from '@tezgah/contracts';
import { runProcess } from '@tezgah/runtime';
import { ConnectorHepsiburadaModule } from './connector-hepsiburada.module';

/** The hepsiburada connector service as its own process (distributed shape). */
async function main(): Promise<void> {
  const config = loadConnectorRuntimeConfig();
  await runProcess({
    name: 'connector-hepsiburada',
    config,
    services: [ConnectorHepsiburadaModule],
    metricsPort: config.METRICS_PORT ?? serviceMetricsPort('connector-hepsiburada'),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
