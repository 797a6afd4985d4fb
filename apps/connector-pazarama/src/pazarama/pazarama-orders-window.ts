/** Pazarama documents no look-back: a month, as for every marketplace without one (docs/orders.md). */
export const LOOK_BACK_MS = 30 * 86_400_000;
/**
 * getOrdersForApi filters by order date only, in windows of at most a month (end exclusive): each
 * poll reads the last 28 days again, so a cancellation or return of an older order is seen.
 */
export const WINDOW_MS = 28 * 86_400_000;
/** The window reaches a minute past now: its end is exclusive, and Pazarama's clock may run ahead of ours. */
const REACH_MS = 60_000;
/** Orders a page (the documented example's page size). */
export const ORDERS_PAGE_SIZE = 500;

/** Where a poll reads: the window's start and the page in it (1-based). */
export interface OrdersCursor {
  from: number;
  page: number;
}

export function parseCursor(cursor: string | null, now: number): OrdersCursor {
  const [at, page] = (cursor ?? '').split('#');
  const from = Date.parse(at ?? '');
  const revisit = now + REACH_MS - WINDOW_MS;
  return { from: Number.isFinite(from) ? Math.min(from, revisit) : revisit, page: Number(page) || 1 };
}

/** The window a poll reads: from its start, 28 days at most, to a minute past now. */
export function windowOf(cursor: OrdersCursor, now: number): { from: number; to: number } {
  return { from: cursor.from, to: Math.min(cursor.from + WINDOW_MS, now + REACH_MS) };
}

/** The next page of a full one, the next window while this one ended before now, else the poll is done. */
export function nextCursor(
  cursor: OrdersCursor,
  window: { to: number },
  pageLength: number,
  now: number,
): { cursor: string; more: boolean } {
  if (pageLength >= ORDERS_PAGE_SIZE) return { cursor: `${new Date(cursor.from).toISOString()}#${cursor.page + 1}`, more: true };
  if (window.to <= now) return { cursor: new Date(window.to).toISOString(), more: true };
  return { cursor: new Date(now).toISOString(), more: false };
}
