import { type MarketplaceOrderDto, ORDER_STATUSES, type OrderStatus, REQUESTABLE_ORDER_STATUSES } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { reportedOrder } from '../../test/reported-order';
import { SELLER_MOVES } from '../../test/seller-moves';
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
    if (from === to) return expect(applySellerChange(order(from, shipment), change, now)).toBeNull();
    if (SELLER_MOVES[from].includes(to)) {
      return expect(applySellerChange(order(from), change, now)).toMatchObject({ status: to, status_seq: 2, updated_at: now });
    }
    const error = refusal(() => applySellerChange(order(from), change, now));
    expect({ code: error.code, status: error.status, details: error.details }).toEqual({
      code: 'business.invalid',
      status: 422,
      details: { from, to, allowed: [...SELLER_MOVES[from]] },
    });
  });

  it('ships only with a tracking number and a carrier, from the request or already on the order', () => {
    const error = refusal(() => applySellerChange(order('created'), { id: 'ord_x', status: 'shipped' }, now));
    expect(error).toMatchObject({
      code: 'business.invalid',
      details: { tracking_number: [{ code: 'required' }], cargo_provider: [{ code: 'required' }] },
    });
    const half = refusal(() => applySellerChange(order('processing'), { id: 'ord_x', status: 'shipped', tracking_number: 'YK1' }, now));
    expect(Object.keys(half.details ?? {})).toEqual(['cargo_provider']);

    const labelled = order('processing', shipment);
    expect(applySellerChange(labelled, { id: 'ord_x', status: 'shipped' }, now)).toMatchObject({ status: 'shipped', ...shipment });
    expect(applySellerChange(labelled, { id: 'ord_x', status: 'shipped', tracking_number: 'YK2' }, now)).toMatchObject({
      tracking_number: 'YK2',
    });
  });
});

describe("a seller's tracking number and carrier", () => {
  const assigned = {
    tracking_number: '7330000001234',
    cargo_provider: 'Trendyol Express Marketplace',
    tracking_assigned_by_marketplace: true,
  };
  /** An order as a poll stored it, with what the marketplace reported. */
  const polled = (status: OrderStatus, reported: Partial<MarketplaceOrderDto>) =>
    newOrderRow('demo', 'trendyol', reportedOrder('TY-1', status, reported), new Date('2026-03-01T10:00:00.000Z'));

  it("become the seller's, and are kept for the mirror, when the marketplace only showed its own", () => {
    const shown = polled('processing', { tracking_number: '7330000001234', cargo_provider: 'Trendyol Express Marketplace' });
    expect(shown.tracking_source).toBe('marketplace');
    expect(applySellerChange(shown, { id: 'ord_x', status: 'shipped', ...shipment }, now)).toMatchObject({
      status: 'shipped',
      ...shipment,
      tracking_source: 'seller',
    });
    expect(applySellerChange(order('created'), { id: 'ord_x', status: 'processing', tracking_number: 'YK9' }, now)).toMatchObject({
      tracking_number: 'YK9',
      cargo_provider: null,
      tracking_source: 'seller',
    });
  });

  it("are refused where the marketplace's contracted carrier assigned others, each field naming the marketplace's value", () => {
    const order = polled('created', assigned);
    expect(order.tracking_source).toBe('marketplace_assigned');
    const error = refusal(() => applySellerChange(order, { id: 'ord_x', status: 'shipped', ...shipment }, now));
    expect({ code: error.code, status: error.status, details: error.details }).toEqual({
      code: 'business.invalid',
      status: 422,
      details: {
        tracking_number: [{ code: 'assigned_by_marketplace', message: expect.stringContaining('Trendyol bu siparişin takip numarasını') }],
        cargo_provider: [{ code: 'assigned_by_marketplace', message: expect.stringContaining('(Trendyol Express Marketplace)') }],
      },
    });
    expect(JSON.stringify(error.details)).toContain('7330000001234');
    const carrierOnly = refusal(() =>
      applySellerChange(order, { id: 'ord_x', status: 'shipped', tracking_number: assigned.tracking_number, cargo_provider: 'aras' }, now),
    );
    expect(Object.keys(carrierOnly.details ?? {})).toEqual(['cargo_provider']);
    // Refused with the current status too, rather than ignored.
    expect(() => applySellerChange(polled('shipped', assigned), { id: 'ord_x', status: 'shipped', tracking_number: 'YK1' }, now)).toThrow(
      DomainError,
    );
  });

  it("ship with the marketplace's assignment when none or the same are sent, which stays the marketplace's", () => {
    const order = polled('created', assigned);
    for (const sent of [
      {},
      { tracking_number: assigned.tracking_number },
      { tracking_number: assigned.tracking_number, cargo_provider: assigned.cargo_provider },
    ]) {
      expect(applySellerChange(order, { id: 'ord_x', status: 'shipped', ...sent }, now)).toMatchObject({
        status: 'shipped',
        tracking_number: assigned.tracking_number,
        cargo_provider: assigned.cargo_provider,
        tracking_source: 'marketplace_assigned',
      });
    }
  });

  it("are refused with the current status when they differ from the order's (nothing would be written or mirrored)", () => {
    const shipped = order('shipped', { ...shipment, tracking_source: 'seller' });
    const error = refusal(() => applySellerChange(shipped, { id: 'ord_x', status: 'shipped', tracking_number: 'YK999' }, now));
    expect(error.details).toEqual({
      tracking_number: [{ code: 'status_unchanged', message: expect.stringContaining('zaten istenen durumda') }],
    });
    expect(applySellerChange(shipped, { id: 'ord_x', status: 'shipped', ...shipment }, now)).toBeNull();
  });

  it('are checked after the transition: a move decisions §7 refuses is refused as such', () => {
    const error = refusal(() =>
      applySellerChange(polled('delivered', assigned), { id: 'ord_x', status: 'processing', tracking_number: 'YK1' }, now),
    );
    expect(error.details).toEqual({ from: 'delivered', to: 'processing', allowed: [] });
  });
});
