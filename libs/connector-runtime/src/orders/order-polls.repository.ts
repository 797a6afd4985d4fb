import { Injectable } from '@nestjs/common';
import { pollLaneOf, type Reads, readsOf, type Tx } from '@tezgah/persistence';
import { DataSource } from 'typeorm';

/** A connection whose orders are due to be polled, held by this replica. */
export interface DuePoll {
  tenant_id: string;
  slug: string;
  orders_cursor: string | null;
  /** When its last first sync completed: orders created before were the sync's to import. */
  last_sync_at: Date;
}

const ms = (param: string) => `${param} * interval '1 millisecond'`;
/** The poll lease is this replica's (`$3` the owner). */
const heldBy = `tenant_id = $1 AND slug = $2 AND poll_lease_owner = $3`;
// TypeORM answers a bare UPDATE … RETURNING with [rows, count]; statements that return rows wrap it in a CTE.

const CLAIM_DUE = `WITH claimed AS (
         UPDATE connection_state s SET poll_lease_owner = $2, poll_leased_until = now() + ${ms('$3')}
         FROM (
           SELECT tenant_id, slug FROM connection_state
           WHERE last_sync_at IS NOT NULL AND next_poll_at <= now() AND slug = ANY($1::text[])
             AND (poll_leased_until IS NULL OR poll_leased_until < now())
           ORDER BY next_poll_at LIMIT $4 FOR UPDATE SKIP LOCKED
         ) due
         WHERE s.tenant_id = due.tenant_id AND s.slug = due.slug
         RETURNING s.tenant_id, s.slug, s.orders_cursor, s.last_sync_at
       ) SELECT * FROM claimed`;

/** When a connection's poll falls due: its turn, or the expiry of the lease of a poll in flight. */
const pollDueAt = 'GREATEST(next_poll_at, COALESCE(poll_leased_until, next_poll_at))';
// Due ones count too: a turn that came due between the claim and this statement (microseconds
// apart on PostgreSQL) would otherwise wait for the safety net.
const NEXT_DUE = `SELECT min(${pollDueAt}) AS due FROM connection_state WHERE last_sync_at IS NOT NULL AND slug = ANY($1::text[])`;

const OLDEST_POLL_AGE = {
  text: `SELECT EXTRACT(EPOCH FROM now() - min(COALESCE(last_polled_at, last_sync_at)))::float8 AS age
       FROM connection_state WHERE last_sync_at IS NOT NULL AND NOT poll_dormant AND slug = ANY($1::text[])`,
};

/**
 * Order polling in `connection_state`: which connections are due (synced once, connected, not
 * held by another replica), the lease that keeps one poll per connection across replicas, and
 * the cursor, moved only after a page's orders were ingested. Each lease statement is one
 * statement on the data source, no transaction.
 */
@Injectable()
export class OrderPollsRepository {
  private readonly reads: Reads;

  constructor(private readonly dataSource: DataSource) {
    this.reads = readsOf(dataSource);
  }

  /** When the next poll of these marketplaces falls due, perhaps already (null for none). */
  async nextDueAt(slugs: readonly string[]): Promise<Date | null> {
    const [row] = await pollLaneOf(this.dataSource).run(() => this.dataSource.query(NEXT_DUE, [[...slugs]]));
    return (row?.due as Date | null) ?? null;
  }

  /** Holds up to `limit` due connections of `slugs` for `leaseMs`; replicas asking together get different ones. */
  async claimDue(slugs: readonly string[], owner: string, leaseMs: number, limit: number): Promise<DuePoll[]> {
    if (limit <= 0) return [];
    const raw: Array<Record<string, unknown>> = await pollLaneOf(this.dataSource).run(() =>
      this.dataSource.query(CLAIM_DUE, [[...slugs], owner, leaseMs, limit]),
    );
    return raw.map((row) => ({
      tenant_id: row.tenant_id as string,
      slug: row.slug as string,
      orders_cursor: row.orders_cursor as string | null,
      last_sync_at: new Date(row.last_sync_at as string | Date),
    }));
  }

  /** A page was ingested: the cursor moves past it and the lease is renewed; false when the lease was lost. */
  async advance(tenantId: string, slug: string, owner: string, cursor: string, leaseMs: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH advanced AS (
         UPDATE connection_state SET orders_cursor = $4, poll_leased_until = now() + ${ms('$5')} WHERE ${heldBy} RETURNING 1
       ) SELECT * FROM advanced`,
      [tenantId, slug, owner, cursor, leaseMs],
    );
    return rows.length > 0;
  }

  /** The poll ended (`succeeded` or not) on a connected connection: due again in `delayMs`, and free. */
  async release(tenantId: string, slug: string, owner: string, delayMs: number, succeeded: boolean): Promise<void> {
    await this.dataSource.query(
      `UPDATE connection_state SET next_poll_at = now() + ${ms('$4')}, poll_dormant = false, poll_lease_owner = NULL, poll_leased_until = NULL,
         last_polled_at = CASE WHEN $5 THEN now() ELSE last_polled_at END
       WHERE ${heldBy}`,
      [tenantId, slug, owner, delayMs, succeeded],
    );
  }

  /**
   * Not connected: not polled until it connects again. After `delayMs` it is claimed once more,
   * only to ask whether it is connected, in case its connection event was missed.
   */
  async sleep(tenantId: string, slug: string, owner: string, delayMs: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE connection_state SET poll_dormant = true, next_poll_at = now() + ${ms('$4')}, poll_lease_owner = NULL, poll_leased_until = NULL
       WHERE ${heldBy}`,
      [tenantId, slug, owner, delayMs],
    );
  }

  /** Connected (again): polled now. */
  async wake(tx: Tx, tenantId: string, slug: string): Promise<void> {
    await tx.query(`UPDATE connection_state SET poll_dormant = false, next_poll_at = now() WHERE tenant_id = $1 AND slug = $2`, [
      tenantId,
      slug,
    ]);
  }

  /** Seconds since the least recently polled connected connection was polled (or synced); null when none is polled. */
  async oldestPollAgeSeconds(slugs: readonly string[]): Promise<number | null> {
    const [row] = await this.reads.query(OLDEST_POLL_AGE, [[...slugs]]);
    return (row?.age as number | null | undefined) ?? null;
  }
}
