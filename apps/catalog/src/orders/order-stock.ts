import type { OrderDto } from '@tezgah/contracts';
import type { EntityManager } from 'typeorm';
import { type ProductWrite, planUpdate } from '../products/product-plan';
import { ProductStore } from '../products/product-store';
import { writeProducts } from '../products/product-writes';
import type { StockCause } from '../products/stock-ledger';

interface Reservation {
  sku: string;
  product_id: string | null;
  ordered: number;
  taken: number;
}

/**
 * An order's hold on the catalogue (architecture flow 2, decisions §7): a new order takes its
 * quantities from the stock of its SKUs through the ledger (source `order`), never below 0, and
 * records what it could not take; a cancellation gives back exactly what was taken (source
 * `order_cancel`). Both carry the order's marketplace, which counted the sale itself, so
 * connectors push the change to the other marketplaces only.
 */
export const OrderStock = {
  async reserve(manager: EntityManager, tenantId: string, order: OrderDto, now: Date): Promise<Reservation[]> {
    const existing: Array<{ one: number }> = await manager.query(
      `SELECT 1 AS one FROM order_reservations WHERE tenant_id = $1 AND order_id = $2 LIMIT 1`,
      [tenantId, order.id],
    );
    if (existing.length) return []; // reserved already (the same order seen again)
    const ordered = quantitiesBySku(order);
    const products = await ProductStore.lockBySkus(manager, tenantId, [...ordered.keys()]);
    const bySku = new Map(products.map((product) => [product.sku, product]));
    const writes: ProductWrite[] = [];
    const reservations: Reservation[] = [];
    for (const [sku, quantity] of ordered) {
      const product = bySku.get(sku);
      const taken = product ? Math.min(product.stock, quantity) : 0;
      const write = product && taken > 0 ? planUpdate(product, { stock: product.stock - taken }, now) : null;
      if (write) writes.push(write);
      reservations.push({ sku, product_id: product?.id ?? null, ordered: quantity, taken });
    }
    await writeProducts(manager, tenantId, causeOf(order, 'order'), { inserts: [], updates: writes }, now);
    await manager.query(
      `INSERT INTO order_reservations (tenant_id, order_id, sku, marketplace, product_id, ordered, taken, created_at)
       SELECT $1, $2, sku, $3, product_id, ordered, taken, $4 FROM jsonb_to_recordset($5::jsonb)
         AS r(sku text, product_id text, ordered int, taken int)`,
      [tenantId, order.id, order.marketplace, now, JSON.stringify(reservations)],
    );
    return reservations;
  },

  /** Gives back what the order took, once; nothing when it took nothing (or was never reserved). */
  async release(manager: EntityManager, tenantId: string, order: OrderDto, now: Date): Promise<void> {
    const held: Array<{ product_id: string; taken: number }> = await manager.query(
      `WITH released AS (
         UPDATE order_reservations SET released_at = $3
         WHERE tenant_id = $1 AND order_id = $2 AND released_at IS NULL AND taken > 0 AND product_id IS NOT NULL
         RETURNING product_id, taken
       ) SELECT * FROM released`,
      [tenantId, order.id, now],
    );
    if (!held.length) return;
    // By id, in id order (no deadlock between two releases): the SKU may have changed since.
    const writes: ProductWrite[] = [];
    for (const row of [...held].sort((a, b) => a.product_id.localeCompare(b.product_id))) {
      const product = await ProductStore.lockById(manager, tenantId, row.product_id);
      const write = product && planUpdate(product, { stock: product.stock + row.taken }, now);
      if (write) writes.push(write);
    }
    await writeProducts(manager, tenantId, causeOf(order, 'order_cancel'), { inserts: [], updates: writes }, now);
  },

};

function quantitiesBySku(order: OrderDto): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const item of order.items) if (item.quantity > 0) quantities.set(item.sku, (quantities.get(item.sku) ?? 0) + item.quantity);
  return quantities;
}

function causeOf(order: OrderDto, source: 'order' | 'order_cancel'): StockCause {
  return { source, reference: order.id, marketplace: order.marketplace, user_id: null, request_id: null };
}
