import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** A superuser on a database that stays: where test databases (and roles) are made. */
export const ADMIN_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database per spec file, so parallel runs never see each other's schemas. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `tezgah_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}

async function withAdmin(run: (admin: Client) => Promise<unknown>): Promise<void> {
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}
