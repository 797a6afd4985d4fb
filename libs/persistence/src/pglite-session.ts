import type { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { EventEmitter } from 'node:events';
import { Client, type ClientConfig } from 'pg';
import { AsyncLock } from './async-lock';

/**
 * The one PGlite session, shared by every data source on that PGlite. Queries go through a real
 * node-postgres Client speaking the wire protocol to PGlite (PGlite's own adapter), so results
 * are parsed exactly as on PostgreSQL: int8 and numeric as strings, timestamptz as Date, jsonb as
 * objects, and errors carry pg's `code`, `constraint` and `detail`.
 */
export interface PgliteSession {
  /** Held by one checkout at a time: a transaction never interleaves with another's statements. */
  readonly lock: AsyncLock;
  client(): Promise<Client>;
  /** The search_path last set on the session, so a checkout only sets it when it changes. */
  searchPath: string | undefined;
  /** Pools to tell when the session fails outside a checkout. */
  readonly pools: Set<EventEmitter>;
}

const sessions = new WeakMap<PGlite, PgliteSession>();

export function pgliteSession(db: PGlite): PgliteSession {
  let session = sessions.get(db);
  if (!session) {
    session = createSession(db);
    sessions.set(db, session);
  }
  return session;
}

function createSession(db: PGlite): PgliteSession {
  let connected: Promise<Client> | undefined;
  const session: PgliteSession = {
    lock: new AsyncLock(),
    searchPath: undefined,
    pools: new Set(),
    client: () => {
      connected ??= connect(db, session).catch((error: unknown) => {
        connected = undefined;
        throw error;
      });
      return connected;
    },
  };
  return session;
}

async function connect(db: PGlite, session: PgliteSession): Promise<Client> {
  // createPgConfig hands pg a `connection` object that pg accepts but its typings do not declare.
  const client = new Client(createPgConfig(db) as unknown as ClientConfig);
  client.on('error', (error) => {
    for (const pool of session.pools) pool.emit('error', error);
  });
  await client.connect();
  return client;
}
