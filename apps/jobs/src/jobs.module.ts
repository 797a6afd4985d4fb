import { Module } from '@nestjs/common';
import { EventInbox } from '@tezgah/messaging';
import { PersistenceModule } from '@tezgah/persistence';
import { jobsSchema } from './database/jobs.schema';
import { JobsHandlers } from './jobs/jobs.handlers';
import { JobsRepository } from './jobs/jobs.repository';
import { JobsService } from './jobs/jobs.service';

/** The jobs service: job records, progress and results of long operations. Owns the `jobs` schema. */
@Module({
  imports: [PersistenceModule.forService(jobsSchema)],
  providers: [EventInbox, JobsRepository, JobsService, JobsHandlers],
})
export class JobsModule {}
