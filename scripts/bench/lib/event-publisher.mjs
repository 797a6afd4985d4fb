// The event source of webhooks-delivery, in a child process of its own: publishes
// `product.stock_changed` envelopes straight onto the system's RabbitMQ exchange with the
// product's own RabbitEventBus (persistent, mandatory, confirmed), as the catalog's outbox relay
// does, at a steady rate: a 10 ms timer publishes, as one batch, the events due by then.
//
// Env: BENCH_ROOT (the workspace, for dist/), PUBLISHER_AMQP_URL, PUBLISHER_NAMESPACE.
// Reports { ready, pid }. Request (lib/ipc-child.mjs):
//   run { steps: [{ phase, tenantId, rate, seconds }] }: the steps back to back on one timeline
//       (no gap between them); an event { event: 'step', phase, startedAt } as each one starts;
//       answers once every publish is confirmed, with per step: published, confirmed, failed,
//       startedAt, lastPublishAt, per-second counts and the longest gap between two timer ticks.
// Each event's data carries `published_at` (epoch ms, sub-millisecond, the receiver's clock too)
// and a sku `BENCH-<phase>-<n>` by which the receiver tells phases apart.
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { serveIpc } from './ipc-child.mjs';

const require = createRequire(import.meta.url);
const root = process.env.BENCH_ROOT;
const { RabbitEventBus } = require(path.join(root, 'dist/libs/messaging/src/index.js'));
const { newId } = require(path.join(root, 'dist/libs/contracts/src/index.js'));

const clock = () => performance.timeOrigin + performance.now();
const TICK_MS = 10;
const PRODUCTS = Array.from({ length: 1000 }, () => newId('prd'));

let unroutable = 0;
const bus = await RabbitEventBus.connect({
  url: process.env.PUBLISHER_AMQP_URL,
  namespace: process.env.PUBLISHER_NAMESPACE,
  onUnroutable: () => unroutable++,
});

let seq = 0;
function envelope(phase, tenantId, publishedAt) {
  const n = seq++;
  const oldStock = (n * 7) % 100;
  return {
    id: newId('evt'),
    type: 'product.stock_changed',
    version: 1,
    tenant_id: tenantId,
    occurred_at: new Date(publishedAt).toISOString(),
    data: {
      product_id: PRODUCTS[n % PRODUCTS.length],
      sku: `BENCH-${phase}-${n}`,
      old_stock: oldStock,
      new_stock: oldStock + 1 + (n % 5),
      published_at: publishedAt,
    },
  };
}

function runStep({ phase, tenantId, rate, seconds }, startedAt, publishes) {
  const total = Math.round(rate * seconds);
  const result = {
    phase,
    rate,
    seconds,
    published: 0,
    confirmed: 0,
    failed: 0,
    startedAt,
    lastPublishAt: NaN,
    perSecond: [],
    maxTickGapMs: 0,
  };
  process.send({ event: 'step', phase, startedAt });
  return new Promise((resolve) => {
    let lastTick = clock();
    const tick = () => {
      const now = clock();
      result.maxTickGapMs = Math.max(result.maxTickGapMs, now - lastTick);
      lastTick = now;
      const due = Math.min(total, Math.floor(((now - startedAt) * rate) / 1000) + 1);
      const count = due - result.published;
      if (count > 0) {
        const batch = Array.from({ length: count }, () => envelope(phase, tenantId, now));
        result.published = due;
        result.lastPublishAt = now;
        const second = Math.max(0, Math.floor((now - startedAt) / 1000));
        result.perSecond[second] = (result.perSecond[second] ?? 0) + count;
        publishes.push(
          bus.publish(batch).then(
            () => (result.confirmed += count),
            () => (result.failed += count),
          ),
        );
      }
      if (result.published >= total) {
        clearInterval(timer);
        resolve(result);
      }
    };
    const timer = setInterval(tick, TICK_MS);
    tick();
  });
}

serveIpc({
  async run({ steps }) {
    const publishes = [];
    const results = [];
    let startedAt = clock();
    for (const step of steps) {
      results.push(await runStep(step, startedAt, publishes));
      startedAt += step.seconds * 1000;
    }
    await Promise.all(publishes);
    return { steps: results.map((r) => ({ ...r, perSecond: Array.from(r.perSecond, (n) => n ?? 0) })), unroutable };
  },
});

process.send({ ready: true, pid: process.pid });
process.once('SIGTERM', () => bus.close().finally(() => process.exit(0)));
