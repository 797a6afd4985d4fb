import { baseConfigSchema, loadConfig } from '@tezgah/config';
import {
  closeDatabaseTarget,
  createServiceDataSource,
  databaseTargetFromConfig,
  initializeServiceDataSource,
} from '@tezgah/persistence';
import { jobsSchema } from './database/jobs.schema';

/** Applies the jobs schema's pending migrations and exits (the `migrate` target; start also does it). */
async function migrate(): Promise<void> {
  const config = loadConfig(baseConfigSchema);
  const target = await databaseTargetFromConfig(config);
  const db = createServiceDataSource({ ...jobsSchema, target });
  await initializeServiceDataSource(db);
  await db.destroy();
  await closeDatabaseTarget(target);
}

migrate().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
