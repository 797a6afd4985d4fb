import { formatOrdersCursor, lookBackOrdersCursor, nextOrdersCursor, parseOrdersCursor } from './orders-cursor';

const NOW = 1_800_000_000_000;
const DAY = 86_400_000;

describe('the order poll cursor', () => {
  it('starts a week back without a cursor, and no further back than Trendyol keeps', () => {
    expect(parseOrdersCursor(null, NOW)).toEqual({ from: NOW - 7 * DAY, page: 0 });
    expect(parseOrdersCursor(String(NOW - 200 * DAY), NOW)).toEqual({ from: NOW - 89 * DAY, page: 0 });
    expect(parseOrdersCursor('garbage', NOW)).toEqual({ from: NOW - 7 * DAY, page: 0 });
  });

  it('starts a first sync at the oldest package Trendyol answers for, three months back', () => {
    expect(parseOrdersCursor(lookBackOrdersCursor(NOW), NOW)).toEqual({ from: NOW - 89 * DAY, page: 0 });
  });

  it('round-trips a position with and without a page', () => {
    for (const position of [
      { from: NOW - DAY, page: 0 },
      { from: NOW - DAY, page: 3 },
    ]) {
      expect(parseOrdersCursor(formatOrdersCursor(position), NOW)).toEqual(position);
    }
  });

  it('moves to the last change seen, more waiting while pages remain', () => {
    const from = NOW - DAY;
    expect(nextOrdersCursor({ from, page: 0 }, { lastChanges: [from + 1, from + 5], totalPages: 2 }, NOW, NOW)).toEqual({
      cursor: { from: from + 5, page: 0 },
      more: true,
    });
    expect(nextOrdersCursor({ from, page: 0 }, { lastChanges: [from + 5], totalPages: 1 }, NOW, NOW)).toEqual({
      cursor: { from: from + 5, page: 0 },
      more: false,
    });
  });

  it('pages through a block of packages changed at one time, then steps past it', () => {
    const from = NOW - DAY;
    const sameTime = { lastChanges: [from, from], totalPages: 3 };
    expect(nextOrdersCursor({ from, page: 0 }, sameTime, NOW, NOW)).toEqual({ cursor: { from, page: 1 }, more: true });
    expect(nextOrdersCursor({ from, page: 2 }, { lastChanges: [], totalPages: 2 }, NOW, NOW)).toEqual({
      cursor: { from: from + 1, page: 0 },
      more: false,
    });
  });

  it('stays put on an empty window that reaches now', () => {
    const from = NOW - DAY;
    expect(nextOrdersCursor({ from, page: 0 }, { lastChanges: [], totalPages: 0 }, NOW, NOW)).toEqual({
      cursor: { from, page: 0 },
      more: false,
    });
  });
});
