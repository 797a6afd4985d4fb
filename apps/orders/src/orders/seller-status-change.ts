import { fieldMessage, marketplaceOf, ORDER_TRANSITIONS, type OrderStatusChange } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { OrderRow } from './order-row';

const SHIPMENT_FIELDS = ['tracking_number', 'cargo_provider'] as const;
type FieldProblems = Record<string, Array<{ code: string; message: string }>>;

/**
 * A seller's status request (decisions §7) applied to the order: null for the current status (a
 * no-op), the changed order when ORDER_TRANSITIONS allows it, else 422 `{from, to, allowed}`.
 * `shipped` needs a tracking number and a carrier, from the request or already on the order.
 * A tracking number or carrier sent with an allowed status becomes the seller's (no poll replaces
 * it) and is mirrored with the status. One the order cannot take is refused, never dropped: a
 * value other than the marketplace's own assignment, or a new value with the current status.
 */
export function applySellerChange(current: OrderRow, change: OrderStatusChange, now: Date): OrderRow | null {
  const allowed = ORDER_TRANSITIONS[current.status];
  if (change.status !== current.status && !allowed.includes(change.status)) {
    throw new DomainError('business.invalid', { from: current.status, to: change.status, allowed: [...allowed] });
  }
  refuseOtherThanAssigned(current, change);
  if (change.status === current.status) {
    refuseWithoutStatusChange(current, change);
    return null;
  }
  const next: OrderRow = {
    ...current,
    ...shipmentAfter(current, change),
    status: change.status,
    status_seq: current.status_seq + 1,
    updated_at: now,
  };
  if (next.status === 'shipped') requireShipment(next);
  return next;
}

/** The fields the request sends with a value other than the order's. */
function changedFields(current: OrderRow, change: OrderStatusChange): Array<(typeof SHIPMENT_FIELDS)[number]> {
  return SHIPMENT_FIELDS.filter((field) => change[field] != null && change[field] !== current[field]);
}

/** The marketplace's contracted carrier assigned them: the parcel goes out with those, so others would never reach it. */
function refuseOtherThanAssigned(current: OrderRow, change: OrderStatusChange): void {
  if (current.tracking_source !== 'marketplace_assigned') return;
  const marketplace = marketplaceOf(current.marketplace)?.name ?? current.marketplace;
  const problems: FieldProblems = {};
  for (const field of changedFields(current, change)) {
    problems[field] = [
      {
        code: 'assigned_by_marketplace',
        message: fieldMessage(`${field}_assigned_by_marketplace`, { marketplace, value: current[field] ?? undefined }),
      },
    ];
  }
  if (Object.keys(problems).length) throw new DomainError('business.invalid', problems);
}

/** The current status writes and mirrors nothing, so a new value sent with it would be lost. */
function refuseWithoutStatusChange(current: OrderRow, change: OrderStatusChange): void {
  const problems: FieldProblems = {};
  for (const field of changedFields(current, change)) {
    problems[field] = [{ code: 'status_unchanged', message: fieldMessage('shipment_needs_status_change') }];
  }
  if (Object.keys(problems).length) throw new DomainError('business.invalid', problems);
}

/** What the seller sends becomes theirs; a marketplace assignment (sent back as it is) stays the marketplace's. */
function shipmentAfter(
  current: OrderRow,
  change: OrderStatusChange,
): Pick<OrderRow, 'tracking_number' | 'cargo_provider' | 'tracking_source'> {
  const { tracking_number, cargo_provider, tracking_source } = current;
  const sent = change.tracking_number != null || change.cargo_provider != null;
  if (!sent || tracking_source === 'marketplace_assigned') return { tracking_number, cargo_provider, tracking_source };
  return {
    tracking_number: change.tracking_number ?? tracking_number,
    cargo_provider: change.cargo_provider ?? cargo_provider,
    tracking_source: 'seller',
  };
}

function requireShipment(order: OrderRow): void {
  const missing: FieldProblems = {};
  if (!order.tracking_number) missing.tracking_number = [{ code: 'required', message: fieldMessage('shipped_needs_tracking_number') }];
  if (!order.cargo_provider) missing.cargo_provider = [{ code: 'required', message: fieldMessage('shipped_needs_cargo_provider') }];
  if (Object.keys(missing).length) throw new DomainError('business.invalid', missing);
}
