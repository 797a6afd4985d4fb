import type { ConnectorName } from '@tezgah/contracts';
import { getOrCreateCounter, getOrCreateHistogram } from '@tezgah/observability';
import { connectorGauge } from '../metrics/connector-gauge';

/** Stock propagation metrics (docs/runbook.md), labelled by connector so one process can hold several. */
export function stockPushMetrics(connector: ConnectorName, countPending: () => Promise<number>) {
  const stopCounting = connectorGauge(
    {
      name: 'tezgah_connector_stock_pushes_pending',
      help: 'Listings whose newest stock value the marketplace does not have yet (waiting, in flight, retrying or dormant)',
    },
    connector,
    countPending,
  );
  return {
    latency: getOrCreateHistogram({
      name: 'tezgah_connector_stock_propagation_seconds',
      help: 'From a stock change in the catalog to the marketplace accepting the value',
      labelNames: ['connector', 'slug'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600],
    }),
    /** Per SKU: accepted, rejected (for good), retry (failed, waits its back-off), dormant (not connected). */
    outcomes: getOrCreateCounter({
      name: 'tezgah_connector_stock_push_outcomes_total',
      help: 'Stock values sent to marketplaces, by outcome (accepted, rejected, retry, dormant)',
      labelNames: ['connector', 'slug', 'outcome'] as const,
    }),
    /** The connector stopped: its pending rows are no longer counted here. */
    dispose: stopCounting,
  };
}
