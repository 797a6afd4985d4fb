import { serviceMetricsPort } from '@tezgah/contracts';
import { runProcess } from '@tezgah/runtime';
import { loadOrdersConfig } from './config/orders.config';
import { OrdersModule } from './orders.module';

/** The orders service as its own process (distributed shape). */
async function main(): Promise<void> {
  const config = loadOrdersConfig();
  await runProcess({ name: 'orders', config, services: [OrdersModule], metricsPort: config.METRICS_PORT ?? serviceMetricsPort('orders') });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
