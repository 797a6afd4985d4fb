import { getOrCreateCounter, getOrCreateGauge, getOrCreateHistogram } from '@tezgah/observability';

/** How a request ended for its caller; a marketplace's 4xx answer (but 429) is `client_error`. */
export type RequestOutcome = 'ok' | 'client_error' | 'rate_limited' | 'unreachable' | 'breaker_open';

/**
 * The marketplace HTTP client's metrics (docs/marketplaces.md). Labelled by marketplace and
 * operation only: a seller label would multiply the series by the tenants.
 */
export function marketplaceHttpMetrics() {
  return {
    requests: getOrCreateCounter({
      name: 'tezgah_marketplace_requests_total',
      help: 'Marketplace API requests (all attempts of one call together) by outcome',
      labelNames: ['marketplace', 'operation', 'outcome'] as const,
    }),
    duration: getOrCreateHistogram({
      name: 'tezgah_marketplace_request_duration_seconds',
      help: 'Time of a marketplace API request as its caller sees it: rate-budget waits, attempts and back-off',
      labelNames: ['marketplace', 'operation'] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    }),
    retries: getOrCreateCounter({
      name: 'tezgah_marketplace_retries_total',
      help: 'Marketplace API attempts repeated after a network error, time-out, 5xx or 429',
      labelNames: ['marketplace', 'operation'] as const,
    }),
    breakersOpen: getOrCreateGauge({
      name: 'tezgah_marketplace_breaker_open',
      help: 'Circuit breakers (one per marketplace and seller) open or half-open',
      labelNames: ['marketplace'] as const,
    }),
  };
}

export type MarketplaceHttpMetrics = ReturnType<typeof marketplaceHttpMetrics>;
