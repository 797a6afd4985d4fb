import type { PGlite } from '@electric-sql/pglite';
import type { DataSource } from 'typeorm';
import { MIGRATIONS } from '../test/fixtures/migrations';
import { Note } from '../test/fixtures/note.entity';
import { Sample } from '../test/fixtures/sample.entity';
import { initializeServiceDataSource } from './initialize-service-data-source';
import { openPglite } from './open-pglite';
import { createPgliteDriver } from './pglite-driver';
import type { PgliteLease } from './pglite-lease';
import { createServiceDataSource } from './service-data-source';

jest.setTimeout(30_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PGlite driver', () => {
  let db: PGlite;
  let alpha: DataSource;
  let beta: DataSource;

  beforeAll(async () => {
    db = await openPglite();
    const target = { kind: 'pglite' as const, db, lockTimeoutMs: 300 };
    alpha = createServiceDataSource({ schema: 'alpha', entities: [Note, Sample], migrations: MIGRATIONS, poolMax: 1, target });
    beta = createServiceDataSource({ schema: 'beta', entities: [Note, Sample], migrations: MIGRATIONS, poolMax: 1, target });
    await Promise.all([initializeServiceDataSource(alpha), initializeServiceDataSource(beta)]);
  });

  afterAll(async () => {
    await alpha.destroy();
    await beta.destroy();
    await db.close();
  });

  beforeEach(async () => {
    await alpha.query('TRUNCATE notes');
    await beta.query('TRUNCATE notes');
  });

  it('runs one transaction at a time on the one session, even when callers interleave', async () => {
    const events: string[] = [];
    const work = (ds: DataSource, name: string) =>
      ds.transaction(async (manager) => {
        events.push(`${name}:begin`);
        await manager.insert(Note, { id: name, title: name });
        await sleep(10);
        events.push(`${name}:end`);
      });
    await Promise.all([work(alpha, 'a'), work(beta, 'b'), work(alpha, 'c')]);
    expect(events).toEqual(['a:begin', 'a:end', 'b:begin', 'b:end', 'c:begin', 'c:end']);
  });

  it('points unqualified SQL at the schema of whichever service holds the session', async () => {
    for (let i = 0; i < 3; i++) {
      await alpha.query('INSERT INTO notes (id, title) VALUES ($1, $2)', [`a${i}`, `a${i}`]);
      await beta.query('INSERT INTO notes (id, title) VALUES ($1, $2)', [`b${i}`, `b${i}`]);
    }
    expect(await alpha.query('SELECT count(*)::int AS n FROM alpha.notes WHERE id LIKE $1', ['a%'])).toEqual([{ n: 3 }]);
    expect(await alpha.query('SELECT count(*)::int AS n FROM beta.notes WHERE id LIKE $1', ['b%'])).toEqual([{ n: 3 }]);
  });

  it('restores the search_path after a runner changed it', async () => {
    await alpha.query('SET search_path TO public');
    await alpha.query(`INSERT INTO notes (id, title) VALUES ('n1', 't')`);
    expect(await alpha.getRepository(Note).count()).toBe(1);
  });

  it('rolls back a transaction its runner left open, so the next service does not inherit it', async () => {
    const runner = alpha.createQueryRunner();
    await runner.startTransaction();
    await runner.manager.insert(Note, { id: 'n1', title: 'left open' });
    await runner.release();
    await beta.getRepository(Note).insert({ id: 'b1', title: 'own transaction' });
    expect(await alpha.getRepository(Note).count()).toBe(0);
    expect(await beta.getRepository(Note).count()).toBe(1);
  });

  it('fails a nested checkout after the lock timeout instead of hanging', async () => {
    const nested = alpha.transaction(async () => {
      await alpha.getRepository(Note).count();
    });
    await expect(nested).rejects.toThrow(/No PGlite session within 300 ms/);
    expect(await alpha.getRepository(Note).count()).toBe(0);
  });

  it('refuses queries on a released connection', async () => {
    const pool = new (createPgliteDriver(db, { schema: 'alpha' }).Pool)();
    const [lease, release] = await new Promise<[PgliteLease, () => void]>((resolve, reject) =>
      pool.connect((error, client, done) => (error || !client || !done ? reject(error) : resolve([client, done]))),
    );
    expect((await lease.query('SELECT 1 AS one'))?.rows).toEqual([{ one: 1 }]);
    release();
    await expect(lease.query('SELECT 1')).rejects.toThrow('Query on a released PGlite connection');
    pool.end();
  });

  it('answers queries in the callback form TypeORM uses for extensions', async () => {
    const pool = new (createPgliteDriver(db, { schema: 'beta' }).Pool)();
    const rows = await new Promise<unknown[]>((resolve, reject) =>
      pool.connect((error, client, release) => {
        if (error || !client || !release) return reject(error);
        client.query('SELECT current_schema() AS schema', (queryError, result) => {
          release();
          return queryError ? reject(queryError) : resolve(result?.rows ?? []);
        });
      }),
    );
    expect(rows).toEqual([{ schema: 'beta' }]);
    pool.end();
  });
});
