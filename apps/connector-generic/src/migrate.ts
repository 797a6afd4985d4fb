import { runMigrationsCli } from '@tezgah/persistence';
import { connectorGenericSchema } from './connector-generic.module';

/** Applies the connector_generic schema's pending migrations and exits (the `migrate` target; start also does it). */
runMigrationsCli(connectorGenericSchema).then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
