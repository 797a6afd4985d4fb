// Pazarama end to end on its own protocol (issue 37; decisions §14, §17), in both runtime shapes,
// through the gateway and the Pazarama connector to the sandbox's Pazarama simulator: connect (and
// a refused client pair), the first sync, a stock change reaching Pazarama, a customer order
// ingested with its stock reserved, its status mirrored as Pazarama's 12, a cancellation given back.
import { api, type Api, DEMO_PASSWORD, startSystem, type System, uniqueGtin13 } from '@tezgah/testing';
import { control, expectError, FAST_MARKETPLACES, uniqueValue, until } from './support';

const STOCK = 20;
const ENV = { ...FAST_MARKETPLACES, TEZGAH_ORDER_POLL_INTERVAL_MS: '1000' };

describe.each(['single', 'distributed'] as const)('Pazarama on its own protocol (%s shape)', (shape) => {
  let system: System;
  let client: Api;
  let owner: string;
  let productId: string;
  const account = { client_id: uniqueValue('pzrclient'), client_secret: uniqueValue('pzrsecret') };
  const product = { sku: uniqueValue('PZR'), barcode: uniqueGtin13('869') };

  beforeAll(async () => {
    system = await startSystem({ shape, env: ENV, readyTimeoutMs: 120_000 });
    client = api(system.baseUrl);
    owner = (await client.tokens('owner@demo.tezgah.dev', DEMO_PASSWORD)).access_token;
    const created = await client.request('POST', '/products', {
      token: owner,
      body: { sku: product.sku, barcode: product.barcode, title: 'Çaydanlık', price: 150, stock: STOCK },
    });
    expect(created.status).toBe(201);
    productId = created.body.id;
    const listed = await sandbox('/control/pazarama/listings', 'POST', {
      seller: account.client_id,
      listings: [{ sku: product.sku, barcode: product.barcode, title: 'Çaydanlık', quantity: 3, price: 150 }],
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
  const calls = async () => (await sandbox('/control/pazarama/calls')).body as Array<{ method: string; path: string; body: unknown }>;
  const pazaramaQuantity = async () =>
    (
      (await sandbox(`/control/pazarama/listings?seller=${account.client_id}`)).body as {
        listings: Array<{ sku: string; quantity: number }>;
      }
    ).listings.find((listing) => listing.sku === product.sku)?.quantity;
  const stock = async () => (await get(`/products/${productId}`)).body.stock as number;
  async function customerOrder(quantity: number): Promise<{ number: string; id: string }> {
    const placed = await sandbox('/control/pazarama/orders', 'POST', {
      seller: account.client_id,
      lines: [{ barcode: product.barcode, merchant_sku: product.sku, product_name: 'Çaydanlık', quantity, amount: 150 }],
    });
    const number = (placed.body as { order: { order_number: string } }).order.order_number;
    const order = await until(
      async () =>
        ((await get('/orders?marketplace=pazarama&per_page=100')).body.data as Array<{ id: string; marketplace_order_id: string }>).find(
          (o) => o.marketplace_order_id === number,
        ),
      Boolean,
    );
    expect(order).toBeDefined();
    return { number, id: order?.id ?? '' };
  }

  it('refuses a client pair Pazarama refuses, then connects and runs the first sync', async () => {
    const refused = await client.request('POST', '/marketplaces/pazarama/connect', {
      token: owner,
      body: { ...account, client_secret: 'invalid' },
    });
    expectError(refused, 422, 'business.invalid');
    const connected = await client.request('POST', '/marketplaces/pazarama/connect', { token: owner, body: account });
    expect(connected.status).toBe(200);
    const job = await until(
      async () => (await get(`/jobs/${connected.body.sync_job_id}`)).body.status,
      (status) => status === 'completed',
      60_000,
    );
    expect(job).toBe('completed');
    expect((await calls()).map((call) => call.path)).toEqual(expect.arrayContaining(['/connect/token', '/product/products']));
  }, 90_000);

  it('pushes a stock change to Pazarama through updateStock-v2, read back from its lake projections', async () => {
    expect((await client.request('PUT', `/products/${productId}/stock`, { token: owner, body: { stock: STOCK - 5 } })).status).toBe(200);
    expect(await until(pazaramaQuantity, (q) => q === STOCK - 5, 30_000)).toBe(STOCK - 5);
    const paths = (await calls()).map((call) => call.path);
    expect(paths).toContain('/product/updateStock-v2');
    expect(paths.some((path) => path.endsWith('/lake-projections'))).toBe(true);
  }, 60_000);

  it('ingests a customer order with its stock reserved, and mirrors processing as Pazarama’s 12', async () => {
    const before = await stock();
    const order = await customerOrder(2);
    expect(await until(stock, (s) => s === before - 2)).toBe(before - 2);
    expect((await client.request('PATCH', `/orders/${order.id}/status`, { token: owner, body: { status: 'processing' } })).status).toBe(
      200,
    );
    const mirrored = await until(
      async () => (await calls()).filter((call) => call.path === '/order/updateOrderStatusList'),
      (found) => found.some((call) => JSON.stringify(call.body) === JSON.stringify({ orderNumber: Number(order.number), status: 12 })),
      30_000,
    );
    expect(mirrored.length).toBeGreaterThan(0);
    expect((await get(`/orders/${order.id}`)).body).toMatchObject({ status: 'processing' });
  }, 90_000);

  it('gives the stock back when the customer cancels an order (Pazarama’s 6)', async () => {
    const before = await stock();
    const order = await customerOrder(1);
    expect(await until(stock, (s) => s === before - 1)).toBe(before - 1);
    expect((await sandbox(`/control/pazarama/orders/${order.number}/cancel`, 'POST', { reason: 'Müşteri vazgeçti' })).status).toBeLessThan(
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
