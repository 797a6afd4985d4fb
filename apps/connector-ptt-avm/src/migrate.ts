import { runMigrationsCli } from '@tezgah/persistence';
import { connectorPttAvmSchema } from './connector-ptt-avm.module';

/** Applies the connector_ptt_avm schema's pending migrations and exits (the `migrate` target; start also does it). */
runMigrationsCli(connectorPttAvmSchema).then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
