import { runMigrationsCli } from '@tezgah/persistence';
import { connectorAmazonSchema } from './connector-amazon.module';

/** Applies the connector_amazon schema's pending migrations and exits (the `migrate` target; start also does it). */
runMigrationsCli(connectorAmazonSchema).then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
