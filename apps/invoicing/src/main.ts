import { serviceMetricsPort } from '@tezgah/contracts';
import { runProcess } from '@tezgah/runtime';
import { loadInvoicingConfig } from './config/invoicing.config';
import { InvoicingModule } from './invoicing.module';

/** The invoicing service as its own process (distributed shape). */
async function main(): Promise<void> {
  const config = loadInvoicingConfig();
  await runProcess({
    name: 'invoicing',
    config,
    services: [InvoicingModule],
    metricsPort: config.METRICS_PORT ?? serviceMetricsPort('invoicing'),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
