import { Injectable } from '@nestjs/common';
import type { TrendyolBatch, TrendyolBatchItem } from '@tezgah/contracts';
import { DataSource } from 'typeorm';

/** A Trendyol batch request the seller's request was split into: its id and the indexes of the items it carries. */
export interface BatchChunk {
  batch_request_id: string | null;
  indexes: number[];
  done: boolean;
}

/** What the connector keeps of an item besides its answer: which field a local refusal names. */
export type StoredItem = TrendyolBatchItem & { field?: string };

export interface StoredBatch {
  id: string;
  tenant_id: string;
  type: TrendyolBatch['type'];
  status: TrendyolBatch['status'];
  items: StoredItem[];
  chunks: BatchChunk[];
  created_at: Date;
}

/** The `trendyol_batches` table: one row per seller request, read and written whole. */
@Injectable()
export class BatchesRepository {
  constructor(private readonly db: DataSource) {}

  async insert(batch: Omit<StoredBatch, 'created_at'>): Promise<StoredBatch> {
    const [row] = await this.db.query(
      `INSERT INTO trendyol_batches (id, tenant_id, type, status, items, chunks) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [batch.id, batch.tenant_id, batch.type, batch.status, JSON.stringify(batch.items), JSON.stringify(batch.chunks)],
    );
    return row as StoredBatch;
  }

  async release(id: string): Promise<void> {
    await this.db.query('UPDATE trendyol_batches SET lease_until = NULL WHERE id = $1', [id]);
  }

  async find(tenantId: string, id: string): Promise<StoredBatch | null> {
    const [row] = await this.db.query('SELECT * FROM trendyol_batches WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
    return (row as StoredBatch | undefined) ?? null;
  }

  /**
   * Takes the batch's lease for `leaseMs` if nobody holds it: whoever holds it talks to Trendyol
   * for the batch (sends its parts, reads its results), so no part is sent twice. The row as it
   * now is, or null when another holds the lease.
   */
  async lease(tenantId: string, id: string, leaseMs: number): Promise<StoredBatch | null> {
    const rows: StoredBatch[] = await this.db.query(
      `WITH leased AS (
         UPDATE trendyol_batches SET lease_until = now() + make_interval(secs => $3::double precision / 1000)
         WHERE tenant_id = $1 AND id = $2 AND status = 'IN_PROGRESS' AND (lease_until IS NULL OR lease_until < now())
         RETURNING *
       ) SELECT * FROM leased`,
      [tenantId, id, leaseMs],
    );
    return rows[0] ?? null;
  }

  /** Leases up to `limit` batches still in progress whose last update is older than `staleMs` (the tracking worker's share). */
  async leaseStale(limit: number, staleMs: number, leaseMs: number): Promise<StoredBatch[]> {
    return this.db.query(
      `WITH due AS (
         SELECT id FROM trendyol_batches
         WHERE status = 'IN_PROGRESS' AND updated_at < now() - make_interval(secs => $2::double precision / 1000)
           AND (lease_until IS NULL OR lease_until < now())
         ORDER BY updated_at LIMIT $1 FOR UPDATE SKIP LOCKED
       ), leased AS (
         UPDATE trendyol_batches b SET lease_until = now() + make_interval(secs => $3::double precision / 1000)
         FROM due WHERE b.id = due.id RETURNING b.*
       ) SELECT * FROM leased`,
      [limit, staleMs, leaseMs],
    );
  }

  /** Writes the batch and gives its lease back. */
  async save(batch: StoredBatch): Promise<void> {
    await this.db.query(
      `UPDATE trendyol_batches SET status = $2, items = $3, chunks = $4, lease_until = NULL, updated_at = now() WHERE id = $1`,
      [batch.id, batch.status, JSON.stringify(batch.items), JSON.stringify(batch.chunks)],
    );
  }
}
