import {
  type OrderStatus,
  OrderCancelled,
  OrderCreated,
  OrderReturned,
  OrderStatusEntered,
  OrderStatusMirrorRequested,
  OrderStockRequested,
  OrderUpdated,
  type RequestableOrderStatus,
} from '@tezgah/contracts';
import type { OutboxEntry } from '@tezgah/messaging';
import { type OrderRow, toOrderDto } from './order-row';

/** `order.created` with the order as first stored (an order first seen cancelled says so in its status). */
export function orderCreated(order: OrderRow): OutboxEntry {
  return { event: OrderCreated, tenantId: order.tenant_id, data: toOrderDto(order) };
}

/** The public event of a status change: the spec names cancellations and returns, and any other change is an update. */
export function statusChanged(order: OrderRow): OutboxEntry {
  return { event: eventOf(order.status), tenantId: order.tenant_id, data: toOrderDto(order) };
}

/** The internal cue of a status change (invoicing acts on `processing` and `cancelled`); `from` null for a new order. */
export function statusEntered(order: OrderRow, from: OrderStatus | null): OutboxEntry {
  return {
    event: OrderStatusEntered,
    tenantId: order.tenant_id,
    data: { order_id: order.id, marketplace: order.marketplace, status: order.status, from, seq: order.status_seq },
  };
}

/** The connector's cue to mirror a seller's change to the marketplace (decisions §7). */
export function mirrorRequested(order: OrderRow, status: RequestableOrderStatus): OutboxEntry {
  return {
    event: OrderStatusMirrorRequested,
    tenantId: order.tenant_id,
    data: {
      order_id: order.id,
      marketplace: order.marketplace,
      marketplace_order_id: order.marketplace_order_id,
      status,
      tracking_number: order.tracking_number,
      cargo_provider: order.cargo_provider,
      seq: order.status_seq,
    },
  };
}

/**
 * What a page's orders do to the catalogue: new orders take their stock (unless first seen already
 * cancelled or returned: the sale never reached us), newly cancelled ones give it back. Null when
 * the page moves no stock.
 */
export function stockRequested(tenantId: string, created: OrderRow[], cancelled: OrderRow[]): OutboxEntry | null {
  const take = created
    .filter((order) => order.status !== 'cancelled' && order.status !== 'returned')
    .map((order) => ({
      order_id: order.id,
      marketplace: order.marketplace,
      items: order.items.map(({ sku, quantity }) => ({ sku, quantity })),
    }));
  const give_back = cancelled.map((order) => ({ order_id: order.id, marketplace: order.marketplace }));
  if (!take.length && !give_back.length) return null;
  return { event: OrderStockRequested, tenantId, data: { take, give_back } };
}

function eventOf(status: OrderStatus) {
  if (status === 'cancelled') return OrderCancelled;
  if (status === 'returned') return OrderReturned;
  return OrderUpdated;
}
