import { MESSAGING_ENTITIES, MESSAGING_MIGRATIONS } from '@tezgah/messaging';
import { JobEntity } from '../jobs/job.entity';
import { CreateJobs1763770100000 } from './migrations/1763770100000-CreateJobs';

/** The jobs service's schema: what PersistenceModule.forService and the migrate command need. */
export const jobsSchema = {
  schema: 'jobs',
  // Job progress events and reads of one job at a time (docs/runbook.md).
  poolMax: 2,
  entities: [JobEntity, ...MESSAGING_ENTITIES],
  migrations: [CreateJobs1763770100000, ...MESSAGING_MIGRATIONS],
};
