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

  async find(tenantId: string, id: string): Promise<StoredBatch | null> {
    const [row] = await this.db.query('SELECT * FROM trendyol_batches WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
    return (row as StoredBatch | undefined) ?? null;
  }

  async save(batch: StoredBatch): Promise<void> {
    await this.db.query(`UPDATE trendyol_batches SET status = $2, items = $3, chunks = $4, updated_at = now() WHERE id = $1`, [
      batch.id,
      batch.status,
      JSON.stringify(batch.items),
      JSON.stringify(batch.chunks),
    ]);
  }
}
