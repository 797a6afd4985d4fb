import type { DynamicModule, INestApplicationContext, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type BaseConfig, type PublicUrls, resolvePublicUrls } from '@tezgah/config';
import { createLogger, type InternalServer, PinoNestLogger, type ReadinessCheck, startInternalServer } from '@tezgah/observability';
import type { InternalPort } from './internal-port';
import { type InfrastructureKind, openInfrastructure } from './process-infrastructure';

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
  /** A number is that port exactly (a process without it does not start). */
  metricsPort: number | InternalPort;
  /**
   * What the services hand out and call (PUBLIC_URLS). Without it: `TEZGAH_PUBLIC_URL` and
   * `TEZGAH_SANDBOX_URL`, else the default ports; the single process derives them from its own.
   */
  publicUrls?: PublicUrls;
  /** Present for a process that serves the public API. */
  http?: { create(rootModule: Type): Promise<HttpApplication>; port: number; host: string };
  /**
   * `connected` (default): a database and both transports, the database in readiness. `none`: a
   * process that keeps no data and exchanges no messages (the sandbox), so it starts without
   * PostgreSQL, RabbitMQ or NATS.
   */
  infrastructure?: InfrastructureKind;
  /** The services' own readiness, asked of the started application; without any, ready once started. */
  readinessChecks?(app: INestApplicationContext): Record<string, ReadinessCheck>;
}

export interface RunningProcess {
  app: INestApplicationContext;
  internal: InternalServer;
  /** The bound public port, when the process serves HTTP. */
  httpPort?: number;
  stop(): Promise<void>;
}

/**
 * Starts a process of either shape: connects its database and transports (unless it needs
 * none), loads its services, serves HTTP if asked, opens the internal port, and on SIGTERM/SIGINT
 * drains before exiting (readiness goes 503 first, then in-flight requests and event handlers
 * finish).
 */
export async function runProcess(options: ProcessOptions): Promise<RunningProcess> {
  const logger = createLogger(options.name, options.config.LOG_LEVEL);
  const publicUrls = options.publicUrls ?? resolvePublicUrls(process.env);
  const infrastructure = await openInfrastructure(options.infrastructure ?? 'connected', options.config, options.name);
  const rootModule = infrastructure.rootModule(options.services, publicUrls);
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
  const internal = await openInternalPort(
    options.metricsPort,
    { ...infrastructure.readinessChecks(app), ...options.readinessChecks?.(app) },
    logger,
  );

  const step = async (done: string, work: () => Promise<unknown>) => {
    await work();
    logger.info(`shutdown: ${done}`);
  };
  const signals = ['SIGTERM', 'SIGINT'] as const;
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'draining before exit');
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      internal.setReady(false);
      await step('application closed (requests and handlers drained)', () => app.close());
      await infrastructure.close(step);
      await step('internal port closed', () => internal.close());
      // Only once stopped: a second signal while draining still waits for the same stop. A
      // process stopped by its caller (a test, an embedding) keeps no listener behind.
      for (const signal of signals) process.off(signal, onSignal);
    })());
  for (const signal of signals) process.once(signal, onSignal);
  logger.info({ http_port: httpPort, metrics_port: internal.port }, `${options.name} ready`);
  return { app, internal, httpPort, stop };
}

/** The internal server on its port; a derived port that is taken gives way to any free one. */
async function openInternalPort(
  choice: number | InternalPort,
  readinessChecks: Record<string, ReadinessCheck>,
  logger: ReturnType<typeof createLogger>,
): Promise<InternalServer> {
  const { port, whenTaken } = typeof choice === 'number' ? { port: choice, whenTaken: 'fail' } : choice;
  try {
    return await startInternalServer({ port, readinessChecks });
  } catch (error) {
    if (whenTaken === 'fail' || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    logger.warn({ metrics_port: port }, 'internal port taken (METRICS_PORT not set): using any free port');
    return startInternalServer({ port: 0, readinessChecks });
  }
}
