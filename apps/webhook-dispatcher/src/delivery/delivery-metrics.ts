import { getOrCreateCounter, getOrCreateGauge, getOrCreateHistogram } from '@tezgah/observability';

/** The dispatcher's metrics (docs/runbook.md): outcomes, attempt latency, backlog. */
export function deliveryMetrics(backlog: () => Promise<number>, inFlight: () => number) {
  return {
    /** Attempts by what they led to: delivered, retry (failed, another attempt scheduled), dead. */
    outcomes: getOrCreateCounter({
      name: 'tezgah_webhook_attempts_total',
      help: 'Webhook delivery attempts by outcome (delivered, retry, dead)',
      labelNames: ['outcome'] as const,
    }),
    duration: getOrCreateHistogram({
      name: 'tezgah_webhook_attempt_duration_seconds',
      help: 'Time from sending a webhook POST to its answer (or failure)',
      labelNames: ['result'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    }),
    backlog: getOrCreateGauge({
      name: 'tezgah_webhook_backlog',
      help: 'Webhook deliveries still pending (due now or waiting for a retry)',
      async collect() {
        this.set(await backlog());
      },
    }),
    inFlight: getOrCreateGauge({
      name: 'tezgah_webhook_in_flight',
      help: 'Webhook POSTs in flight in this process',
      collect() {
        this.set(inFlight());
      },
    }),
  };
}
