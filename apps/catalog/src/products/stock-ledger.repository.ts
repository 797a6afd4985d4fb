import { Injectable } from '@nestjs/common';
import type { StockMovementDto, StockSource } from '@tezgah/contracts';
import { type Reads, readsOf, type Tx } from '@tezgah/persistence';
import { DataSource } from 'typeorm';

/** One ledger row: a product's stock moving from `old_stock` to `new_stock`, the product's `seq`-th change. */
export interface StockLedgerEntry {
  product_id: string;
  seq: number;
  tenant_id: string;
  old_stock: number;
  new_stock: number;
  source: StockSource;
  reference: string | null;
  user_id: number | null;
  request_id: string | null;
}

const MOVEMENTS = {
  text: `SELECT t.total, l.* FROM (SELECT count(*)::int AS total FROM stock_ledger WHERE product_id = $1) t
    LEFT JOIN LATERAL (
      SELECT seq, old_stock, new_stock, source, reference, user_id, request_id, created_at FROM stock_ledger
      WHERE product_id = $1 ORDER BY seq DESC LIMIT $2 OFFSET $3
    ) l ON true`,
};

/** The `stock_ledger` table: append-only, one row per stock change. */
@Injectable()
export class StockLedgerRepository {
  private readonly reads: Reads;

  constructor(dataSource: DataSource) {
    this.reads = readsOf(dataSource);
  }

  /** Appends the rows in one statement, all dated `now`. */
  async append(tx: Tx, entries: StockLedgerEntry[], now: Date): Promise<void> {
    if (!entries.length) return;
    await tx.query(
      `INSERT INTO stock_ledger (product_id, seq, tenant_id, old_stock, new_stock, source, reference, user_id, request_id, created_at)
       SELECT product_id, seq, tenant_id, old_stock, new_stock, source, reference, user_id, request_id, $2
       FROM jsonb_to_recordset($1::jsonb) AS r(product_id text, seq int, tenant_id text, old_stock int, new_stock int,
         source text, reference text, user_id int, request_id text)`,
      [JSON.stringify(entries), now],
    );
  }

  /** A product's movements, newest first, and their total. */
  async movements(productId: string, page: number, perPage: number): Promise<{ rows: StockMovementDto[]; total: number }> {
    const raw = await this.reads.query(MOVEMENTS, [productId, perPage, (page - 1) * perPage]);
    const rows = raw
      .filter((row) => row.seq !== null)
      .map((row) => ({
        seq: row.seq as number,
        old_stock: row.old_stock as number,
        new_stock: row.new_stock as number,
        change: (row.new_stock as number) - (row.old_stock as number),
        source: row.source as StockSource,
        reference: row.reference as string | null,
        user_id: row.user_id as number | null,
        request_id: row.request_id as string | null,
        created_at: new Date(row.created_at as string | Date).toISOString(),
      }));
    return { rows, total: Number(raw[0]?.total ?? 0) };
  }
}
