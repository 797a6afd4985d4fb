import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * A read statement. With a `name`, PostgreSQL parses and plans it once per connection and reuses
 * the plan: for a short indexed read (a page of 25 rows) planning costs more than running, so a
 * hot read is named. One name, one text, always. A read whose best plan depends on its values
 * (a search pattern) stays unnamed and is planned for them each time.
 */
export interface ReadStatement {
  readonly name?: string;
  readonly text: string;
}

/** Runs reads outside any transaction and answers their rows. */
export interface Reads {
  query(statement: ReadStatement, params: unknown[]): Promise<Array<Record<string, unknown>>>;
}

/** Reads on a node-postgres pool: named statements are prepared on each of its connections. */
export function poolReads(pool: Pool): Reads {
  return {
    query: async (statement, params) => (await pool.query({ name: statement.name, text: statement.text, values: params })).rows,
  };
}

/**
 * The data source's reads: on PostgreSQL straight on its pool (prepared when named, and without
 * a query runner per statement); on PGlite, one embedded session that plans in-process, through
 * the data source (names ignored). A write that is one statement runs here too: a statement is
 * atomic by itself, so a hot consumer whose work fits in one needs no transaction, and a named one
 * is planned once per connection rather than on every event.
 */
export function readsOf(dataSource: DataSource): Reads {
  let chosen: Reads | undefined;
  const current = (): Reads => {
    if (chosen) return chosen;
    const pool = poolOf(dataSource);
    const reads: Reads = pool ? poolReads(pool) : { query: (statement, params) => recordsOf(dataSource, statement.text, params) };
    if (dataSource.isInitialized) chosen = reads; // before that, TypeORM has no pool yet
    return reads;
  };
  return { query: (statement, params) => current().query(statement, params) };
}

/** A statement's rows through the data source: as rows for every command (TypeORM answers an UPDATE or DELETE with [rows, count]). */
async function recordsOf(dataSource: DataSource, text: string, params: unknown[]): Promise<Array<Record<string, unknown>>> {
  const runner = dataSource.createQueryRunner();
  try {
    return ((await runner.query(text, params, true)) as { records: Array<Record<string, unknown>> }).records;
  } finally {
    await runner.release();
  }
}

/** The node-postgres pool behind a PostgreSQL data source; none on PGlite or before initialisation. */
function poolOf(dataSource: DataSource): Pool | undefined {
  const master = (dataSource.driver as { master?: unknown }).master;
  return master && typeof (master as Pool).query === 'function' ? (master as Pool) : undefined;
}
