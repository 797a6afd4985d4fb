import { type MarketplaceOrderDto, ORDER_STATUSES, type OrderStatus } from '@tezgah/contracts';
import { reportedOrder, WORD_OF } from '../../test/reported-order';
import type { OrderRow } from './order-row';
import { applyReport, latestPerOrder, MARKETPLACE_TRANSITIONS, newOrderRow } from './reported-orders';

const now = new Date('2026-03-02T10:00:00.000Z');
const stored = (status: OrderStatus, extra: Partial<OrderRow> = {}): OrderRow => ({
  ...newOrderRow('demo', 'trendyol', reportedOrder('TY-1', status), new Date('2026-03-01T10:00:00.000Z')),
  ...extra,
});

describe('a new order from a poll', () => {
  it('is stored as the marketplace holds it, with its order time and the mapped status', () => {
    const row = newOrderRow('demo', 'trendyol', reportedOrder('TY-1', 'cancelled', { tracking_number: 'YK1' }), now);
    expect(row).toMatchObject({
      id: expect.stringMatching(/^ord_/),
      tenant_id: 'demo',
      marketplace: 'trendyol',
      status: 'cancelled',
      marketplace_status: 'Cancelled',
      tracking_number: 'YK1',
      cargo_provider: null,
      status_seq: 1,
      created_at: new Date('2026-03-01T09:30:00.000Z'),
      updated_at: now,
    });
  });

  it('records who set the tracking number and carrier: the marketplace, its contracted carrier (only with both), or nobody yet', () => {
    const sourceOf = (reported: Partial<MarketplaceOrderDto>) =>
      newOrderRow('demo', 'trendyol', reportedOrder('TY-1', 'created', reported), now).tracking_source;
    expect(sourceOf({})).toBeNull();
    expect(sourceOf({ tracking_number: '733', cargo_provider: 'Trendyol Express Marketplace' })).toBe('marketplace');
    expect(
      sourceOf({ tracking_number: '733', cargo_provider: 'Trendyol Express Marketplace', tracking_assigned_by_marketplace: true }),
    ).toBe('marketplace_assigned');
    expect(sourceOf({ tracking_number: '733', tracking_assigned_by_marketplace: true })).toBe('marketplace');
  });

  it('fills what the marketplace withheld with empty values the Order shape allows', () => {
    const row = newOrderRow(
      'demo',
      'amazon',
      reportedOrder('A-1', 'created', { customer: { name: null, email: null, phone: null }, shipping_address: null }),
      now,
    );
    expect(row.customer).toEqual({ name: '', email: null, phone: null });
    expect(row.shipping_address).toEqual({ line1: '', line2: null, city: '', district: null, postal_code: null, country: 'TR' });
    expect(row.billing_address).toEqual({ tax_office: null, tax_number: null, line1: null, city: null });
  });

  it('takes a status word the connector could not place as processing', () => {
    expect(newOrderRow('demo', 'n11', reportedOrder('N-1', 'created', { status: 'Mystery' }), now).status).toBe('processing');
  });
});

describe('latestPerOrder', () => {
  it('keeps the newest report of an order given twice, in marketplace id order', () => {
    const older = reportedOrder('B', 'created', { updated_at: '2026-03-01T10:00:00.000Z' });
    const newer = reportedOrder('B', 'shipped', { updated_at: '2026-03-01T11:00:00.000Z' });
    expect(latestPerOrder([newer, reportedOrder('C'), older, reportedOrder('A')]).map((o) => [o.marketplace_order_id, o.status])).toEqual([
      ['A', 'created'],
      ['B', 'shipped'],
      ['C', 'created'],
    ]);
  });
});

