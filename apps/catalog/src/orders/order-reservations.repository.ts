import { Injectable } from '@nestjs/common';
import type { Tx } from '@tezgah/persistence';

/** What an order took of one SKU's stock (`product_id` null: the catalogue has no such SKU). */
export interface Reservation {
  order_id: string;
  sku: string;
  marketplace: string;
  product_id: string | null;
  ordered: number;
  taken: number;
}

/** What a cancelled order gives back of one product. */
export interface ReleasedReservation {
  order_id: string;
  product_id: string;
  taken: number;
}

/** The `order_reservations` table: what each order took from the stock, and whether it gave it back. */
@Injectable()
export class OrderReservationsRepository {
  /** Of these orders, those holding stock already (seen before). */
  async heldBy(tx: Tx, tenantId: string, orderIds: string[]): Promise<Set<string>> {
    const raw: Array<{ order_id: string }> = await tx.query(
      `SELECT DISTINCT order_id FROM order_reservations WHERE tenant_id = $1 AND order_id = ANY($2::text[])`,
      [tenantId, orderIds],
    );
    return new Set(raw.map((row) => row.order_id));
  }

  async insert(tx: Tx, tenantId: string, reservations: Reservation[], now: Date): Promise<void> {
    if (!reservations.length) return;
    await tx.query(
      `INSERT INTO order_reservations (tenant_id, order_id, sku, marketplace, product_id, ordered, taken, created_at)
       SELECT $1, order_id, sku, marketplace, product_id, ordered, taken, $2 FROM jsonb_to_recordset($3::jsonb)
         AS r(order_id text, sku text, marketplace text, product_id text, ordered int, taken int)`,
      [tenantId, now, JSON.stringify(reservations)],
    );
  }

  /** Marks what these orders took released, once: answers what each gives back (nothing for an order that took nothing). */
  async release(tx: Tx, tenantId: string, orderIds: string[], now: Date): Promise<ReleasedReservation[]> {
    const raw: Array<Record<string, unknown>> = await tx.query(
      `WITH released AS (
         UPDATE order_reservations SET released_at = $3
         WHERE tenant_id = $1 AND order_id = ANY($2::text[]) AND released_at IS NULL AND taken > 0 AND product_id IS NOT NULL
         RETURNING order_id, product_id, taken
       ) SELECT * FROM released`, // a CTE: TypeORM answers a bare UPDATE with [rows, count]
      [tenantId, orderIds, now],
    );
    return raw.map((row) => ({ order_id: row.order_id as string, product_id: row.product_id as string, taken: row.taken as number }));
  }
}
