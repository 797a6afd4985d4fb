import { Injectable } from '@nestjs/common';
import { Inbox } from '@tezgah/messaging';
import { pollLaneOf, type ReadStatement, type Reads, readsOf, type Tx } from '@tezgah/persistence';
import { DataSource } from 'typeorm';

/** A stock value waiting for its marketplace, with what the listing map knows of the listing. */
export interface DuePush {
  sku: string;
  /** The product the value belongs to: a SKU taken over by a new product starts its sequence again. */
  product_id: string;
  desired_quantity: number;
  desired_seq: number;
  changed_at: Date;
  attempts: number;
  barcode: string | null;
  listing_id: string;
  price: number | null;
}

/** What a batch's answer did to one SKU: accepted or refused for good, at the sequence that was sent. */
export interface SettledPush {
  sku: string;
  product_id: string;
  seq: number;
  quantity: number;
  rejected: boolean;
  error: string | null;
}

const ms = (param: string) => `${param} * interval '1 millisecond'`;
/** The row's newest value is not settled yet (`table` qualifies the columns where names clash). */
const pending = (table?: string) => (table ? `${table}.desired_seq > ${table}.pushed_seq` : 'desired_seq > pushed_seq');

/**
 * StockPushesRepository.want's statement: $1 tenant, $2 SKU, $3 product, $4 quantity, $5 ledger sequence,
 * $6 changed at, $7 the slugs to push to, $8 the push window (ms), $9 consumer, $10 event id.
 */
const WANT: ReadStatement = {
  name: 'connector_stock_want',
  text: `WITH listed AS (
         SELECT slug FROM listings WHERE tenant_id = $1 AND sku = $2
       ), ${Inbox.recordStep('first_delivery', { consumer: '$9', eventId: '$10' }, 'EXISTS (SELECT 1 FROM listed)')},
       relinked AS (
         UPDATE listings SET product_id = $3
         WHERE tenant_id = $1 AND sku = $2 AND product_id IS DISTINCT FROM $3 AND EXISTS (SELECT 1 FROM first_delivery)
       ), wanted AS (
         INSERT INTO stock_pushes (tenant_id, slug, sku, product_id, desired_quantity, desired_seq, changed_at, next_attempt_at)
         SELECT $1, slug, $2, $3, $4, $5, $6, now() + ${ms('$8')}
         FROM listed WHERE slug = ANY($7::text[]) AND EXISTS (SELECT 1 FROM first_delivery)
         ON CONFLICT (tenant_id, slug, sku) DO UPDATE SET
           desired_quantity = EXCLUDED.desired_quantity, desired_seq = EXCLUDED.desired_seq, changed_at = EXCLUDED.changed_at,
           -- A SKU now held by another product (the old one deleted): that product's ledger starts at 1.
           pushed_seq = CASE WHEN stock_pushes.product_id = EXCLUDED.product_id THEN stock_pushes.pushed_seq ELSE 0 END,
           product_id = EXCLUDED.product_id,
           rejected = false,
           next_attempt_at = CASE WHEN ${pending('stock_pushes')} THEN stock_pushes.next_attempt_at ELSE EXCLUDED.next_attempt_at END,
           attempts = CASE WHEN ${pending('stock_pushes')} THEN stock_pushes.attempts ELSE 0 END
         -- An older event arriving late never overwrites a newer value.
         WHERE stock_pushes.desired_seq < EXCLUDED.desired_seq OR stock_pushes.product_id <> EXCLUDED.product_id
         RETURNING slug
       ) SELECT slug FROM wanted`,
};

const DUE = {
  text: `SELECT p.sku, p.product_id, p.desired_quantity, p.desired_seq, p.changed_at, p.attempts, l.barcode, l.listing_id, l.price
       FROM stock_pushes p JOIN listings l ON l.tenant_id = p.tenant_id AND l.slug = p.slug AND l.sku = p.sku
       WHERE p.tenant_id = $1 AND p.slug = $2 AND ${pending('p')} AND p.next_attempt_at <= now()
       ORDER BY p.next_attempt_at, p.sku LIMIT $3`,
};

