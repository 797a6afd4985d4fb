import { Injectable } from '@nestjs/common';
import type { EventData, InvoiceAccepted, OrderStatusMirrorRequested } from '@tezgah/contracts';
import { pollLaneOf, type Reads, readsOf, type Tx } from '@tezgah/persistence';
import { DataSource } from 'typeorm';

type InvoiceEvent = EventData<typeof InvoiceAccepted>;

/** What an invoice row keeps of InvoiceAccepted for the marketplace. */
export type MirroredInvoice = Pick<InvoiceEvent, 'invoice_id' | 'number' | 'ettn' | 'type' | 'pdf_url' | 'issued_at'>;

/** Which row of an order: its newest seller status, or its newest accepted invoice. */
export type MirrorKind = 'status' | 'invoice';

interface MirrorRow {
  tenant_id: string;
  order_id: string;
  slug: string;
  marketplace_order_id: string;
  seq: number;
  attempts: number;
}

/** What the marketplace of an order does not have yet (its newest status or invoice), held by this replica. */
export type DueMirror =
  | (MirrorRow & {
      kind: 'status';
      status: EventData<typeof OrderStatusMirrorRequested>['status'];
      tracking_number: string | null;
      cargo_provider: string | null;
    })
  | (MirrorRow & { kind: 'invoice'; invoice: MirroredInvoice });

/** A row as the statements that hand it back name it. */
type RowKey = Pick<DueMirror, 'tenant_id' | 'order_id' | 'kind'>;

const ms = (param: string) => `${param} * interval '1 millisecond'`;
const pending = 'seq > done_seq';
// TypeORM answers a bare UPDATE … RETURNING with [rows, count]; statements that return rows wrap it in a CTE.
/** Hands the row back: the lease is cleared only by its holder (`$3`). */
const handBack = `lease_owner = CASE WHEN lease_owner = $3 THEN NULL ELSE lease_owner END,
  leased_until = CASE WHEN lease_owner = $3 THEN NULL ELSE leased_until END`;

const CLAIM_DUE = `WITH claimed AS (
         UPDATE order_mirrors m SET lease_owner = $1, leased_until = now() + ${ms('$2')}
         FROM (
           SELECT tenant_id, order_id, kind FROM order_mirrors
           WHERE ${pending} AND next_attempt_at <= now() AND (leased_until IS NULL OR leased_until < now())
           ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED
         ) due
         WHERE m.tenant_id = due.tenant_id AND m.order_id = due.order_id AND m.kind = due.kind
         RETURNING m.tenant_id, m.order_id, m.kind, m.slug, m.marketplace_order_id, m.status, m.tracking_number, m.cargo_provider,
           m.invoice, m.seq, m.attempts
       ) SELECT * FROM claimed`;

const COUNT_PENDING = { text: `SELECT count(*)::int AS count FROM order_mirrors WHERE ${pending}` };

/** When a row not yet sent falls due: its retry time, or the expiry of the lease that holds it. */
const dueAt = 'GREATEST(next_attempt_at, COALESCE(leased_until, next_attempt_at))';
// Due ones count too: a newer status written while its row was held elsewhere is due the moment the holder hands it back.
const NEXT_DUE = { text: `SELECT min(${dueAt}) AS due FROM order_mirrors WHERE ${pending}` };

/**
 * The `order_mirrors` table: per order, the newest status the seller set (kind `status`) and its
 * newest accepted invoice (kind `invoice`), and how far the marketplace has each. A row moves only
 * to a higher sequence, and stays (done) once sent, so a late older request never follows a newer
 * one; one replica works on a row at a time (a lease, each of its statements one statement on the
 * data source).
 */
@Injectable()
export class OrderMirrorsRepository {
  private readonly reads: Reads;

  constructor(private readonly dataSource: DataSource) {
    this.reads = readsOf(dataSource);
  }

