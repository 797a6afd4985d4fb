/**
 * The most of `times` (ms) within any closed window of `windowMs`, wherever it starts: what a
 * third party counting requests in a sliding window sees at its busiest.
 */
export function mostWithin(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let first = 0, last = 0; first < sorted.length; first++) {
    while (last < sorted.length && sorted[last] <= sorted[first] + windowMs) last++;
    most = Math.max(most, last - first);
  }
  return most;
}
