import { runMigrationsCli } from '@tezgah/persistence';
import { connectorModanisaSchema } from './connector-modanisa.module';

/** Applies the connector_modanisa schema's pending migrations and exits (the `migrate` target; start also does it). */
runMigrationsCli(connectorModanisaSchema).then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