  /** Wants the marketplace to have this status unless a newer one is known; true when the row changed. */
  async want(tx: Tx, tenantId: string, request: EventData<typeof OrderStatusMirrorRequested>, requestedAt: string): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `WITH wanted AS (
         INSERT INTO order_mirrors (tenant_id, order_id, slug, marketplace_order_id, status, tracking_number, cargo_provider, seq, next_attempt_at, requested_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), $9)
         ON CONFLICT (tenant_id, order_id, kind) DO UPDATE SET
           status = EXCLUDED.status, tracking_number = EXCLUDED.tracking_number, cargo_provider = EXCLUDED.cargo_provider,
           seq = EXCLUDED.seq, requested_at = EXCLUDED.requested_at, next_attempt_at = now(), attempts = 0, last_error = NULL
         WHERE order_mirrors.seq < EXCLUDED.seq
         RETURNING 1
       ) SELECT * FROM wanted`,
      [
        tenantId,
        request.order_id,
        request.marketplace,
        request.marketplace_order_id,
        request.status,
        request.tracking_number,
        request.cargo_provider,
        request.seq,
        requestedAt,
      ],
    );
    return rows.length > 0;
  }

  /**
   * Wants the marketplace told of this accepted invoice unless it knows the order's invoice or a
   * newer one (a redelivery, or an older invoice of the order arriving late); true when the row changed.
   */
  async wantInvoice(tx: Tx, tenantId: string, accepted: InvoiceEvent, requestedAt: string): Promise<boolean> {
    const invoice: MirroredInvoice = {
      invoice_id: accepted.invoice_id,
      number: accepted.number,
      ettn: accepted.ettn,
      type: accepted.type,
      pdf_url: accepted.pdf_url,
      issued_at: accepted.issued_at,
    };
    const rows: unknown[] = await tx.query(
      `WITH wanted AS (
         INSERT INTO order_mirrors (tenant_id, order_id, kind, slug, marketplace_order_id, invoice, seq, next_attempt_at, requested_at)
         VALUES ($1, $2, 'invoice', $3, $4, $5, 1, now(), $6)
         ON CONFLICT (tenant_id, order_id, kind) DO UPDATE SET
           invoice = EXCLUDED.invoice, marketplace_order_id = EXCLUDED.marketplace_order_id, seq = order_mirrors.seq + 1,
           requested_at = EXCLUDED.requested_at, next_attempt_at = now(), attempts = 0, last_error = NULL
         WHERE order_mirrors.invoice->>'invoice_id' <> EXCLUDED.invoice->>'invoice_id'
           AND (order_mirrors.invoice->>'issued_at')::timestamptz < (EXCLUDED.invoice->>'issued_at')::timestamptz
         RETURNING 1
       ) SELECT * FROM wanted`,
      [tenantId, accepted.order_id, accepted.marketplace, accepted.marketplace_order_id, JSON.stringify(invoice), requestedAt],
    );
    return rows.length > 0;
  }

  /** Holds up to `limit` due rows for `leaseMs`; replicas asking together get different ones. */
  async claimDue(owner: string, leaseMs: number, limit: number): Promise<DueMirror[]> {
    const raw: Array<Record<string, unknown>> = await pollLaneOf(this.dataSource).run(() =>
      this.dataSource.query(CLAIM_DUE, [owner, leaseMs, limit]),
    );
    return raw.map(fromDb);
  }

  /** When the next row falls due, perhaps already (null for none): the worker sleeps until then. */
  async nextDueAt(): Promise<Date | null> {
    const [row] = await pollLaneOf(this.dataSource).run(() => this.dataSource.query(NEXT_DUE.text));
    return (row?.due as Date | null) ?? null;
  }

  /** The marketplace took (or cannot take) the status of sequence `seq`; a newer one that came meanwhile stays due. */
  async settle(row: RowKey & Pick<DueMirror, 'seq'>, owner: string, outcome: 'done' | 'skipped'): Promise<void> {
    await this.dataSource.query(
      `UPDATE order_mirrors SET done_seq = GREATEST(done_seq, $5), outcome = $6, attempts = 0, last_error = NULL, ${handBack}
       WHERE tenant_id = $1 AND order_id = $2 AND kind = $4`,
      [row.tenant_id, row.order_id, owner, row.kind, row.seq, outcome],
    );
  }

  /** The attempt failed: the row waits `delayMs` (its back-off) before the next one. */
  async retryLater(row: RowKey, owner: string, delayMs: number, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE order_mirrors SET attempts = attempts + 1, last_error = $6, next_attempt_at = now() + ${ms('$5')}, ${handBack}
       WHERE tenant_id = $1 AND order_id = $2 AND kind = $4`,
      [row.tenant_id, row.order_id, owner, row.kind, delayMs, error],
    );
  }

  /** Not connected: the row sleeps until the connection connects (`delayMs` only bounds a missed event). */
  async sleep(row: RowKey, owner: string, delayMs: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE order_mirrors SET last_error = 'not connected', next_attempt_at = now() + ${ms('$5')}, ${handBack}
       WHERE tenant_id = $1 AND order_id = $2 AND kind = $4`,
      [row.tenant_id, row.order_id, owner, row.kind, delayMs],
    );
  }

  /** The connection is connected (again): its pending rows are due now. */
  async wake(tx: Tx, tenantId: string, slug: string): Promise<void> {
    await tx.query(
      `UPDATE order_mirrors SET next_attempt_at = now() WHERE tenant_id = $1 AND slug = $2 AND ${pending} AND next_attempt_at > now()`,
      [tenantId, slug],
    );
  }

  async countPending(): Promise<number> {
    const [row] = await this.reads.query(COUNT_PENDING, []);
    return row.count as number;
  }
}

function fromDb(raw: Record<string, unknown>): DueMirror {
  const row: MirrorRow = {
    tenant_id: raw.tenant_id as string,
    order_id: raw.order_id as string,
    slug: raw.slug as string,
    marketplace_order_id: raw.marketplace_order_id as string,
    seq: raw.seq as number,
    attempts: raw.attempts as number,
  };
  if (raw.kind === 'invoice') return { ...row, kind: 'invoice', invoice: raw.invoice as MirroredInvoice };
  return {
    ...row,
    kind: 'status',
    status: raw.status as Extract<DueMirror, { kind: 'status' }>['status'],
    tracking_number: raw.tracking_number as string | null,
    cargo_provider: raw.cargo_provider as string | null,
  };
}
