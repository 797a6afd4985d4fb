import type { DataSource } from 'typeorm';
import { MIGRATIONS } from '../test/fixtures/migrations';
import { Note } from '../test/fixtures/note.entity';
import { Sample } from '../test/fixtures/sample.entity';
import { TEST_TARGETS, type TestTarget } from '../test/targets';
import { initializeServiceDataSource } from './initialize-service-data-source';
import { readsOf } from './prepared-reads';
import { createServiceDataSource } from './service-data-source';

jest.setTimeout(30_000);

const NOTE_BY_TITLE = { name: 'test.notes.by_title', text: 'SELECT id, title, version FROM notes WHERE title = $1' };
const PREPARED = { name: 'test.prepared', text: 'SELECT name, statement FROM pg_prepared_statements ORDER BY name' };

describe.each(TEST_TARGETS)('prepared reads on %s', (name, open) => {
  let testTarget: TestTarget;
  let dataSource: DataSource;

  beforeAll(async () => {
    testTarget = await open();
    dataSource = createServiceDataSource({
      schema: 'reads',
      entities: [Note, Sample],
      migrations: MIGRATIONS,
      poolMax: 2,
      target: testTarget.target,
    });
    await initializeServiceDataSource(dataSource);
    await dataSource.query(`INSERT INTO notes (id, title, version) VALUES ('n1', 'bir', 1), ('n2', 'iki', 2)`);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await testTarget?.dispose();
  });

  it('answers a named read as the data source answers the same statement, on the service schema', async () => {
    const reads = readsOf(dataSource);
    for (const title of ['bir', 'iki', 'bir', 'yok']) {
      expect(await reads.query(NOTE_BY_TITLE, [title])).toEqual(await dataSource.query(NOTE_BY_TITLE.text, [title]));
    }
    expect(await reads.query({ text: 'SELECT count(*)::int AS n FROM notes' }, [])).toEqual([{ n: 2 }]);
  });

  it('prepares a named read on PostgreSQL (kept by the connection), and leaves an unnamed one unprepared', async () => {
    const reads = readsOf(dataSource);
    // pool of 10: enough calls in parallel reach several connections, each preparing once
    await Promise.all(Array.from({ length: 30 }, () => reads.query(NOTE_BY_TITLE, ['bir'])));
    await reads.query({ text: 'SELECT 1 AS unnamed' }, []);

    const prepared = await reads.query(PREPARED, []);

    if (name === 'PostgreSQL') {
      expect(prepared).toContainEqual({ name: NOTE_BY_TITLE.name, statement: NOTE_BY_TITLE.text });
      expect(prepared.map((row) => row.statement)).not.toContain('SELECT 1 AS unnamed');
    } else {
      expect(prepared).toEqual([]); // PGlite plans in-process: names are not used
    }
  });

  it('runs a named write that is one statement, committed at once, and answers what it returns', async () => {
    const writes = readsOf(dataSource);
    const bump = { name: 'test.notes.bump', text: 'UPDATE notes SET version = version + 1 WHERE id = $1 RETURNING version' };
    expect(await writes.query(bump, ['n2'])).toEqual([{ version: 3 }]);
    expect(await writes.query(bump, ['n2'])).toEqual([{ version: 4 }]);
    expect(await dataSource.query(`SELECT version FROM notes WHERE id = 'n2'`)).toEqual([{ version: 4 }]);
  });

  it('fails a read with the database error, and the next read still runs', async () => {
    const reads = readsOf(dataSource);
    await expect(reads.query({ name: 'test.missing', text: 'SELECT * FROM missing_table' }, [])).rejects.toMatchObject({ code: '42P01' });
    expect(await reads.query(NOTE_BY_TITLE, ['bir'])).toEqual([{ id: 'n1', title: 'bir', version: 1 }]);
  });
});
