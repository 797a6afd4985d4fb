import { retryDelayMs } from './retry-backoff';

const bounds = { minMs: 1_000, maxMs: 60_000 };

describe('retryDelayMs', () => {
  it('waits at least the minimum, up to a span that doubles per attempt, never past the maximum', () => {
    expect([1, 2, 3, 6, 7, 40].map((attempt) => retryDelayMs(attempt, bounds, undefined, () => 0.999999))).toEqual([
      1_999, 2_999, 4_999, 32_999, 59_999, 59_999,
    ]);
    expect([1, 5, 40].map((attempt) => retryDelayMs(attempt, bounds, undefined, () => 0))).toEqual([1_000, 1_000, 1_000]);
  });

  it('waits what the marketplace asked for when it said', () => {
    expect(retryDelayMs(1, bounds, 120, () => 0.5)).toBe(120_000);
    expect(retryDelayMs(1, bounds, 0, () => 0)).toBe(1_000);
  });
});
