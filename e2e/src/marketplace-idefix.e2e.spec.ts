// Idefix end to end on its own protocol (issue 37; decisions §14, §17), in both runtime shapes,
// through the gateway and the Idefix connector to the sandbox's Idefix simulator (pim and oms):
// connect (and a refused key), the first sync, a stock change reaching Idefix by inventory-upload,
// a customer order ingested with its stock reserved, processing mirrored as picking, a
// cancellation given back.
import { api, type Api, DEMO_PASSWORD, startSystem, type System, uniqueGtin13 } from '@tezgah/testing';
import { control, expectError, FAST_MARKETPLACES, uniqueValue, until } from './support';

const STOCK = 20;
const ENV = { ...FAST_MARKETPLACES, TEZGAH_ORDER_POLL_INTERVAL_MS: '1000' };

describe.each(['single', 'distributed'] as const)('Idefix on its own protocol (%s shape)', (shape) => {
  let system: System;
  let client: Api;
  let owner: string;
  let productId: string;
  const account = { api_key: uniqueValue('idxkey'), api_secret: uniqueValue('sir'), vendor_id: uniqueValue('vendor') };
  const product = { sku: uniqueValue('IDX'), barcode: uniqueGtin13('978') };

  beforeAll(async () => {
    system = await startSystem({ shape, env: ENV, readyTimeoutMs: 120_000 });
    client = api(system.baseUrl);
    owner = (await client.tokens('owner@demo.tezgah.dev', DEMO_PASSWORD)).access_token;
    const created = await client.request('POST', '/products', {
      token: owner,
      body: { sku: product.sku, barcode: product.barcode, title: 'Roman', price: 150, stock: STOCK },
    });
    expect(created.status).toBe(201);
    productId = created.body.id;
    const listed = await sandbox('/control/idefix/listings', 'POST', {
      seller: account.vendor_id,
      listings: [{ sku: product.sku, barcode: product.barcode, title: 'Roman', quantity: 3, price: 150 }],
    });
    expect(listed.status).toBeLessThan(300);
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
  }, 60_000);

  const get = (path: string) => client.request('GET', path, { token: owner });
  function sandbox(path: string, method: 'GET' | 'POST' = 'GET', body?: unknown) {
    return control(`${system.sandboxUrl}${path}`, method, body);
  }
  const idefixQuantity = async () =>
    (
      (await sandbox(`/control/idefix/listings?seller=${account.vendor_id}`)).body as { listings: Array<{ sku: string; quantity: number }> }
    ).listings.find((listing) => listing.sku === product.sku)?.quantity;
  const calls = async () => (await sandbox('/control/idefix/calls')).body as Array<{ path: string; body: unknown }>;
  const stock = async () => (await get(`/products/${productId}`)).body.stock as number;
  async function customerOrder(quantity: number): Promise<{ number: string; id: string }> {
    const placed = await sandbox('/control/idefix/orders', 'POST', {
      seller: account.vendor_id,
      lines: [{ barcode: product.barcode, merchant_sku: product.sku, product_name: 'Roman', quantity, amount: 150 }],
    });
    const number = (placed.body as { order: { order_number: string } }).order.order_number;
    const order = await until(
      async () =>
        ((await get('/orders?marketplace=idefix&per_page=100')).body.data as Array<{ id: string; marketplace_order_id: string }>).find(
          (o) => o.marketplace_order_id === number,
        ),
      Boolean,
    );
    expect(order).toBeDefined();
    return { number, id: order?.id ?? '' };
  }

  it('refuses a key Idefix refuses, then connects and runs the first sync', async () => {
    const refused = await client.request('POST', '/marketplaces/idefix/connect', {
      token: owner,
      body: { ...account, api_secret: 'invalid' },
    });
    expectError(refused, 422, 'business.invalid');
    const connected = await client.request('POST', '/marketplaces/idefix/connect', { token: owner, body: account });
    expect(connected.status).toBe(200);
    const job = await until(
      async () => (await get(`/jobs/${connected.body.sync_job_id}`)).body.status,
      (status) => status === 'completed',
      60_000,
    );
    expect(job).toBe('completed');
  }, 90_000);

  it('pushes a stock change to Idefix through inventory-upload, read back by batchRequestId', async () => {
    expect((await client.request('PUT', `/products/${productId}/stock`, { token: owner, body: { stock: STOCK - 5 } })).status).toBe(200);
    expect(await until(idefixQuantity, (q) => q === STOCK - 5, 30_000)).toBe(STOCK - 5);
    const paths = (await calls()).map((call) => call.path);
    expect(paths).toContain(`/pim/catalog/${account.vendor_id}/inventory-upload`);
    expect(paths.some((path) => path.startsWith(`/pim/catalog/${account.vendor_id}/inventory-result/`))).toBe(true);
  }, 60_000);

  it('ingests a customer order with its stock reserved, and mirrors processing as picking', async () => {
    const before = await stock();
    const order = await customerOrder(2);
    expect(await until(stock, (s) => s === before - 2)).toBe(before - 2);
    expect((await client.request('PATCH', `/orders/${order.id}/status`, { token: owner, body: { status: 'processing' } })).status).toBe(
      200,
    );
    const picked = await until(
      async () => (await calls()).filter((call) => call.path.endsWith('/update-shipment-status')),
      (updates) => updates.some((call) => JSON.stringify(call.body) === JSON.stringify({ status: 'picking' })),
      30_000,
    );
    expect(picked.length).toBeGreaterThan(0);
  }, 90_000);

  it('gives the stock back when Idefix cancels an order (shipment_cancelled)', async () => {
    const before = await stock();
    const order = await customerOrder(1);
    expect(await until(stock, (s) => s === before - 1)).toBe(before - 1);
    expect((await sandbox(`/control/idefix/orders/${order.number}/cancel`, 'POST', { reason: 'Müşteri vazgeçti' })).status).toBeLessThan(
      300,
    );
    expect(
      (
        await until(
          async () => (await get(`/orders/${order.id}`)).body,
          (o) => o.status === 'cancelled',
        )
      ).status,
    ).toBe('cancelled');
    expect(await until(stock, (s) => s === before)).toBe(before);
  }, 60_000);
});
