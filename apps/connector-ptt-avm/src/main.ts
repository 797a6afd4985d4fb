import { loadConnectorRuntimeConfig } from '@tezgah/connector-runtime';
import { serviceMetricsPort } from '@tezgah/contracts';
import { runProcess } from '@tezgah/runtime';
import { ConnectorPttAvmModule } from './connector-ptt-avm.module';

/** The PttAVM connector service as its own process (distributed shape). */
async function main(): Promise<void> {
  const config = loadConnectorRuntimeConfig();
  await runProcess({
    name: 'connector-ptt-avm',
    config,
    services: [ConnectorPttAvmModule],
    metricsPort: config.METRICS_PORT ?? serviceMetricsPort('connector-ptt-avm'),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
