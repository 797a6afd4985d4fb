import { type DynamicModule, type INestApplicationContext, Module, type Type } from '@nestjs/common';
import type { BaseConfig, PublicUrls } from '@tezgah/config';
import type { ReadinessCheck } from '@tezgah/observability';
import { closeDatabaseTarget, databaseTargetFromConfig, pollLaneOf } from '@tezgah/persistence';
import { DataSource } from 'typeorm';
import { composeProcessModule, publicUrlsModule } from './process.module';
import { connectTransports } from './transports';

/** What a process needs around its service modules: `connected` (a database and both transports) or `none`. */
export type InfrastructureKind = 'connected' | 'none';

/** The infrastructure a process opened before its modules load, and how it ends. */
export interface ProcessInfrastructure {
  /** The root module: the service modules, with whatever they are given to run on. */
  rootModule(services: Array<Type | DynamicModule>, publicUrls: PublicUrls): Type;
  /** What readiness reports about the infrastructure itself, once the application started. */
  readinessChecks(app: INestApplicationContext): Record<string, ReadinessCheck>;
  /** Closes it in order after the application closed, reporting each step. */
  close(step: (done: string, work: () => Promise<unknown>) => Promise<void>): Promise<void>;
}

export async function openInfrastructure(kind: InfrastructureKind, config: BaseConfig, name: string): Promise<ProcessInfrastructure> {
  return kind === 'none' ? NO_INFRASTRUCTURE : connectInfrastructure(config, name);
}

/** The database of the configuration (PostgreSQL, or PGlite in one process) and the transports of its shape. */
async function connectInfrastructure(config: BaseConfig, name: string): Promise<ProcessInfrastructure> {
  const transports = await connectTransports(config, name);
  const target = await databaseTargetFromConfig(config);
  return {
    rootModule: (services, publicUrls) => composeProcessModule(target, transports, services, publicUrls),
    readinessChecks: (app) => {
      const database = app.get(DataSource, { strict: false });
      // Probed again and again like the background polls, it takes its turn with them (one connection when idle).
      return { database: async () => void (await pollLaneOf(database).run(() => database.query('SELECT 1'))) };
    },
    close: async (step) => {
      await step('request/reply closed', () => transports.rpc.close());
      await step('event bus closed', () => transports.bus.close());
      await step('database closed', () => closeDatabaseTarget(target));
    },
  };
}

/** For a process that keeps no data and exchanges no messages (the sandbox): its modules and public URLs alone. */
const NO_INFRASTRUCTURE: ProcessInfrastructure = {
  rootModule: (services, publicUrls) => {
    @Module({ imports: [publicUrlsModule(publicUrls), ...services] })
    class SelfContainedProcessModule {}
    return SelfContainedProcessModule;
  },
  readinessChecks: () => ({}),
  close: async () => undefined,
};
