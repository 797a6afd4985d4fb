import { DATABASE_DEFAULTS } from '@tezgah/config';
import { DataSource, type DataSourceOptions, type LoggerOptions } from 'typeorm';
import type { DatabaseTarget } from './database-target';
import { createPgliteDriver } from './pglite-driver';

type EntityList = NonNullable<DataSourceOptions['entities']>;
type MigrationList = NonNullable<DataSourceOptions['migrations']>;

export interface ServiceDatabaseOptions {
  /** The Postgres schema the service owns: `identity`, `catalog`, `connector_trendyol`, … */
  schema: string;
  entities: EntityList;
  migrations: MigrationList;
  /** Extensions the migrations rely on (installed into public before they run), e.g. `pg_trgm`. */
  extensions?: readonly string[];
  /**
   * The most PostgreSQL connections the service's pool opens, sized to what it does at once
   * (docs/runbook.md, "Database connections"); DATABASE_POOL_MAX overrides it per process.
   */
  poolMax: number;
  logging?: LoggerOptions;
}

export interface ServiceDataSourceOptions extends ServiceDatabaseOptions {
  target: DatabaseTarget;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The service's one DataSource, on its own schema. Entities name no schema: the `schema` option
 * qualifies every entity query, and search_path (service schema, then public for extensions)
 * places the tables of plain migration SQL.
 */
export function createServiceDataSource(options: ServiceDataSourceOptions): DataSource {
  const { schema, target } = options;
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name ${JSON.stringify(schema)}: expected ${SCHEMA_NAME}`);
  const common = {
    type: 'postgres' as const,
    schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    // initializeServiceDataSource installs extensions into public, where every schema sees them.
    installExtensions: false,
    applicationName: `tezgah:${schema}`,
    logging: options.logging ?? false,
  };
  if (target.kind === 'postgres') {
    return new DataSource({
      ...common,
      url: target.url,
      poolSize: target.poolMax ?? options.poolMax,
      // node-postgres closes a connection idle this long, so a quiet service holds none.
      extra: { options: `-c search_path=${schema},public`, idleTimeoutMillis: target.poolIdleMs ?? DATABASE_DEFAULTS.poolIdleMs },
    });
  }
  return new DataSource({
    ...common,
    driver: createPgliteDriver(target.db, { schema, lockTimeoutMs: target.lockTimeoutMs }),
    poolSize: 1,
  });
}
