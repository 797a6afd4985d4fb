import { nextCursor, ORDERS_WINDOW_MS, OVERLAP_MS, windowFrom } from './ptt-avm-orders-window';

const NOW = Date.parse('2026-03-01T12:00:00Z');

describe('the PttAVM order windows', () => {
  it('reads at most 40 days from the cursor, never past now', () => {
    expect(windowFrom(NOW - 60 * 86_400_000, NOW)).toEqual({ from: NOW - 60 * 86_400_000, to: NOW - 20 * 86_400_000 });
    expect(windowFrom(NOW - 3_600_000, NOW)).toEqual({ from: NOW - 3_600_000, to: NOW });
  });

  it('goes on at once while a window ended before now, reading a little behind its end', () => {
    const window = { from: NOW - 2 * ORDERS_WINDOW_MS, to: NOW - ORDERS_WINDOW_MS };
    expect(nextCursor(window, NOW)).toEqual({ cursor: window.to - OVERLAP_MS, more: true });
    expect(nextCursor({ from: NOW - 3_600_000, to: NOW }, NOW)).toEqual({ cursor: NOW - OVERLAP_MS, more: false });
  });

  it('never moves the cursor back before the window it read', () => {
    expect(nextCursor({ from: NOW - 1000, to: NOW }, NOW).cursor).toBe(NOW - 1000);
  });
});
