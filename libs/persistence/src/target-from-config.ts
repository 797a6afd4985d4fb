import type { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import type { DatabaseTarget } from './database-target';
import { openPglite } from './open-pglite';

export interface DatabaseConfig {
  DATABASE_URL?: string;
  DATABASE_POOL_MAX?: number;
  DATABASE_POOL_IDLE_MS?: number;
  DATABASE_CONNECT_TIMEOUT_MS?: number;
  TEZGAH_DATA_DIR: string;
}

// One PGlite per data directory per process: two instances on one directory would corrupt it.
const opened = new Map<string, Promise<PGlite>>();

/** PostgreSQL when DATABASE_URL is set; otherwise the process's embedded PGlite under TEZGAH_DATA_DIR. */
export async function databaseTargetFromConfig(config: DatabaseConfig): Promise<DatabaseTarget> {
  if (config.DATABASE_URL) {
    return {
      kind: 'postgres',
      url: config.DATABASE_URL,
      poolMax: config.DATABASE_POOL_MAX,
      poolIdleMs: config.DATABASE_POOL_IDLE_MS,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    };
  }
  return { kind: 'pglite', db: await sharedPglite(path.resolve(config.TEZGAH_DATA_DIR)) };
}

async function sharedPglite(directory: string): Promise<PGlite> {
  let opening = opened.get(directory);
  if (!opening) {
    opening = openPglite(directory);
    opened.set(directory, opening);
  }
  try {
    const db = await opening;
    if (!db.closed) return db;
  } catch (error) {
    if (opened.get(directory) === opening) opened.delete(directory);
    throw error;
  }
  // Closed since (a test, or a restart inside one process): open it again.
  if (opened.get(directory) === opening) opened.delete(directory);
  return sharedPglite(directory);
}

/**
 * Releases what the target holds once every data source on it is destroyed: an embedded PGlite
 * is closed, which flushes it to disk and lets the process exit. PostgreSQL pools belong to
 * their data sources and are already closed.
 */
export async function closeDatabaseTarget(target: DatabaseTarget): Promise<void> {
  if (target.kind === 'pglite' && !target.db.closed) await target.db.close();
}
