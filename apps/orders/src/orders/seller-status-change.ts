import { fieldMessage, ORDER_TRANSITIONS, type OrderStatusChange } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { OrderRow } from './order-row';

/**
 * A seller's status request (decisions §7) applied to the order: null for the current status (a
 * no-op), the changed order when ORDER_TRANSITIONS allows it, else 422 `{from, to, allowed}`.
 * `shipped` needs a tracking number and a carrier, from the request or already on the order.
 * A tracking number or carrier sent with any allowed status is kept.
 */
export function applySellerChange(current: OrderRow, change: OrderStatusChange, now: Date): OrderRow | null {
  if (change.status === current.status) return null;
  const allowed = ORDER_TRANSITIONS[current.status];
  if (!allowed.includes(change.status)) {
    throw new DomainError('business.invalid', { from: current.status, to: change.status, allowed: [...allowed] });
  }
  const next: OrderRow = {
    ...current,
    status: change.status,
    tracking_number: change.tracking_number ?? current.tracking_number,
    cargo_provider: change.cargo_provider ?? current.cargo_provider,
    status_seq: current.status_seq + 1,
    updated_at: now,
  };
  if (next.status === 'shipped') requireShipment(next);
  return next;
}

function requireShipment(order: OrderRow): void {
  const missing: Record<string, Array<{ code: string; message: string }>> = {};
  if (!order.tracking_number) missing.tracking_number = [{ code: 'required', message: fieldMessage('shipped_needs_tracking_number') }];
  if (!order.cargo_provider) missing.cargo_provider = [{ code: 'required', message: fieldMessage('shipped_needs_cargo_provider') }];
  if (Object.keys(missing).length) throw new DomainError('business.invalid', missing);
}
