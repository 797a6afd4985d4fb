/** The jobs service's API: request/reply to create and read jobs, an event to report progress. */
import { defineEvent } from '../events';
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

export const JobsCreate = definePattern<{ type: string; id?: string }, JobDto>('jobs.jobs.create');
export const JobsGet = definePattern<{ id: string }, JobDto>('jobs.jobs.get');
/** Beyond the spec: a seller stops a queued or running job (it ends `failed` with a cancellation error). */
export const JobsCancel = definePattern<{ id: string }, JobDto>('jobs.jobs.cancel');
export const JobsReport = definePattern<JobReport, JobDto>('jobs.jobs.report');

/** Internal event: lets a service report job progress through its outbox, in its own transaction. */
export const JobProgressReported = defineEvent<JobReport>('job.progress_reported');
