import { nextCursor, ORDERS_PAGE_SIZE, ORDERS_WINDOW_MS, RE_READ_MS, readCursor, windowFrom, writeCursor } from './modanisa-orders-window';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const DAY = 86_400_000;

describe('Modanisa order windows', () => {
  it('reads at most 7 days from the cursor, up to now', () => {
    expect(windowFrom({ from: NOW - 30 * DAY, page: 1 }, NOW)).toEqual({ from: NOW - 30 * DAY, to: NOW - 30 * DAY + ORDERS_WINDOW_MS });
    expect(windowFrom({ from: NOW - DAY, page: 1 }, NOW)).toEqual({ from: NOW - DAY, to: NOW });
  });

  it('starts over the last 48 hours without a cursor, and keeps the page in the cursor', () => {
    expect(readCursor(null, NOW)).toEqual({ from: NOW - RE_READ_MS, page: 1 });
    const cursor = { from: NOW - DAY, page: 3 };
    expect(readCursor(writeCursor(cursor), NOW)).toEqual(cursor);
    expect(writeCursor({ from: NOW, page: 1 })).toBe(new Date(NOW).toISOString());
  });

  it('goes to the next page, then the next window, then back over the last 48 hours', () => {
    const old = { from: NOW - 30 * DAY, page: 1 };
    const oldWindow = windowFrom(old, NOW);
    expect(nextCursor(old, oldWindow, { count: ORDERS_PAGE_SIZE, total: 250 }, NOW)).toEqual({
      cursor: { from: old.from, page: 2 },
      more: true,
    });
    expect(nextCursor({ ...old, page: 3 }, oldWindow, { count: 50, total: 250 }, NOW)).toEqual({
      cursor: { from: oldWindow.to, page: 1 },
      more: true,
    });
    const recent = { from: NOW - DAY, page: 1 };
    expect(nextCursor(recent, windowFrom(recent, NOW), { count: 3, total: 3 }, NOW)).toEqual({
      cursor: { from: NOW - RE_READ_MS, page: 1 },
      more: false,
    });
  });
});
