import type { PGlite } from '@electric-sql/pglite';

/** Real PostgreSQL: the distributed shape. */
export interface PostgresTarget {
  kind: 'postgres';
  url: string;
  /** DATABASE_POOL_MAX: every pool of the process this size, over each service's own `poolMax`. */
  poolMax?: number;
  /** DATABASE_POOL_IDLE_MS: a connection idle this long is closed (default 10 s). */
  poolIdleMs?: number;
  /** DATABASE_CONNECT_TIMEOUT_MS: how long a start keeps retrying a refused connection (default 60 s). */
  connectTimeoutMs?: number;
}

/** One embedded PGlite shared by every service of the process: the single-process shape. */
export interface PgliteTarget {
  kind: 'pglite';
  db: PGlite;
  /** How long a query runner waits for the one PGlite session before failing (default 30 s). */
  lockTimeoutMs?: number;
}

export type DatabaseTarget = PostgresTarget | PgliteTarget;

/** Nest token of the process's DatabaseTarget, provided once by `PersistenceModule.forRoot`. */
export const DATABASE_TARGET = Symbol('DATABASE_TARGET');
