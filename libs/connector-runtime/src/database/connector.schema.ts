import { MESSAGING_ENTITIES, MESSAGING_MIGRATIONS } from '@tezgah/messaging';
import type { ServiceDatabaseOptions } from '@tezgah/persistence';
import type { ConnectorExtension } from '../extension/extension-point';
import { CreateConnectorTables1764300000000 } from './migrations/1764300000000-CreateConnectorTables';
import { AddOrderPollingAndMirrors1767300000000 } from './migrations/1767300000000-AddOrderPollingAndMirrors';
import { AddInvoiceMirrors1768600000000 } from './migrations/1768600000000-AddInvoiceMirrors';

/**
 * A connector service's schema (`connector_<name>`): the runtime's tables and those of the
 * connector's extensions. What PersistenceModule.forService and `migrate` need.
 */
export function connectorSchema(schema: string, extensions: readonly ConnectorExtension[] = []): ServiceDatabaseOptions {
  return {
    schema,
    // The outbox relay and one handler, worker or poller at a time; five connectors (docs/runbook.md).
    poolMax: 2,
    // The runtime's tables are read and written with SQL of its own (upserts guarded by sequence, leases).
    entities: [...MESSAGING_ENTITIES, ...extensions.flatMap((extension) => extension.entities ?? [])],
    migrations: [
      CreateConnectorTables1764300000000,
      ...MESSAGING_MIGRATIONS,
      AddOrderPollingAndMirrors1767300000000,
      AddInvoiceMirrors1768600000000,
      ...extensions.flatMap((extension) => extension.migrations ?? []),
    ],
  };
}
