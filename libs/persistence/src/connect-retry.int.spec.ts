import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { ADMIN_URL, createTestDatabase, type TestDatabase } from '../test/postgres-database';
import type { ConnectRetry } from './connect-retry';
import { initializeServiceDataSource } from './initialize-service-data-source';
import { createServiceDataSource } from './service-data-source';

jest.setTimeout(60_000);

/** Real time, the given budget, and a log that keeps its lines. */
function recordingRetry(timeoutMs: number, lines: string[]): ConnectRetry {
  return {
    timeoutMs,
    log: {
      warn: (obj, msg) => lines.push(`warn ${msg} ${obj.code}`),
      info: (obj, msg) => lines.push(`info ${msg} after ${obj.attempts} attempts`),
    },
    now: Date.now,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    random: Math.random,
  };
}

/**
 * A PostgreSQL out of connections for a moment: a role allowed one connection (CONNECTION LIMIT
 * is not enforced on superusers, so the spec makes its own role), that one held by the spec.
 */
describe('a data source started while PostgreSQL refuses connections', () => {
  const role = `tezgah_limited_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  let database: TestDatabase;
  let url: string;

  const asAdmin = async (sql: string) => {
    const admin = new Client({ connectionString: ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  /** Takes the role's one connection (a previous test's may take a moment to be gone). */
  const holdTheOneConnection = async (): Promise<Client> => {
    for (let attempt = 1; ; attempt++) {
      const holder = new Client({ connectionString: url });
      try {
        await holder.connect();
        return holder;
      } catch (error) {
        if (attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  const limitedDataSource = () =>
    createServiceDataSource({ schema: 'refused', entities: [], migrations: [], poolMax: 1, target: { kind: 'postgres', url } });

  beforeAll(async () => {
    database = await createTestDatabase();
    await asAdmin(`CREATE ROLE "${role}" LOGIN PASSWORD '${password}' CONNECTION LIMIT 1`);
    const limited = new URL(database.url);
    await asAdmin(`ALTER DATABASE "${limited.pathname.slice(1)}" OWNER TO "${role}"`);
    limited.username = role;
    limited.password = password;
    url = limited.toString();
  });

  afterAll(async () => {
    await database?.drop();
    await asAdmin(`DROP ROLE IF EXISTS "${role}"`);
  });

  it('retries until a connection is free, logging the refusal once and the outcome once', async () => {
    const holder = await holdTheOneConnection();
    const lines: string[] = [];
    const dataSource = limitedDataSource();
    const started = initializeServiceDataSource(dataSource, [], recordingRetry(20_000, lines));
    try {
      // Refused for two seconds: several back-off rounds, still one warning.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(dataSource.isInitialized).toBe(false);
      await holder.end();
      await started;
      expect(await dataSource.query('SELECT current_user AS who')).toEqual([{ who: role }]);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toBe('warn database refused the connection: retrying with back-off 53300');
      expect(lines[1]).toMatch(/^info database connection accepted after \d+ attempts$/);
      expect(Number(/after (\d+)/.exec(lines[1])?.[1])).toBeGreaterThanOrEqual(4);
    } finally {
      await started.catch(() => undefined);
      if (dataSource.isInitialized) await dataSource.destroy();
    }
  });

  it('gives up after its budget with the reason, having warned once', async () => {
    const holder = await holdTheOneConnection();
    const lines: string[] = [];
    const dataSource = limitedDataSource();
    try {
      await expect(initializeServiceDataSource(dataSource, [], recordingRetry(1_000, lines))).rejects.toThrow(
        new RegExp(`refused every connection for 1000 ms \\(\\d+ attempts; last: too many connections for role "${role}"\\)`),
      );
      expect(lines).toEqual(['warn database refused the connection: retrying with back-off 53300']);
      expect(dataSource.isInitialized).toBe(false);
    } finally {
      await holder.end();
    }
  });
});
