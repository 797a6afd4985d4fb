import type { RateAllowance } from '../budget/rate-budget';

/**
 * The HTTP client every adapter of a third party (a marketplace, a carrier, an e-invoice
 * provider) speaks through, implemented in this folder: undici, a rate budget per party and
 * account (and operation) shared by every replica through the budget store, retries with
 * jittered back-off honouring `Retry-After`, an opossum circuit breaker per party and account,
 * and the mapping of failures to the party kind's error codes (party-kind.ts):
 *   - the party's 429 after the retries, or a budget turn further away than an attempt may
 *     last → DomainError `<kind>.rate_limited` (503) with `retryAfter` seconds;
 *   - no connection, time-out, 5xx after the retries, or the breaker open → DomainError
 *     `<kind>.unreachable` (502), at once while the breaker is open.
 * Any other answer (2xx, 3xx, 4xx but 429) is returned for the adapter to read.
 */
export interface ThirdPartyRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Absolute URL (the party's base URL plus the path). */
  url: string;
  /** The rate-budget key and metric label (e.g. `price-and-inventory`, `getOrders`). */
  operation: string;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  /** An object is sent as JSON; a string or URLSearchParams as is. */
  body?: unknown;
  /** Overrides the client's retry count for this call (0: a single attempt). */
  retries?: number;
  /**
   * The longest wait for this call's rate-budget turn (default: the attempt's time-out). A caller
   * with another way to do the work asks for less, and gets `rate_limited` at once; a call the
   * party allows once in several seconds, which several callers share, asks for more, so that it
   * books the next turn in order instead of being refused and asking again behind later callers.
   */
  maxWaitMs?: number;
  /**
   * Turns of the operation's burst this call leaves for others (rate-budget.ts `Headroom`): work
   * that runs on its own, such as an order poller, keeps part of the burst for a seller's calls.
   */
  headroom?: number;
  /**
   * The allowance an answer states for this account and operation, when the party states one
   * (SP-API's `x-amzn-RateLimit-Limit`): the budget follows it from then on, in this process.
   */
  allowanceFromAnswer?: (response: ThirdPartyResponse) => RateAllowance | undefined;
  /**
   * Whether an answer the kit would take for a failure (5xx) is in fact the party's answer to read:
   * a SOAP service's fault for a refused request comes with 500 (see soap.client.ts).
   */
  isAnswer?: (response: ThirdPartyResponse) => boolean;
}

export interface ThirdPartyResponse {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON when the answer is JSON, else the text. */
  body: unknown;
}

export interface ThirdPartyHttp {
  request(request: ThirdPartyRequest): Promise<ThirdPartyResponse>;
}
