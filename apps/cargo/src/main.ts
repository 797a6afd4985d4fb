import { serviceMetricsPort } from '@tezgah/contracts';
import { runProcess } from '@tezgah/runtime';
import { loadCargoConfig } from './config/cargo.config';
import { CargoModule } from './cargo.module';

/** The cargo service as its own process (distributed shape). */
async function main(): Promise<void> {
  const config = loadCargoConfig();
  await runProcess({ name: 'cargo', config, services: [CargoModule], metricsPort: config.METRICS_PORT ?? serviceMetricsPort('cargo') });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
