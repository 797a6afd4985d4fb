/**
 * The wait before retry number `retry` (0 for the first) with "full jitter": a random time up to
 * min(cap, base·2^retry), so that clients failing together do not come back together.
 */
export function fullJitterDelayMs(retry: number, baseMs: number, capMs: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(capMs, baseMs * 2 ** retry));
}
