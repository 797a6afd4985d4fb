import { getOrCreateCounter, getOrCreateGauge, getOrCreateHistogram } from '@tezgah/observability';

/** Shared by every worker of the process, told apart by the `worker` label. */
export function workerMetrics() {
  return {
    runs: getOrCreateCounter({
      name: 'tezgah_worker_runs_total',
      help: 'Runs of a background worker by outcome (ok, failed)',
      labelNames: ['worker', 'outcome'],
    }),
    duration: getOrCreateHistogram({
      name: 'tezgah_worker_run_duration_seconds',
      help: 'How long one run of a background worker took',
      labelNames: ['worker'],
      buckets: [0.005, 0.05, 0.25, 1, 5, 30, 120],
    }),
    lastSuccess: getOrCreateGauge({
      name: 'tezgah_worker_last_success_timestamp_seconds',
      help: 'When a run of the background worker last ended without failing (Unix time)',
      labelNames: ['worker'],
    }),
  };
}
