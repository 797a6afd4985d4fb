import { serviceMetricsPort } from '@tezgah/contracts';
import { runProcess } from '@tezgah/runtime';
import { loadDispatcherConfig } from './config/dispatcher.config';
import { WebhookDispatcherModule } from './webhook-dispatcher.module';

/** The webhook dispatcher as its own process (distributed shape). */
async function main(): Promise<void> {
  const config = loadDispatcherConfig();
  await runProcess({
    name: 'webhook-dispatcher',
    config,
    services: [WebhookDispatcherModule],
    metricsPort: config.METRICS_PORT ?? serviceMetricsPort('webhook-dispatcher'),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
