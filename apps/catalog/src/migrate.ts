import { runMigrationsCli } from '@tezgah/persistence';
import { catalogSchema } from './database/catalog.schema';

/** Applies the catalog schema's pending migrations and exits (the `migrate` target; start also does it). */
runMigrationsCli(catalogSchema).then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
