// orders-ingestion: customer orders placed in three sandbox marketplaces (Trendyol, n11 and
// Çiçeksepeti on the generic protocol) on products listed on all three, in the distributed shape.
// 1. Throughput: 10,000 orders across the three, placed as fast as the sandboxes take them; timed
//    from the first order placed to the moment every order exists once in Tezgah and every
//    product's stock is exactly its start minus what was ordered.
// 2. Latency: orders at a steady rate; each timed from the poll that saw it (the first order poll
//    the sandbox received after the order existed) to the moment each *other* marketplace received
//    a stock value at or below the stock the order left (values only go down), from the
//    sandboxes' call logs (same machine clock).
// Baseline in the same run: one order poll answered by each sandbox, straight from the bench.
import pg from 'pg';
import { provisionUsers, secondsSince, startBenchSystem, systemBuilt } from './lib/bench-system.mjs';
import { createTenant } from './lib/bench-users.mjs';
import { withCleanups } from './lib/cleanups.mjs';
import {
  connectWithListings,
  createBenchProducts,
  latencySummary,
  receiptsOf,
  sandboxJson,
  sandboxMarketplaces,
  sleep,
  until,
} from './lib/sandbox-marketplaces.mjs';

const ORDERS = 10_000;
const TARGET_INGEST_S = 60;
const TARGET_P99_MS = 1_000;
const LATENCY_RATE_PER_S = 20;
const LATENCY_SECONDS = 20;
const PRODUCTS = 100;
const START_STOCK = 1_000_000;
const POLL_MS = 1_000;
const PLACING_CONCURRENCY = 16;
const USERS = { tenant: 'benchord', prefix: 'benchord', role: 'admin', password: 'bench-password-1' };
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits }) : '-');

