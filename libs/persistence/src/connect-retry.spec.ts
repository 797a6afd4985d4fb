import { backoffDelay, type ConnectRetry, connectWithRetry, isRefusedConnection } from './connect-retry';

const refused = (code: string, message = 'sorry, too many clients already') => Object.assign(new Error(message), { code });

/** A clock that only moves when the retry sleeps, and a log that keeps its lines. */
function fakeRetry(timeoutMs: number, random = () => 0.5) {
  let now = 0;
  const sleeps: number[] = [];
  const lines: Array<{ level: 'warn' | 'info'; obj: Record<string, unknown>; msg: string }> = [];
  const retry: ConnectRetry = {
    timeoutMs,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    random,
    log: {
      warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
      info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    },
  };
  return { retry, sleeps, lines, elapsed: () => now };
}

/** A connect that is refused `times` times, then answers. */
function refusedTimes(times: number, error = refused('53300')) {
  let calls = 0;
  const connect = jest.fn(async () => {
    calls += 1;
    if (calls <= times) throw error;
    return 'connected';
  });
  return connect;
}

describe('isRefusedConnection', () => {
  it.each([
    ['53300', 'too many clients, or a CONNECTION LIMIT'],
    ['57P03', 'the database system is starting up'],
    ['ECONNREFUSED', 'nothing listening yet'],
    ['ECONNRESET', 'cut during the handshake'],
    ['ENOTFOUND', 'a container name not resolvable yet'],
  ])('retries %s (%s)', (code) => {
    expect(isRefusedConnection(refused(code))).toBe(true);
  });

  it.each([
    ['28P01', 'a wrong password'],
    ['3D000', 'a database that does not exist'],
    ['42P01', 'a migration error'],
  ])('does not retry %s (%s)', (code) => {
    expect(isRefusedConnection(refused(code))).toBe(false);
  });

  it('does not retry an error without a code', () => {
    expect(isRefusedConnection(new Error('boom'))).toBe(false);
    expect(isRefusedConnection(undefined)).toBe(false);
  });
});

describe('backoffDelay', () => {
  it('doubles from 200 ms up to a 5 s ceiling, keeping between half and all of it', () => {
    const ceilings = [1, 2, 3, 4, 5, 6, 7, 10].map((attempt) => backoffDelay(attempt, () => 1));
    expect(ceilings).toEqual([200, 400, 800, 1600, 3200, 5000, 5000, 5000]);
    const floors = [1, 2, 6].map((attempt) => backoffDelay(attempt, () => 0));
    expect(floors).toEqual([100, 200, 2500]);
  });
});

describe('connectWithRetry', () => {
  it('connects at once without a word when the database accepts', async () => {
    const { retry, sleeps, lines } = fakeRetry(60_000);
    expect(await connectWithRetry(refusedTimes(0), retry)).toBe('connected');
    expect(sleeps).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('retries refusals with growing waits, logging the first refusal and the outcome only', async () => {
    const { retry, sleeps, lines } = fakeRetry(60_000);
    const connect = refusedTimes(8);
    expect(await connectWithRetry(connect, retry)).toBe('connected');
    expect(connect).toHaveBeenCalledTimes(9);
    expect(sleeps).toEqual([150, 300, 600, 1200, 2400, 3750, 3750, 3750]);
    expect(lines).toEqual([
      {
        level: 'warn',
        obj: { reason: 'sorry, too many clients already', code: '53300', timeout_ms: 60_000 },
        msg: 'database refused the connection: retrying with back-off',
      },
      { level: 'info', obj: { attempts: 9, waited_ms: 15_900 }, msg: 'database connection accepted' },
    ]);
  });

  it('spreads replicas refused together by jitter', async () => {
    const low = fakeRetry(60_000, () => 0);
    const high = fakeRetry(60_000, () => 0.99);
    await connectWithRetry(refusedTimes(3), low.retry);
    await connectWithRetry(refusedTimes(3), high.retry);
    expect(low.sleeps).toEqual([100, 200, 400]);
    expect(high.sleeps).toEqual([199, 398, 796]);
  });

  it('gives up after the timeout with an error naming the cause and the setting, the last wait cut to fit', async () => {
    const { retry, sleeps, elapsed } = fakeRetry(10_000);
    const error = refused('53300');
    const failure: Error = await connectWithRetry(refusedTimes(Infinity, error), retry).then(
      () => new Error('expected a refusal'),
      (e: Error) => e,
    );
    expect(elapsed()).toBe(10_000);
    expect(sleeps).toEqual([150, 300, 600, 1200, 2400, 3750, 1600]);
    expect(failure.message).toBe(
      'The database refused every connection for 10000 ms (8 attempts; last: sorry, too many clients already). ' +
        'Free connections or raise DATABASE_CONNECT_TIMEOUT_MS (docs/runbook.md, "Database connections").',
    );
    expect(failure.cause).toBe(error);
  });

  it('fails at the first refusal when the timeout is 0', async () => {
    const { retry, sleeps } = fakeRetry(0);
    await expect(connectWithRetry(refusedTimes(1), retry)).rejects.toThrow(/refused every connection for 0 ms \(1 attempt;/);
    expect(sleeps).toEqual([]);
  });

  it('does not retry what waiting cannot fix', async () => {
    const { retry, sleeps, lines } = fakeRetry(60_000);
    const wrongPassword = refused('28P01', 'password authentication failed for user "tezgah"');
    const connect = refusedTimes(1, wrongPassword);
    await expect(connectWithRetry(connect, retry)).rejects.toBe(wrongPassword);
    expect(connect).toHaveBeenCalledTimes(1);
    expect(sleeps).toEqual([]);
    expect(lines).toEqual([]);
  });
});
