// `npm start` off its default ports (decisions §13-14; docs/configuration.md "Ports and public
// URLs"): the built entry package.json starts, on picked free ports and a fresh data directory,
// prints the URLs that follow those ports; its connectors call its own sandboxes, marketplace B's
// grant returns to its own public URL, and a customer order reaches GET /v1/orders. A second one
// on other ports (PORT and a data directory only) runs beside it, and a third on a data directory
// in use is refused, naming the setting to change.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, DEMO_PASSWORD, freePorts, type NpmStart, npmStart, uniqueGtin13 } from '@tezgah/testing';
import { uniqueValue, until } from './support';

const START_MS = 120_000;

async function post(url: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

function isFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free port whose sandbox port (PORT + 100, where `npm start` puts it unless told) is free too. */
async function portWithItsSandboxFree(taken: number[]): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const [port] = await freePorts(1);
    const mine = [port, port + 100];
    if (port + 100 <= 65_535 && !mine.some((p) => taken.includes(p)) && (await isFree(port + 100))) return port;
  }
  throw new Error('no free port with a free port 100 above it');
}

const portOf = (url: string) => Number(new URL(url).port);

describe('npm start on ports of its own', () => {
  const dataDirs: string[] = [];
  const freshDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tezgah-npm-start-'));
    dataDirs.push(dir);
    return dir;
  };
  let first: NpmStart;
  let second: NpmStart;
  let port: number;
  let sandboxPort: number;
  let secondPort: number;
  let firstDataDir: string;

  beforeAll(async () => {
    [port, sandboxPort] = await freePorts(2);
    secondPort = await portWithItsSandboxFree([port, sandboxPort]);
    firstDataDir = freshDataDir();
    // Both at once: they must not fight over any port or file while they start.
    const [one, two] = await Promise.allSettled([
      npmStart(
        { PORT: String(port), SANDBOX_PORT: String(sandboxPort), TEZGAH_DATA_DIR: firstDataDir },
        { name: 'first', readyTimeoutMs: START_MS },
      ),
      npmStart({ PORT: String(secondPort), TEZGAH_DATA_DIR: freshDataDir() }, { name: 'second', readyTimeoutMs: START_MS }),
    ]);
    if (one.status === 'fulfilled') first = one.value;
    if (two.status === 'fulfilled') second = two.value;
    for (const started of [one, two]) if (started.status === 'rejected') throw started.reason;
  }, START_MS + 10_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('prints the URLs that follow its ports in its ready banner, and each of them answers', async () => {
    expect(first.banner).toMatchObject({
      api: `http://localhost:${port}/v1`,
      sandbox: `http://127.0.0.1:${sandboxPort}`,
      dataDir: firstDataDir,
    });
    // The internal port follows PORT (+ 6464) while that is free, else any free one: never the fixed 9464.
    expect(first.banner.health).toMatch(/^http:\/\/localhost:\d+\/health\/ready$/);
    expect(first.banner.text).not.toMatch(/:(3000|3100|9464)\b/);

    expect((await fetch(first.banner.health)).status).toBe(200);
    expect((await fetch(first.banner.metrics)).status).toBe(200);
    expect((await fetch(`${first.banner.api}/openapi.json`)).status).toBe(200);
    expect((await fetch(`${first.banner.sandbox}/control/trendyol/calls`)).status).toBe(200);
  });

  it('runs beside a second one given only another PORT and data directory: its sandboxes and internal port follow its PORT', async () => {
    expect(second.banner).toMatchObject({ api: `http://localhost:${secondPort}/v1`, sandbox: `http://127.0.0.1:${secondPort + 100}` });
    const internalPorts = [portOf(first.banner.health), portOf(second.banner.health)];
    expect(new Set(internalPorts).size).toBe(2);
    if (secondPort + 6464 <= 65_535 && !second.output().includes('internal port taken')) expect(internalPorts[1]).toBe(secondPort + 6464);

    for (const started of [first, second]) {
      expect((await fetch(started.banner.health)).status).toBe(200);
      expect((await api(started.banner.api).login('owner@demo.tezgah.dev', DEMO_PASSWORD)).status).toBe(200);
    }
  });

  it('connects Trendyol and Amazon through its own sandboxes (the grant returns to its own public URL) and ingests a customer order', async () => {
    const client = api(first.banner.api);
    const owner = (await client.tokens('owner@demo.tezgah.dev', DEMO_PASSWORD)).access_token;
    const get = (route: string) => client.request('GET', route, { token: owner });
    const jobDone = (id: string) =>
      until(
        async () => (await get(`/jobs/${id}`)).body.status,
        (status) => ['completed', 'failed'].includes(status),
        30_000,
      );

    const product = { sku: uniqueValue('NPMSTART'), barcode: uniqueGtin13('867') };
    expect(
      (
        await client.request('POST', '/products', {
          token: owner,
          body: { ...product, title: 'Bağımsız süreç ürünü', price: 120, stock: 10 },
        })
      ).status,
    ).toBe(201);

    const supplier = String(300_000 + Math.floor(Math.random() * 600_000));
    const listed = await post(`${first.banner.sandbox}/control/trendyol/listings`, {
      supplier_id: supplier,
      items: [
        {
          barcode: product.barcode,
          stock_code: product.sku,
          title: 'Bağımsız süreç ürünü',
          quantity: 10,
          sale_price: 120,
          list_price: 150,
        },
      ],
    });
    expect(listed.status).toBeLessThan(300);
    const trendyol = await client.request('POST', '/marketplaces/trendyol/connect', {
      token: owner,
      body: { supplier_id: supplier, api_key: uniqueValue('tykey'), api_secret: uniqueValue('sec') },
    });
    expect({ status: trendyol.status, body: trendyol.body }).toMatchObject({
      status: 200,
      body: { sync_job_id: expect.stringMatching(/^job_/) },
    });
    expect(await jobDone(trendyol.body.sync_job_id)).toBe('completed');

    // Marketplace B: the consent page on this process's sandbox, back to this process's public URL.
    const started = await client.request('POST', '/marketplaces/amazon/connect', { token: owner, body: {} });
    expect(started.status).toBe(200);
    const consentUrl = new URL(started.body.authorization_url);
    expect(consentUrl.origin).toBe(`http://127.0.0.1:${sandboxPort}`);
    expect(consentUrl.searchParams.get('redirect_uri')).toBe(`http://localhost:${port}/v1/marketplaces/amazon/oauth/callback`);
    const consent = await fetch(`${started.body.authorization_url}&selling_partner_id=A${supplier}TEZ`, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const callbackUrl = consent.headers.get('location') as string;
    expect(callbackUrl.startsWith(`http://localhost:${port}/v1/marketplaces/amazon/oauth/callback?`)).toBe(true);
    const callback = await fetch(callbackUrl, { headers: { accept: 'application/json' } });
    const granted = (await callback.json()) as { slug: string; connection_id: string; sync_job_id: string };
    expect({ status: callback.status, body: granted }).toMatchObject({
      status: 200,
      body: { slug: 'amazon', connection_id: started.body.connection_id },
    });
    expect(await jobDone(granted.sync_job_id)).toBe('completed');

    const connections = (await get('/marketplaces')).body as Array<{ slug: string; status: string }>;
    expect(
      connections
        .filter((c) => c.status === 'connected')
        .map((c) => c.slug)
        .sort(),
    ).toEqual(['amazon', 'trendyol']);

    // A customer buys on this process's Trendyol; the connector polls it (2 s in demo) into the orders.
    const placed = await post(`${first.banner.sandbox}/control/trendyol/orders`, {
      supplier_id: supplier,
      lines: [{ barcode: product.barcode, merchant_sku: product.sku, product_name: 'Bağımsız süreç ürünü', quantity: 2, amount: 120 }],
      customer: { first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse@example.com', phone: '+905551112233', tax_number: null },
      shipping_address: { address1: 'Bağdat Cad. 1', city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country_code: 'TR' },
      invoice_address: { address1: 'Bağdat Cad. 1', city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country_code: 'TR' },
    });
    expect({ status: placed.status, body: placed.body }).toMatchObject({ status: 201 });
    const orderNumber = (placed.body.order as { order_number: string }).order_number;
    type Listed = { marketplace: string; marketplace_order_id: string; status: string };
    const ingested = await until(
      async () =>
        ((await get('/orders?marketplace=trendyol&per_page=100')).body.data as Listed[]).find(
          (o) => o.marketplace_order_id === orderNumber,
        ),
      Boolean,
      20_000,
    );
    expect(ingested).toMatchObject({ marketplace: 'trendyol', marketplace_order_id: orderNumber, status: 'created' });

    // Every marketplace call went to this process's sandboxes, none to the one beside it.
    expect(((await (await fetch(`${first.banner.sandbox}/control/trendyol/calls`)).json()) as unknown[]).length).toBeGreaterThan(0);
    expect(await (await fetch(`${second.banner.sandbox}/control/trendyol/calls`)).json()).toEqual([]);
  }, 90_000);

  it(
    'refuses to start a third one on a data directory in use, naming TEZGAH_DATA_DIR, and leaves the first one serving',
    async () => {
      const [otherPort, otherSandbox] = await freePorts(2);
      const third = npmStart(
        { PORT: String(otherPort), SANDBOX_PORT: String(otherSandbox), TEZGAH_DATA_DIR: firstDataDir },
        { name: 'third', readyTimeoutMs: START_MS },
      );
      // Should it start after all, it must not outlive the test.
      await expect(third.then((started) => started.stop())).rejects.toThrow(
        new RegExp(`TEZGAH_DATA_DIR ${firstDataDir} is in use by process \\d+`),
      );
      expect((await fetch(first.banner.health)).status).toBe(200);
    },
    START_MS + 10_000,
  );
});
