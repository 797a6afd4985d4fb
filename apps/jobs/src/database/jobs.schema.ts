import { InboxMessage, MessagingTablesMigration, OutboxMessage } from '@tezgah/messaging';
import { JobEntity } from '../jobs/job.entity';
import { CreateJobs1763770100000 } from './migrations/1763770100000-CreateJobs';

/** The jobs service's schema: what PersistenceModule.forService and the migrate command need. */
export const jobsSchema = {
  schema: 'jobs',
  entities: [JobEntity, OutboxMessage, InboxMessage],
  migrations: [CreateJobs1763770100000, MessagingTablesMigration],
};
