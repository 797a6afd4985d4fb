import { runMigrationsCli } from '@tezgah/persistence';
import { connectorFloSchema } from './connector-flo.module';

/** Applies the connector_flo schema's pending migrations and exits (the `migrate` target; start also does it). */
runMigrationsCli(connectorFloSchema).then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
