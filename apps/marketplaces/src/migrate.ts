import { runMigrationsCli } from '@tezgah/persistence';
import { marketplacesSchema } from './database/marketplaces.schema';

/** Applies the marketplaces schema's pending migrations and exits (the `migrate` target; start also does it). */
runMigrationsCli(marketplacesSchema).then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
