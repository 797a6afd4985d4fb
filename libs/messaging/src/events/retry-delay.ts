export interface RetryDelayOptions {
  /** Delay before the second attempt; doubles each attempt (default 1 s). */
  baseDelayMs?: number;
  /** Ceiling of the delay (default 60 s). */
  maxDelayMs?: number;
}

/** Delay before the attempt after `failedAttempt` (1-based): exponential, capped. */
export function retryDelay(failedAttempt: number, options: RetryDelayOptions = {}): number {
  const base = options.baseDelayMs ?? 1_000;
  const max = options.maxDelayMs ?? 60_000;
  return Math.min(max, base * 2 ** (failedAttempt - 1));
}
