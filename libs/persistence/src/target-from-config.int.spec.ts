import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseTargetFromConfig } from './target-from-config';

jest.setTimeout(60_000);

describe('databaseTargetFromConfig', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'tezgah-persistence-'));
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it('uses PostgreSQL when DATABASE_URL is set, with the pool settings of the configuration', async () => {
    const url = 'postgres://postgres@db:5432/tezgah';
    expect(await databaseTargetFromConfig({ DATABASE_URL: url, TEZGAH_DATA_DIR: root })).toEqual({ kind: 'postgres', url });
    const config = {
      DATABASE_URL: url,
      DATABASE_POOL_MAX: 4,
      DATABASE_POOL_IDLE_MS: 2500,
      DATABASE_CONNECT_TIMEOUT_MS: 0,
      TEZGAH_DATA_DIR: root,
    };
    expect(await databaseTargetFromConfig(config)).toEqual({ kind: 'postgres', url, poolMax: 4, poolIdleMs: 2500, connectTimeoutMs: 0 });
  });

  it('opens one PGlite per data directory, creating it, and reopens it with its data after a close', async () => {
    const dataDir = path.join(root, 'nested', 'data');
    const [first, second] = await Promise.all([
      databaseTargetFromConfig({ TEZGAH_DATA_DIR: dataDir }),
      databaseTargetFromConfig({ TEZGAH_DATA_DIR: `${dataDir}/` }),
    ]);
    if (first.kind !== 'pglite' || second.kind !== 'pglite') throw new Error('expected PGlite targets');
    expect(second.db).toBe(first.db);
    expect((await stat(dataDir)).isDirectory()).toBe(true);

    await first.db.exec('CREATE TABLE kept (id int); INSERT INTO kept VALUES (7)');
    await first.db.close();

    const reopened = await databaseTargetFromConfig({ TEZGAH_DATA_DIR: dataDir });
    if (reopened.kind !== 'pglite') throw new Error('expected a PGlite target');
    expect(reopened.db).not.toBe(first.db);
    expect((await reopened.db.query('SELECT id FROM kept')).rows).toEqual([{ id: 7 }]);
    await reopened.db.close();
  });
});
