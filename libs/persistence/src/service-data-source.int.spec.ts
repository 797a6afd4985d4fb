import { Client } from 'pg';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { MIGRATIONS } from '../test/fixtures/migrations';
import { Note } from '../test/fixtures/note.entity';
import { Sample } from '../test/fixtures/sample.entity';
import { createTestDatabase, type TestDatabase } from '../test/postgres-database';
import { TEST_TARGETS, type TestTarget } from '../test/targets';
import type { PostgresTarget } from './database-target';
import { initializeServiceDataSource } from './initialize-service-data-source';
import { createServiceDataSource } from './service-data-source';
import { isUniqueViolation } from './unique-violation';

jest.setTimeout(30_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_TARGETS)('service data source on %s', (_name, open) => {
  let testTarget: TestTarget;
  let alpha: DataSource;
  let beta: DataSource;
  const serviceDataSource = (schema: string) =>
    createServiceDataSource({ schema, entities: [Note, Sample], migrations: MIGRATIONS, poolMax: 4, target: testTarget.target });

  beforeAll(async () => {
    testTarget = await open();
    alpha = serviceDataSource('alpha');
    beta = serviceDataSource('beta');
    await initializeServiceDataSource(alpha);
    await initializeServiceDataSource(beta);
  });

  afterAll(async () => {
    await alpha?.destroy();
    await beta?.destroy();
    await testTarget?.dispose();
  });

  beforeEach(async () => {
    for (const ds of [alpha, beta]) await ds.query('TRUNCATE notes, samples');
  });

  const tablesIn = async (schema: string): Promise<string[]> => {
    const rows: Array<{ table_name: string }> = await alpha.query(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name',
      [schema],
    );
    return rows.map((row) => row.table_name);
  };

  it('creates the service tables and its migrations table inside the service schema', async () => {
    expect(await tablesIn('alpha')).toEqual(['migrations', 'notes', 'samples']);
    expect(await tablesIn('beta')).toEqual(['migrations', 'notes', 'samples']);
    expect(await tablesIn('public')).toEqual([]);
  });

  it('does not run a migration twice', async () => {
    const again = serviceDataSource('alpha');
    expect(await initializeServiceDataSource(again)).toEqual([]);
    await again.destroy();
    const recorded: Array<{ name: string }> = await alpha.query('SELECT name FROM alpha.migrations ORDER BY id');
    expect(recorded.map((row) => row.name)).toEqual(['CreateNotes1700000000000', 'CreateSamples1700000000001']);
  });

  it('writes entities into the service schema without naming it', async () => {
    await alpha.getRepository(Note).save({ id: 'n1', title: 'only in alpha' });
    expect(await alpha.query('SELECT id FROM alpha.notes')).toEqual([{ id: 'n1' }]);
    expect(await beta.getRepository(Note).count()).toBe(0);
  });

  it('returns values as node-postgres does: int8 and numeric as strings, timestamptz as Date, jsonb as objects', async () => {
    const saved = await alpha.getRepository(Sample).save({
      quantity: '9007199254740993',
      price: '12.50',
      attributes: { colour: 'kırmızı', sizes: [1, 2] },
      day: '2026-03-01',
      tags: ['a', 'b'],
    });
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    const loaded = await alpha.getRepository(Sample).findOneByOrFail({ id: saved.id });
    expect(loaded).toEqual({
      id: saved.id,
      quantity: '9007199254740993',
      price: '12.50',
      attributes: { colour: 'kırmızı', sizes: [1, 2] },
      day: '2026-03-01',
      tags: ['a', 'b'],
      createdAt: expect.any(Date),
    });
  });

  it('reports affected rows of updates and deletes', async () => {
    await alpha.getRepository(Note).save([
      { id: 'n1', title: 'one' },
      { id: 'n2', title: 'two' },
    ]);
    expect((await alpha.getRepository(Note).update({ id: In(['n1', 'n2']) }, { version: 1 })).affected).toBe(2);
    expect((await alpha.getRepository(Note).delete({ id: 'n1' })).affected).toBe(1);
    expect((await alpha.getRepository(Note).delete({ id: 'missing' })).affected).toBe(0);
  });

  it('raises a unique violation that names its constraint', async () => {
    await alpha.getRepository(Note).save({ id: 'n1', title: 'same' });
    const error: unknown = await alpha
      .getRepository(Note)
      .insert({ id: 'n2', title: 'same' })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'notes_title_key')).toBe(true);
    expect(isUniqueViolation(error, 'notes_pkey')).toBe(false);
    expect(error).toMatchObject({
      driverError: { code: '23505', constraint: 'notes_title_key', detail: 'Key (title)=(same) already exists.' },
    });
  });

  it('keeps concurrent transactions of two services apart: one rolls back, the other commits', async () => {
    const failing = alpha.transaction(async (manager) => {
      await manager.insert(Note, { id: 'a1', title: 'first' });
      await sleep(20);
      await manager.insert(Note, { id: 'a2', title: 'second' });
      throw new Error('abandon');
    });
    const succeeding = beta.transaction(async (manager) => {
      await sleep(5);
      await manager.insert(Note, { id: 'b1', title: 'first' });
      await sleep(5);
      await manager.insert(Note, { id: 'b2', title: 'second' });
    });
    const [failed, succeeded] = await Promise.allSettled([failing, succeeding]);
    expect(failed.status).toBe('rejected');
    expect(succeeded.status).toBe('fulfilled');
    expect(await alpha.getRepository(Note).count()).toBe(0);
    expect((await beta.getRepository(Note).find({ order: { id: 'ASC' } })).map((n) => n.id)).toEqual(['b1', 'b2']);
  });

  it('keeps concurrent transactions of one service apart', async () => {
    const results = await Promise.allSettled(
      [0, 1, 2, 3].map((i) =>
        alpha.transaction(async (manager) => {
          await manager.insert(Note, { id: `n${i}`, title: `t${i}` });
          await sleep(5);
          if (i % 2 === 1) throw new Error('odd ones roll back');
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected']);
    expect((await alpha.getRepository(Note).find({ order: { id: 'ASC' } })).map((n) => n.id)).toEqual(['n0', 'n2']);
  });

  it('lets concurrent claimers take different rows with FOR UPDATE SKIP LOCKED', async () => {
    await alpha.getRepository(Note).save([
      { id: 'n1', title: 'one' },
      { id: 'n2', title: 'two' },
      { id: 'n3', title: 'three' },
    ]);
    // The outbox relay's pattern: lock one unclaimed row, hold it a while, mark it claimed.
    const claimOne = (manager: EntityManager) =>
      manager
        .getRepository(Note)
        .createQueryBuilder('note')
        .where('note.version = 0')
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .orderBy('note.id')
        .limit(1)
        .getMany();
    const claim = () =>
      alpha.transaction(async (manager) => {
        const [row] = await claimOne(manager);
        await sleep(30);
        await manager.update(Note, { id: row.id }, { version: 1 });
        return row.id;
      });
    const claimed = await Promise.all([claim(), claim()]);
    expect(claimed.sort()).toEqual(['n1', 'n2']);
  });
});

/** A service's pool on PostgreSQL: as large as it is configured, and empty once idle. */
describe('a service pool on PostgreSQL', () => {
  let database: TestDatabase;
  let observer: Client;
  const opened: DataSource[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    observer = new Client({ connectionString: database.url });
    await observer.connect();
  });

  afterAll(async () => {
    for (const dataSource of opened) if (dataSource.isInitialized) await dataSource.destroy();
    await observer?.end();
    await database?.drop();
  });

  const connectionsOf = async (schema: string): Promise<number> => {
    const { rows } = await observer.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
      [`tezgah:${schema}`],
    );
    return rows[0].n;
  };

  const started = async (schema: string, poolMax: number, target: Partial<PostgresTarget>) => {
    const dataSource = createServiceDataSource({
      schema,
      entities: [],
      migrations: [],
      poolMax,
      target: { kind: 'postgres', url: database.url, ...target },
    });
    opened.push(dataSource);
    await initializeServiceDataSource(dataSource);
    return dataSource;
  };

  /** Eight slow statements at once, sampling the service's connections while they run. */
  const peakUnderLoad = async (dataSource: DataSource, schema: string): Promise<number> => {
    let peak = 0;
    let running = true;
    const sampling = (async () => {
      while (running) {
        peak = Math.max(peak, await connectionsOf(schema));
        await sleep(20);
      }
    })();
    await Promise.all(Array.from({ length: 8 }, () => dataSource.query('SELECT pg_sleep(0.15)')));
    running = false;
    await sampling;
    return peak;
  };

  it('opens at most the service poolMax, and closes idle connections after DATABASE_POOL_IDLE_MS', async () => {
    const dataSource = await started('pool_own', 2, { poolIdleMs: 300 });
    expect(await peakUnderLoad(dataSource, 'pool_own')).toBe(2);
    const idleSince = Date.now();
    while ((await connectionsOf('pool_own')) > 0 && Date.now() - idleSince < 5_000) await sleep(50);
    expect(await connectionsOf('pool_own')).toBe(0);
    expect(Date.now() - idleSince).toBeGreaterThanOrEqual(250);
    // An idle pool is not a closed one: the next statement opens a connection again.
    expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('takes DATABASE_POOL_MAX over the service poolMax', async () => {
    const dataSource = await started('pool_override', 1, { poolMax: 3 });
    expect(await peakUnderLoad(dataSource, 'pool_override')).toBe(3);
  });
});
