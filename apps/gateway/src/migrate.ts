import { runMigrationsCli } from '@tezgah/persistence';
import { identitySchema } from './database/identity.schema';

/** Applies the identity schema's pending migrations and exits (the `migrate` target; start also does it). */
runMigrationsCli(identitySchema).then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
