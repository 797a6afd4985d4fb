import { Injectable } from '@nestjs/common';
import type { BulkImportResult, BulkRejection, ProductInput } from '@tezgah/contracts';
import type { Tx } from '@tezgah/persistence';
import { DataSource } from 'typeorm';

export interface BulkItem {
  index: number;
  product: ProductInput;
}

/** An import a worker holds: its elements, where it got to, and what it counted so far. */
export interface BulkImport {
  id: string;
  tenant_id: string;
  user_id: number | null;
  request_id: string | null;
  status: 'queued' | 'running' | 'written';
  items: BulkItem[];
  next_item: number;
  created: number;
  updated: number;
  rejections: BulkRejection[];
  result: BulkImportResult | null;
  error: string | null;
}

/** What a worker needs of an import besides its elements. */
const STATE = 'id, tenant_id, user_id, request_id, status, next_item, created, updated, rejections, result, error';

/**
 * The `bulk_imports` table: accepted imports, durable until their job has its final report.
 * A worker holds an import through a lease it renews with every chunk; a lease that runs out
 * (a stopped or crashed replica) lets another worker resume from the last committed chunk.
 */
@Injectable()
export class BulkImportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async create(
    row: Pick<BulkImport, 'id' | 'tenant_id' | 'user_id' | 'request_id' | 'items' | 'rejections'>,
    heldFor: { owner: string; ms: number },
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO bulk_imports (id, tenant_id, user_id, request_id, status, items, total, rejections, lease_owner,
         lease_until, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'queued', $5::jsonb, $6, $7::jsonb, $8, now() + $9 * interval '1 millisecond', now(), now())`,
      [
        row.id,
        row.tenant_id,
        row.user_id,
        row.request_id,
        JSON.stringify(row.items),
        row.items.length,
        JSON.stringify(row.rejections),
        heldFor.owner,
        heldFor.ms,
      ],
    );
  }

  /** Lets any worker take it now. */
  async release(id: string, owner: string, afterMs = 0): Promise<void> {
    await this.dataSource.query(
      `UPDATE bulk_imports SET lease_owner = NULL, lease_until = now() + $3 * interval '1 millisecond'
       WHERE id = $1 AND lease_owner = $2`,
      [id, owner, afterMs],
    );
  }

  async remove(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM bulk_imports WHERE id = $1`, [id]);
  }

  /** The oldest unfinished import nobody holds, now held by `owner`. */
  async claimNext(owner: string, leaseMs: number): Promise<BulkImport | null> {
    const raw = await this.claimWhere(
      `id = (SELECT id FROM bulk_imports WHERE status <> 'done' AND (lease_until IS NULL OR lease_until < now())
         ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)`,
      [owner, leaseMs],
      `${STATE}, items`,
    );
    return raw && { ...stateOf(raw), items: raw.items as BulkItem[] };
  }

  /** When the first unfinished import can be taken (its lease runs out; now when nobody holds one), null with none. */
  async nextClaimableAt(): Promise<Date | null> {
    const [row]: Array<{ due: Date | null }> = await this.dataSource.query(
      `SELECT min(COALESCE(lease_until, now())) AS due FROM bulk_imports WHERE status <> 'done'`,
    );
    return row?.due ?? null;
  }

  /**
   * The import `id`, held by `owner` again if it still holds it or nobody does; its elements are
   * left out (the caller has them). Null if another worker took it or it is done.
   */
  async claim(id: string, owner: string, leaseMs: number): Promise<Omit<BulkImport, 'items'> | null> {
    const raw = await this.claimWhere(
      `id = $3 AND status <> 'done' AND (lease_owner = $1 OR lease_until IS NULL OR lease_until < now())`,
      [owner, leaseMs, id],
      STATE,
    );
    return raw && stateOf(raw);
  }

  /**
   * Inside a chunk's transaction: true while `owner` still holds the import (locks its row, so a
   * worker taking over waits for the chunk to commit or roll back).
   */
  async stillHeld(tx: Tx, id: string, owner: string): Promise<boolean> {
    const raw: unknown[] = await tx.query(`SELECT 1 FROM bulk_imports WHERE id = $1 AND lease_owner = $2 FOR UPDATE`, [id, owner]);
    return raw.length > 0;
  }

  /** Records a committed chunk (in its transaction) and renews the lease. */
  async advance(tx: Tx, id: string, progress: { next_item: number; created: number; updated: number }, leaseMs: number): Promise<void> {
    await tx.query(
      `UPDATE bulk_imports SET next_item = $2, created = $3, updated = $4,
         lease_until = now() + $5 * interval '1 millisecond', updated_at = now()
       WHERE id = $1`,
      [id, progress.next_item, progress.created, progress.updated, leaseMs],
    );
  }

  /** Every element is written (or the import gave up): the outcome waits to be reported. */
  async written(id: string, result: BulkImportResult, error: string | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE bulk_imports SET status = 'written', result = $2::jsonb, error = $3, updated_at = now() WHERE id = $1`,
      [id, JSON.stringify(result), error],
    );
  }

  /** The job has its final report: the elements are no longer needed. */
  async done(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE bulk_imports SET status = 'done', items = '[]'::jsonb, lease_owner = NULL, lease_until = NULL, updated_at = now()
       WHERE id = $1`,
      [id],
    );
  }

  /** Takes the import matching `condition` for `$1` (the owner) for `$2` ms and returns `columns` of it. */
  private async claimWhere(condition: string, params: unknown[], columns: string): Promise<Record<string, unknown> | null> {
    const raw: Array<Record<string, unknown>> = await this.dataSource.query(
      // A CTE, so that TypeORM hands back the rows (for a bare UPDATE it answers [rows, count]).
      `WITH claimed AS (
         UPDATE bulk_imports SET lease_owner = $1, lease_until = now() + $2 * interval '1 millisecond',
           status = CASE WHEN status = 'queued' THEN 'running' ELSE status END, updated_at = now()
         WHERE ${condition}
         RETURNING ${columns}
       ) SELECT * FROM claimed`,
      params,
    );
    return raw[0] ?? null;
  }
}

/** The `STATE` columns of a row. */
function stateOf(raw: Record<string, unknown>): Omit<BulkImport, 'items'> {
  return {
    id: raw.id as string,
    tenant_id: raw.tenant_id as string,
    user_id: raw.user_id as number | null,
    request_id: raw.request_id as string | null,
    status: raw.status as BulkImport['status'],
    next_item: raw.next_item as number,
    created: raw.created as number,
    updated: raw.updated as number,
    rejections: raw.rejections as BulkRejection[],
    result: raw.result as BulkImportResult | null,
    error: raw.error as string | null,
  };
}
