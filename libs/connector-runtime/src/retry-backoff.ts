import { fullJitterDelayMs } from '@tezgah/third-party';

/**
 * The wait before retry `attempt` (1 for the first) of a stock push or a status mirror: what the marketplace asked
 * for (`Retry-After`) when it said, else at least `minMs` plus a jittered share of a span that
 * doubles per attempt, never past `maxMs`, so rows failing together do not come back together.
 */
export function retryDelayMs(
  attempt: number,
  bounds: { minMs: number; maxMs: number },
  retryAfterSeconds?: number,
  random: () => number = Math.random,
): number {
  if (retryAfterSeconds !== undefined && retryAfterSeconds > 0) return retryAfterSeconds * 1000;
  return bounds.minMs + fullJitterDelayMs(Math.min(attempt - 1, 30), bounds.minMs, bounds.maxMs - bounds.minMs, random);
}
