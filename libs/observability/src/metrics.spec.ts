import { Counter } from 'prom-client';
import { collectDefaultMetricsOnce, getOrCreateCounter, getOrCreateGauge, getOrCreateHistogram, metricsRegistry } from './metrics';

describe('metrics', () => {
  it('returns the same counter to two modules asking for one name', async () => {
    const first = getOrCreateCounter({ name: 'tezgah_test_events_total', help: 'events', labelNames: ['type'] });
    const second = getOrCreateCounter({ name: 'tezgah_test_events_total', help: 'events', labelNames: ['type'] });
    expect(second).toBe(first);
    first.inc({ type: 'a' });
    second.inc({ type: 'a' });
    expect(await metricsRegistry.getSingleMetricAsString('tezgah_test_events_total')).toContain('tezgah_test_events_total{type="a"} 2');
  });

  it('refuses a name already used by another type or other labels', () => {
    getOrCreateGauge({ name: 'tezgah_test_depth', help: 'depth' });
    expect(() => getOrCreateHistogram({ name: 'tezgah_test_depth', help: 'depth' })).toThrow(/another type/);
    expect(() => getOrCreateGauge({ name: 'tezgah_test_depth', help: 'depth', labelNames: ['queue'] })).toThrow(/other labels/);
  });

  it('creates histograms in the process registry', () => {
    const histogram = getOrCreateHistogram({ name: 'tezgah_test_seconds', help: 'time', buckets: [0.1, 1] });
    histogram.observe(0.5);
    expect(metricsRegistry.getSingleMetric('tezgah_test_seconds')).toBe(histogram);
    expect(histogram).not.toBeInstanceOf(Counter);
  });

  it('collects the default process metrics once', async () => {
    collectDefaultMetricsOnce();
    collectDefaultMetricsOnce();
    const text = await metricsRegistry.metrics();
    expect(text.match(/^# TYPE process_cpu_user_seconds_total/gm)).toHaveLength(1);
  });
});
