import { runMigrationsCli } from '@tezgah/persistence';
import { connectorTrendyolSchema } from './connector-trendyol.module';

/** Applies the connector_trendyol schema's pending migrations and exits (the `migrate` target; start also does it). */
runMigrationsCli(connectorTrendyolSchema).then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
