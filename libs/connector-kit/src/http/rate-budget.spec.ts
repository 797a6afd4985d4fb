import { RateBudget } from './rate-budget';

describe('RateBudget', () => {
  const t0 = 1_000_000;
  const fivePerSecond = () => new RateBudget({ points: 5, durationMs: 1000 });

  it('grants a window of turns at once, then the next window to the next callers in order', () => {
    const budget = fivePerSecond();
    const waits = Array.from({ length: 11 }, () => budget.reserve(10_000, t0).waitMs);
    expect(waits).toEqual([0, 0, 0, 0, 0, 1000, 1000, 1000, 1000, 1000, 2000]);
  });

  it('counts the wait from the window the first request opened', () => {
    const budget = fivePerSecond();
    for (let i = 0; i < 5; i += 1) budget.reserve(10_000, t0);
    expect(budget.reserve(10_000, t0 + 400)).toEqual({ granted: true, waitMs: 600 });
  });

  it('refuses a turn further away than the caller may wait, without using it', () => {
    const budget = fivePerSecond();
    for (let i = 0; i < 5; i += 1) budget.reserve(10_000, t0);
    expect(budget.reserve(500, t0)).toEqual({ granted: false, waitMs: 1000 });
    expect(budget.reserve(1000, t0)).toEqual({ granted: true, waitMs: 1000 });
  });

  it('starts a fresh window when the last one is over', () => {
    const budget = fivePerSecond();
    for (let i = 0; i < 7; i += 1) budget.reserve(10_000, t0);
    // The two waiting turns use the window from t0+1000; three turns are left in it.
    expect([0, 1, 2].map(() => budget.reserve(0, t0 + 1500).waitMs)).toEqual([0, 0, 0]);
    expect(budget.reserve(0, t0 + 1500).granted).toBe(false);
    // Long after, the whole allowance is back.
    expect(Array.from({ length: 5 }, () => budget.reserve(0, t0 + 5000).granted)).toEqual([true, true, true, true, true]);
  });
});
