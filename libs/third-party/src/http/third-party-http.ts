/**
 * The HTTP client every connector speaks through (implemented in this folder): undici, a rate
 * budget per marketplace and seller (and operation), retries with jittered back-off honouring
 * `Retry-After`, an opossum circuit breaker per marketplace and seller, and the mapping of
 * failures to the spec's errors:
 *   - marketplace 429 after the retries → DomainError `marketplace.rate_limited` (503) with
 *     `retryAfterSeconds`;
 *   - no connection, time-out, 5xx after the retries, or the breaker open → DomainError
 *     `marketplace.unreachable` (502), at once while the breaker is open.
 * Any other answer (2xx, 3xx, 4xx but 429) is returned for the connector to read.
 */
export interface MarketplaceRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Absolute URL (the connection's base URL plus the path). */
  url: string;
  /** The rate-budget key and metric label (e.g. `price-and-inventory`, `getOrders`). */
  operation: string;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  /** An object is sent as JSON; a string or URLSearchParams as is. */
  body?: unknown;
  /** Overrides the client's retry count for this call (0: a single attempt). */
  retries?: number;
}

export interface MarketplaceResponse {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON when the answer is JSON, else the text. */
  body: unknown;
}

export interface MarketplaceHttp {
  request(request: MarketplaceRequest): Promise<MarketplaceResponse>;
}
