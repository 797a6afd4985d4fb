import { runMigrationsCli } from '@tezgah/persistence';
import { connectorPazaramaSchema } from './connector-pazarama.module';

/** Applies the connector_pazarama schema's pending migrations and exits (the `migrate` target; start also does it). */
runMigrationsCli(connectorPazaramaSchema).then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
