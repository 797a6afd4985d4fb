import { loadConnectorRuntimeConfig } from '@tezgah/connector-runtime';
import { serviceMetricsPort } from '@tezgah/contracts';
import { runProcess } from '@tezgah/runtime';
import { ConnectorIdefixModule } from './connector-idefix.module';

/** The Idefix connector service as its own process (distributed shape). */
async function main(): Promise<void> {
  const config = loadConnectorRuntimeConfig();
  await runProcess({
    name: 'connector-idefix',
    config,
    services: [ConnectorIdefixModule],
    metricsPort: config.METRICS_PORT ?? serviceMetricsPort('connector-idefix'),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
