/** What a process may tune in its third-party HTTP pool; every field has a default. */
export interface ThirdPartyHttpOptions {
  /** One attempt, from connecting to the answer's last byte; also the longest wait for a rate-budget turn (5000). */
  timeoutMs?: number;
  /** Attempts after the first on a network error, time-out, 5xx or 429 (2). */
  retries?: number;
  /** Full-jitter back-off: base and cap of the random wait before a retry (200, 2000). */
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** The longest `Retry-After` waited for; a longer one ends the retries at once (30000). */
  retryAfterCapMs?: number;
  /** Circuit breaker per (party, account); see opossum's options of the same names. */
  breaker?: {
    errorThresholdPercentage?: number;
    volumeThreshold?: number;
    resetTimeoutMs?: number;
    rollingCountTimeoutMs?: number;
  };
}

export interface BreakerSettings {
  errorThresholdPercentage: number;
  volumeThreshold: number;
  resetTimeoutMs: number;
  rollingCountTimeoutMs: number;
}

export type HttpPoolSettings = Required<Omit<ThirdPartyHttpOptions, 'breaker'>> & { breaker: BreakerSettings };

export function httpPoolSettings(options: ThirdPartyHttpOptions): HttpPoolSettings {
  return {
    timeoutMs: options.timeoutMs ?? 5000,
    retries: options.retries ?? 2,
    backoffBaseMs: options.backoffBaseMs ?? 200,
    backoffCapMs: options.backoffCapMs ?? 2000,
    retryAfterCapMs: options.retryAfterCapMs ?? 30_000,
    breaker: {
      errorThresholdPercentage: options.breaker?.errorThresholdPercentage ?? 50,
      volumeThreshold: options.breaker?.volumeThreshold ?? 5,
      resetTimeoutMs: options.breaker?.resetTimeoutMs ?? 10_000,
      rollingCountTimeoutMs: options.breaker?.rollingCountTimeoutMs ?? 10_000,
    },
  };
}
