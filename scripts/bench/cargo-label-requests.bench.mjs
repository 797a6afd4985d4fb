// cargo-label-requests: `POST /cargo/labels` at a steady 20 requests/s in the distributed shape,
// each for an ingested Trendyol order not yet labelled, the seven carriers in turn (their
// simulators on the sandbox). Timed from the request to its answer (the shipment booked with the
// carrier, the label PDF rendered and stored, the order carrying the tracking number), and the CPU
// every process spent per label.
// Baseline in the same run, at the same rate: the unavoidable part of the same work done straight
// from the bench, the built carrier adapters booking the same kind of shipment with each carrier's
// simulator through the third-party kit, and the built renderer rendering its label.
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { provisionUsers, secondsSince, startBenchSystem, systemBuilt } from './lib/bench-system.mjs';
import { createTenant } from './lib/bench-users.mjs';
import { withCleanups } from './lib/cleanups.mjs';
import { cpuBetween, cpuSnapshot } from './lib/process-cpu.mjs';
import {
  connectWithListings,
  createBenchProducts,
  latencySummary,
  sandboxJson,
  sandboxMarketplaces,
  sleep,
  until,
} from './lib/sandbox-marketplaces.mjs';

const require = createRequire(import.meta.url);
const RATE_PER_S = 20;
const SECONDS = 20;
const WARMUP = 40;
const CARRIERS = ['yurtici', 'aras', 'mng', 'ptt', 'surat', 'ups', 'dhl'];
const USERS = { tenant: 'benchcargo', prefix: 'benchcargo', role: 'admin', password: 'bench-password-1' };
/** Each user's write budget is 200 a minute (decisions §4): enough users that the budget never answers. */
const USER_COUNT = 8;
const SENDER = {
  name: 'Bench Mağazası',
  line1: 'Büyükdere Cad. 1',
  city: 'İstanbul',
  district: 'Şişli',
  postal_code: '34394',
  phone: '+902120000000',
};
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits }) : '-');

const failureText = (error) => `${error?.message ?? error}${error?.details ? ` ${JSON.stringify(error.details)}` : ''}`;

/** Fires `work(i)` for i < count at `ratePerS` (open loop: a slow answer does not delay the next request); answers each duration. */
async function atRate(count, ratePerS, work) {
  const start = performance.now();
  const runs = [];
  for (let i = 0; i < count; i++) {
    const wait = start + (i * 1000) / ratePerS - performance.now();
    if (wait > 0) await sleep(wait);
    runs.push(
      (async () => {
        const since = performance.now();
        const outcome = await work(i).then(
          () => 'ok',
          (error) => error,
        );
        return { ms: performance.now() - since, outcome };
      })(),
    );
  }
  return Promise.all(runs);
}

