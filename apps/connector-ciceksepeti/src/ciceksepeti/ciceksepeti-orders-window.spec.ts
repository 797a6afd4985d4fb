import { nextCursor, ORDERS_WINDOW_MS } from './ciceksepeti-orders-window';

describe('the GetOrders window', () => {
  const now = 10 * ORDERS_WINDOW_MS;

  it('stays at the newest change seen while the window has more pages', () => {
    expect(nextCursor({ from: 100, to: now, now }, 500, true)).toEqual({ cursor: 500, more: true });
  });

  it('stops rather than loop when a full page does not move the cursor', () => {
    expect(nextCursor({ from: 100, to: now, now }, 100, true)).toEqual({ cursor: 100, more: false });
  });

  it('crosses a window behind now to its end at once', () => {
    expect(nextCursor({ from: 0, to: ORDERS_WINDOW_MS, now }, null, false)).toEqual({ cursor: ORDERS_WINDOW_MS, more: true });
  });

  it('waits at the newest change once the window reaches now', () => {
    expect(nextCursor({ from: 100, to: now, now }, 700, false)).toEqual({ cursor: 700, more: false });
    expect(nextCursor({ from: 100, to: now, now }, null, false)).toEqual({ cursor: 100, more: false });
  });
});
