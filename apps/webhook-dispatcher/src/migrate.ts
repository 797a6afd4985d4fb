import { runMigrationsCli } from '@tezgah/persistence';
import { webhooksSchema } from './database/webhooks.schema';

/** Applies the webhooks schema's pending migrations and exits (the `migrate` target; start also does it). */
runMigrationsCli(webhooksSchema).then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
