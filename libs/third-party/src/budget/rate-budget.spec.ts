import { mostWithin } from '@tezgah/testing/unit';
import { arrivalSlackMs, RateBudget, turnIntervalMs } from './rate-budget';

describe('RateBudget', () => {
  const t0 = 1_000_000;
  const fivePerSecond = () => new RateBudget({ points: 5, durationMs: 1000 });

  it('leaves 5 % of the window as slack for late arrivals, at least 100 ms', () => {
    expect(arrivalSlackMs({ points: 50, durationMs: 10_000 })).toBe(500);
    expect(arrivalSlackMs({ points: 5, durationMs: 1000 })).toBe(100);
    expect(turnIntervalMs({ points: 50, durationMs: 10_000 })).toBe(210);
    expect(turnIntervalMs({ points: 1000, durationMs: 60_000 })).toBe(63);
  });

  it('spreads the allowance evenly: one turn every interval, in arrival order', () => {
    const budget = fivePerSecond();
    const waits = Array.from({ length: 11 }, () => budget.reserve(10_000, t0).waitMs);
    expect(waits).toEqual([0, 220, 440, 660, 880, 1100, 1320, 1540, 1760, 1980, 2200]);
  });

  it('never lets a closed window of the duration hold more than `points` requests, each arriving up to the slack late', () => {
    for (const allowance of [
      { points: 5, durationMs: 1000 },
      { points: 50, durationMs: 10_000 },
      { points: 1, durationMs: 200 },
    ]) {
      const budget = new RateBudget(allowance);
      const slack = arrivalSlackMs(allowance);
      // A caller every millisecond, each request reaching the party a pseudo-random time up to the slack late.
      let seed = 7;
      const late = () => ((seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647) * (slack - 1);
      const arrivals: number[] = [];
      for (let now = t0; now < t0 + 3 * allowance.durationMs; now += 1) {
        const turn = budget.reserve(0, now);
        if (turn.granted) arrivals.push(now + late());
      }
      expect({ allowance, most: mostWithin(arrivals, allowance.durationMs) }).toEqual({ allowance, most: allowance.points });
      expect(arrivals.length).toBeGreaterThanOrEqual(Math.floor((3 * allowance.points) / 1.1));
    }
  });

  it('counts the wait from the last turn handed out', () => {
    const budget = fivePerSecond();
    budget.reserve(10_000, t0);
    expect(budget.reserve(10_000, t0 + 50)).toEqual({ granted: true, waitMs: 170 });
    expect(budget.reserve(10_000, t0 + 1000)).toEqual({ granted: true, waitMs: 0 });
  });

  it('refuses a turn further away than the caller may wait, without using it', () => {
    const budget = fivePerSecond();
    for (let i = 0; i < 5; i += 1) budget.reserve(10_000, t0);
    expect(budget.reserve(1000, t0)).toEqual({ granted: false, waitMs: 1100 });
    expect(budget.reserve(1100, t0)).toEqual({ granted: true, waitMs: 1100 });
  });

  it('with a burst, gives an idle budget `burst` turns at once, then one per interval, and the burst back after idling', () => {
    const budget = new RateBudget({ points: 1, durationMs: 2000, burst: 3 });
    const interval = turnIntervalMs({ points: 1, durationMs: 2000 });
    const waits = Array.from({ length: 5 }, () => budget.reserve(60_000, t0).waitMs);
    expect(waits).toEqual([0, 0, 0, interval, 2 * interval]);
    expect(budget.reserve(0, t0 + 20_000)).toEqual({ granted: true, waitMs: 0 });
    expect(budget.reserve(0, t0 + 20_000)).toEqual({ granted: true, waitMs: 0 });
    expect(budget.reserve(0, t0 + 20_000)).toEqual({ granted: true, waitMs: 0 });
    expect(budget.reserve(0, t0 + 20_000)).toEqual({ granted: false, waitMs: interval });
  });

  it('with a headroom, takes turns early only while more than the headroom of the burst remains; the rest is for calls without one', () => {
    const allowance = { points: 1, durationMs: 2000, burst: 5 };
    const budget = new RateBudget(allowance);
    const interval = turnIntervalMs(allowance);
    const background = () => budget.reserve(0, t0, 2).granted;
    expect([background(), background(), background(), background()]).toEqual([true, true, true, false]);
    expect(budget.reserve(0, t0)).toEqual({ granted: true, waitMs: 0 });
    expect(budget.reserve(0, t0)).toEqual({ granted: true, waitMs: 0 });
    expect(budget.reserve(0, t0)).toEqual({ granted: false, waitMs: interval });
    // The burst refilled by one turn: still within the headroom, so background work waits for three.
    expect(budget.reserve(0, t0 + interval, 2)).toEqual({ granted: false, waitMs: 2 * interval });
  });
});
