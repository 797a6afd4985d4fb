import { retryAfterMs } from './retry-after';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');

  it('reads delay seconds', () => {
    expect(retryAfterMs('1', now)).toBe(1000);
    expect(retryAfterMs(' 120 ', now)).toBe(120_000);
    expect(retryAfterMs('0.5', now)).toBe(500);
  });

  it('reads an HTTP-date as the time left until it, never negative', () => {
    expect(retryAfterMs('Sun, 01 Mar 2026 12:00:07 GMT', now)).toBe(7000);
    expect(retryAfterMs('Sun, 01 Mar 2026 11:59:00 GMT', now)).toBe(0);
  });

  it('ignores a missing or unreadable value', () => {
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-3', now)).toBeUndefined();
  });
});
