/** The jobs service's API: request/reply to create and read jobs, an event to report progress. */
import { LABEL_BATCH_JOB_TYPE } from '../cargo/cargo.contract';
import { BULK_IMPORT_JOB_TYPE } from '../catalog/catalog.contract';
import { defineEvent } from '../events';
import type { PageDto } from '../resources';
import { definePattern } from '../rpc';

export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export interface JobDto {
  id: string;
  type: string;
  status: JobStatus;
  progress: number;
  result?: Record<string, unknown>;
  error?: string;
  created_at: string;
  updated_at: string;
}

/** A progress report; `status` absent means "still running". Reports never move a job backwards. */
export interface JobReport {
  job_id: string;
  status?: 'running' | 'completed' | 'failed';
  progress?: number;
  result?: Record<string, unknown>;
  error?: string;
}

/** A marketplace's first sync after `connect`. */
export const MARKETPLACE_SYNC_JOB_TYPE = 'marketplace_sync';
/** What makes jobs: a bulk import, a batch of cargo labels, a marketplace's first sync. */
export const JOB_TYPES = [BULK_IMPORT_JOB_TYPE, LABEL_BATCH_JOB_TYPE, MARKETPLACE_SYNC_JOB_TYPE] as const;

/** Beyond the spec: `GET /jobs`, the tenant's jobs newest first (the console's Jobs screen). */
export interface JobListQuery {
  page: number;
  per_page: number;
  type?: string;
  status?: JobStatus;
}

export const JobsCreate = definePattern<{ type: string; id?: string }, JobDto>('jobs.jobs.create');
export const JobsGet = definePattern<{ id: string }, JobDto>('jobs.jobs.get');
export const JobsList = definePattern<JobListQuery, PageDto<JobDto>>('jobs.jobs.list');
/** Beyond the spec: a seller stops a queued or running job (it ends `failed` with a cancellation error). */
export const JobsCancel = definePattern<{ id: string }, JobDto>('jobs.jobs.cancel');
export const JobsReport = definePattern<JobReport, JobDto>('jobs.jobs.report');

/** Internal event: lets a service report job progress through its outbox, in its own transaction. */
export const JobProgressReported = defineEvent<JobReport>('job.progress_reported');
