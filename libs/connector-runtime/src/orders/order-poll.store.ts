import type { Sql } from '@tezgah/persistence';

/** A connection whose orders are due to be polled, held by this replica. */
export interface DuePoll {
  tenant_id: string;
  slug: string;
  orders_cursor: string | null;
}

const ms = (param: string) => `${param} * interval '1 millisecond'`;
/** The poll lease is this replica's (`$3` the owner). */
const heldBy = `tenant_id = $1 AND slug = $2 AND poll_lease_owner = $3`;
// TypeORM answers a bare UPDATE … RETURNING with [rows, count]; statements that return rows wrap it in a CTE.

/**
 * Order polling in `connection_state`: which connections are due (synced once, connected, not
 * held by another replica), the lease that keeps one poll per connection across replicas, and
 * the cursor, moved only after a page's orders were ingested.
 */
export const OrderPollStore = {
  /** Holds up to `limit` due connections of `slugs` for `leaseMs`; replicas asking together get different ones. */
  async claimDue(db: Sql, slugs: readonly string[], owner: string, leaseMs: number, limit: number): Promise<DuePoll[]> {
    if (limit <= 0) return [];
    return db.query(
      `WITH claimed AS (
         UPDATE connection_state s SET poll_lease_owner = $2, poll_leased_until = now() + ${ms('$3')}
         FROM (
           SELECT tenant_id, slug FROM connection_state
           WHERE last_sync_at IS NOT NULL AND next_poll_at <= now() AND slug = ANY($1::text[])
             AND (poll_leased_until IS NULL OR poll_leased_until < now())
           ORDER BY next_poll_at LIMIT $4 FOR UPDATE SKIP LOCKED
         ) due
         WHERE s.tenant_id = due.tenant_id AND s.slug = due.slug
         RETURNING s.tenant_id, s.slug, s.orders_cursor
       ) SELECT * FROM claimed`,
      [[...slugs], owner, leaseMs, limit],
    );
  },

  /** A page was ingested: the cursor moves past it and the lease is renewed; false when the lease was lost. */
  async advance(db: Sql, tenantId: string, slug: string, owner: string, cursor: string, leaseMs: number): Promise<boolean> {
    const rows: unknown[] = await db.query(
      `WITH advanced AS (
         UPDATE connection_state SET orders_cursor = $4, poll_leased_until = now() + ${ms('$5')} WHERE ${heldBy} RETURNING 1
       ) SELECT * FROM advanced`,
      [tenantId, slug, owner, cursor, leaseMs],
    );
    return rows.length > 0;
  },

  /** The poll ended (`succeeded` or not) on a connected connection: due again in `delayMs`, and free. */
  async release(db: Sql, tenantId: string, slug: string, owner: string, delayMs: number, succeeded: boolean): Promise<void> {
    await db.query(
      `UPDATE connection_state SET next_poll_at = now() + ${ms('$4')}, poll_dormant = false, poll_lease_owner = NULL, poll_leased_until = NULL,
         last_polled_at = CASE WHEN $5 THEN now() ELSE last_polled_at END
       WHERE ${heldBy}`,
      [tenantId, slug, owner, delayMs, succeeded],
    );
  },

  /**
   * Not connected: not polled until it connects again. After `delayMs` it is claimed once more,
   * only to ask whether it is connected, in case its connection event was missed.
   */
  async sleep(db: Sql, tenantId: string, slug: string, owner: string, delayMs: number): Promise<void> {
    await db.query(
      `UPDATE connection_state SET poll_dormant = true, next_poll_at = now() + ${ms('$4')}, poll_lease_owner = NULL, poll_leased_until = NULL
       WHERE ${heldBy}`,
      [tenantId, slug, owner, delayMs],
    );
  },

  /** Connected (again): polled now. */
  async wake(db: Sql, tenantId: string, slug: string): Promise<void> {
    await db.query(`UPDATE connection_state SET poll_dormant = false, next_poll_at = now() WHERE tenant_id = $1 AND slug = $2`, [
      tenantId,
      slug,
    ]);
  },

  /** Seconds since the least recently polled connected connection was polled (or synced); null when none is polled. */
  async oldestPollAgeSeconds(db: Sql, slugs: readonly string[]): Promise<number | null> {
    const [row]: Array<{ age: number | null }> = await db.query(
      `SELECT EXTRACT(EPOCH FROM now() - min(COALESCE(last_polled_at, last_sync_at)))::float8 AS age
       FROM connection_state WHERE last_sync_at IS NOT NULL AND NOT poll_dormant AND slug = ANY($1::text[])`,
      [[...slugs]],
    );
    return row?.age ?? null;
  },
};
