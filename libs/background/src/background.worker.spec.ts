import { metricsRegistry } from '@tezgah/observability';
import { BackgroundWorker, type BackgroundWorkerOptions } from './background.worker';

/** Lets timers and the promises they settle run, `ms` of fake time on. */
const elapse = (ms: number) => jest.advanceTimersByTimeAsync(ms);

/** A run the test lets finish when it chooses. */
function gate() {
  let open: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (open = resolve));
  return { closed, open };
}

describe('BackgroundWorker', () => {
  const workers: BackgroundWorker[] = [];
  let names = 0;

  function worker(options: Partial<BackgroundWorkerOptions> & Pick<BackgroundWorkerOptions, 'run'>): BackgroundWorker {
    const created = new BackgroundWorker({ name: `test-${++names}`, intervalMs: 60_000, onError: () => undefined, ...options });
    workers.push(created);
    return created;
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((each) => each.stop()));
    jest.useRealTimers();
  });

  it('runs at start, again at once while the run says there may be more, then idles', async () => {
    let runs = 0;
    const subject = worker({ run: async () => ++runs < 3 });
    await subject.start();
    await elapse(10);
    expect(runs).toBe(3);
    await elapse(59_980);
    expect(runs).toBe(3);
    await elapse(20);
    expect(runs).toBe(4);
  });

  it('waits one interval before its first run when told to', async () => {
    let runs = 0;
    const subject = worker({ run: async () => void runs++, intervalMs: 40, runAtStart: false });
    await subject.start();
    await elapse(39);
    expect(runs).toBe(0);
    await elapse(1);
    expect(runs).toBe(1);
  });

  it('woken while a run is in flight, runs exactly once more right after it', async () => {
    const first = gate();
    let runs = 0;
    const subject = worker({
      run: async () => {
        runs++;
        if (runs === 1) await first.closed;
      },
    });
    void subject.start();
    subject.wake();
    subject.wake();
    subject.wake();
    first.open();
    await elapse(0);
    await elapse(0);
    expect(runs).toBe(2);
    await elapse(1_000);
    expect(runs).toBe(2);
  });

  it('wakes an idle worker at once', async () => {
    let runs = 0;
    const subject = worker({ run: async () => void runs++ });
    await subject.start();
    subject.wake();
    await elapse(0);
    expect(runs).toBe(2);
  });

  it('backs off while failing (doubling, bounded), ignores wake-ups meanwhile, and recovers', async () => {
    const at: number[] = [];
    let failing = true;
    const errors: number[] = [];
    const subject = worker({
      intervalMs: 20,
      maxBackoffMs: 80,
      onError: (_error, failures) => errors.push(failures),
      run: async () => {
        at.push(Date.now());
        if (failing) throw new Error('broker down');
      },
    });
    const start = Date.now();
    await subject.start();
    subject.wake();
    await elapse(300);
    expect(at.map((time) => time - start)).toEqual([0, 20, 60, 140, 220, 300]);
    expect(errors).toEqual([1, 2, 3, 4, 5, 6]);
    failing = false;
    await elapse(80);
    expect(at).toHaveLength(7);
    // Back to the interval, and woken at once again.
    await elapse(20);
    expect(at).toHaveLength(8);
    subject.wake();
    await elapse(0);
    expect(at).toHaveLength(9);
  });

  it('without a back-off ceiling, a failed run waits one interval like any other', async () => {
    let runs = 0;
    const subject = worker({
      intervalMs: 15,
      run: async () => {
        runs++;
        throw new Error('database down');
      },
    });
    await subject.start();
    await elapse(60);
    expect(runs).toBe(5);
  });

  it('runs when its next known work falls due, sooner than its interval, and asks again after each run', async () => {
    let runs = 0;
    const dues = [5_000, null];
    const subject = worker({
      run: async () => {
        runs++;
      },
      nextDueAt: async () => {
        const inMs = dues.shift();
        return inMs === null || inMs === undefined ? null : new Date(Date.now() + inMs);
      },
    });
    await subject.start();
    expect(runs).toBe(1);
    await elapse(4_990);
    expect(runs).toBe(1);
    await elapse(20);
    expect(runs).toBe(2);
    // Nothing known due: the interval again.
    await elapse(59_000);
    expect(runs).toBe(2);
    await elapse(1_000);
    expect(runs).toBe(3);
  });

  it('without an interval, runs only when woken', async () => {
    let runs = 0;
    const subject = worker({ run: async () => void runs++, intervalMs: undefined, runAtStart: false });
    await subject.start();
    await elapse(600_000);
    expect(runs).toBe(0);
    subject.wake();
    await elapse(0);
    expect(runs).toBe(1);
    await elapse(600_000);
    expect(runs).toBe(1);
  });

  it('stop waits for the run in flight and runs nothing after it', async () => {
    const inFlight = gate();
    let runs = 0;
    let finished = false;
    const subject = worker({
      intervalMs: 5,
      run: async () => {
        runs++;
        await inFlight.closed;
        finished = true;
        return true;
      },
    });
    void subject.start();
    let stopped = false;
    const stopping = subject.stop().then(() => (stopped = true));
    expect(subject.running).toBe(false);
    subject.wake();
    await elapse(20);
    expect(stopped).toBe(false);
    inFlight.open();
    await stopping;
    expect(finished).toBe(true);
    await elapse(100);
    expect(runs).toBe(1);
  });

  it('counts runs by outcome, their duration and the last success, labelled by worker', async () => {
    let fail = false;
    const subject = worker({
      name: 'metrics-subject',
      run: async () => {
        if (fail) throw new Error('no');
      },
    });
    await subject.start();
    fail = true;
    subject.wake();
    await elapse(0);
    const text = await metricsRegistry.metrics();
    expect(text).toContain('tezgah_worker_runs_total{worker="metrics-subject",outcome="ok"} 1');
    expect(text).toContain('tezgah_worker_runs_total{worker="metrics-subject",outcome="failed"} 1');
    expect(text).toContain('tezgah_worker_run_duration_seconds_count{worker="metrics-subject"} 2');
    expect(text).toMatch(/tezgah_worker_last_success_timestamp_seconds\{worker="metrics-subject"\} \d+/);
  });
});
