import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '../test/postgres-database';
import { DatabaseSignals } from './database-signals';

jest.setTimeout(30_000);

const until = async (done: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('DatabaseSignals on PostgreSQL', () => {
  let database: TestDatabase;
  let other: Client;
  let signals: DatabaseSignals;
  let count = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    other = new Client({ connectionString: database.url });
    await other.connect();
    signals = new DatabaseSignals({ kind: 'postgres', url: database.url }, 'tezgah_spec_signal', () => count++);
    await signals.start();
  });

  afterAll(async () => {
    await signals.stop();
    await other.end();
    await database.drop();
  });

  it('signals once as it starts listening, then on each NOTIFY committed by another session', async () => {
    expect(signals.listening).toBe(true);
    expect(count).toBe(1);
    await other.query(`NOTIFY tezgah_spec_signal`);
    await until(() => count === 2);
    await other.query('BEGIN');
    await other.query(`SELECT pg_notify('tezgah_spec_signal', 'x')`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(count).toBe(2); // not before the commit
    await other.query('COMMIT');
    await until(() => count === 3);
  });

  it('listens again after its connection is cut, and signals as it does', async () => {
    const before = count;
    await other.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'listen:tezgah_spec_signal'`);
    await until(() => !signals.listening);
    await until(() => signals.listening);
    expect(count).toBe(before + 1);
    await other.query(`NOTIFY tezgah_spec_signal`);
    await until(() => count === before + 2);
  });

  it('refuses a channel name that is not a plain identifier', () => {
    expect(() => new DatabaseSignals({ kind: 'postgres', url: database.url }, 'x; DROP TABLE y', () => undefined)).toThrow(
      'not a channel name',
    );
  });
});
