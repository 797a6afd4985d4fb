import { RateBudget } from './rate-budget';

describe('RateBudget', () => {
  const t0 = 1_000_000;
  const fivePerSecond = () => new RateBudget({ points: 5, durationMs: 1000 });

  it('spreads the allowance evenly: one turn every duration / points, in arrival order', () => {
    const budget = fivePerSecond();
    const waits = Array.from({ length: 11 }, () => budget.reserve(10_000, t0).waitMs);
    expect(waits).toEqual([0, 200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000]);
  });

  it('never puts more than `points` turns in any window of `duration`, wherever it starts', () => {
    const budget = new RateBudget({ points: 50, durationMs: 10_000 });
    const turns: number[] = [];
    for (let now = t0; now < t0 + 30_000; now += 1) {
      const turn = budget.reserve(0, now);
      if (turn.granted) turns.push(now);
    }
    for (const start of turns) expect(turns.filter((at) => at >= start && at < start + 10_000).length).toBeLessThanOrEqual(50);
    expect(turns.length).toBe(150);
  });

  it('counts the wait from the last turn handed out', () => {
    const budget = fivePerSecond();
    budget.reserve(10_000, t0);
    expect(budget.reserve(10_000, t0 + 50)).toEqual({ granted: true, waitMs: 150 });
    expect(budget.reserve(10_000, t0 + 1000)).toEqual({ granted: true, waitMs: 0 });
  });

  it('refuses a turn further away than the caller may wait, without using it', () => {
    const budget = fivePerSecond();
    for (let i = 0; i < 5; i += 1) budget.reserve(10_000, t0);
    expect(budget.reserve(500, t0)).toEqual({ granted: false, waitMs: 1000 });
    expect(budget.reserve(1000, t0)).toEqual({ granted: true, waitMs: 1000 });
  });
});
