import { CreateShipments1768100000000 } from './migrations/1768100000000-CreateShipments';
import { IndexListedShipments1769900000000 } from './migrations/1769900000000-IndexListedShipments';

/** The cargo service's schema: what PersistenceModule.forService and the migrate command need. */
export const cargoSchema = {
  schema: 'cargo',
  // Label requests and its three workers (label batches, tracking, sweeper) (docs/runbook.md).
  poolMax: 3,
  // Its tables are read and written with SQL of its own (leases, one-statement claims).
  entities: [],
  migrations: [CreateShipments1768100000000, IndexListedShipments1769900000000],
};
