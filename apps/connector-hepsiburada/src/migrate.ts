import { runMigrationsCli } from '@tezgah/persistence';
import { connectorHepsiburadaSchema } from './connector-hepsiburada.module';

/** Applies the connector_hepsiburada schema's pending migrations and exits (the `migrate` target; start also does it). */
runMigrationsCli(connectorHepsiburadaSchema).then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
