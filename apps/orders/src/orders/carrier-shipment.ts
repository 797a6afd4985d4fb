import {
  labelRefusal,
  type OrderCarrierProgress,
  type OrderShipmentAttach,
  type OrderStatus,
  type RequestableOrderStatus,
} from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { OrderRow } from './order-row';

/**
 * A label's tracking number and carrier set on the order (decisions §9): they become the seller's
 * (no marketplace report replaces them) and go out with the next status mirror. Null when the order
 * already carries them (a retried label). A closed order, or one with another tracking number, is 422.
 */
export function applyShipment(current: OrderRow, shipment: OrderShipmentAttach, now: Date): OrderRow | null {
  const carriesIt = current.tracking_number === shipment.tracking_number && current.cargo_provider === shipment.cargo_provider;
  const refusal = labelRefusal({
    order: carriesIt ? { ...current, tracking_number: null } : current,
    tracking_source: current.tracking_source,
  });
  if (refusal) throw new DomainError('business.invalid', refusal);
  if (carriesIt) return null;
  return {
    ...current,
    tracking_number: shipment.tracking_number,
    cargo_provider: shipment.cargo_provider,
    tracking_source: 'seller',
    updated_at: now,
  };
}

/**
 * The statuses carrier tracking moves an order through (decisions §9), each a system transition
 * with its own history row, event and mirror: a picked-up (or later) parcel ships a `created` or
 * `processing` order; a delivered one then delivers it. Never backwards, never out of `cancelled`
 * or `returned`, and only for the order's own tracking number.
 */
export function carrierSteps(current: OrderRow, progress: OrderCarrierProgress, now: Date): OrderRow[] {
  if (current.tracking_number !== progress.tracking_number) return [];
  const steps: OrderRow[] = [];
  let order = current;
  const move = (to: RequestableOrderStatus) => {
    order = { ...order, status: to, status_seq: order.status_seq + 1, updated_at: now };
    steps.push(order);
  };
  const reached = REACHES[progress.status];
  if (reached === null) return [];
  if (SHIPS_FROM.includes(order.status)) move('shipped');
  if (reached === 'delivered' && order.status === 'shipped') move('delivered');
  return steps;
}

const SHIPS_FROM: readonly OrderStatus[] = ['created', 'processing'];

/** What each tracking status means for the order; null: nothing (booked only, or the parcel's trouble is the seller's to handle). */
const REACHES: Record<OrderCarrierProgress['status'], 'shipped' | 'delivered' | null> = {
  created: null,
  picked_up: 'shipped',
  in_transit: 'shipped',
  out_for_delivery: 'shipped',
  delivered: 'delivered',
  // A parcel on its way back was picked up; the return flow is the marketplace's to report.
  returned: 'shipped',
  // Lost or undeliverable, perhaps before it was ever picked up: the seller decides.
  failed: null,
};
