// invoice-acceptance: orders moved to `processing` through the gateway at a steady 1 a second (within
// the provider's assumed budget of 10 calls a second, about 6 calls an invoice) in the
// distributed shape, each getting its automatic e-invoice (the tenant's default provider, Nilvera's
// simulator), timed from the status change's request to the invoice's acceptance (`decided_at`),
// with the simulator's acceptance delay (SANDBOX_INVOICE_ACCEPT_MS) subtracted: what remains is
// our pipeline (event, automatic request, taxpayer lookup, number, UBL and PDF, submission) and
// the verdict poll's wait. The CPU every process spent per invoice beside it.
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

const RATE_PER_S = 1;
const COUNT = 60;
const WARMUP = 10;
const ACCEPT_MS = 500;
const VERDICT_INTERVAL_MS = 200;
const USERS = { tenant: 'benchinvoice', prefix: 'benchinvoice', role: 'admin', password: 'bench-password-1' };
const SELLER = {
  name: 'Bench Mağazası A.Ş.',
  line1: 'Büyükdere Cad. 1',
  city: 'İstanbul',
  district: 'Şişli',
  postal_code: '34394',
  phone: '+902120000000',
  tax_office: 'Şişli',
  tax_number: '1234567890',
};
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits }) : '-');

async function query(databaseUrl, text, params) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

export default {
  name: 'invoice-acceptance',
  description: `orders to processing at ${RATE_PER_S}/s (distributed shape): automatic e-invoice accepted p99, the provider's acceptance delay subtracted, and CPU per invoice per process`,

  run: (ctx) =>
    withCleanups(ctx, async (defer) => {
      if (!systemBuilt(ctx.root)) throw new Error('not built: run `node scripts/build.mjs`');
      const trendyol = sandboxMarketplaces().filter((m) => m.slug === 'trendyol');
      const bench = await startBenchSystem(ctx, defer, {
        TEZGAH_ORDER_POLL_INTERVAL_MS: '1000',
        SANDBOX_INVOICE_ACCEPT_MS: String(ACCEPT_MS),
        TEZGAH_INVOICE_VERDICT_INTERVAL_MS: String(VERDICT_INTERVAL_MS),
        TEZGAH_INVOICE_POLL_INTERVAL_MS: '200',
      });
      const sandboxUrl = bench.system.sandboxUrl;
      await createTenant(ctx.root, bench.databaseUrl, USERS.tenant);
      const { tokens } = await provisionUsers(ctx, bench, USERS, 4);
      let turn = 0;
      const call = async (method, urlPath, body) => {
        const response = await bench.api.request(method, urlPath, { token: tokens[turn++ % tokens.length], body });
        if (response.status >= 300)
          throw new Error(`${method} ${urlPath}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
        return response.body;
      };
      await call('PATCH', '/settings', { sender: SELLER, invoicing: { default_provider: 'nilvera', series_prefix: 'BNC' } });
      const products = await createBenchProducts(call, 1, 1_000_000);
      await connectWithListings(trendyol, sandboxUrl, call, products, 1_000_000);

      const total = WARMUP + COUNT;
      let since = Date.now();
      const [m] = trendyol;
      for (let i = 0; i < total; i++)
        await sandboxJson(`${sandboxUrl}/control/trendyol/orders`, {
          method: 'POST',
          body: JSON.stringify(m.order(m.credentials, products[0], 1)),
        });
      const orders = await until(
        async () =>
          (
            await query(bench.databaseUrl, `SELECT id FROM orders.orders WHERE tenant_id = $1 ORDER BY created_at LIMIT $2`, [
              USERS.tenant,
              total,
            ])
          ).map((row) => row.id),
        (ids) => ids.length >= total,
        120_000,
        'the orders ingested',
      );
      ctx.log(`${total} orders placed and ingested in ${secondsSince(since)}`);

      const sentAt = new Map();
      const toProcessing = async (i) => {
        sentAt.set(orders[i], Date.now());
        const response = await bench.api.request('PATCH', `/orders/${orders[i]}/status`, {
          token: tokens[i % tokens.length],
          body: { status: 'processing' },
        });
        if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
      };
      const accepted = (ids) =>
        query(
          bench.databaseUrl,
          `SELECT order_id, decided_at FROM invoicing.invoices WHERE tenant_id = $1 AND status = 'accepted' AND order_id = ANY($2)`,
          [USERS.tenant, ids],
        );
      for (let i = 0; i < WARMUP; i++) await toProcessing(i);
      await until(
        () => accepted(orders.slice(0, WARMUP)),
        (rows) => rows.length >= WARMUP,
        60_000,
        'the warm-up invoices accepted',
      );

      since = Date.now();
      const before = cpuSnapshot({ database: bench.databaseUrl });
      const start = performance.now();
      const changes = [];
      for (let i = 0; i < COUNT; i++) {
        const wait = start + (i * 1000) / RATE_PER_S - performance.now();
        if (wait > 0) await sleep(wait);
        changes.push(toProcessing(WARMUP + i).catch((error) => error));
      }
      const failures = (await Promise.all(changes)).filter((outcome) => outcome instanceof Error);
      const measured = orders.slice(WARMUP);
      const rows = await until(
        () => accepted(measured),
        (found) => found.length >= measured.length - failures.length,
        120_000,
        'the invoices accepted',
      );
      const cpu = cpuBetween(before, cpuSnapshot({ database: bench.databaseUrl }));
      ctx.log(`${rows.length} invoices accepted in ${secondsSince(since)}`);
      const latency = latencySummary(rows.map((row) => new Date(row.decided_at).getTime() - sentAt.get(row.order_id) - ACCEPT_MS));
      const cpuMsPerInvoice = (cores) => (cores * cpu.seconds * 1000) / Math.max(1, rows.length);

      return {
        rows: [
          {
            target: `order → processing → automatic invoice accepted, minus the provider's ${ACCEPT_MS} ms (${RATE_PER_S}/s)`,
            reqPerSec: RATE_PER_S,
            latencyMs: latency,
            requests: COUNT,
            non2xx: failures.length,
            errors: measured.length - failures.length - rows.length,
          },
        ],
        checks: [
          {
            name: `processing → invoice accepted p99 at ${RATE_PER_S} orders/s, the simulator's acceptance delay subtracted`,
            value: `${fmt(latency.p99, 1)} ms (p50 ${fmt(latency.p50, 1)}, p90 ${fmt(latency.p90, 1)}, max ${fmt(latency.max, 1)}); verdict polled every ${VERDICT_INTERVAL_MS} ms`,
            target: 'every invoice accepted; p99 reported',
            pass: failures.length === 0 && rows.length === measured.length,
          },
        ],
        notes: [
          `CPU per invoice (ms): ${cpu.accounts.map((a) => `${a.label} ${fmt(cpuMsPerInvoice(a.cores), 2)}`).join(', ')}; machine busy ${fmt(cpu.machineBusyCores, 2)} cores`,
          ...(failures.length ? [`first failure: ${String(failures[0].message ?? failures[0])}`] : []),
        ],
        latency,
        cpu,
      };
    }),
};
