import { baseConfigSchema, loadConfig } from '@tezgah/config';
import { createServiceDataSource, databaseTargetFromConfig, initializeServiceDataSource } from '@tezgah/persistence';
import { jobsSchema } from './database/jobs.schema';

/** Applies the jobs schema's pending migrations and exits (the `migrate` target; start also does it). */
async function migrate(): Promise<void> {
  const config = loadConfig(baseConfigSchema);
  const db = createServiceDataSource({ ...jobsSchema, target: await databaseTargetFromConfig(config) });
  await initializeServiceDataSource(db);
  await db.destroy();
}

migrate().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