/** Places `count` orders, marketplaces and products in turn, `concurrency` at a time; returns each with its time. */
async function placeOrders(sandboxUrl, marketplaces, products, count, concurrency, spacingMs = 0) {
  const placed = new Array(count);
  let next = 0;
  const start = performance.now();
  const worker = async () => {
    for (let n = next++; n < count; n = next++) {
      if (spacingMs) {
        const wait = start + n * spacingMs - performance.now();
        if (wait > 0) await sleep(wait);
      }
      const marketplace = marketplaces[n % marketplaces.length];
      const product = products[Math.floor(n / marketplaces.length) % products.length];
      // Taken before the order exists: a poll arriving after it may or may not have seen the order,
      // so "seen" can only be measured from earlier, never later (conservative for the target).
      const placedAt = Date.now();
      const answer = await sandboxJson(`${sandboxUrl}/control/${marketplace.slug}/orders`, {
        method: 'POST',
        body: JSON.stringify(marketplace.order(marketplace.credentials, product, 1)),
      });
      placed[n] = { marketplace, product, number: String(answer.order.order_number), placedAt };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return placed;
}

async function withDb(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Orders stored for the tenant, and any (marketplace, number) stored twice. */
const storedOrders = (url, tenant) =>
  withDb(url, async (db) => {
    const { rows } = await db.query(
      `SELECT count(*)::int AS orders, count(DISTINCT (marketplace, marketplace_order_id))::int AS distinct_orders FROM orders.orders WHERE tenant_id = $1`,
      [tenant],
    );
    return rows[0];
  });

const stocks = (url, ids) =>
  withDb(
    url,
    async (db) =>
      new Map((await db.query(`SELECT id, stock FROM catalog.products WHERE id = ANY($1)`, [ids])).rows.map((r) => [r.id, r.stock])),
  );

/** The stock each order left on its product (its ledger row), by the marketplace's order number. */
const stockAfterOrders = (url, tenant) =>
  withDb(url, async (db) => {
    const { rows } = await db.query(
      `SELECT o.marketplace, o.marketplace_order_id, l.new_stock FROM orders.orders o
       JOIN catalog.stock_ledger l ON l.reference = o.id AND l.source = 'order' WHERE o.tenant_id = $1`,
      [tenant],
    );
    return new Map(rows.map((r) => [`${r.marketplace}:${r.marketplace_order_id}`, r.new_stock]));
  });

export default {
  name: 'orders-ingestion',
  description:
    `${ORDERS.toLocaleString('en-US')} sandbox orders across 3 marketplaces ingested (target <= ${TARGET_INGEST_S} s, no duplicate, right final stock); ` +
    `order seen -> stock received by the other marketplaces at ${LATENCY_RATE_PER_S} orders/s (target p99 <= ${TARGET_P99_MS} ms); distributed shape`,

  run: (ctx) =>
    withCleanups(ctx, async (defer) => {
      if (!systemBuilt(ctx.root)) throw new Error('not built: run `node scripts/build.mjs`');
      const marketplaces = sandboxMarketplaces();
      const bench = await startBenchSystem(ctx, defer, {
        TEZGAH_ORDER_POLL_INTERVAL_MS: String(POLL_MS),
        SANDBOX_BATCH_COMPLETE_MS: '500',
      });
      const sandboxUrl = bench.system.sandboxUrl;
      await createTenant(ctx.root, bench.databaseUrl, USERS.tenant);
      const { tokens } = await provisionUsers(ctx, bench, USERS, 2);
      let turn = 0;
      const call = async (method, path, body) => {
        const response = await bench.api.request(method, path, { token: tokens[turn++ % tokens.length], body });
        if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
        return response.body;
      };

      let since = Date.now();
      const products = await createBenchProducts(call, PRODUCTS, START_STOCK);
      await connectWithListings(marketplaces, sandboxUrl, call, products, START_STOCK);
      ctx.log(`${PRODUCTS} products listed and 3 marketplaces connected and synced in ${secondsSince(since)}`);

      // 1. Throughput.
      since = Date.now();
      const bulk = await placeOrders(sandboxUrl, marketplaces, products, ORDERS, PLACING_CONCURRENCY);
      const placedIn = (Date.now() - since) / 1000;
      ctx.log(`${ORDERS} orders placed in ${placedIn.toFixed(1)} s`);
      const expected = new Map(products.map((p) => [p.id, START_STOCK]));
      for (const order of bulk) expected.set(order.product.id, expected.get(order.product.id) - 1);
      const ids = products.map((p) => p.id);
      let allStoredS = NaN;
      const done = await until(
        async () => {
          const stored = await storedOrders(bench.databaseUrl, USERS.tenant);
          if (stored.orders >= ORDERS && Number.isNaN(allStoredS)) allStoredS = (Date.now() - since) / 1000;
          const current = stored.orders >= ORDERS ? await stocks(bench.databaseUrl, ids) : new Map();
          return { stored, stockRight: ids.every((id) => current.get(id) === expected.get(id)) };
        },
        (state) => state.stored.orders >= ORDERS && state.stockRight,
        180_000,
        'every order ingested and every stock right',
      ).catch((error) => ({ error }));
      const ingestS = (Date.now() - since) / 1000;
      if (done.error) throw done.error;
      const stored = await storedOrders(bench.databaseUrl, USERS.tenant);
      ctx.log(
        `${stored.orders} orders stored ${allStoredS.toFixed(1)} s and stock right ${ingestS.toFixed(1)} s after the first was placed`,
      );

      // 2. Latency, at a steady rate, after the bulk has settled.
      await sleep(2 * POLL_MS);
      const latencyStart = Date.now();
      const steady = await placeOrders(
        sandboxUrl,
        marketplaces,
        products,
        LATENCY_RATE_PER_S * LATENCY_SECONDS,
        4,
        1000 / LATENCY_RATE_PER_S,
      );
      await until(
        async () => (await storedOrders(bench.databaseUrl, USERS.tenant)).orders,
        (count) => count >= ORDERS + steady.length,
        60_000,
        'the steady orders ingested',
      );
      const after = await stockAfterOrders(bench.databaseUrl, USERS.tenant);
      const logs = Object.fromEntries(
        await Promise.all(
          marketplaces.map(async (m) => [
            m.slug,
            await sandboxJson(`${sandboxUrl}/control/${m.slug}/calls?since=${new Date(latencyStart - 1000).toISOString()}`),
          ]),
        ),
      );
      // Wait until every other marketplace holds each steady order's stock (or lower).
      await until(
        async () => {
          for (const m of marketplaces)
            logs[m.slug] = await sandboxJson(`${sandboxUrl}/control/${m.slug}/calls?since=${new Date(latencyStart - 1000).toISOString()}`);
          const receipts = Object.fromEntries(marketplaces.map((m) => [m.slug, receiptsOf(m, logs[m.slug])]));
          return steady.every((o) =>
            marketplaces
              .filter((m) => m !== o.marketplace)
              .every((m) =>
                (receipts[m.slug].get(m.key(o.product)) ?? []).some(([, q]) => q <= after.get(`${o.marketplace.slug}:${o.number}`)),
              ),
          );
        },
        Boolean,
        60_000,
        'the steady orders stock on the other marketplaces',
      );
      const receipts = Object.fromEntries(marketplaces.map((m) => [m.slug, receiptsOf(m, logs[m.slug])]));
      const polls = Object.fromEntries(
        marketplaces.map((m) => [m.slug, logs[m.slug].filter((c) => m.polled(c)).map((c) => Date.parse(c.at))]),
      );
      const latencies = [];
      let unseen = 0;
      for (const o of steady) {
        const seenAt = polls[o.marketplace.slug].find((at) => at >= o.placedAt);
        const left = after.get(`${o.marketplace.slug}:${o.number}`);
        if (seenAt === undefined || left === undefined) {
          unseen += 1;
          continue;
        }
        let slowest = 0;
        for (const m of marketplaces.filter((x) => x !== o.marketplace)) {
          const got = (receipts[m.slug].get(m.key(o.product)) ?? []).find(([at, q]) => at >= seenAt && q <= left);
          slowest = Math.max(slowest, got ? got[0] - seenAt : Infinity);
        }
        latencies.push(slowest);
      }
      const latency = latencySummary(latencies);

      // Baseline: an order poll straight to the Trendyol sandbox, after the load (its log holds orders).
      const direct = [];
      for (let i = 0; i < 30; i++) {
        const since2 = performance.now();
        const m = marketplaces[0];
        const c = m.credentials;
        const response = await fetch(
          `${sandboxUrl}/trendyol/integration/order/sellers/${c.supplier_id}/orders?page=0&size=50&startDate=${Date.now() - 3_600_000}&endDate=${Date.now()}`,
          {
            headers: {
              authorization: `Basic ${Buffer.from(`${c.api_key}:${c.api_secret}`).toString('base64')}`,
              'user-agent': `${c.supplier_id} - Bench`,
            },
          },
        );
        await response.arrayBuffer();
        direct.push(performance.now() - since2);
        await sleep(250);
      }
      const baseline = latencySummary(direct);

      const rows = [
        {
          target: `baseline: one Trendyol order poll (50 orders) straight to the sandbox`,
          reqPerSec: undefined,
          latencyMs: baseline,
          requests: baseline.count,
          non2xx: 0,
          errors: 0,
        },
        {
          target: `${fmt(ORDERS)} orders placed, ingested, stock right (${fmt(ORDERS / ingestS, 0)} orders/s)`,
          reqPerSec: ORDERS / ingestS,
          latencyMs: { p50: NaN, p99: NaN },
          requests: ORDERS,
          non2xx: 0,
          errors: stored.orders - stored.distinct_orders,
        },
        {
          target: `order seen -> stock received by the 2 other marketplaces (${LATENCY_RATE_PER_S}/s)`,
          reqPerSec: LATENCY_RATE_PER_S,
          latencyMs: latency,
          requests: steady.length,
          non2xx: 0,
          errors: unseen,
        },
      ];
      const checks = [
        {
          name: `${fmt(ORDERS)} orders across 3 marketplaces ingested, no duplicate, final stock right`,
          value:
            `${ingestS.toFixed(1)} s (placing them took ${placedIn.toFixed(1)} s, all stored after ${allStoredS.toFixed(1)} s); ` +
            `${fmt(stored.orders)} stored, ${fmt(stored.orders - stored.distinct_orders)} duplicates`,
          target: `<= ${TARGET_INGEST_S} s, 0 duplicates`,
          pass: ingestS <= TARGET_INGEST_S && stored.orders === ORDERS && stored.orders === stored.distinct_orders,
        },
        {
          name: `order seen -> stock received by the other marketplaces, p99 at ${LATENCY_RATE_PER_S} orders/s`,
          value: `${fmt(latency.p99)} ms (p50 ${fmt(latency.p50)}, p90 ${fmt(latency.p90)}, max ${fmt(latency.max)}; ${unseen} not matched); baseline poll p99 ${baseline.p99.toFixed(1)} ms`,
          target: `<= ${TARGET_P99_MS} ms`,
          pass: latency.p99 <= TARGET_P99_MS && unseen === 0,
        },
      ];
      const notes = [
        `orders placed through the sandboxes' control API, ${PLACING_CONCURRENCY} at a time (throughput) and at ${LATENCY_RATE_PER_S}/s (latency), one unit each, ` +
          `marketplaces and ${PRODUCTS} products in turn; order poll interval ${POLL_MS} ms (TEZGAH_ORDER_POLL_INTERVAL_MS)`,
        `"seen" = the first order poll the sandbox received after the order existed; "received" = the first accepted stock call on each other ` +
          `marketplace carrying a value at or below the stock that order left (the catalog's ledger row for it)`,
        `stock calls during the latency phase: ${marketplaces.map((m) => `${m.slug} ${logs[m.slug].filter((c) => m.pushed(c).length).length}`).join(', ')}`,
      ];
      return { rows, checks, notes, ingestSeconds: ingestS, latency, baseline };
    }),
};
