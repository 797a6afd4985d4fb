import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

/** The rows `sql` reads from a running system's PostgreSQL database. */
export async function rowsOnPostgres<Row>(url: string, sql: string): Promise<Row[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}

/**
 * The rows `sql` reads from a PGlite data directory that no process holds. Opened without the
 * service's lock, which would outlive this read in the test's process and keep the service out.
 */
export async function rowsOnPglite<Row>(dataDir: string, sql: string): Promise<Row[]> {
  const db = await PGlite.create({ dataDir });
  try {
    return (await db.query<Row>(sql)).rows;
  } finally {
    await db.close();
  }
}
