import { runMigrationsCli } from '@tezgah/persistence';
import { connectorIdefixSchema } from './connector-idefix.module';

/** Applies the connector_idefix schema's pending migrations and exits (the `migrate` target; start also does it). */
runMigrationsCli(connectorIdefixSchema).then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
