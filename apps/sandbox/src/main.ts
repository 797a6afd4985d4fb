import { NestFactory } from '@nestjs/core';
import { createLogger, PinoNestLogger, startInternalServer } from '@tezgah/observability';
import { loadSandboxConfig } from './config/sandbox.config';
import { SandboxListener } from './sandbox-listener';
import { SandboxModule } from './sandbox.module';

/**
 * The sandbox as its own process. Not `runProcess`: that one connects a database and both
 * transports and reports the database in readiness, and the sandbox has neither; so it needs no
 * PostgreSQL, RabbitMQ or NATS to start.
 */
async function main(): Promise<void> {
  const config = loadSandboxConfig();
  const logger = createLogger('sandbox', config.LOG_LEVEL);
  const app = await NestFactory.createApplicationContext(SandboxModule, { logger: new PinoNestLogger(logger) });
  await app.init();
  const listener = app.get(SandboxListener);
  const internal = await startInternalServer({
    port: config.METRICS_PORT ?? 9469,
    readinessChecks: {
      sandbox: async () => {
        if (!listener.listening) throw new Error('not listening');
      },
    },
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'stopping');
      internal.setReady(false);
      Promise.all([app.close(), internal.close()]).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  logger.info({ sandbox_port: config.SANDBOX_PORT, metrics_port: internal.port }, 'sandbox ready');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
