/**
 * How long a call to a connector may take: the connector's HTTP client retries a slow or failing
 * marketplace with back-off (and its circuit breaker answers at once when the marketplace is down).
 */
export const CONNECTOR_CALL_TIMEOUT_MS = 15_000;
