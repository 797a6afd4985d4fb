import type { ConnectorName } from '@tezgah/contracts';
import { getOrCreateCounter, getOrCreateHistogram } from '@tezgah/observability';
import { connectorGauge } from '../metrics/connector-gauge';

/** Order polling metrics (docs/runbook.md), labelled by connector so one process can hold several. */
export function orderPollMetrics(connector: ConnectorName, oldestPollAgeSeconds: () => Promise<number | null>) {
  const stopAging = connectorGauge(
    {
      name: 'tezgah_connector_order_poll_age_seconds',
      help: 'Seconds since the connected connection polled least recently was last polled successfully',
    },
    connector,
    oldestPollAgeSeconds,
  );
  return {
    pulled: getOrCreateCounter({
      name: 'tezgah_connector_orders_pulled_total',
      help: 'Orders (new or changed) read from marketplaces and handed to the orders service',
      labelNames: ['connector', 'slug'] as const,
    }),
    /** One poll of one connection, every page: ok, failed (marketplace or orders service), deferred (the marketplace's quota), dormant (not connected). */
    duration: getOrCreateHistogram({
      name: 'tezgah_connector_order_poll_duration_seconds',
      help: 'One order poll of one connection, all its pages, by outcome (ok, failed, deferred, dormant)',
      labelNames: ['connector', 'slug', 'outcome'] as const,
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    }),
    dispose: stopAging,
  };
}

/** Status mirroring metrics (docs/runbook.md). */
export function orderMirrorMetrics(connector: ConnectorName, countPending: () => Promise<number>) {
  const stopCounting = connectorGauge(
    {
      name: 'tezgah_connector_order_mirrors_pending',
      help: 'Orders whose newest seller status the marketplace does not have yet (waiting, in flight, retrying or dormant)',
    },
    connector,
    countPending,
  );
  return {
    /** Per attempt: done, skipped (the marketplace cannot take that status), retry (failed, waits its back-off), dormant. */
    outcomes: getOrCreateCounter({
      name: 'tezgah_connector_order_mirror_outcomes_total',
      help: 'Order status changes sent to marketplaces, by outcome (done, skipped, retry, dormant)',
      labelNames: ['connector', 'slug', 'outcome'] as const,
    }),
    dispose: stopCounting,
  };
}
