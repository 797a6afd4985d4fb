import { AsyncResource } from 'node:async_hooks';
import type { Logger } from 'pino';
import { createLogger } from '@tezgah/observability';
import { workerMetrics } from './worker-metrics';

export interface BackgroundWorkerOptions {
  /** Names the worker in its metrics (`worker` label) and logs: `outbox-relay.catalog`, `trendyol.order-mirror`. */
  name: string;
  /** One unit of work. Resolves true when there may be more: the next run starts at once. */
  run: () => Promise<boolean | void>;
  /**
   * The safety net: how long the worker idles after a run when nothing wakes it. Without it the
   * worker runs only when woken (one per key of some work, the poll being another worker). A
   * function is asked after each run (a worker that polls faster while its signals are down).
   */
  intervalMs?: number | (() => number);
  /**
   * When the worker's next known work falls due (the earliest retry time or lease expiry of its
   * rows; null for none), asked after a run that found no more: the worker runs then if that is
   * sooner than its interval, which is left a slow safety net. Rows already due count (a time
   * past runs it at once): a run that left its next step due now, or a row another process wrote
   * during the run, is not left to the safety net. So it answers only for rows `run` would take.
   */
  nextDueAt?: () => Promise<Date | null>;
  /** Run as soon as started (default), or only after the first interval. */
  runAtStart?: boolean;
  /**
   * Ceiling of the back-off after failed runs: the wait doubles from `intervalMs` per failure in
   * a row, and `wake()` does not cut it short. Without it a failed run waits one interval.
   * Needs `intervalMs`.
   */
  maxBackoffMs?: number;
  /** What a failed run logs (default: an error line naming the worker). */
  onError?: (error: unknown, failures: number) => void;
}

/**
 * The one skeleton of a background loop: start, wake, idle, back off, drain. A unit of work
 * (`run`) is repeated while it says there may be more, then when its next known work falls due
 * (`nextDueAt`: a retry time, a lease that expires) or after `intervalMs` (the safety net for a
 * missed signal), whichever is sooner, and at once when something in this process calls
 * `wake()`; woken while a run is in flight, it runs once more right after. Only one run is in flight at a time.
 * `stop()` takes no new run and waits for the one in flight. A provider declares its workers (`@Worker()`) and
 * the runtime starts and stops them (`WorkerRunner`).
 * Its timers are unref'd: a worker never keeps a process alive.
 *
 * Its users: the outbox relays (a batch a run, back-off while the broker is down), bulk import
 * (one import a run, woken by an accepted import), webhook deliveries (a claim of due ones a run;
 * their lease renewal is a second worker), each connector's order polling (a claim of due
 * connections), order mirroring (a batch a run), stock pushes (a poll worker, and one wake-only
 * worker per connection that flushes it), grant refresh, the idempotency-key sweeper and
 * session revocations (a periodic run each).
 *
 * The back-off here is the whole worker's, when a run throws (the broker or database is down),
 * and is not jittered: the outbox relay's doubling is kept as it was. Retries of single rows
 * (a stock value, an order status) wait in their rows with jittered delays chosen by the loop.
 *
 * What it does not own: which rows a run takes. Workers on several replicas claim rows with a
 * lease in SQL (`FOR UPDATE SKIP LOCKED`, an owner and an expiry) inside `run`; a lease renewed
 * on a timer is one more worker. A Postgres job queue (pg-boss, graphile-worker) would own that
 * too, but they need LISTEN/NOTIFY or several sessions, which PGlite's one session in the
 * single-process shape does not give.
 *
 * Metrics (prom-client, labelled `worker`): runs by outcome, run duration, last success time.
 */
export class BackgroundWorker {
  private logger: Logger | undefined;
  private readonly metrics = workerMetrics();
  private readonly runAtStart: boolean;
  private started = false;
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;
  private wokenWhileBusy = false;
  private failures = 0;
  /** Epoch ms of the next known work, from `nextDueAt` after the last run. */
  private dueAt: number | null = null;
  /** Its runs carry the context it was made in, never that of whoever woke it (a request, a held write). */
  private readonly home = new AsyncResource('BackgroundWorker');

  constructor(private readonly options: BackgroundWorkerOptions) {
    this.runAtStart = options.runAtStart ?? true;
  }

  /** False before `start()` and from `stop()` on: a long run checks it between steps to end early. */
  get running(): boolean {
    return this.started;
  }

  /** Starts the loop; resolves once the first run has ended (at once when it waits an interval first). */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    if (!this.runAtStart) return this.schedule(this.interval());
    this.runNow();
    await this.inFlight;
  }

  /** There may be work: run now, or once more right after the run in flight. */
  wake(): void {
    if (!this.started || this.backingOff()) return;
    if (this.inFlight) this.wokenWhileBusy = true;
    else this.schedule(0);
  }

  /** Takes no new run and waits for the one in flight. */
  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    await this.inFlight;
  }

  private backingOff(): boolean {
    return this.options.maxBackoffMs !== undefined && this.failures > 0;
  }

  private schedule(delayMs: number | undefined): void {
    clearTimeout(this.timer);
    if (delayMs === undefined) return;
    this.timer = setTimeout(() => this.home.runInAsyncScope(() => this.runNow()), delayMs);
    this.timer.unref();
  }

  private runNow(): void {
    if (!this.started || this.inFlight) return;
    this.inFlight = this.runOnce().then((more) => {
      this.inFlight = undefined;
      if (!this.started) return;
      const again = (more || this.wokenWhileBusy) && !this.backingOff();
      this.wokenWhileBusy = false;
      this.schedule(again ? 0 : this.nextDelay());
    });
  }

  private async runOnce(): Promise<boolean> {
    const worker = this.options.name;
    const stopTimer = this.metrics.duration.startTimer({ worker });
    try {
      const more = await this.options.run();
      this.dueAt = more !== true && this.options.nextDueAt ? ((await this.options.nextDueAt())?.getTime() ?? null) : null;
      this.failures = 0;
      this.metrics.runs.inc({ worker, outcome: 'ok' });
      this.metrics.lastSuccess.set({ worker }, Date.now() / 1000);
      return more === true;
    } catch (error) {
      this.failures++;
      this.metrics.runs.inc({ worker, outcome: 'failed' });
      if (this.options.onError) this.options.onError(error, this.failures);
      else {
        this.logger ??= createLogger(`worker.${worker}`);
        this.logger.error({ err: error, failures: this.failures }, 'background work failed');
      }
      return false;
    } finally {
      stopTimer();
    }
  }

  private interval(): number | undefined {
    const { intervalMs } = this.options;
    return typeof intervalMs === 'function' ? intervalMs() : intervalMs;
  }

  private nextDelay(): number | undefined {
    const intervalMs = this.interval();
    const { maxBackoffMs } = this.options;
    if (this.failures === 0)
      return this.dueAt === null ? intervalMs : Math.min(intervalMs ?? Infinity, Math.max(0, this.dueAt - Date.now()));
    if (intervalMs === undefined || maxBackoffMs === undefined) return intervalMs;
    return Math.min(maxBackoffMs, intervalMs * 2 ** (this.failures - 1));
  }
}
