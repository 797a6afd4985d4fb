import type { DynamicModule, INestApplicationContext, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { BaseConfig } from '@tezgah/config';
import { createLogger, type InternalServer, PinoNestLogger, startInternalServer } from '@tezgah/observability';
import { closeDatabaseTarget, databaseTargetFromConfig } from '@tezgah/persistence';
import { DataSource } from 'typeorm';
import { composeProcessModule } from './process-module';
import { connectTransports } from './transports';

/** An application that serves HTTP (the gateway, or the single process around it). */
export interface HttpApplication extends INestApplicationContext {
  listen(port: number, host: string): Promise<unknown>;
  getUrl(): Promise<string>;
}

export interface ProcessOptions {
  /** Names the process in logs and its NATS queue group. */
  name: string;
  config: BaseConfig;
  services: Array<Type | DynamicModule>;
  metricsPort: number;
  /** Present for a process that serves the public API. */
  http?: { create(rootModule: Type): Promise<HttpApplication>; port: number; host: string };
}

export interface RunningProcess {
  app: INestApplicationContext;
  internal: InternalServer;
  /** The bound public port, when the process serves HTTP. */
  httpPort?: number;
  stop(): Promise<void>;
}

/**
 * Starts a process of either shape: connects its database and transports, loads its services,
 * serves HTTP if asked, opens the internal port, and on SIGTERM/SIGINT drains before exiting
 * (readiness goes 503 first, then in-flight requests and event handlers finish).
 */
export async function runProcess(options: ProcessOptions): Promise<RunningProcess> {
  const logger = createLogger(options.name, options.config.LOG_LEVEL);
  const transports = await connectTransports(options.config, options.name);
  const target = await databaseTargetFromConfig(options.config);
  const rootModule = composeProcessModule(target, transports, options.services);
  const app = options.http
    ? await options.http.create(rootModule)
    : await NestFactory.createApplicationContext(rootModule, { logger: new PinoNestLogger(logger) });
  let httpPort: number | undefined;
  if (options.http) {
    const http = app as HttpApplication;
    await http.listen(options.http.port, options.http.host);
    httpPort = Number(new URL(await http.getUrl()).port);
  } else {
    await app.init();
  }
  const database = app.get(DataSource, { strict: false });
  const internal = await startInternalServer({
    port: options.metricsPort,
    readinessChecks: { database: async () => void (await database.query('SELECT 1')) },
  });

  const step = async (done: string, work: () => Promise<unknown>) => {
    await work();
    logger.info(`shutdown: ${done}`);
  };
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      internal.setReady(false);
      await step('application closed (requests and handlers drained)', () => app.close());
      await step('request/reply closed', () => transports.rpc.close());
      await step('event bus closed', () => transports.bus.close());
      await step('database closed', () => closeDatabaseTarget(target));
      await step('internal port closed', () => internal.close());
    })());
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'draining before exit');
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  logger.info({ http_port: httpPort, metrics_port: internal.port }, `${options.name} ready`);
  return { app, internal, httpPort, stop };
}
