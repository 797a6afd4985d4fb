import { serviceMetricsPort } from '@tezgah/contracts';
import { runProcess } from '@tezgah/runtime';
import { loadSandboxConfig } from './config/sandbox.config';
import { SandboxListener } from './sandbox.listener';
import { SandboxModule } from './sandbox.module';

/**
 * The sandbox as its own process: no database and no transports (its state lives in memory), so
 * it starts without PostgreSQL, RabbitMQ or NATS; ready once its simulators listen.
 */
async function main(): Promise<void> {
  const config = loadSandboxConfig();
  await runProcess({
    name: 'sandbox',
    config,
    services: [SandboxModule],
    metricsPort: config.METRICS_PORT ?? serviceMetricsPort('sandbox'),
    infrastructure: 'none',
    readinessChecks: (app) => {
      const listener = app.get(SandboxListener);
      return {
        sandbox: async () => {
          if (!listener.listening) throw new Error('not listening');
        },
      };
    },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
