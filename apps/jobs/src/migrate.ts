import { runMigrationsCli } from '@tezgah/persistence';
import { jobsSchema } from './database/jobs.schema';

/** Applies the jobs schema's pending migrations and exits (the `migrate` target; start also does it). */
runMigrationsCli(jobsSchema).then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
