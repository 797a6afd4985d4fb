import { metricsRegistry } from '@tezgah/observability';
import { BackgroundWorker, type BackgroundWorkerOptions } from './background-worker';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((each) => each.stop()));
  });

  it('runs at start, again at once while the run says there may be more, then idles', async () => {
    let runs = 0;
    const subject = worker({ run: async () => ++runs < 3 });
    await subject.start();
    await sleep(30);
    expect(runs).toBe(3);
  });

  it('waits one interval before its first run when told to', async () => {
    let runs = 0;
    const subject = worker({ run: async () => void runs++, intervalMs: 40, runAtStart: false });
    await subject.start();
    expect(runs).toBe(0);
    await sleep(100);
    expect(runs).toBeGreaterThanOrEqual(1);
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
    await sleep(30);
    expect(runs).toBe(2);
  });

  it('wakes an idle worker at once', async () => {
    let runs = 0;
    const subject = worker({ run: async () => void runs++ });
    await subject.start();
    subject.wake();
    await sleep(20);
    expect(runs).toBe(2);
  });

  it('backs off while failing, ignores wake-ups meanwhile, and recovers', async () => {
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
    await subject.start();
    subject.wake();
    await sleep(200);
    const gaps = at.slice(1).map((time, index) => time - at[index]!);
    // 20, 40, 80, 80: doubling, bounded; the wake-up did not cut the first wait short.
    expect(gaps[0]).toBeGreaterThanOrEqual(18);
    expect(gaps[1]).toBeGreaterThanOrEqual(38);
    expect(Math.max(...gaps)).toBeLessThan(130);
    expect(errors.slice(0, 3)).toEqual([1, 2, 3]);
    failing = false;
    await sleep(120);
    const recovered = at.length;
    subject.wake();
    await sleep(15);
    expect(at.length).toBe(recovered + 1);
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
    await sleep(100);
    expect(runs).toBeGreaterThanOrEqual(4);
  });

  it('without an interval, runs only when woken', async () => {
    let runs = 0;
    const subject = worker({ run: async () => void runs++, intervalMs: undefined, runAtStart: false });
    await subject.start();
    await sleep(30);
    expect(runs).toBe(0);
    subject.wake();
    await sleep(20);
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
    const stopped = subject.stop();
    expect(subject.running).toBe(false);
    subject.wake();
    setTimeout(inFlight.open, 20);
    await stopped;
    expect(finished).toBe(true);
    await sleep(30);
    expect(runs).toBe(1);
  });

  it('counts runs by outcome, their duration and the last success, labelled by worker', async () => {
    let fail = false;
    const subject = worker({
      name: 'metrics-subject',
      intervalMs: 60_000,
      run: async () => {
        if (fail) throw new Error('no');
      },
    });
    await subject.start();
    fail = true;
    subject.wake();
    await sleep(20);
    const text = await metricsRegistry.metrics();
    expect(text).toContain('tezgah_worker_runs_total{worker="metrics-subject",outcome="ok"} 1');
    expect(text).toContain('tezgah_worker_runs_total{worker="metrics-subject",outcome="failed"} 1');
    expect(text).toContain('tezgah_worker_run_duration_seconds_count{worker="metrics-subject"} 2');
    expect(text).toMatch(/tezgah_worker_last_success_timestamp_seconds\{worker="metrics-subject"\} \d+/);
  });
});
