import { MESSAGING_ENTITIES, MESSAGING_MIGRATIONS } from '@tezgah/messaging';
import { CreateOrders1764500000000 } from './migrations/1764500000000-CreateOrders';
import { AddOrderTrackingSource1767400000000 } from './migrations/1767400000000-AddOrderTrackingSource';
import { AddCarrierStatusChanges1768000000000 } from './migrations/1768000000000-AddCarrierStatusChanges';
import { OrderSearch1770000000002 } from './migrations/1770000000002-OrderSearch';

/** The orders service's schema: what PersistenceModule.forService and the migrate command need. */
export const ordersSchema = {
  schema: 'orders',
  // Set-based ingestion, status changes and the outbox relay (docs/runbook.md).
  poolMax: 3,
  // Its tables are read and written with SQL of its own (set-based ingestion, one-statement lists).
  entities: [...MESSAGING_ENTITIES],
  migrations: [
    CreateOrders1764500000000,
    AddOrderTrackingSource1767400000000,
    AddCarrierStatusChanges1768000000000,
    ...MESSAGING_MIGRATIONS,
    OrderSearch1770000000002,
  ],
  extensions: ['pg_trgm'],
};