async function unlabelledOrders(databaseUrl, tenant, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT id FROM orders.orders WHERE tenant_id = $1 AND tracking_source IS DISTINCT FROM 'seller' ORDER BY created_at LIMIT $2`,
      [tenant, count],
    );
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

/** The unavoidable part straight from the bench: each carrier's adapter books through the kit, the renderer renders. */
function directBooking(root, sandboxUrl) {
  const dist = (file) => require(path.join(root, 'dist', file));
  const { CARRIER_ADAPTERS } = dist('apps/cargo/src/carriers/carriers.js');
  const { renderLabelsPdf } = dist('apps/cargo/src/labels/label-pdf.js');
  const { CARRIER, ThirdPartyHttpPool } = dist('libs/third-party/src/index.js');
  const pool = new ThirdPartyHttpPool(CARRIER);
  // The same parties as the orders the gateway path labels: the bench's sender, the sandbox customer.
  const address = { ...SENDER, line2: null, country: 'TR' };
  const sender = { ...address, email: null, tax_number: null, tax_office: null };
  const receiver = { ...address, name: 'Ayşe Yılmaz', phone: '+905551112233', email: 'ayse@example.com' };
  return {
    close: () => pool.close(),
    book: async (i, carrier) => {
      const adapter = CARRIER_ADAPTERS[carrier];
      const http = pool.clientFor({ party: carrier, account: 'bench', limits: adapter.limits });
      const call = { http, account: { baseUrl: `${sandboxUrl}/${carrier}`, credentials: adapter.sandboxCredentials } };
      const booking = {
        reference: `lbl_BENCH${Date.now()}${i}`,
        order_number: String(10_000_000 + i),
        sender,
        receiver,
        packages: 1,
        weight_kg: 1,
      };
      const { tracking_number } = await adapter.book(call, booking);
      await renderLabelsPdf([
        {
          provider: carrier,
          tracking_number,
          order_number: booking.order_number,
          sender: booking.sender,
          receiver: booking.receiver,
          package_count: 1,
          weight_kg: 1,
          booked_at: new Date(),
        },
      ]);
    },
  };
}

export default {
  name: 'cargo-label-requests',
  description: `POST /cargo/labels at ${RATE_PER_S}/s for ${SECONDS} s (7 carriers in turn, distributed shape): p99, and CPU per label per process, vs the carriers booked and the label rendered straight from the bench`,

  run: (ctx) =>
    withCleanups(ctx, async (defer) => {
      if (!systemBuilt(ctx.root)) throw new Error('not built: run `node scripts/build.mjs`');
      const trendyol = sandboxMarketplaces().filter((m) => m.slug === 'trendyol');
      // Tracking as in production (a look a minute), so the load measured is the labels'.
      const bench = await startBenchSystem(ctx, defer, {
        TEZGAH_ORDER_POLL_INTERVAL_MS: '1000',
        TEZGAH_TRACKING_POLL_INTERVAL_MS: '60000',
      });
      const sandboxUrl = bench.system.sandboxUrl;
      await createTenant(ctx.root, bench.databaseUrl, USERS.tenant);
      const { tokens } = await provisionUsers(ctx, bench, USERS, USER_COUNT);
      let turn = 0;
      const call = async (method, urlPath, body) => {
        const response = await bench.api.request(method, urlPath, { token: tokens[turn++ % tokens.length], body });
        if (response.status >= 300)
          throw new Error(`${method} ${urlPath}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
        return response.body;
      };
      await call('PATCH', '/settings', { sender: SENDER });
      // The seller ships under its own carrier contract: Trendyol's reported number is replaced by the label's.
      await call('PUT', '/marketplaces/trendyol/config', { cargo_provider: 'OWN_CONTRACT' });
      const products = await createBenchProducts(call, 1, 1_000_000);
      await connectWithListings(trendyol, sandboxUrl, call, products, 1_000_000);

      const total = WARMUP + RATE_PER_S * SECONDS;
      let since = Date.now();
      const [m] = trendyol;
      for (let i = 0; i < total; i += 8) {
        await Promise.all(
          Array.from({ length: Math.min(8, total - i) }, () =>
            sandboxJson(`${sandboxUrl}/control/trendyol/orders`, {
              method: 'POST',
              body: JSON.stringify(m.order(m.credentials, products[0], 1)),
            }),
          ),
        );
      }
      const orders = await until(
        () => unlabelledOrders(bench.databaseUrl, USERS.tenant, total),
        (ids) => ids.length >= total,
        120_000,
        'the orders ingested',
      );
      ctx.log(`${total} orders placed and ingested in ${secondsSince(since)}`);

      const label = async (i) => {
        const response = await bench.api.request('POST', '/cargo/labels', {
          token: tokens[i % tokens.length],
          body: { order_id: orders[i], provider: CARRIERS[i % CARRIERS.length] },
        });
        if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
      };
      await atRate(WARMUP, RATE_PER_S, label);
      await sleep(1000);
      since = Date.now();
      const before = cpuSnapshot({ database: bench.databaseUrl });
      const measured = await atRate(RATE_PER_S * SECONDS, RATE_PER_S, (i) => label(WARMUP + i));
      const cpu = cpuBetween(before, cpuSnapshot({ database: bench.databaseUrl }));
      ctx.log(`${measured.length} labels in ${secondsSince(since)}`);
      const failures = measured.filter((run) => run.outcome !== 'ok');
      const latency = latencySummary(measured.filter((run) => run.outcome === 'ok').map((run) => run.ms));

      const direct = directBooking(ctx.root, sandboxUrl);
      defer(() => direct.close());
      const baselineRuns = await atRate(RATE_PER_S * SECONDS, RATE_PER_S, (i) => direct.book(i, CARRIERS[i % CARRIERS.length]));
      const baselineFailures = baselineRuns.filter((run) => run.outcome !== 'ok');
      const baseline = latencySummary(baselineRuns.filter((run) => run.outcome === 'ok').map((run) => run.ms));

      const labels = measured.length - failures.length;
      const cpuMsPerLabel = (cores) => (cores * cpu.seconds * 1000) / Math.max(1, labels);
      const rows = [
        {
          target: 'baseline: adapter books with the simulator + label rendered, from the bench',
          reqPerSec: RATE_PER_S,
          latencyMs: baseline,
          requests: baselineRuns.length,
          non2xx: 0,
          errors: baselineFailures.length,
        },
        {
          target: `POST /cargo/labels through the gateway (${RATE_PER_S}/s)`,
          reqPerSec: RATE_PER_S,
          latencyMs: latency,
          requests: measured.length,
          non2xx: failures.length,
          errors: 0,
        },
      ];
      const checks = [
        {
          name: `POST /cargo/labels p99 at ${RATE_PER_S} requests/s, distributed shape`,
          value: `${fmt(latency.p99, 1)} ms (p50 ${fmt(latency.p50, 1)}, p90 ${fmt(latency.p90, 1)}, max ${fmt(latency.max, 1)}); baseline p99 ${fmt(baseline.p99, 1)} ms, ratio ${fmt(latency.p99 / baseline.p99, 2)}; ${failures.length} failed`,
          target: 'every label made; p99 reported against the baseline',
          pass: failures.length === 0 && baselineFailures.length === 0,
        },
      ];
      const notes = [
        `CPU per label (ms) while labelling: ${cpu.accounts.map((a) => `${a.label} ${fmt(cpuMsPerLabel(a.cores), 2)}`).join(', ')}; machine busy ${fmt(cpu.machineBusyCores, 2)} cores, unlisted ${fmt(cpu.unlisted, 2)}`,
        ...(failures.length ? [`first failure: ${String(failures[0].outcome?.message ?? failures[0].outcome)}`] : []),
        ...(baselineFailures.length
          ? [`first baseline failure: ${String(baselineFailures[0].outcome?.message ?? baselineFailures[0].outcome)}`]
          : []),
      ];
      return { rows, checks, notes, latency, baseline, cpu };
    }),
};
