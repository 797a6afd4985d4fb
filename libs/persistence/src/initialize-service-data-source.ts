import { type DataSource, MigrationExecutor, type QueryRunner } from 'typeorm';
import { type ConnectRetry, connectRetryFor, connectWithRetry } from './connect-retry';

/**
 * Initialises the data source (a refused connection retried with back-off, `retry`), creates its
 * schema, installs the extensions it needs and runs pending migrations, each in its own
 * transaction, recorded in `<schema>.migrations`. Returns the names of the migrations it ran.
 */
export async function initializeServiceDataSource(
  dataSource: DataSource,
  extensions: readonly string[] = [],
  retry?: ConnectRetry,
): Promise<string[]> {
  const schema = 'schema' in dataSource.options ? dataSource.options.schema : undefined;
  if (!schema) throw new Error('initializeServiceDataSource needs a data source made by createServiceDataSource');
  if (!dataSource.isInitialized) await connectWithRetry(() => dataSource.initialize(), retry ?? connectRetryFor(schema));

  // One query runner throughout: on PGlite a second one would wait for this one forever.
  const runner = dataSource.createQueryRunner();
  try {
    // Replicas of one service starting together must not both run its migrations.
    const key = `tezgah.migrations.${schema}`;
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    try {
      await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      for (const extension of ['uuid-ossp', ...extensions]) await ensureExtension(runner, extension);
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'each';
      const ran = await executor.executePendingMigrations();
      return ran.map((migration) => migration.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    await releaseClosing(runner);
  }
}

/**
 * Gives back the start-up's connection closed rather than pooled: a readiness probe answered
 * meanwhile opened one of its own, and the pool would keep both until they idle out, so a service
 * that has just started with nothing to do would hold two. (PGlite's one session stays.)
 */
async function releaseClosing(runner: QueryRunner): Promise<void> {
  const closing = runner as QueryRunner & { releasePostgresConnection?: (err?: Error) => Promise<void> };
  if (closing.releasePostgresConnection) await closing.releasePostgresConnection(new Error('start-up done: the connection is closed'));
  else await runner.release();
}

/**
 * An extension installed once into public, visible from every schema: uuid-ossp for
 * uuid_generate_v4() (TypeORM's uuid default), and whatever a service declares (pg_trgm).
 * Services of one database start together, hence a lock shared by all of them.
 */
async function ensureExtension(runner: QueryRunner, extension: string): Promise<void> {
  const installed: unknown[] = await runner.query(`SELECT 1 FROM pg_extension WHERE extname = $1`, [extension]);
  if (installed.length > 0) return;
  const key = 'tezgah.extensions';
  await runner.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
  try {
    await runner.query(`CREATE EXTENSION IF NOT EXISTS "${extension}" SCHEMA public`);
  } catch (error) {
    // Without the privilege a DBA installs it; a migration that needs it then says so itself.
    if ((error as { code?: string }).code !== '42501') throw error;
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
  }
}