const NEXT_DUE_IN_MS = {
  text: `SELECT (EXTRACT(EPOCH FROM min(next_attempt_at) - now()) * 1000)::float8 AS ms
       FROM stock_pushes WHERE tenant_id = $1 AND slug = $2 AND ${pending()}`,
};

const DUE_CONNECTIONS = {
  text: `SELECT DISTINCT tenant_id, slug FROM stock_pushes WHERE ${pending()} AND next_attempt_at <= now() LIMIT $1`,
};

const COUNT_PENDING = { text: `SELECT count(*)::int AS count FROM stock_pushes WHERE ${pending()}` };

/**
 * The `stock_pushes` table (one row per listing: the newest stock value and how far the
 * marketplace has it) and the per-connection lease in `connection_state` that keeps one batch in
 * flight per connection across replicas. The lease and the answers are one statement each on the
 * data source, no transaction.
 */
@Injectable()
export class StockPushesRepository {
  /** Reads, and the stock change's write: one statement, atomic by itself (see `want`). */
  private readonly statements: Reads;

  constructor(private readonly dataSource: DataSource) {
    this.statements = readsOf(dataSource);
  }

  /**
   * Wants `quantity` on every listing of the SKU on `slugs`, unless a newer value (higher ledger
   * sequence of the same product) is known already. A row that was settled waits `windowMs` for
   * more changes; one already waiting keeps its turn (and its back-off). Returns the slugs whose
   * row changed. One prepared statement, inbox record included (`event`, once per consumer); a
   * SKU this connector lists nowhere writes nothing, not even the record.
   */
  async want(
    event: { consumer: string; id: string; tenantId: string },
    change: { product_id: string; sku: string; quantity: number; seq: number; changedAt: string },
    slugs: readonly string[],
    windowMs: number,
  ): Promise<string[]> {
    const { tenantId, consumer, id } = event;
    const { product_id, sku, quantity, seq, changedAt } = change;
    const rows = await this.statements.query(WANT, [
      tenantId,
      sku,
      product_id,
      quantity,
      seq,
      changedAt,
      [...slugs],
      windowMs,
      consumer,
      id,
    ]);
    return rows.map((row) => row.slug as string);
  }

