import { MESSAGING_ENTITIES, MESSAGING_MIGRATIONS } from '@tezgah/messaging';
import type { ServiceDatabaseOptions } from '@tezgah/persistence';
import { CreateConnectorTables1764300000000 } from './migrations/1764300000000-CreateConnectorTables';
import { AddOrderPollingAndMirrors1767300000000 } from './migrations/1767300000000-AddOrderPollingAndMirrors';

/** A connector service's schema (`connector_<name>`): what PersistenceModule.forService and `migrate` need. */
export function connectorSchema(schema: string): ServiceDatabaseOptions {
  return {
    schema,
    // Its tables are read and written with SQL of its own (upserts guarded by sequence, leases).
    entities: [...MESSAGING_ENTITIES],
    migrations: [CreateConnectorTables1764300000000, ...MESSAGING_MIGRATIONS, AddOrderPollingAndMirrors1767300000000],
  };
}
