// marketplaces-stock-propagation: stock changes through the gateway (PUT /v1/products/{id}/stock)
// at a steady rate, on products listed on three connected sandbox marketplaces (Trendyol, n11 and
// Çiçeksepeti on the generic protocol: three connector services, three protocols), in the
// distributed shape; each change is timed from the moment its request was sent to the moment each
// marketplace's sandbox received a stock call carrying that value (or a newer one) for the SKU,
// from the sandbox's own call log (same machine clock). The baseline, measured in the same run:
// one stock call sent straight to each sandbox, the floor of the network part.
import { withClient } from './lib/bench-database.mjs';
import { provisionUsers, secondsSince, startBenchSystem, systemBuilt } from './lib/bench-system.mjs';
import { createTenant } from './lib/bench-users.mjs';
import { withCleanups } from './lib/cleanups.mjs';
import { cpuBetween, cpuSnapshot } from './lib/process-cpu.mjs';
import {
  connectWithListings,
  createBenchProducts,
  lastValues,
  latencySummary as summary,
  receiptsOf,
  sandboxJson as json,
  sandboxMarketplaces,
  sleep,
  until,
} from './lib/sandbox-marketplaces.mjs';

const TARGET_P99_MS = 1_000;
const RATE_PER_S = 100;
const SECONDS = 30;
const PRODUCTS = 300;
const USERS = { tenant: 'benchmp', prefix: 'benchmp', role: 'admin', password: 'bench-password-1' };
/** 200 writes a minute per user (spec Limits): enough users that none comes near it. */
const USER_COUNT = Math.ceil((RATE_PER_S * 60 + PRODUCTS) / 150);
const MARKETPLACES = sandboxMarketplaces();
const fmt = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '-');

/** Transactions committed in the system's database so far (every service's schema is in it). */
const commitsOf = (databaseUrl) =>
  withClient(databaseUrl, async (client) => {
    const { rows } = await client.query('SELECT xact_commit::float8 AS commits FROM pg_stat_database WHERE datname = current_database()');
    return rows[0].commits;
  });

/** CPU ms per change of the accounts that spent at least 0.05 ms, and the machine's busy cores. */
function describeCpu(cpu, changes) {
  const perChange = cpu.accounts
    .map((account) => [account.label, (account.cores * cpu.seconds * 1000) / changes])
    .filter(([, ms]) => ms >= 0.05)
    .map(([label, ms]) => `${label} ${ms.toFixed(2)}`);
  const busy = `machine busy ${cpu.machineBusyCores.toFixed(2)} of 2 cores (other work ${cpu.unlisted.toFixed(2)})`;
  return `${perChange.join(', ')}; ${busy}`;
}

/** The baseline: one stock call straight to each sandbox, sequentially, `count` times. */
async function directCalls(sandboxUrl, products, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const marketplace = MARKETPLACES[i % MARKETPLACES.length];
    const call = marketplace.direct(sandboxUrl, marketplace.credentials, products[i % products.length]);
    const since = performance.now();
    const response = await fetch(call.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...call.headers },
      body: JSON.stringify(call.body),
    });
    await response.arrayBuffer();
    times.push(performance.now() - since);
    await sleep(200); // within every simulator's rate limit
  }
  return summary(times);
}

