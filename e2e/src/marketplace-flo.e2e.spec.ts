// FLO end to end on its own protocol (issue 37; decisions §14, §17), in both runtime shapes,
// through the gateway and the FLO connector to the sandbox's FLO simulator: connect (and a refused
// password), the first sync (no listings: FLO documents no product read), a stock change that
// does not reach FLO (FLO documents no stock endpoint), a customer order ingested with its stock
// reserved, its status mirrored as Picking with FLO's carrier label, a cancellation given back.
import { api, type Api, DEMO_PASSWORD, startSystem, type System, uniqueGtin13 } from '@tezgah/testing';
import { control, expectError, FAST_MARKETPLACES, uniqueValue, until } from './support';

const STOCK = 20;
const ENV = { ...FAST_MARKETPLACES, TEZGAH_ORDER_POLL_INTERVAL_MS: '1000' };

describe.each(['single', 'distributed'] as const)('FLO on its own protocol (%s shape)', (shape) => {
  let system: System;
  let client: Api;
  let owner: string;
  let productId: string;
  const account = { username: uniqueValue('flouser'), password: uniqueValue('sifre'), seller_id: '10000' };
  const product = { sku: uniqueValue('FLO'), barcode: uniqueGtin13('869') };

  beforeAll(async () => {
    system = await startSystem({ shape, env: ENV, readyTimeoutMs: 120_000 });
    client = api(system.baseUrl);
    owner = (await client.tokens('owner@demo.tezgah.dev', DEMO_PASSWORD)).access_token;
    const created = await client.request('POST', '/products', {
      token: owner,
      body: { sku: product.sku, barcode: product.barcode, title: 'Spor Ayakkabı', price: 900, stock: STOCK },
    });
    expect(created.status).toBe(201);
    productId = created.body.id;
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
  }, 60_000);

  const get = (path: string) => client.request('GET', path, { token: owner });
  function sandbox(path: string, method: 'GET' | 'POST' = 'GET', body?: unknown) {
    return control(`${system.sandboxUrl}${path}`, method, body);
  }
  const floCalls = async () => (await sandbox('/control/flo/calls')).body as Array<{ method: string; path: string; body: unknown }>;
  const stock = async () => (await get(`/products/${productId}`)).body.stock as number;
  async function customerOrder(quantity: number): Promise<{ number: string; id: string }> {
    const placed = await sandbox('/control/flo/orders', 'POST', {
      seller: account.username,
      lines: [{ barcode: product.barcode, merchant_sku: product.sku, product_name: 'Spor Ayakkabı', quantity, amount: 900 }],
    });
    const number = (placed.body as { order: { order_number: string } }).order.order_number;
    const order = await until(
      async () =>
        ((await get('/orders?marketplace=flo&per_page=100')).body.data as Array<{ id: string; marketplace_order_id: string }>).find(
          (o) => o.marketplace_order_id === number,
        ),
      Boolean,
    );
    expect(order).toBeDefined();
    return { number, id: order?.id ?? '' };
  }

  it('refuses a password FLO refuses, then connects and runs the first sync with no listing', async () => {
    const refused = await client.request('POST', '/marketplaces/flo/connect', { token: owner, body: { ...account, password: 'invalid' } });
    expectError(refused, 422, 'business.invalid');
    expect(refused.body.error.details.password[0].message).toBe('FLO kullanıcı adını veya şifreyi kabul etmedi.');
    const connected = await client.request('POST', '/marketplaces/flo/connect', { token: owner, body: account });
    expect(connected.status).toBe(200);
    const job = await until(
      async () => (await get(`/jobs/${connected.body.sync_job_id}`)).body.status,
      (status) => status === 'completed',
      60_000,
    );
    expect(job).toBe('completed');
    const flo = ((await get('/marketplaces')).body as Array<{ slug: string }>).find((m) => m.slug === 'flo');
    expect(flo).toMatchObject({
      connected: true,
      product_count: 0,
      credential_fields: [{ name: 'username' }, { name: 'password' }, { name: 'seller_id' }],
    });
  }, 90_000);

  it('sends no stock change to FLO: FLO documents no stock endpoint, and no FLO listing is mapped', async () => {
    expect((await client.request('PUT', `/products/${productId}/stock`, { token: owner, body: { stock: STOCK - 5 } })).status).toBe(200);
    // Longer than the push window and a poll of the stock flusher: a push would have gone out by now.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await get('/marketplaces/flo/products')).body).toMatchObject({ data: [], pagination: { total: 0 } });
    const paths = (await floCalls()).map((call) => call.path);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((path) => path === '/v1/orders')).toBe(true);
  }, 60_000);

  it('ingests a customer order with its stock reserved, and mirrors processing as Picking with FLO’s carrier label', async () => {
    const before = await stock();
    const order = await customerOrder(2);
    expect(await until(stock, (s) => s === before - 2)).toBe(before - 2);
    expect((await client.request('PATCH', `/orders/${order.id}/status`, { token: owner, body: { status: 'processing' } })).status).toBe(
      200,
    );
    const writes = await until(
      async () => (await floCalls()).filter((call) => call.method === 'POST'),
      (calls) => calls.some((call) => call.path === '/v1/shipment/update-package' && JSON.stringify(call.body).includes(order.number)),
      30_000,
    );
    expect(writes).toEqual(expect.arrayContaining([expect.objectContaining({ body: { status: 'Picking' } })]));
    const mirrored = await until(
      async () => (await get(`/orders/${order.id}`)).body,
      (o) => typeof o.tracking_number === 'string' && o.tracking_number.startsWith('FLO'),
      30_000,
    );
    expect(mirrored).toMatchObject({ status: 'processing', cargo_provider: 'Mng' });
  }, 90_000);

  it('gives the stock back when FLO cancels an order (package Cancelled)', async () => {
    const before = await stock();
    const order = await customerOrder(1);
    expect(await until(stock, (s) => s === before - 1)).toBe(before - 1);
    expect((await sandbox(`/control/flo/orders/${order.number}/cancel`, 'POST', { reason: 'Müşteri vazgeçti' })).status).toBeLessThan(300);
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
