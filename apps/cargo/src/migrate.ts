import { runMigrationsCli } from '@tezgah/persistence';
import { cargoSchema } from './database/cargo.schema';

/** Applies the cargo schema's pending migrations and exits (the `migrate` target; start also does it). */
runMigrationsCli(cargoSchema).then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
