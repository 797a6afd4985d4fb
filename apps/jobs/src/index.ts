export { JobsModule } from './jobs.module';
export { jobsSchema } from './database/jobs.schema';
