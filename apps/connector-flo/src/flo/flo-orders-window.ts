/**
 * The span one poll reads. FLO documents no widest range for `startDate`/`endDate`: two weeks
 * (Trendyol's, whose order paths FLO's follow) keeps a window's pages few.
 */
export const ORDERS_WINDOW_MS = 14 * 86_400_000;
/** FLO documents no look-back: a month, as for every marketplace without one (docs/orders.md). */
export const LOOK_BACK_MS = 30 * 86_400_000;
/** Read again behind the window's end: an order FLO stamps late (or a clock apart from ours) is not missed. */
export const OVERLAP_MS = 5 * 60_000;

export interface PollWindow {
  /** Unix seconds, as FLO's `startDate` and `endDate` take them. */
  startDate: number;
  endDate: number;
  /** Where the next poll starts (epoch ms), and whether it should start right away. */
  next: number;
  more: boolean;
}

/** The window a poll from `cursor` (epoch ms) reads at `now`, and where the next one starts. */
export function pollWindow(cursor: number, now: number): PollWindow {
  const to = Math.min(cursor + ORDERS_WINDOW_MS, now);
  return {
    startDate: Math.floor(cursor / 1000),
    endDate: Math.ceil(to / 1000),
    next: Math.max(cursor, to - OVERLAP_MS),
    more: to < now,
  };
}
