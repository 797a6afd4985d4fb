import { afterAttempt } from './retry-policy';

const DELAYS = [60_000, 300_000, 1_800_000, 7_200_000, 28_800_000, 28_800_000];
const NOW = Date.parse('2026-01-01T00:00:00Z');

describe('afterAttempt', () => {
  it('is delivered on success, whatever the round', () => {
    expect(afterAttempt(true, 0, DELAYS, NOW)).toEqual({ status: 'delivered', nextAttemptAt: null });
    expect(afterAttempt(true, 6, DELAYS, NOW)).toEqual({ status: 'delivered', nextAttemptAt: null });
  });

  it('waits 1 min, 5 min, 30 min, 2 h, 8 h, 8 h before retries 1 to 6, then is dead after the 7th failure', () => {
    const waits = [0, 1, 2, 3, 4, 5].map((made) => Date.parse(afterAttempt(false, made, DELAYS, NOW).nextAttemptAt as string) - NOW);
    expect(waits).toEqual(DELAYS);
    expect(afterAttempt(false, 5, DELAYS, NOW).status).toBe('pending');
    expect(afterAttempt(false, 6, DELAYS, NOW)).toEqual({ status: 'dead', nextAttemptAt: null });
  });
});
