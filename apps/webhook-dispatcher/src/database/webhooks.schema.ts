import { MESSAGING_ENTITIES, MESSAGING_MIGRATIONS } from '@tezgah/messaging';
import { CreateWebhooks1763790000000 } from './migrations/1763790000000-CreateWebhooks';

/** The dispatcher's schema: what PersistenceModule.forService and the migrate command need. */
export const webhooksSchema = {
  schema: 'webhooks',
  // Leased claims and batched outcomes (sending holds no connection), event handlers, registrations (docs/runbook.md).
  poolMax: 3,
  // Its tables are read and written with SQL of its own (batched outcomes, leased claims).
  entities: [...MESSAGING_ENTITIES],
  migrations: [CreateWebhooks1763790000000, ...MESSAGING_MIGRATIONS],
};
