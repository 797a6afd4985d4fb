/** The widest range `GET /orders/search` accepts (documented: 40 days). */
export const ORDERS_WINDOW_MS = 40 * 86_400_000;
/** PttAVM documents no look-back: a month, as for every marketplace without one (docs/orders.md). */
export const LOOK_BACK_MS = 30 * 86_400_000;
/** Read again behind the window's end: an order PttAVM stamps late (or a clock apart from ours) is not missed. */
export const OVERLAP_MS = 5 * 60_000;

/** The window a poll from `cursor` reads (the whole of it: the search is not paged). */
export function windowFrom(cursor: number, now: number): { from: number; to: number } {
  return { from: cursor, to: Math.min(cursor + ORDERS_WINDOW_MS, now) };
}

/** Where the next poll starts: a little behind the window's end; more right away while the window ended before now. */
export function nextCursor(window: { from: number; to: number }, now: number): { cursor: number; more: boolean } {
  return { cursor: Math.max(window.from, window.to - OVERLAP_MS), more: window.to < now };
}
