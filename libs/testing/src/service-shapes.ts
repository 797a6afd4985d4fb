import type { DynamicModule, INestApplicationContext, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { resolvePublicUrls } from '@tezgah/config';
import {
  type EventBus,
  InProcessEventBus,
  InProcessRpcTransport,
  NatsRpcTransport,
  RabbitEventBus,
  type RpcTransport,
} from '@tezgah/messaging';
import { closeDatabaseTarget, type DatabaseTarget, openPglite } from '@tezgah/persistence';
import { composeProcessModule } from '@tezgah/runtime';
import { createDatabase, deleteRabbitNamespace, dropDatabase, LOCAL } from './local-services';
import { randomSuffix } from './unique';

/** What a service module needs to run in a test: its database target and transports. */
export interface StartedShape {
  target: DatabaseTarget;
  rpc: RpcTransport;
  bus: EventBus;
  /** Drops what the shape created (after the application and transports are closed). */
  cleanup(): Promise<void>;
}

export interface ServiceShape {
  name: string;
  start(service: string): Promise<StartedShape>;
}

/**
 * The two runtime shapes for a service's integration specs (`describe.each(SERVICE_SHAPES)`):
 * PGlite with in-process transports, and a throwaway PostgreSQL database with NATS and RabbitMQ.
 */
export const SERVICE_SHAPES: ServiceShape[] = [
  {
    name: 'PGlite, in-process transports',
    start: async () => {
      const target: DatabaseTarget = { kind: 'pglite', db: await openPglite() };
      return { target, rpc: new InProcessRpcTransport(), bus: new InProcessEventBus(), cleanup: () => closeDatabaseTarget(target) };
    },
  },
  {
    name: 'PostgreSQL, NATS, RabbitMQ',
    start: async (service) => {
      // A database name is a plain SQL name: `webhook-dispatcher` becomes `webhook_dispatcher`.
      const database = `tezgah_${service.replaceAll('-', '_')}_${randomSuffix()}`;
      const namespace = `${service}-${randomSuffix()}`;
      await createDatabase(database);
      const rpc = await NatsRpcTransport.connect({ url: LOCAL.nats, namespace, serviceName: service });
      const bus = await RabbitEventBus.connect({ url: LOCAL.amqp(), namespace });
      return {
        target: { kind: 'postgres', url: LOCAL.postgres(database) },
        rpc,
        bus,
        cleanup: async () => {
          await dropDatabase(database);
          // Not worth failing a spec for: the next test run's sweep takes what is left (scripts/test.mjs).
          await deleteRabbitNamespace(namespace).catch(() => undefined);
        },
      };
    },
  },
];

/** A service's Nest modules running in a shape, with the caller's side of its transports. */
export interface RunningService {
  app: INestApplicationContext;
  rpc: RpcTransport;
  bus: EventBus;
  /** Closes the application and the transports, then drops what the shape created. */
  close(): Promise<void>;
}

/** Starts `modules` as the process `service` would run them, in `shape` (public URLs as the environment sets them). */
export async function startService(shape: ServiceShape, service: string, modules: Array<Type | DynamicModule>): Promise<RunningService> {
  const started = await shape.start(service);
  const rootModule = composeProcessModule(started.target, started, modules, resolvePublicUrls(process.env));
  const app = await NestFactory.createApplicationContext(rootModule, { logger: false });
  await app.init();
  return {
    app,
    rpc: started.rpc,
    bus: started.bus,
    close: async () => {
      await app.close();
      await started.rpc.close();
      await started.bus.close();
      await started.cleanup();
    },
  };
}
