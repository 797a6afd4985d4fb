import type { OrderStatus } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { reportedOrder } from '../../test/reported-order';
import { applyShipment, carrierSteps } from './carrier-shipment';
import type { OrderRow } from './order-row';
import { newOrderRow } from './reported-orders';

const now = new Date('2026-03-02T09:00:00.000Z');
const order = (status: OrderStatus, extra: Partial<OrderRow> = {}): OrderRow => ({
  ...newOrderRow('ten_a', 'trendyol', reportedOrder('A', status), new Date('2026-03-01T10:00:00.000Z')),
  id: 'ord_A',
  status_seq: 3,
  ...extra,
});
const shipment = { id: 'ord_A', tracking_number: 'YK123', cargo_provider: 'yurtici' as const };
const detailsOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return { code: (error as DomainError).code, details: (error as DomainError).details };
  }
  throw new Error('expected a refusal');
};

describe('applyShipment', () => {
  it("makes the label's tracking number and carrier the seller's, without a status change", () => {
    expect(applyShipment(order('processing'), shipment, now)).toMatchObject({
      status: 'processing',
      status_seq: 3,
      tracking_number: 'YK123',
      cargo_provider: 'yurtici',
      tracking_source: 'seller',
      updated_at: now,
    });
  });

  it('is a no-op for an order that already carries them (a retried label)', () => {
    expect(applyShipment(order('created', { tracking_number: 'YK123', cargo_provider: 'yurtici' }), shipment, now)).toBeNull();
  });

  it.each(['cancelled', 'returned', 'delivered'] as const)('refuses a %s order with 422 naming order_id', (status) => {
    expect(detailsOf(() => applyShipment(order(status), shipment, now))).toEqual({
      code: 'business.invalid',
      details: { order_id: [expect.objectContaining({ code: 'order_closed' })] },
    });
  });

  it('replaces a tracking number the marketplace merely reported (its default carrier, the seller under its own contract)', () => {
    const reported = order('created', { tracking_number: 'TY777', cargo_provider: 'trendyol-express', tracking_source: 'marketplace' });
    expect(applyShipment(reported, shipment, now)).toMatchObject({ tracking_number: 'YK123', tracking_source: 'seller' });
  });

  it("refuses an order that has another tracking number of the marketplace's carrier or the seller's own", () => {
    const own = order('created', { tracking_number: 'MY1', cargo_provider: 'aras', tracking_source: 'seller' });
    expect(detailsOf(() => applyShipment(own, shipment, now))).toMatchObject({ details: { order_id: [{ code: 'tracking_exists' }] } });
    const other = order('created', {
      tracking_number: 'TY999',
      cargo_provider: 'trendyol-express',
      tracking_source: 'marketplace_assigned',
    });
    expect(detailsOf(() => applyShipment(other, shipment, now))).toEqual({
      code: 'business.invalid',
      details: { order_id: [expect.objectContaining({ code: 'tracking_exists', message: expect.stringContaining('TY999') })] },
    });
  });
});

describe('carrierSteps', () => {
  const labelled = (status: OrderStatus) =>
    order(status, { tracking_number: 'YK123', cargo_provider: 'yurtici', tracking_source: 'seller' });
  const progress = (status: 'created' | 'picked_up' | 'in_transit' | 'delivered' | 'returned' | 'failed', tracking = 'YK123') => ({
    id: 'ord_A',
    tracking_number: tracking,
    status,
  });
  const statuses = (steps: OrderRow[]) => steps.map((step) => [step.status, step.status_seq]);

  it.each(['created', 'processing'] as const)('ships a %s order once the parcel is picked up or later', (from) => {
    expect(statuses(carrierSteps(labelled(from), progress('picked_up'), now))).toEqual([['shipped', 4]]);
    expect(statuses(carrierSteps(labelled(from), progress('in_transit'), now))).toEqual([['shipped', 4]]);
  });

  it('delivers a shipped order, and passes through shipped when delivery is the first news', () => {
    expect(statuses(carrierSteps(labelled('shipped'), progress('delivered'), now))).toEqual([['delivered', 4]]);
    expect(statuses(carrierSteps(labelled('created'), progress('delivered'), now))).toEqual([
      ['shipped', 4],
      ['delivered', 5],
    ]);
  });

  it('never moves an order backwards nor out of cancelled or returned', () => {
    expect(carrierSteps(labelled('delivered'), progress('in_transit'), now)).toEqual([]);
    expect(carrierSteps(labelled('shipped'), progress('picked_up'), now)).toEqual([]);
    expect(carrierSteps(labelled('cancelled'), progress('delivered'), now)).toEqual([]);
    expect(carrierSteps(labelled('returned'), progress('delivered'), now)).toEqual([]);
  });

  it('does nothing for a booking only, a failed parcel, or another tracking number', () => {
    expect(carrierSteps(labelled('created'), progress('created'), now)).toEqual([]);
    expect(carrierSteps(labelled('created'), progress('failed'), now)).toEqual([]);
    expect(carrierSteps(labelled('created'), progress('delivered', 'OTHER'), now)).toEqual([]);
  });

  it('ships an order whose parcel is coming back (it was picked up)', () => {
    expect(statuses(carrierSteps(labelled('processing'), progress('returned'), now))).toEqual([['shipped', 4]]);
  });
});
