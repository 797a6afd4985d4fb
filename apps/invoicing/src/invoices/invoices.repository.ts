import { Injectable } from '@nestjs/common';
import type { InvoiceProvider, InvoiceStatus } from '@tezgah/contracts';
import { type Reads, readsOf, type Tx } from '@tezgah/persistence';
import { DataSource } from 'typeorm';
import { fromDb, type InvoiceRow } from './invoice-row';

const COLUMNS = `id, tenant_id, order_id, origin, provider, type, profile, ettn::text AS ettn, number, status, provider_reference,
  failure, cancel_reason, attempts, claims, last_error, failure_reported, next_attempt_at, cancel_requested, order_settled, total::float8 AS total,
  currency, content, issued_at, created_at, updated_at`;

const FIND = { name: 'invoicing.invoices.find', text: `SELECT ${COLUMNS} FROM invoices WHERE tenant_id = $1 AND id = $2` };
const LIVE_OF_ORDER = {
  name: 'invoicing.invoices.live_of_order',
  text: `SELECT ${COLUMNS} FROM invoices WHERE tenant_id = $1 AND order_id = $2 AND status NOT IN ('rejected', 'cancelled')`,
};
const ACCEPTED_OF_MARKETPLACE_ORDER = {
  name: 'invoicing.invoices.accepted_of_marketplace_order',
  text: `SELECT ${COLUMNS} FROM invoices
    WHERE tenant_id = $1 AND status = 'accepted' AND content->'order'->>'number' = $3 AND content->'order'->>'marketplace' = $2`,
};
const PAGE = {
  text: `SELECT ${COLUMNS}, count(*) OVER () AS total_count FROM invoices
    WHERE tenant_id = $1 AND ($2::text IS NULL OR provider = $2) AND ($5::text IS NULL OR status = $5)
    ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
};
const COUNT = {
  text: `SELECT count(*)::int AS total FROM invoices
    WHERE tenant_id = $1 AND ($2::text IS NULL OR provider = $2) AND ($3::text IS NULL OR status = $3)`,
};
const DOCUMENT = { text: `SELECT xml, pdf FROM invoices WHERE tenant_id = $1 AND id = $2` };

/** A new invoice as the issuer writes it, with its documents. */
export interface NewInvoice extends Omit<
  InvoiceRow,
  | 'status'
  | 'provider_reference'
  | 'failure'
  | 'cancel_reason'
  | 'attempts'
  | 'last_error'
  | 'claims'
  | 'failure_reported'
  | 'cancel_requested'
  | 'order_settled'
  | 'created_at'
  | 'updated_at'
> {
  series: { prefix: string; year: number; sequence: number };
  xml: string;
  pdf: Buffer;
}

/** The columns a step may change; each write names the status it expects, so a step never overwrites another's move. */
export type InvoiceChanges = Partial<
  Pick<
    InvoiceRow,
    | 'status'
    | 'provider_reference'
    | 'failure'
    | 'cancel_reason'
    | 'attempts'
    | 'last_error'
    | 'failure_reported'
    | 'next_attempt_at'
    | 'cancel_requested'
    | 'order_settled'
  >
> & { sent_at?: Date; decided_at?: Date; cancelled_at?: Date };

const CHANGEABLE = new Set([
  'status',
  'provider_reference',
  'failure',
  'cancel_reason',
  'attempts',
  'last_error',
  'failure_reported',
  'next_attempt_at',
  'cancel_requested',
  'order_settled',
  'sent_at',
  'decided_at',
  'cancelled_at',
]);

/** The `invoicing` schema's invoices; every read is scoped to one tenant. */
@Injectable()
export class InvoicesRepository {
  private readonly reads: Reads;

  constructor(dataSource: DataSource) {
    this.reads = readsOf(dataSource);
  }

  async find(tenantId: string, id: string): Promise<InvoiceRow | null> {
    return first(await this.reads.query(FIND, [tenantId, id]));
  }

  async findLiveOfOrder(tenantId: string, orderId: string): Promise<InvoiceRow | null> {
    return first(await this.reads.query(LIVE_OF_ORDER, [tenantId, orderId]));
  }

  /** The accepted invoice of an order, found by its marketplace and its number there (at most one is live per order). */
  async findAcceptedOfMarketplaceOrder(tenantId: string, marketplace: string, marketplaceOrderId: string): Promise<InvoiceRow | null> {
    return first(await this.reads.query(ACCEPTED_OF_MARKETPLACE_ORDER, [tenantId, marketplace, marketplaceOrderId]));
  }

  /** One page, newest first, and the filter's total. */
  async list(tenantId: string, filter: { provider?: InvoiceProvider; status?: InvoiceStatus }, page: number, perPage: number) {
    const [provider, status] = [filter.provider ?? null, filter.status ?? null];
    const raw = await this.reads.query(PAGE, [tenantId, provider, perPage, (page - 1) * perPage, status]);
    // A page past the end has no rows to carry the total.
    const total = raw.length ? Number(raw[0].total_count) : Number((await this.reads.query(COUNT, [tenantId, provider, status]))[0].total);
    return { rows: raw.map(fromDb), total };
  }

  async document(tenantId: string, id: string): Promise<{ xml: string; pdf: Buffer } | null> {
    const raw = await this.reads.query(DOCUMENT, [tenantId, id]);
    return raw.length ? { xml: raw[0].xml as string, pdf: Buffer.from(raw[0].pdf as Uint8Array) } : null;
  }

  /** Writes the issued invoice in the issuer's transaction; a live invoice of the same order is a unique violation (`invoices_live_per_order`). */
  async insert(tx: Tx, invoice: NewInvoice, now: Date): Promise<InvoiceRow> {
    const raw: Array<Record<string, unknown>> = await tx.query(
      `INSERT INTO invoices (id, tenant_id, order_id, origin, provider, type, profile, ettn, series_prefix, series_year, sequence, number,
         total, currency, content, xml, pdf, issued_at, next_attempt_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $20)
       RETURNING ${COLUMNS}`,
      [
        invoice.id,
        invoice.tenant_id,
        invoice.order_id,
        invoice.origin,
        invoice.provider,
        invoice.type,
        invoice.profile,
        invoice.ettn,
        invoice.series.prefix,
        invoice.series.year,
        invoice.series.sequence,
        invoice.number,
        invoice.total,
        invoice.currency,
        JSON.stringify(invoice.content),
        invoice.xml,
        invoice.pdf,
        invoice.issued_at,
        invoice.next_attempt_at,
        now,
      ],
    );
    return fromDb(raw[0]);
  }

  /**
   * Applies `changes` when the invoice is still in `expected` status (in `tx` when given);
   * null when it moved meanwhile (another replica's step, a cancel).
   */
  async apply(id: string, expected: InvoiceStatus, changes: InvoiceChanges, tx?: Tx): Promise<InvoiceRow | null> {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    for (const [column] of entries) if (!CHANGEABLE.has(column)) throw new Error(`not a changeable column: ${column}`);
    const sets = entries.map(([column], index) => `${column} = $${index + 3}`);
    const text = `WITH changed AS (
        UPDATE invoices SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 AND status = $2 RETURNING ${COLUMNS})
      SELECT * FROM changed`;
    const params = [id, expected, ...entries.map(([, value]) => value)];
    const raw: Array<Record<string, unknown>> = tx ? await tx.query(text, params) : await this.reads.query({ text }, params);
    return first(raw);
  }

  /**
   * Invoices with a step due, taken for `leaseMs` (pushed ahead, so another replica skips them;
   * a holder that stops leaves them to the next claim after the lease) and counted as claimed.
   */
  async claimDue(leaseMs: number, limit: number): Promise<InvoiceRow[]> {
    const raw = await this.reads.query(
      {
        text: `WITH due AS (
          SELECT id AS due_id FROM invoices WHERE next_attempt_at <= now() ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED
        ), claimed AS (
          UPDATE invoices i SET next_attempt_at = now() + $1 * interval '1 millisecond', claims = claims + 1
          FROM due WHERE i.id = due.due_id RETURNING ${COLUMNS}
        )
        SELECT * FROM claimed`,
      },
      [leaseMs, limit],
    );
    return raw.map(fromDb);
  }

  /**
   * When the next invoice step falls due (a verdict to ask, a retry, a lease that ends), perhaps
   * already: a step that leaves the next one due at once (the order linked, the submit next) runs
   * it now, not after the safety poll. Null for none.
   */
  async nextDueAt(): Promise<Date | null> {
    const [row] = await this.reads.query({ text: `SELECT min(next_attempt_at) AS due FROM invoices` }, []);
    return (row?.due as Date | null) ?? null;
  }

  /** The order was cancelled: its live invoice is cancelled once accepted (due now when it is). Null without one. */
  async requestCancel(tx: Tx, tenantId: string, orderId: string): Promise<InvoiceRow | null> {
    const raw: Array<Record<string, unknown>> = await tx.query(
      `WITH changed AS (
          UPDATE invoices SET cancel_requested = true, updated_at = now(),
            next_attempt_at = CASE WHEN status = 'accepted' THEN now() ELSE next_attempt_at END
          WHERE tenant_id = $1 AND order_id = $2 AND status NOT IN ('rejected', 'cancelled') RETURNING ${COLUMNS})
        SELECT * FROM changed`,
      [tenantId, orderId],
    );
    return first(raw);
  }
}

function first(raw: Array<Record<string, unknown>>): InvoiceRow | null {
  return raw.length ? fromDb(raw[0]) : null;
}
