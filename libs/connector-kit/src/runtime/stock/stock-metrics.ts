import type { ConnectorName } from '@tezgah/contracts';
import { getOrCreateCounter, getOrCreateGauge, getOrCreateHistogram } from '@tezgah/observability';

/** Pending-row counters of the connectors in this process (the single process runs all five). */
const pendingSources = new Map<ConnectorName, () => Promise<number>>();

/** Stock propagation metrics (docs/runbook.md), labelled by connector so one process can hold several. */
export function stockPushMetrics(connector: ConnectorName, countPending: () => Promise<number>) {
  pendingSources.set(connector, countPending);
  return {
    pending: getOrCreateGauge({
      name: 'tezgah_connector_stock_pushes_pending',
      help: 'Listings whose newest stock value the marketplace does not have yet (waiting, in flight, retrying or dormant)',
      labelNames: ['connector'] as const,
      async collect() {
        for (const [name, count] of pendingSources) {
          // A connector shutting down must not fail the whole scrape.
          await count().then(
            (value) => this.set({ connector: name }, value),
            () => undefined,
          );
        }
      },
    }),
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
    dispose(): void {
      if (pendingSources.get(connector) === countPending) pendingSources.delete(connector);
    },
  };
}
