/**
 * The order poll's position: packages changed at or after `from` (epoch ms), and `page` only when
 * a whole page shared one change time (so paging by time alone would not move on).
 */
export interface OrdersCursor {
  from: number;
  page: number;
}

const DAY_MS = 86_400_000;
/** getShipmentPackages: two weeks per query at most, the last three months only, a week by default. */
export const MAX_SPAN_MS = 14 * DAY_MS;
const HISTORY_MS = 89 * DAY_MS;
const RECENT_MS = 7 * DAY_MS;

export function parseOrdersCursor(cursor: string | null, now: number): OrdersCursor {
  const match = /^(\d+)(?::(\d+))?$/.exec(cursor ?? '');
  const from = match ? Number(match[1]) : now - RECENT_MS;
  // Older than Trendyol keeps: start at the oldest it still answers for.
  if (from < now - HISTORY_MS) return { from: now - HISTORY_MS, page: 0 };
  return { from, page: match?.[2] ? Number(match[2]) : 0 };
}

/** The first sync's start: every package Trendyol still answers for (the last three months). */
export function lookBackOrdersCursor(now: number): string {
  return formatOrdersCursor({ from: now - HISTORY_MS, page: 0 });
}

export function formatOrdersCursor({ from, page }: OrdersCursor): string {
  return page ? `${from}:${page}` : String(from);
}

/**
 * Where the next poll starts after a page of `[from, to]` sorted by last change ascending. The
 * start is inclusive, so packages changed at the last time seen come again (orders are upserted);
 * none changed later can be missed, even when one moves while we page.
 */
export function nextOrdersCursor(
  cursor: OrdersCursor,
  page: { lastChanges: number[]; totalPages: number },
  to: number,
  now: number,
): { cursor: OrdersCursor; more: boolean } {
  const windowBehindNow = to < now;
  const last = page.lastChanges.at(-1);
  if (last === undefined) {
    // Nothing (more) in this window: move to its end, or past a fully read block of one time.
    const from = windowBehindNow ? to : cursor.page > 0 ? cursor.from + 1 : cursor.from;
    return { cursor: { from, page: 0 }, more: windowBehindNow };
  }
  const morePages = cursor.page + 1 < page.totalPages;
  if (last > cursor.from) return { cursor: { from: last, page: 0 }, more: morePages || windowBehindNow };
  return { cursor: { from: cursor.from, page: cursor.page + 1 }, more: morePages || windowBehindNow };
}