export default {
  name: 'marketplaces-stock-propagation',
  description:
    `${RATE_PER_S} stock changes/s for ${SECONDS} s through the gateway on ${PRODUCTS} products listed on 3 connected sandbox marketplaces ` +
    `(distributed shape); target: change -> received by every marketplace, p99 <= ${TARGET_P99_MS} ms`,

  run: (ctx) =>
    withCleanups(ctx, async (defer) => {
      if (!systemBuilt(ctx.root)) throw new Error('not built: run `node scripts/build.mjs`');
      const bench = await startBenchSystem(ctx, defer, { SANDBOX_BATCH_COMPLETE_MS: '500' });
      const sandboxUrl = bench.system.sandboxUrl;
      await createTenant(ctx.root, bench.databaseUrl, USERS.tenant);
      const { tokens } = await provisionUsers(ctx, bench, USERS, USER_COUNT);
      let turn = 0;
      const token = () => tokens[turn++ % tokens.length];
      const call = async (method, path, body) => {
        const response = await bench.api.request(method, path, { token: token(), body });
        if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
        return response.body;
      };

      // 1. The catalogue, the same products already listed on the three marketplaces, then the connections.
      let since = Date.now();
      const products = await createBenchProducts(call, PRODUCTS, 0);
      await connectWithListings(MARKETPLACES, sandboxUrl, call, products, 0);
      ctx.log(`${PRODUCTS} products listed and 3 marketplaces connected and synced in ${secondsSince(since)}`);

      // 2. The baseline, then the load: RATE_PER_S changes a second, each product's value only going up.
      const baseline = await directCalls(sandboxUrl, products, 60);
      since = Date.now();
      const database = new URL(bench.databaseUrl).pathname.slice(1);
      const cpuStart = cpuSnapshot({ database });
      const commitsStart = await commitsOf(bench.databaseUrl);
      const changes = [];
      const start = performance.now();
      const startWall = Date.now();
      const inFlight = [];
      let failures = 0;
      const refusals = new Map(); // "<status> <error code>" -> how many, shown with the check
      for (let n = 0; n < RATE_PER_S * SECONDS; n++) {
        const due = start + (n * 1000) / RATE_PER_S;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        const product = products[n % PRODUCTS];
        product.value += 1;
        const change = { product, value: product.value, sentAt: startWall + (performance.now() - start) };
        changes.push(change);
        inFlight.push(
          bench.api.request('PUT', `/products/${product.id}/stock`, { token: token(), body: { stock: change.value } }).then((response) => {
            if (response.status === 200) return;
            failures += 1;
            const why = `${response.status} ${response.body?.error?.code ?? ''}`.trim();
            refusals.set(why, (refusals.get(why) ?? 0) + 1);
          }),
        );
      }
      await Promise.all(inFlight);
      const offered = changes.length / ((performance.now() - start) / 1000);
      ctx.log(`${changes.length} changes sent in ${secondsSince(since)} (${offered.toFixed(1)}/s), ${failures} refused`);

      // 3. Every final value on every marketplace (nothing stale last), then the receipts from the call logs.
      const finals = new Map(products.map((p) => [p, p.value]));
      const logs = {};
      await until(
        async () => {
          for (const m of MARKETPLACES) logs[m.slug] = await json(`${sandboxUrl}/control/${m.slug}/calls`);
          return MARKETPLACES.every((m) => {
            const last = lastValues(m, logs[m.slug]);
            return products.every((p) => last.get(m.key(p)) === finals.get(p));
          });
        },
        (done) => done,
        60_000,
        'the final values on every marketplace',
      );
      // From the first change sent to the last value received everywhere (polls of the call logs included).
      const cpu = cpuBetween(cpuStart, cpuSnapshot({ database }));
      const commits = (await commitsOf(bench.databaseUrl)) - commitsStart;

      const latencies = [];
      const perMarketplace = {};
      for (const m of MARKETPLACES) {
        const receipts = receiptsOf(m, logs[m.slug]);
        const own = [];
        for (const change of changes) {
          const got = (receipts.get(m.key(change.product)) ?? []).find(([at, q]) => q >= change.value && at >= change.sentAt - 5);
          own.push(got ? got[0] - change.sentAt : Infinity);
        }
        perMarketplace[m.slug] = { ...summary(own), calls: logs[m.slug].length };
        own.forEach((ms, i) => (latencies[i] = Math.max(latencies[i] ?? 0, ms)));
      }
      const all = summary(latencies);
      const missing = latencies.filter((ms) => !Number.isFinite(ms)).length;

      const rows = [
        {
          target: `baseline: one stock call straight to a sandbox (${baseline.count} calls)`,
          reqPerSec: undefined,
          latencyMs: baseline,
          requests: baseline.count,
          non2xx: 0,
          errors: 0,
        },
        ...MARKETPLACES.map((m) => ({
          target: `change -> received by ${m.slug} (${perMarketplace[m.slug].calls} stock calls)`,
          reqPerSec: undefined,
          latencyMs: perMarketplace[m.slug],
          requests: changes.length,
          non2xx: undefined,
          errors: 0,
        })),
        {
          target: `change -> received by all three (${offered.toFixed(0)} changes/s offered)`,
          reqPerSec: offered,
          latencyMs: all,
          requests: changes.length,
          non2xx: failures,
          errors: missing,
        },
      ];
      const checks = [
        {
          name: `change -> received by every connected marketplace, p99 at ${RATE_PER_S} changes/s`,
          value: `${fmt(all.p99)} ms (p50 ${fmt(all.p50)}, p90 ${fmt(all.p90)}, max ${fmt(all.max)}); baseline p99 ${baseline.p99.toFixed(1)} ms`,
          target: `<= ${TARGET_P99_MS} ms`,
          pass: all.p99 <= TARGET_P99_MS,
        },
        {
          name: 'changes accepted by the gateway',
          value: `${changes.length - failures}/${changes.length}${failures ? ` (refused: ${[...refusals].map(([why, n]) => `${n} × ${why}`).join(', ')})` : ''}`,
          target: 'all',
          pass: failures === 0,
        },
        {
          name: 'final values on every marketplace',
          value: 'every product at its last value on all three',
          target: 'no stale value last',
          pass: true,
        },
        { name: 'offered rate', value: `${offered.toFixed(1)}/s`, target: `>= ${RATE_PER_S * 0.95}/s`, pass: offered >= RATE_PER_S * 0.95 },
      ];
      const notes = [
        `latency = the sandbox's receipt time (its call log) - the moment the PUT was sent; a change counts as received by the first accepted stock call ` +
          `carrying its value or a newer one for the SKU (values only go up); "all three" is the slowest of the three per change`,
        `stock calls received: ${MARKETPLACES.map((m) => `${m.slug} ${perMarketplace[m.slug].calls}`).join(', ')}, for ${changes.length} changes: batching within the 100 ms window ` +
          `and the marketplaces' rate budgets (Trendyol 50 per 10 s per endpoint, n11 1000/min, the generic protocol 300/min, spread evenly)`,
        `${USER_COUNT} admin users of tenant ${USERS.tenant}, used in turn (write limit 200/min each)`,
        `CPU ms per change over ${cpu.seconds.toFixed(1)} s (first change sent to every last value received): ${describeCpu(cpu, changes.length)}`,
        `database transactions committed per change: ${(commits / changes.length).toFixed(2)} (${fmt(commits / cpu.seconds)}/s)`,
      ];
      return { rows, checks, notes, latency: all, perMarketplace, baseline, cpu, commitsPerChange: commits / changes.length };
    }),
};
