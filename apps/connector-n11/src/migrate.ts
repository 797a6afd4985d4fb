import { runMigrationsCli } from '@tezgah/persistence';
import { connectorN11Schema } from './connector-n11.module';

/** Applies the connector_n11 schema's pending migrations and exits (the `migrate` target; start also does it). */
runMigrationsCli(connectorN11Schema).then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
