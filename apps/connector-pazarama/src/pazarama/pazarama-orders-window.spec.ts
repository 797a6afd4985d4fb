import { nextCursor, ORDERS_PAGE_SIZE, parseCursor, WINDOW_MS, windowOf } from './pazarama-orders-window';

const NOW = Date.parse('2024-05-01T12:00:00Z');
const DAY = 86_400_000;

describe('Pazarama order windows', () => {
  it('reads a look-back older than 28 days in two windows, the last reaching past now', () => {
    const first = parseCursor(new Date(NOW - 30 * DAY).toISOString(), NOW);
    const window = windowOf(first, NOW);
    expect(window).toEqual({ from: NOW - 30 * DAY, to: NOW - 30 * DAY + WINDOW_MS });
    const next = nextCursor(first, window, 3, NOW);
    expect(next.more).toBe(true);

    const second = parseCursor(next.cursor, NOW);
    const last = windowOf(second, NOW);
    expect(last.to).toBeGreaterThan(NOW);
    expect(last.to - last.from).toBeLessThanOrEqual(WINDOW_MS);
    expect(nextCursor(second, last, 0, NOW)).toEqual({ cursor: new Date(NOW).toISOString(), more: false });
  });

  it('reads the last 28 days again on every poll, whatever the cursor says', () => {
    const cursor = parseCursor(new Date(NOW - 60_000).toISOString(), NOW);
    expect(windowOf(cursor, NOW).from).toBeLessThan(NOW - 27 * DAY);
  });

  it('asks the next page of a full one in the same window', () => {
    const cursor = parseCursor(null, NOW);
    const next = nextCursor(cursor, windowOf(cursor, NOW), ORDERS_PAGE_SIZE, NOW);
    expect(next.more).toBe(true);
    expect(parseCursor(next.cursor, NOW + 1000)).toEqual({ from: cursor.from, page: 2 });
  });
});
