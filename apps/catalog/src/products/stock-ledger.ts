import { CatalogStockChanged, ProductSoldOut, ProductStockChanged, type StockMovementDto, type StockSource } from '@tezgah/contracts';
import { Outbox, type OutboxEntry } from '@tezgah/messaging';
import type { EntityManager } from 'typeorm';
import { toProductDto } from './product-row';
import type { ProductWrite } from './product-plan';
import type { Sql } from '@tezgah/persistence';

/** Who and what caused a set of stock changes. */
export interface StockCause {
  source: StockSource;
  /** The job (bulk) or order behind the change. */
  reference: string | null;
  /** The marketplace an order came from, which needs no push of the change. */
  marketplace?: string | null;
  user_id: number | null;
  request_id: string | null;
}

/**
 * The stock ledger: each stock change is one row (the product's next sequence number) and one
 * `product.stock_changed` event (plus `product.sold_out` at 0, and the internal
 * `catalog.stock.changed` the connectors propagate, carrying the sequence), written in the caller's
 * transaction, the same one that changes the product. The row lock every writer takes on the
 * product makes the sequence gapless and the old/new values a chain.
 */
/** One stock change with its own cause (a batch of orders: each step names its order). */
export interface StockStep {
  cause: StockCause;
  write: ProductWrite;
}

export const StockLedger = {
  async record(manager: EntityManager, cause: StockCause, writes: ProductWrite[], now: Date): Promise<void> {
    await StockLedger.recordSteps(
      manager,
      writes.map((write) => ({ cause, write })),
      now,
    );
  },

  /** Steps of one product chain: in the order given, each its product's next sequence. */
  async recordSteps(manager: EntityManager, steps: StockStep[], now: Date): Promise<void> {
    const changes = steps.filter(({ write }) => write.oldStock !== null);
    if (!changes.length) return;
    await manager.query(
      `INSERT INTO stock_ledger (product_id, seq, tenant_id, old_stock, new_stock, source, reference, user_id, request_id, created_at)
       SELECT product_id, seq, tenant_id, old_stock, new_stock, source, reference, user_id, request_id, $2
       FROM jsonb_to_recordset($1::jsonb) AS r(product_id text, seq int, tenant_id text, old_stock int, new_stock int,
         source text, reference text, user_id int, request_id text)`,
      [
        JSON.stringify(
          changes.map(({ cause, write: { next, oldStock } }) => ({
            product_id: next.id,
            seq: next.stock_seq,
            tenant_id: next.tenant_id,
            old_stock: oldStock,
            new_stock: next.stock,
            source: cause.source,
            reference: cause.reference,
            user_id: cause.user_id,
            request_id: cause.request_id,
          })),
        ),
        now,
      ],
    );
    const events: OutboxEntry[] = [];
    for (const {
      cause,
      write: { next, oldStock },
    } of changes) {
      events.push({
        event: ProductStockChanged,
        tenantId: next.tenant_id,
        data: { product_id: next.id, sku: next.sku, old_stock: oldStock ?? 0, new_stock: next.stock },
      });
      events.push({
        event: CatalogStockChanged,
        tenantId: next.tenant_id,
        data: {
          product_id: next.id,
          sku: next.sku,
          barcode: next.barcode ?? null,
          old_stock: oldStock ?? 0,
          new_stock: next.stock,
          seq: next.stock_seq,
          source: cause.source,
          reference: cause.reference,
          marketplace: cause.marketplace ?? null,
        },
      });
      if (next.stock === 0) events.push({ event: ProductSoldOut, tenantId: next.tenant_id, data: toProductDto(next) });
    }
    await Outbox.addAll(manager, events);
  },

  /** A product's movements, newest first. */
  async movements(db: Sql, productId: string, page: number, perPage: number): Promise<{ rows: StockMovementDto[]; total: number }> {
    const raw: Array<Record<string, unknown>> = await db.query(
      `SELECT t.total, l.* FROM (SELECT count(*)::int AS total FROM stock_ledger WHERE product_id = $1) t
       LEFT JOIN LATERAL (
         SELECT seq, old_stock, new_stock, source, reference, user_id, request_id, created_at FROM stock_ledger
         WHERE product_id = $1 ORDER BY seq DESC LIMIT $2 OFFSET $3
       ) l ON true`,
      [productId, perPage, (page - 1) * perPage],
    );
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
  },
};
