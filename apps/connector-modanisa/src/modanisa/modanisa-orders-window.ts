/** The widest range orderListV2 accepts (documented: 7 days). */
export const ORDERS_WINDOW_MS = 7 * 86_400_000;
/** Modanisa asks integrators to read the last 48 hours every few minutes (documented): a line's later status is seen there. */
export const RE_READ_MS = 48 * 3_600_000;
/** Modanisa documents no look-back: a month, as for every marketplace without one (docs/orders.md). */
export const LOOK_BACK_MS = 30 * 86_400_000;
/** Orders a page (the documentation's example asks 100). */
export const ORDERS_PAGE_SIZE = 100;

/** A poll's place: the start of the creation-date window it reads, and the page of it. */
export interface OrdersCursor {
  from: number;
  page: number;
}

export function readCursor(cursor: string | null, now: number): OrdersCursor {
  if (cursor === null) return { from: now - RE_READ_MS, page: 1 };
  const [from, page] = cursor.split('|');
  return { from: Date.parse(from ?? ''), page: Number(page ?? 1) };
}

export function writeCursor(cursor: OrdersCursor): string {
  const from = new Date(cursor.from).toISOString();
  return cursor.page > 1 ? `${from}|${cursor.page}` : from;
}

/** The window a poll reads from its cursor: at most 7 days, up to now. */
export function windowFrom(cursor: OrdersCursor, now: number): { from: number; to: number } {
  return { from: cursor.from, to: Math.min(cursor.from + ORDERS_WINDOW_MS, now) };
}

/**
 * Where the next poll starts: the next page while this one was full, the next window while this
 * one ended before now, else back over the last 48 hours (orderListV2 filters by creation date, so
 * a cancellation shows only when its order is read again).
 */
export function nextCursor(
  cursor: OrdersCursor,
  window: { from: number; to: number },
  read: { count: number; total: number },
  now: number,
): { cursor: OrdersCursor; more: boolean } {
  if (cursor.page * ORDERS_PAGE_SIZE < read.total && read.count === ORDERS_PAGE_SIZE)
    return { cursor: { from: cursor.from, page: cursor.page + 1 }, more: true };
  if (window.to < now) return { cursor: { from: window.to, page: 1 }, more: true };
  return { cursor: { from: now - RE_READ_MS, page: 1 }, more: false };
}
