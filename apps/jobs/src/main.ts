import { baseConfigSchema, loadConfig } from '@tezgah/config';
import { serviceMetricsPort } from '@tezgah/contracts';
import { runProcess } from '@tezgah/runtime';
import { JobsModule } from './jobs.module';

/** The jobs service as its own process (distributed shape). */
async function main(): Promise<void> {
  const config = loadConfig(baseConfigSchema);
  await runProcess({ name: 'jobs', config, services: [JobsModule], metricsPort: config.METRICS_PORT ?? serviceMetricsPort('jobs') });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
