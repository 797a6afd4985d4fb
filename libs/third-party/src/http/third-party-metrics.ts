import { getOrCreateCounter, getOrCreateGauge, getOrCreateHistogram } from '@tezgah/observability';
import type { PartyKind } from '../party-kind';

/** How a request ended for its caller; a party's 4xx answer (but 429) is `client_error`. */
export type RequestOutcome = 'ok' | 'client_error' | 'rate_limited' | 'unreachable' | 'breaker_open';

/** Words of the metrics' help texts, per kind. */
const TITLES: Record<PartyKind['name'], string> = {
  marketplace: 'Marketplace',
  carrier: 'Carrier',
  invoice_provider: 'E-invoice provider',
};

/**
 * The HTTP client's metrics for one kind of party (docs/marketplaces.md): `tezgah_<kind>_…`,
 * labelled by the party (label named after the kind) and operation only: a seller label would
 * multiply the series by the tenants.
 */
export function thirdPartyMetrics(kind: PartyKind) {
  const party = kind.name;
  const title = TITLES[party];
  return {
    requests: getOrCreateCounter({
      name: `tezgah_${party}_requests_total`,
      help: `${title} API requests (all attempts of one call together) by outcome`,
      labelNames: [party, 'operation', 'outcome'],
    }),
    duration: getOrCreateHistogram({
      name: `tezgah_${party}_request_duration_seconds`,
      help: `Time of a ${title.toLowerCase()} API request as its caller sees it: rate-budget waits, attempts and back-off`,
      labelNames: [party, 'operation'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    }),
    retries: getOrCreateCounter({
      name: `tezgah_${party}_retries_total`,
      help: `${title} API attempts repeated after a network error, time-out, 5xx or 429`,
      labelNames: [party, 'operation'],
    }),
    breakersOpen: getOrCreateGauge({
      name: `tezgah_${party}_breaker_open`,
      help: `Circuit breakers (one per ${title.toLowerCase()} and account) open or half-open`,
      labelNames: [party],
    }),
  };
}

export type ThirdPartyMetrics = ReturnType<typeof thirdPartyMetrics>;
