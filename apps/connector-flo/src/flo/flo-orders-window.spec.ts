import { LOOK_BACK_MS, ORDERS_WINDOW_MS, OVERLAP_MS, pollWindow } from './flo-orders-window';

describe('FLO order windows', () => {
  const now = Date.UTC(2026, 10, 28, 12);

  it('reads up to now in unix seconds, and starts the next poll a little behind the window’s end', () => {
    const cursor = now - 10 * 60_000;
    expect(pollWindow(cursor, now)).toEqual({ startDate: cursor / 1000, endDate: now / 1000, next: now - OVERLAP_MS, more: false });
  });

  it('reads a month of look-back two weeks at a time, asking for more until it reaches now', () => {
    const first = pollWindow(now - LOOK_BACK_MS, now);
    expect(first).toMatchObject({ endDate: (now - LOOK_BACK_MS + ORDERS_WINDOW_MS) / 1000, more: true });
    const second = pollWindow(first.next, now);
    const third = pollWindow(second.next, now);
    expect([second.more, third.more]).toEqual([true, false]);
  });

  it('never moves the cursor back before the window’s start', () => {
    expect(pollWindow(now - 1000, now).next).toBe(now - 1000);
  });
});
