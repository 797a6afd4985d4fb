import { runMigrationsCli } from '@tezgah/persistence';
import { connectorCiceksepetiSchema } from './connector-ciceksepeti.module';

/** Applies the connector_ciceksepeti schema's pending migrations and exits (the `migrate` target; start also does it). */
runMigrationsCli(connectorCiceksepetiSchema).then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
