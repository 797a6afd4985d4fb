import { runMigrationsCli } from '@tezgah/persistence';
import { ordersSchema } from './database/orders.schema';

/** Applies the orders schema's pending migrations and exits (the `migrate` target; start also does it). */
runMigrationsCli(ordersSchema).then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
