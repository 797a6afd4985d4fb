import { runMigrationsCli } from '@tezgah/persistence';
import { connectorMiraklSchema } from './connector-mirakl.module';

/** Applies the connector_mirakl schema's pending migrations and exits (the `migrate` target; start also does it). */
runMigrationsCli(connectorMiraklSchema).then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
