import { MemoryRateBudgets } from './memory-rate-budgets';

describe('MemoryRateBudgets', () => {
  const t0 = 1_000_000;
  const fivePerSecond = { points: 5, durationMs: 1000 };
  const key = (account: string, operation = 'stock') => ({ party: 'trendyol', account, operation });

  it('hands the turns of one key out in order, one every interval', () => {
    const budgets = new MemoryRateBudgets();
    const waits = Array.from({ length: 6 }, () => budgets.reserveNow(key('s1'), fivePerSecond, 10_000, t0).waitMs);
    expect(waits).toEqual([0, 220, 440, 660, 880, 1100]);
  });

  it('keeps accounts and operations apart', () => {
    const budgets = new MemoryRateBudgets();
    budgets.reserveNow(key('s1'), fivePerSecond, 10_000, t0);
    expect(budgets.reserveNow(key('s2'), fivePerSecond, 10_000, t0).waitMs).toBe(0);
    expect(budgets.reserveNow(key('s1', 'orders'), fivePerSecond, 10_000, t0).waitMs).toBe(0);
    expect(budgets.reserveNow(key('s1'), fivePerSecond, 10_000, t0).waitMs).toBe(220);
  });

  it('lets a caller wait its turn, and refuses one further away than it may wait without spending it', async () => {
    const budgets = new MemoryRateBudgets();
    for (let i = 0; i < 5; i += 1) budgets.reserveNow(key('s1'), fivePerSecond, 10_000, t0);
    expect(budgets.reserveNow(key('s1'), fivePerSecond, 1099, t0)).toEqual({ granted: false, waitMs: 1100 });
    expect(budgets.reserveNow(key('s1'), fivePerSecond, 1100, t0)).toEqual({ granted: true, waitMs: 1100 });
    expect(await budgets.reserve(key('s3'), fivePerSecond, 0)).toEqual({ granted: true, waitMs: 0 });
  });

  it('forgets every budget when closed', async () => {
    const budgets = new MemoryRateBudgets();
    budgets.reserveNow(key('s1'), fivePerSecond, 10_000, t0);
    await budgets.close();
    expect(budgets.reserveNow(key('s1'), fivePerSecond, 10_000, t0).waitMs).toBe(0);
  });
});
