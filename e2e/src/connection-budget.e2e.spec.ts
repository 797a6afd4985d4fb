// Database connections are a budget (issue 21): the distributed shape with two replicas of the
// gateway, catalog and webhook dispatcher, every pool at its default size, stays within half of
// PostgreSQL's default max_connections (100) while it starts and while a write load runs through
// the gateway (product creates, stock updates, a bulk import, webhook deliveries, stock pushes to
// Trendyol). pg_stat_activity of the system's own database is sampled every 100 ms, in total and
// per service (each data source's application_name is `tezgah:<schema>`). The figures go to
// docs/runbook.md, "Database connections".
import { Client } from 'pg';
import {
  api,
  type Api,
  createDatabase,
  DEMO_PASSWORD,
  dropDatabase,
  type HttpsReceiver,
  LOCAL,
  randomSuffix,
  startHttpsReceiver,
  startSystem,
  type System,
  testCertificates,
  uniqueGtin13,
} from '@tezgah/testing';
import { FAST_MARKETPLACES, until, uniqueValue } from './support';

const BUDGET = 50;
const LOAD_MS = 20_000;
const SAMPLE_EVERY_MS = 100;
/** Each writer keeps under the gateway's 200 writes a minute per caller. */
const WRITERS = 8;
const WRITE_EVERY_MS = 350;
const BULK_ELEMENTS = 400;
const HOOKS = ['/first', '/second'];
const CONNECTORS_WITHOUT_LISTING = ['amazon', 'hepsiburada', 'n11', 'generic'];

interface Sample {
  at: number;
  total: number;
  byApplication: Record<string, number>;
}

/** Samples the connections to `database` until stopped; the sampler itself is on another database. */
function sampleConnections(database: string): { samples: Sample[]; stop(): Promise<void> } {
  const samples: Sample[] = [];
  const client = new Client({ connectionString: LOCAL.postgresAdmin });
  let running = true;
  const loop = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ application_name: string; n: number }>(
        'SELECT application_name, count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 GROUP BY application_name',
        [database],
      );
      const byApplication = Object.fromEntries(rows.map((row) => [row.application_name, row.n]));
      samples.push({ at: Date.now(), total: rows.reduce((sum, row) => sum + row.n, 0), byApplication });
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  })();
  let stopped: Promise<void> | undefined;
  return {
    samples,
    stop: () => {
      running = false;
      stopped ??= loop.then(() => client.end());
      return stopped;
    },
  };
}

