/** A marketplace's documented allowance for one operation: `points` requests per `durationMs`. */
export interface RateAllowance {
  points: number;
  durationMs: number;
}

/** A turn in the budget: `granted` with the wait before it, or refused when the turn is further away than allowed. */
export interface RateTurn {
  granted: boolean;
  waitMs: number;
}

/**
 * One seller's request budget for one marketplace operation, in fixed windows of `durationMs`
 * starting at the first request (as the marketplaces count). Callers reserve turns first come,
 * first served; a turn is decided at once and exactly, so a caller that would wait longer than it
 * may is refused without holding a place (a queue of promises could neither tell the wait in
 * advance nor give back the token of a caller that gave up).
 */
export class RateBudget {
  private windowStart = 0;
  /** Turns handed out since `windowStart`: turn n falls in window floor(n / points). */
  private turns = 0;

  constructor(private readonly allowance: RateAllowance) {}

  reserve(maxWaitMs: number, now: number = Date.now()): RateTurn {
    const { points, durationMs } = this.allowance;
    const currentWindow = Math.floor((now - this.windowStart) / durationMs);
    if (this.turns <= currentWindow * points) {
      // Nothing reserved from the current window on: a new window starts with this request.
      this.windowStart = now;
      this.turns = 0;
    }
    const waitMs = Math.max(0, this.windowStart + Math.floor(this.turns / points) * durationMs - now);
    if (waitMs > maxWaitMs) return { granted: false, waitMs };
    this.turns += 1;
    return { granted: true, waitMs };
  }
}
