import { type JobReport, type JobStatus, noticeMessage } from '@tezgah/contracts';

export interface JobState {
  status: JobStatus;
  progress: number;
  result: Record<string, unknown> | null;
  error: string | null;
}

const FINAL: ReadonlySet<JobStatus> = new Set(['completed', 'failed']);

/**
 * The job a report leads to (decisions §12: queued → running → completed | failed; progress never
 * goes down and is 100 on completion), or null when the report changes nothing. Reports may
 * arrive late or twice (events are at-least-once), so a stale one is ignored, never an error.
 */
export function applyReport(job: JobState, report: JobReport): JobState | null {
  if (FINAL.has(job.status)) return null;
  const status: JobStatus = report.status ?? 'running';
  const progress = status === 'completed' ? 100 : Math.max(job.progress, clampProgress(report.progress));
  const next: JobState = {
    status,
    progress,
    result: report.result ?? job.result,
    error: status === 'failed' ? (report.error ?? noticeMessage('job_failed')) : null,
  };
  const unchanged = next.status === job.status && next.progress === job.progress && next.result === job.result && next.error === job.error;
  return unchanged ? null : next;
}

function clampProgress(progress: number | undefined): number {
  if (progress === undefined || !Number.isFinite(progress)) return 0;
  return Math.min(99, Math.max(0, Math.floor(progress)));
}

export const CANCELLED_ERROR = noticeMessage('job_cancelled');

export function isFinal(status: JobStatus): boolean {
  return FINAL.has(status);
}