  /** Holds the connection for `leaseMs` (or renews it); false while another replica holds it. */
  async hold(tenantId: string, slug: string, owner: string, leaseMs: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH held AS (
         INSERT INTO connection_state (tenant_id, slug, push_lease_owner, push_leased_until) VALUES ($1, $2, $3, now() + ${ms('$4')})
         ON CONFLICT (tenant_id, slug) DO UPDATE
           SET push_lease_owner = EXCLUDED.push_lease_owner, push_leased_until = EXCLUDED.push_leased_until
           WHERE connection_state.push_leased_until IS NULL OR connection_state.push_leased_until < now()
             OR connection_state.push_lease_owner = EXCLUDED.push_lease_owner
         RETURNING 1
       ) SELECT * FROM held`,
      [tenantId, slug, owner, leaseMs],
    );
    return rows.length > 0;
  }

  async release(tenantId: string, slug: string, owner: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE connection_state SET push_lease_owner = NULL, push_leased_until = NULL
       WHERE tenant_id = $1 AND slug = $2 AND push_lease_owner = $3`,
      [tenantId, slug, owner],
    );
  }

  /** The connection's due rows, longest waiting first, at most `limit` (one batch). */
  async due(tenantId: string, slug: string, limit: number): Promise<DuePush[]> {
    return (await this.statements.query(DUE, [tenantId, slug, limit])).map(fromDb);
  }

  /**
   * Records the marketplace's answer. A row whose value changed while the batch was in flight
   * stays due for its newer value (pushed_seq only reaches the sequence that was sent), and so does
   * one whose SKU a new product took meanwhile (its sequence starts again: the answer is not its).
   */
  async settle(tenantId: string, slug: string, settled: readonly SettledPush[]): Promise<void> {
    if (settled.length === 0) return;
    await this.dataSource.query(
      `WITH answer AS (
         SELECT * FROM jsonb_to_recordset($3::jsonb) AS r(sku text, product_id text, seq int, quantity int, rejected boolean, error text)
       ), pushes AS (
         UPDATE stock_pushes p SET pushed_seq = GREATEST(p.pushed_seq, a.seq), rejected = a.rejected, last_error = a.error, attempts = 0
         FROM answer a WHERE p.tenant_id = $1 AND p.slug = $2 AND p.sku = a.sku AND p.product_id = a.product_id
       )
       UPDATE listings l SET quantity = a.quantity FROM answer a
       WHERE l.tenant_id = $1 AND l.slug = $2 AND l.sku = a.sku AND NOT a.rejected`,
      [tenantId, slug, JSON.stringify(settled)],
    );
  }

  /** The rows wait `delayMs` each (their back-off) before the next attempt. */
  async retryLater(tenantId: string, slug: string, waits: ReadonlyArray<{ sku: string; delayMs: number }>, error: string): Promise<void> {
    if (waits.length === 0) return;
    await this.dataSource.query(
      `UPDATE stock_pushes p SET attempts = p.attempts + 1, last_error = $4, next_attempt_at = now() + ${ms('w.delay_ms')}
       FROM jsonb_to_recordset($3::jsonb) AS w(sku text, delay_ms int)
       WHERE p.tenant_id = $1 AND p.slug = $2 AND p.sku = w.sku`,
      [tenantId, slug, JSON.stringify(waits.map(({ sku, delayMs }) => ({ sku, delay_ms: delayMs }))), error],
    );
  }

  /** The connection is not connected: its pending rows sleep until it is (or `delayMs`, to look again). */
  async sleep(tenantId: string, slug: string, delayMs: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE stock_pushes SET next_attempt_at = now() + ${ms('$3')}, last_error = 'not connected'
       WHERE tenant_id = $1 AND slug = $2 AND ${pending()}`,
      [tenantId, slug, delayMs],
    );
  }

  /** The connection is connected (again): its pending rows are due now. */
  async wake(tx: Tx, tenantId: string, slug: string): Promise<void> {
    await tx.query(
      `UPDATE stock_pushes SET next_attempt_at = now() WHERE tenant_id = $1 AND slug = $2 AND ${pending()} AND next_attempt_at > now()`,
      [tenantId, slug],
    );
  }

  /** Milliseconds until the connection's next pending row is due (≤ 0: now), or null when none is pending. */
  async nextDueInMs(tenantId: string, slug: string): Promise<number | null> {
    const [row] = await this.statements.query(NEXT_DUE_IN_MS, [tenantId, slug]);
    return (row?.ms as number | null | undefined) ?? null;
  }

  /** Connections with rows due now (a retry, or work a stopped replica left). */
  async dueConnections(limit: number): Promise<Array<{ tenant_id: string; slug: string }>> {
    const raw = await pollLaneOf(this.dataSource).run(() => this.statements.query(DUE_CONNECTIONS, [limit]));
    return raw.map((row) => ({ tenant_id: row.tenant_id as string, slug: row.slug as string }));
  }

  async countPending(): Promise<number> {
    const [row] = await this.statements.query(COUNT_PENDING, []);
    return row.count as number;
  }
}

function fromDb(raw: Record<string, unknown>): DuePush {
  return {
    sku: raw.sku as string,
    product_id: raw.product_id as string,
    desired_quantity: raw.desired_quantity as number,
    desired_seq: raw.desired_seq as number,
    changed_at: raw.changed_at as Date,
    attempts: raw.attempts as number,
    barcode: raw.barcode as string | null,
    listing_id: raw.listing_id as string,
    price: raw.price === null ? null : Number(raw.price),
  };
}
