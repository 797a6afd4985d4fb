// The bench's own databases on the local PostgreSQL, and short-lived connections to them.
import pg from 'pg';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `work(client)` on one connection to `databaseUrl`, closed afterwards. */
export async function withClient(databaseUrl, work) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the local PostgreSQL, owned by the bench so it can name it to the CLI. */
export async function createBenchDatabase(name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
  const admin = (sql) => withClient(ADMIN_URL, (client) => client.query(sql));
  await admin(`CREATE DATABASE "${name}"`);
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
