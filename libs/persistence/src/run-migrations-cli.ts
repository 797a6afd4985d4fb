import { baseConfigSchema, loadConfig } from '@tezgah/config';
import { connectRetryFor } from './connect-retry';
import { closeDatabaseTarget, databaseTargetFromConfig } from './target-from-config';
import { initializeServiceDataSource } from './initialize-service-data-source';
import { createServiceDataSource, type ServiceDatabaseOptions } from './service-data-source';

export interface RunMigrationsCliOptions extends ServiceDatabaseOptions {
  env?: NodeJS.ProcessEnv;
  /** Where progress goes; a CLI prints to stdout. */
  log?: (line: string) => void;
}

/**
 * A service's `migrate` target: runs its pending migrations against the configured database
 * (DATABASE_URL, or the PGlite under TEZGAH_DATA_DIR) and returns their names. Apps call it from
 * `src/migrate.ts` and set the exit code from the outcome.
 */
export async function runMigrationsCli(options: RunMigrationsCliOptions): Promise<string[]> {
  const { env, log = (line: string) => process.stdout.write(`${line}\n`), ...database } = options;
  const config = loadConfig(baseConfigSchema, env);
  const target = await databaseTargetFromConfig(config);
  const dataSource = createServiceDataSource({ ...database, target });
  try {
    const ran = await initializeServiceDataSource(dataSource, database.extensions, connectRetryFor(database.schema, target));
    log(ran.length === 0 ? `${database.schema}: up to date` : `${database.schema}: ran ${ran.join(', ')}`);
    return ran;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    // The CLI owns the PGlite it opened: close it so its files are flushed before exit.
    await closeDatabaseTarget(target);
  }
}
