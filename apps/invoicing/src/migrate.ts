import { runMigrationsCli } from '@tezgah/persistence';
import { invoicingSchema } from './database/invoicing.schema';

/** Applies the invoicing schema's pending migrations and exits (the `migrate` target; start also does it). */
runMigrationsCli(invoicingSchema).then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
