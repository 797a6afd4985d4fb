import {
  collectDefaultMetrics,
  Counter,
  type CounterConfiguration,
  Gauge,
  type GaugeConfiguration,
  Histogram,
  type HistogramConfiguration,
  Registry,
} from 'prom-client';

/** The process's one registry: in the single-process shape every service module shares it. */
export const metricsRegistry = new Registry();

/**
 * How often the event-loop lag is sampled. prom-client's 10 ms wakes an idle process 100 times a
 * second, 0.7 % of a core for each of the distributed shape's processes (docs/benchmarks.md,
 * system-idle); at 250 ms it is 0.03 %, and a stall of the loop longer than a sample still shows.
 */
const EVENT_LOOP_SAMPLE_MS = 250;

/** Starts collecting the process metrics (CPU, memory, event loop); idempotent. */
export function collectDefaultMetricsOnce(): void {
  if (metricsRegistry.getSingleMetric('process_cpu_user_seconds_total')) return;
  collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
}

const labelsByName = new Map<string, string>();

type MetricClass<M, C> = new (config: C) => M;

function getOrCreate<M, C extends { name: string; labelNames?: readonly string[] }>(Type: MetricClass<M, C>, config: C): M {
  const labels = [...(config.labelNames ?? [])].sort().join(',');
  const existing = metricsRegistry.getSingleMetric(config.name);
  if (existing) {
    if (!(existing instanceof Type)) throw new Error(`Metric ${config.name} is already registered with another type`);
    // Returning a metric with other labels would only fail later, at the first observation.
    if (labelsByName.get(config.name) !== labels) throw new Error(`Metric ${config.name} is already registered with other labels`);
    return existing;
  }
  labelsByName.set(config.name, labels);
  return new Type({ ...config, registers: [metricsRegistry] });
}

/** The counter named `config.name`, created on first use: two modules in one process may both ask. */
export function getOrCreateCounter<T extends string>(config: CounterConfiguration<T>): Counter<T> {
  return getOrCreate<Counter<T>, CounterConfiguration<T>>(Counter, config);
}

export function getOrCreateHistogram<T extends string>(config: HistogramConfiguration<T>): Histogram<T> {
  return getOrCreate<Histogram<T>, HistogramConfiguration<T>>(Histogram, config);
}

export function getOrCreateGauge<T extends string>(config: GaugeConfiguration<T>): Gauge<T> {
  return getOrCreate<Gauge<T>, GaugeConfiguration<T>>(Gauge, config);
}
