import type { PGlite } from '@electric-sql/pglite';
import { EventEmitter } from 'node:events';
import { PgliteLease } from './pglite-lease';
import { type PgliteSession, pgliteSession } from './pglite-session';

export interface PgliteDriverOptions {
  /** The service schema: each checkout's search_path, so unqualified migration SQL lands in it. */
  schema: string;
  lockTimeoutMs?: number;
}

type Release = (error?: Error) => void;
type ConnectCallback = (error: Error | null, client?: PgliteLease, release?: Release) => void;

/**
 * The node-postgres surface TypeORM's PostgresDriver uses (`new Pool()`, `connect(cb)`, `end(cb)`,
 * pool `error` events), over one shared PGlite session instead of a pool of connections.
 */
export function createPgliteDriver(db: PGlite, options: PgliteDriverOptions): { Pool: new () => PglitePool } {
  const session = pgliteSession(db);
  return {
    Pool: class extends PglitePool {
      constructor() {
        super(session, options);
      }
    },
  };
}

export class PglitePool extends EventEmitter {
  private readonly searchPath: string;
  private readonly lockTimeoutMs: number;

  constructor(
    private readonly session: PgliteSession,
    options: PgliteDriverOptions,
  ) {
    super();
    this.searchPath = `"${options.schema}", public`;
    this.lockTimeoutMs = options.lockTimeoutMs ?? 30_000;
    session.pools.add(this);
  }

  connect(callback: ConnectCallback): void {
    this.checkout().then(
      ({ lease, release }) => callback(null, lease, release),
      (error: Error) => callback(error),
    );
  }

  end(callback?: (error?: Error) => void): void {
    // The session outlives this pool: other services' data sources still use it.
    this.session.pools.delete(this);
    callback?.();
  }

  private async checkout(): Promise<{ lease: PgliteLease; release: Release }> {
    const unlock = await this.session.lock.acquire(
      this.lockTimeoutMs,
      `No PGlite session within ${this.lockTimeoutMs} ms: the embedded database serves one query runner at a time. ` +
        'A query made outside the EntityManager of an open transaction waits for that transaction forever.',
    );
    try {
      const client = await this.session.client();
      if (this.session.searchPath !== this.searchPath) {
        await client.query(`SET search_path TO ${this.searchPath}`);
        this.session.searchPath = this.searchPath;
      }
      const lease = new PgliteLease(client);
      let released = false;
      const release: Release = () => {
        if (released) return;
        released = true;
        lease.revoke();
        if (lease.touchedSearchPath) this.session.searchPath = undefined;
        // A runner released inside a transaction must not hand that transaction to the next one.
        const status = client.getTransactionStatus();
        const cleanup = status === 'T' || status === 'E' ? client.query('ROLLBACK').then(() => undefined) : Promise.resolve();
        cleanup.catch((error: unknown) => this.emit('error', error)).finally(unlock);
      };
      return { lease, release };
    } catch (error) {
      unlock();
      throw error;
    }
  }
}
