import { Injectable } from '@nestjs/common';
import { type Reads, readsOf, type Tx } from '@tezgah/persistence';
import { DataSource } from 'typeorm';

/** An automatic invoice to issue: its order entered `processing` (decisions §8). */
export interface InvoiceRequestRow {
  tenant_id: string;
  order_id: string;
  attempts: number;
  last_error: string | null;
}

/**
 * The automatic invoices not issued yet, one per order: recorded with the order event's inbox
 * record (so a redelivered event finds it), forgotten in the transaction that issues the invoice.
 * A failed attempt waits in its row, visible with its error, for its retry.
 */
@Injectable()
export class InvoiceRequestsRepository {
  private readonly reads: Reads;

  constructor(dataSource: DataSource) {
    this.reads = readsOf(dataSource);
  }

  async add(tx: Tx, tenantId: string, orderId: string): Promise<void> {
    await tx.query(
      `INSERT INTO invoice_requests (tenant_id, order_id, next_attempt_at, created_at) VALUES ($1, $2, now(), now())
       ON CONFLICT (tenant_id, order_id) DO NOTHING`,
      [tenantId, orderId],
    );
  }

  /** Forgets the order's request (issued, or no longer wanted). */
  async remove(tx: Tx | null, tenantId: string, orderId: string): Promise<void> {
    const text = `DELETE FROM invoice_requests WHERE tenant_id = $1 AND order_id = $2`;
    if (tx) await tx.query(text, [tenantId, orderId]);
    else await this.reads.query({ text }, [tenantId, orderId]);
  }

  async find(tenantId: string, orderId: string): Promise<InvoiceRequestRow | null> {
    const raw = await this.reads.query(
      { text: `SELECT tenant_id, order_id, attempts, last_error FROM invoice_requests WHERE tenant_id = $1 AND order_id = $2` },
      [tenantId, orderId],
    );
    return raw.length ? (raw[0] as unknown as InvoiceRequestRow) : null;
  }

  /** When the next request falls due (a retry, a lease that ends), perhaps already (one added during a run); null for none. */
  async nextDueAt(): Promise<Date | null> {
    const [row] = await this.reads.query({ text: `SELECT min(next_attempt_at) AS due FROM invoice_requests` }, []);
    return (row?.due as Date | null) ?? null;
  }

  /** Requests due, pushed `leaseMs` ahead so that no other replica takes them meanwhile. */
  async claimDue(leaseMs: number, limit: number): Promise<InvoiceRequestRow[]> {
    const raw = await this.reads.query(
      {
        text: `WITH due AS (
          SELECT tenant_id AS t, order_id AS o FROM invoice_requests WHERE next_attempt_at <= now()
          ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED
        ), claimed AS (
          UPDATE invoice_requests r SET next_attempt_at = now() + $1 * interval '1 millisecond'
          FROM due WHERE r.tenant_id = due.t AND r.order_id = due.o RETURNING r.tenant_id, r.order_id, r.attempts, r.last_error
        )
        SELECT * FROM claimed`,
      },
      [leaseMs, limit],
    );
    return raw.map((row) => ({ ...(row as unknown as InvoiceRequestRow), attempts: Number(row.attempts) }));
  }

  /** A failed attempt: counted, its error kept, retried at `retryAt`. */
  async recordFailure(tenantId: string, orderId: string, error: string, retryAt: Date): Promise<void> {
    await this.reads.query(
      {
        text: `UPDATE invoice_requests SET attempts = attempts + 1, last_error = $3, next_attempt_at = $4
          WHERE tenant_id = $1 AND order_id = $2`,
      },
      [tenantId, orderId, error, retryAt],
    );
  }
}
