import { Module } from '@nestjs/common';
import { PersistenceModule } from '@tezgah/persistence';
import { jobsSchema } from './database/jobs.schema';
import { JobsHandlers } from './jobs/jobs.handlers';
import { JobsService } from './jobs/jobs.service';

/** The jobs service: job records, progress and results of long operations. Owns the `jobs` schema. */
@Module({
  imports: [PersistenceModule.forService(jobsSchema)],
  providers: [JobsService, JobsHandlers],
})
export class JobsModule {}