/** The highest total, and the highest count per application_name, of the samples taken from `from` to `to`. */
function peaks(samples: Sample[], from = 0, to = Infinity): { total: number; byApplication: Record<string, number> } {
  const within = samples.filter((sample) => sample.at >= from && sample.at <= to);
  const byApplication: Record<string, number> = {};
  for (const sample of within) {
    for (const [name, n] of Object.entries(sample.byApplication)) byApplication[name] = Math.max(byApplication[name] ?? 0, n);
  }
  return { total: Math.max(0, ...within.map((sample) => sample.total)), byApplication };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('database connections of the distributed shape with two gateway, catalog and dispatcher replicas', () => {
  // The system's own database, named before it starts so that its start is sampled too.
  const database = `tezgah_e2e_budget_${randomSuffix()}`;
  const writers = Array.from({ length: WRITERS }, (_, i) => ({
    tenant: 'demo',
    email: `writer${i}-${randomSuffix(6)}@demo.tezgah.test`,
    role: 'staff' as const,
    password: 'e2e-password-1',
  }));
  const supplier = String(300_000 + Math.floor(Math.random() * 600_000));
  const listed = { sku: uniqueValue('BUDGET'), barcode: uniqueGtin13('868') };
  let sampler: ReturnType<typeof sampleConnections>;
  let system: System;
  let receiver: HttpsReceiver;
  let client: Api;
  let owner: string;
  let listedId: string;
  let started: number;

  beforeAll(async () => {
    await createDatabase(database);
    sampler = sampleConnections(database);
    receiver = await startHttpsReceiver();
    system = await startSystem({
      shape: 'distributed',
      gatewayReplicas: 2,
      serviceReplicas: { catalog: 2, 'webhook-dispatcher': 2 },
      users: writers,
      // `env` wins over the harness's settings: every process and the CLI use this database (the harness's own stays empty).
      env: { ...FAST_MARKETPLACES, DATABASE_URL: LOCAL.postgres(database), NODE_EXTRA_CA_CERTS: testCertificates().caPath },
      readyTimeoutMs: 60_000,
    });
    started = Date.now();
    client = api(system.baseUrl);
    owner = (await client.tokens('owner@demo.tezgah.dev', DEMO_PASSWORD)).access_token;

    // Trendyol is the one marketplace with a listing: its stock changes flow while the other four connectors have none.
    const created = await client.request('POST', '/products', {
      token: owner,
      body: { sku: listed.sku, barcode: listed.barcode, title: 'Listelenen ürün', price: 150, stock: 1_000 },
    });
    expect(created.status).toBe(201);
    listedId = created.body.id;
    const listing = {
      barcode: listed.barcode,
      stock_code: listed.sku,
      title: 'Listelenen ürün',
      quantity: 1_000,
      sale_price: 150,
      list_price: 180,
    };
    const seeded = await fetch(`${system.sandboxUrl}/control/trendyol/listings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ supplier_id: supplier, items: [listing] }),
    });
    expect(seeded.status).toBeLessThan(300);
    const connected = await client.request('POST', '/marketplaces/trendyol/connect', {
      token: owner,
      body: { supplier_id: supplier, api_key: uniqueValue('tykey'), api_secret: uniqueValue('sec') },
    });
    expect(connected.status).toBe(200);
    const sync = await until(
      async () => (await client.request('GET', `/jobs/${connected.body.sync_job_id}`, { token: owner })).body.status,
      (status) => status === 'completed',
    );
    expect(sync).toBe('completed');
    // Two endpoints, so each stock change is two deliveries.
    for (const path of HOOKS) {
      const events = ['product.stock_changed', 'product.sold_out'];
      const registered = await client.request('POST', '/webhooks', { token: owner, body: { url: receiver.urlFor(path), events } });
      expect(registered.status).toBe(201);
    }
  }, 180_000);

  afterAll(async () => {
    await sampler?.stop();
    await system?.stop();
    await receiver?.close();
    await dropDatabase(database);
  }, 60_000);

  it(`stays within ${BUDGET} connections while it starts and under a write load; a connector with no listing holds one`, async () => {
    const loadFrom = Date.now();
    const deadline = loadFrom + LOAD_MS;
    const statuses: number[] = [];
    const paced = async (work: () => Promise<number>) => {
      while (Date.now() < deadline) {
        const next = Date.now() + WRITE_EVERY_MS;
        statuses.push(await work());
        await sleep(next - Date.now());
      }
    };

    const writer = async (user: (typeof writers)[number], i: number) => {
      const token = (await client.tokens(user.email, user.password)).access_token;
      const mine: string[] = [];
      let round = 0;
      await paced(async () => {
        round += 1;
        // Two of three writes change stock (a ledger row, an event, deliveries; some sell out), one creates a product.
        if (mine.length === 0 || round % 3 === 0) {
          const response = await client.request('POST', '/products', {
            token,
            body: { sku: uniqueValue(`LOAD${i}`), title: 'Yük ürünü', price: 20, stock: 5 },
          });
          if (response.status === 201) mine.push(response.body.id);
          return response.status;
        }
        const id = mine[round % mine.length];
        return (await client.request('PUT', `/products/${id}/stock`, { token, body: { stock: round % 5 === 0 ? 0 : round } })).status;
      });
    };
    const listedStock = () =>
      paced(
        async () =>
          (await client.request('PUT', `/products/${listedId}/stock`, { token: owner, body: { stock: 500 + statuses.length } })).status,
      );
    const bulk = async () => {
      const products = Array.from({ length: BULK_ELEMENTS }, (_, i) => ({
        sku: uniqueValue(`BULK${i}`),
        title: `Toplu ${i}`,
        price: 7,
        stock: i % 9,
      }));
      const accepted = await client.request('POST', '/products/bulk', { token: owner, body: { products } });
      expect(accepted.status).toBe(202);
      return accepted.body.job_id as string;
    };

    const [jobId] = await Promise.all([bulk(), listedStock(), ...writers.map(writer)]);
    const loadTo = Date.now();
    // Deliveries and pushes still draining count too.
    await sleep(2_000);
    await sampler.stop();

    // The load happened: writes accepted, the import done, deliveries and stock pushes made.
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200 || status === 201).length).toBeGreaterThan(WRITERS * 20);
    const job = await until(
      async () => (await client.request('GET', `/jobs/${jobId}`, { token: owner })).body.status,
      (status) => status === 'completed',
      30_000,
    );
    expect(job).toBe('completed');
    for (const path of HOOKS) expect(receiver.requestsTo(path).length).toBeGreaterThan(WRITERS * 10);
    const calls = (await (await fetch(`${system.sandboxUrl}/control/trendyol/calls`)).json()) as Array<{ path: string; at: string }>;
    expect(calls.filter((call) => call.path.endsWith('/price-and-inventory') && Date.parse(call.at) >= loadFrom).length).toBeGreaterThan(0);

    const whole = peaks(sampler.samples);
    const load = peaks(sampler.samples, loadFrom, loadTo + 2_000);
    const atStart = peaks(sampler.samples, 0, started);
    // The figures docs/runbook.md quotes.
    const accepted = statuses.filter((status) => status === 200 || status === 201).length;
    const deliveries = HOOKS.reduce((sum, path) => sum + receiver.requestsTo(path).length, 0);
    console.warn(
      `connection budget: peak ${whole.total} (start ${atStart.total}, load ${load.total}) in ${sampler.samples.length} samples; ` +
        `${accepted} writes accepted in ${loadTo - loadFrom} ms, ${deliveries} webhook deliveries\n` +
        `per service at start: ${JSON.stringify(atStart.byApplication)}\nper service under load: ${JSON.stringify(load.byApplication)}`,
    );
    expect(sampler.samples.length).toBeGreaterThan(LOAD_MS / SAMPLE_EVERY_MS / 2);
    expect(whole.total).toBeLessThanOrEqual(BUDGET);

    // The stock changes name where their SKU may be listed (Trendyol only): the other connectors
    // skip them without a database round trip, so their pools stay at what their own pollers use.
    const connectorPeaks = Object.fromEntries(
      CONNECTORS_WITHOUT_LISTING.map((name) => [name, load.byApplication[`tezgah:connector_${name}`] ?? 0]),
    );
    const over = CONNECTORS_WITHOUT_LISTING.filter((name) => connectorPeaks[name] > 1);
    expect({ connectorPeaks, over }).toEqual({ connectorPeaks, over: [] });
  }, 120_000);
});
