import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS } from '../test/fixtures/migrations';
import { Note } from '../test/fixtures/note.entity';
import { createTestDatabase, type TestDatabase } from '../test/postgres-database';
import { runMigrationsCli } from './run-migrations-cli';

jest.setTimeout(60_000);

const service = { schema: 'jobs', entities: [Note], migrations: MIGRATIONS, poolMax: 2 };

describe('runMigrationsCli', () => {
  it('migrates the PostgreSQL of DATABASE_URL once, then reports it up to date', async () => {
    const database: TestDatabase = await createTestDatabase();
    try {
      const lines: string[] = [];
      const env = { DATABASE_URL: database.url };
      expect(await runMigrationsCli({ ...service, env, log: (line) => lines.push(line) })).toEqual([
        'CreateNotes1700000000000',
        'CreateSamples1700000000001',
      ]);
      expect(await runMigrationsCli({ ...service, env, log: (line) => lines.push(line) })).toEqual([]);
      expect(lines).toEqual(['jobs: ran CreateNotes1700000000000, CreateSamples1700000000001', 'jobs: up to date']);
    } finally {
      await database.drop();
    }
  });

  it('migrates the PGlite under TEZGAH_DATA_DIR and closes it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tezgah-migrate-'));
    try {
      const env = { TEZGAH_DATA_DIR: dataDir };
      expect(await runMigrationsCli({ ...service, env, log: () => undefined })).toHaveLength(2);
      expect(await runMigrationsCli({ ...service, env, log: () => undefined })).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses an invalid configuration before touching a database', async () => {
    await expect(runMigrationsCli({ ...service, env: { DATABASE_URL: 'mysql://x/y' }, log: () => undefined })).rejects.toThrow(
      /DATABASE_URL: expected a postgres/,
    );
  });
});
