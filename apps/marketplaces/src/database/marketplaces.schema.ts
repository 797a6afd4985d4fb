import { MESSAGING_ENTITIES, MESSAGING_MIGRATIONS } from '@tezgah/messaging';
import { CreateMarketplaces1763810000000 } from './migrations/1763810000000-CreateMarketplaces';

/** The marketplaces service's schema: what PersistenceModule.forService and the migrate command need. */
export const marketplacesSchema = {
  schema: 'marketplaces',
  // Connection changes and grant refreshes are rare; the outbox relay (docs/runbook.md).
  poolMax: 2,
  // Its table is read and written with SQL of its own (row locks, SKIP LOCKED claims).
  entities: [...MESSAGING_ENTITIES],
  migrations: [CreateMarketplaces1763810000000, ...MESSAGING_MIGRATIONS],
};