describe('a known order after what the marketplace reports', () => {
  // Every (stored, reported) pair: the system transitions of decisions §7 move it, nothing else does.
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((reported) => [from, reported] as const));
  it.each(pairs)('%s reported %s', (from, reported) => {
    const next = applyReport(stored(from), reportedOrder('TY-1', reported), now);
    const moves = MARKETPLACE_TRANSITIONS[from].includes(reported);
    expect(next?.status ?? from).toBe(moves ? reported : from);
    if (moves) expect(next).toMatchObject({ status_seq: 2, updated_at: now, marketplace_status: WORD_OF[reported] });
  });

  it('allows exactly the system transitions of decisions §7 and forward marketplace progress', () => {
    expect(MARKETPLACE_TRANSITIONS).toEqual({
      created: ['shipped', 'delivered', 'cancelled'],
      processing: ['shipped', 'delivered', 'cancelled'],
      shipped: ['delivered', 'returned'],
      delivered: ['returned'],
      cancelled: [],
      returned: [],
    });
  });

  it('takes the tracking number and carrier when the marketplace reports them, and keeps ours when it does not', () => {
    const shipped = applyReport(
      stored('created'),
      reportedOrder('TY-1', 'shipped', { tracking_number: 'YK9', cargo_provider: 'Yurtiçi Kargo' }),
      now,
    );
    expect(shipped).toMatchObject({ status: 'shipped', tracking_number: 'YK9', cargo_provider: 'Yurtiçi Kargo' });
    const quiet = applyReport(stored('shipped', { tracking_number: 'AR1', cargo_provider: 'aras' }), reportedOrder('TY-1', 'shipped'), now);
    expect(quiet).toBeNull();
  });

  it("never replaces the seller's tracking number and carrier, whatever the marketplace reports", () => {
    const sellers = stored('processing', { tracking_number: 'YK123', cargo_provider: 'yurtici', tracking_source: 'seller' });
    const reported = {
      tracking_number: '7330000001234',
      cargo_provider: 'Trendyol Express Marketplace',
      tracking_assigned_by_marketplace: true,
    };
    expect(applyReport(sellers, reportedOrder('TY-1', 'shipped', reported), now)).toMatchObject({
      status: 'shipped',
      tracking_number: 'YK123',
      cargo_provider: 'yurtici',
      tracking_source: 'seller',
    });
    const shipped = stored('shipped', { tracking_number: 'YK123', cargo_provider: 'yurtici', tracking_source: 'seller' });
    expect(applyReport(shipped, reportedOrder('TY-1', 'shipped', reported), now)).toBeNull();
  });

  it("replaces the marketplace's own values with its newer ones (a split package's new barcode), and says who assigned them", () => {
    const assigned = { cargo_provider: 'Trendyol Express Marketplace', tracking_assigned_by_marketplace: true };
    const first = stored('created', {
      tracking_number: '7330000000001',
      cargo_provider: assigned.cargo_provider,
      tracking_source: 'marketplace_assigned',
    });
    expect(applyReport(first, reportedOrder('TY-1', 'created', { ...assigned, tracking_number: '7330000000002' }), now)).toMatchObject({
      tracking_number: '7330000000002',
      tracking_source: 'marketplace_assigned',
      updated_at: now,
    });
    // The seller moved to their own contract: the same values, now only shown (bookkeeping, not a change the seller sees).
    const shown = applyReport(
      first,
      reportedOrder('TY-1', 'created', { tracking_number: '7330000000001', cargo_provider: assigned.cargo_provider }),
      now,
    );
    expect(shown).toMatchObject({ tracking_source: 'marketplace', updated_at: first.updated_at });
  });

  it('records a new marketplace word without touching what the seller sees', () => {
    const current = stored('created');
    const next = applyReport(current, reportedOrder('TY-1', 'processing'), now);
    expect(next).toMatchObject({ status: 'created', marketplace_status: 'Picking', status_seq: 1, updated_at: current.updated_at });
  });

  it('changes nothing on a final order, whatever is reported', () => {
    expect(applyReport(stored('cancelled'), reportedOrder('TY-1', 'shipped', { tracking_number: 'X' }), now)).toBeNull();
    expect(applyReport(stored('returned'), reportedOrder('TY-1', 'delivered'), now)).toBeNull();
  });
});
