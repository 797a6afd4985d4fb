import { INVOICE_STATUSES } from '@tezgah/contracts';
import { invoiceRow } from '../../test/invoice-fixtures';
import { shownNumber } from './invoice-row';
import { canMove, nextAttemptAt, nextStep, reportsFailure, retryAt } from './invoice-state';

const now = new Date('2026-03-01T10:00:00.000Z');

describe('invoice states', () => {
  it('allows exactly the moves of decisions §8', () => {
    const allowed = INVOICE_STATUSES.flatMap((from) => INVOICE_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`));
    expect(allowed.sort()).toEqual(['accepted→cancelled', 'pending→rejected', 'pending→sent', 'sent→accepted', 'sent→rejected']);
  });

  it('shows the number only once the provider accepted the invoice', () => {
    expect(INVOICE_STATUSES.map((status) => [status, shownNumber({ status, number: 'TZG2026000000001' })])).toEqual([
      ['pending', null],
      ['sent', null],
      ['accepted', 'TZG2026000000001'],
      ['rejected', null],
      ['cancelled', 'TZG2026000000001'],
    ]);
  });

  it('links the order first, then submits a pending invoice and asks for the verdict of a sent one', () => {
    expect(nextStep(invoiceRow())).toBe('settle_order');
    expect(nextStep(invoiceRow({ order_settled: true }))).toBe('submit');
    expect(nextStep(invoiceRow({ order_settled: true, status: 'sent' }))).toBe('verdict');
    expect(nextStep(invoiceRow({ order_settled: true, status: 'accepted' }))).toBeNull();
    expect(nextStep(invoiceRow({ order_settled: true, status: 'rejected' }))).toBeNull();
  });

  it('cancels an accepted e-Arşiv invoice of a cancelled order, never an e-Fatura', () => {
    expect(nextStep(invoiceRow({ order_settled: true, status: 'accepted', cancel_requested: true }))).toBe('cancel');
    expect(nextStep(invoiceRow({ order_settled: true, status: 'accepted', cancel_requested: true, type: 'efatura' }))).toBeNull();
    // Not accepted yet: submitted and decided first; the cancel follows the acceptance.
    expect(nextStep(invoiceRow({ order_settled: true, status: 'sent', cancel_requested: true }))).toBe('verdict');
  });

  it('asks for a verdict an interval later, takes any other step at once, and nothing when none is due', () => {
    expect(nextAttemptAt(invoiceRow({ order_settled: true, status: 'sent' }), now, 1_000)).toEqual(new Date(now.getTime() + 1_000));
    expect(nextAttemptAt(invoiceRow({ order_settled: true }), now, 1_000)).toEqual(now);
    expect(nextAttemptAt(invoiceRow({ order_settled: true, status: 'accepted' }), now, 1_000)).toBeNull();
  });

  it('retries after a jittered wait that doubles per failure up to its ceiling, never at once', () => {
    const waits = (random: () => number) =>
      [1, 2, 3, 10].map((attempts) => retryAt(attempts, now, 1_000, 5_000, random).getTime() - now.getTime());
    expect(waits(() => 0.999999)).toEqual([999, 1999, 3999, 4999]);
    expect(waits(() => 0)).toEqual([100, 100, 100, 100]);
  });

  it('reports an integration error once, at the threshold-th failure in a row', () => {
    expect(reportsFailure(invoiceRow(), 4, 5)).toBe(false);
    expect(reportsFailure(invoiceRow(), 5, 5)).toBe(true);
    expect(reportsFailure(invoiceRow({ failure_reported: true }), 6, 5)).toBe(false);
  });
});
