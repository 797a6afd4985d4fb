import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus, REQUESTABLE_ORDER_STATUSES } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { reportedOrder } from '../../test/reported-order';
import type { OrderRow } from './order-row';
import { newOrderRow } from './reported-orders';
import { applySellerChange } from './seller-status-change';

const now = new Date('2026-03-02T10:00:00.000Z');
const order = (status: OrderStatus, extra: Partial<OrderRow> = {}): OrderRow => ({
  ...newOrderRow('demo', 'trendyol', reportedOrder('TY-1', status), new Date('2026-03-01T10:00:00.000Z')),
  ...extra,
});
const shipment = { tracking_number: 'YK123', cargo_provider: 'yurtici' };

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('a seller status change', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => REQUESTABLE_ORDER_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s follows decisions §7', (from, to) => {
    const change = { id: 'ord_x', status: to, ...shipment };
    if (from === to) return expect(applySellerChange(order(from), change, now)).toBeNull();
    if (ORDER_TRANSITIONS[from].includes(to)) {
      return expect(applySellerChange(order(from), change, now)).toMatchObject({ status: to, status_seq: 2, updated_at: now });
    }
    const error = refusal(() => applySellerChange(order(from), change, now));
    expect({ code: error.code, status: error.status, details: error.details }).toEqual({
      code: 'business.invalid',
      status: 422,
      details: { from, to, allowed: [...ORDER_TRANSITIONS[from]] },
    });
  });

  it('ships only with a tracking number and a carrier, from the request or already on the order', () => {
    const error = refusal(() => applySellerChange(order('created'), { id: 'ord_x', status: 'shipped' }, now));
    expect(error).toMatchObject({ code: 'business.invalid', details: { tracking_number: [{ code: 'required' }], cargo_provider: [{ code: 'required' }] } });
    const half = refusal(() => applySellerChange(order('processing'), { id: 'ord_x', status: 'shipped', tracking_number: 'YK1' }, now));
    expect(Object.keys(half.details ?? {})).toEqual(['cargo_provider']);

    const labelled = order('processing', shipment);
    expect(applySellerChange(labelled, { id: 'ord_x', status: 'shipped' }, now)).toMatchObject({ status: 'shipped', ...shipment });
    expect(applySellerChange(labelled, { id: 'ord_x', status: 'shipped', tracking_number: 'YK2' }, now)).toMatchObject({ tracking_number: 'YK2' });
  });
});
