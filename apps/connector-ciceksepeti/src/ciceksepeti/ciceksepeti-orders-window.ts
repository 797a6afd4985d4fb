/** The widest `GetOrders` date range (14 days) and its largest page. */
export const ORDERS_WINDOW_MS = 14 * 86_400_000;
/** Çiçeksepeti documents no order history limit for GetOrders: a month back, two windows (docs/orders.md). */
export const LOOK_BACK_MS = 2 * ORDERS_WINDOW_MS;

/**
 * Where the next poll starts: the newest change seen while the window has more pages (the bound
 * is inclusive, so an item sharing that instant comes again rather than being missed), else the
 * window's end once it is behind now, so a long gap is crossed window by window.
 */
export function nextCursor(window: { from: number; to: number; now: number }, newest: number | null, morePages: boolean) {
  const seen = newest ?? window.from;
  if (morePages) return { cursor: seen, more: seen !== window.from };
  if (window.to < window.now) return { cursor: window.to, more: true };
  return { cursor: seen, more: false };
}
