/** A party's documented allowance for one operation: `points` requests per `durationMs`. */
export interface RateAllowance {
  points: number;
  durationMs: number;
  /**
   * Turns that may be taken at once when the budget has been idle (a token bucket's burst, as
   * SP-API's usage plans give it); 1, the default, spreads every turn evenly. The sustained rate
   * stays one turn per interval whatever the burst.
   */
  burst?: number;
}

/**
 * Turns of the burst a turn leaves for others: with a headroom of `h`, a turn is taken early only
 * while more than `h` of the burst's turns remain, so that background work (an order poller)
 * spends the sustained rate and leaves the rest of the burst to a seller's own calls.
 */
export type Headroom = number;

/** A turn in the budget: `granted` with the wait before it, or refused when the turn is further away than allowed. */
export interface RateTurn {
  granted: boolean;
  waitMs: number;
}

/**
 * How late a request may reach the party after its turn (a late timer, a busy event loop, the
 * network) without the party seeing more than the allowance: 5 % of the window, at least 100 ms.
 */
export function arrivalSlackMs(allowance: RateAllowance): number {
  return Math.max(allowance.durationMs * 0.05, 100);
}

/**
 * The time between two turns: the allowance spread over its window plus the slack. Any `points + 1`
 * turns then span `durationMs + slack`, so a window of `durationMs`, closed at both ends and wherever
 * the party starts it, never holds more than `points` requests, even when each arrives up to the
 * slack after its turn. At exactly `durationMs / points` the first and the last of `points + 1`
 * turns were `durationMs` apart: a strict window held one request too many, and any late arrival
 * could make it so.
 */
export function turnIntervalMs(allowance: RateAllowance): number {
  return (allowance.durationMs + arrivalSlackMs(allowance)) / allowance.points;
}

/**
 * With a burst of `b`, the next turn may be taken up to `b - 1` intervals before its even-spacing
 * moment (the generic cell rate algorithm): an idle budget gives `b` turns at once, then one per
 * interval, which is a token bucket of `b` tokens refilled one per interval. A headroom of `h`
 * takes `h` from that tolerance: the turn waits while only `h` tokens or fewer remain.
 */
export function burstToleranceMs(allowance: RateAllowance, headroom: Headroom = 0): number {
  return Math.max(0, (allowance.burst ?? 1) - 1 - headroom) * turnIntervalMs(allowance);
}

/**
 * One account's request budget for one operation of a party: the allowance spread evenly, one
 * turn every `turnIntervalMs` (a leaky bucket without burst). Any window of `durationMs`, wherever
 * the party starts counting it, then holds at most `points` requests; and a steady flow such as
 * stock updates never spends a whole window in a burst and then stalls until the next one (50 in
 * 10 s would otherwise mean up to 10 s of silence after the first second). Callers reserve turns
 * first come, first served; a turn is decided at once and exactly, so a caller that would wait
 * longer than it may is refused without holding a place. This is the arithmetic of the memory
 * store; the Redis store runs the same in a script (redis-rate-budgets.ts).
 */
export class RateBudget {
  private intervalMs: number;
  private allowance: RateAllowance;
  /** The theoretical moment of the next free turn (without burst, the earliest moment of it). */
  private nextTurnAt = 0;

  constructor(allowance: RateAllowance) {
    this.intervalMs = turnIntervalMs(allowance);
    this.allowance = allowance;
  }

  /** Another allowance from now on (the party said its own): the last turn handed out is spaced by it. */
  follow(allowance: RateAllowance): void {
    const intervalMs = turnIntervalMs(allowance);
    if (this.nextTurnAt > 0) this.nextTurnAt += intervalMs - this.intervalMs;
    this.intervalMs = intervalMs;
    this.allowance = allowance;
  }

  reserve(maxWaitMs: number, now: number = Date.now(), headroom: Headroom = 0): RateTurn {
    const due = Math.max(now, this.nextTurnAt);
    // The next free turn may be taken this far ahead of its even-spacing moment (the burst, less the headroom).
    const turnAt = Math.max(now, due - burstToleranceMs(this.allowance, headroom));
    const waitMs = Math.ceil(turnAt - now);
    if (waitMs > maxWaitMs) return { granted: false, waitMs };
    this.nextTurnAt = due + this.intervalMs;
    return { granted: true, waitMs };
  }
}
