import type { PGlite } from '@electric-sql/pglite';

/** Real PostgreSQL: the distributed shape. */
export interface PostgresTarget {
  kind: 'postgres';
  url: string;
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
