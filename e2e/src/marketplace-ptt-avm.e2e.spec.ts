// PttAVM end to end on its own protocol (issue 36; decisions §14, §17), in both runtime shapes,
// through the gateway and the PttAVM connector to the sandbox's PttAVM simulator: connect (and a
// refused token), the first sync, a stock change reaching PttAVM, a customer order ingested with
// its stock reserved, its status mirrored as PttAVM's barcode, a cancellation given back.
import { api, type Api, DEMO_PASSWORD, startSystem, type System, uniqueGtin13 } from '@tezgah/testing';
import { control, expectError, FAST_MARKETPLACES, uniqueValue, until } from './support';

const STOCK = 20;
const ENV = { ...FAST_MARKETPLACES, TEZGAH_ORDER_POLL_INTERVAL_MS: '1000' };

describe.each(['single', 'distributed'] as const)('PttAVM on its own protocol (%s shape)', (shape) => {
  let system: System;
  let client: Api;
  let owner: string;
  let productId: string;
  const account = {
    api_key: uniqueValue('pttkey'),
    access_token: uniqueValue('tok'),
    shipping_username: 'depo',
    shipping_password: 'sifre',
  };
  const product = { sku: uniqueValue('PTT'), barcode: uniqueGtin13('869') };

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
    const listed = await sandbox('/control/ptt-avm/listings', 'POST', {
      seller: account.api_key,
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
  const pttQuantity = async () =>
    (
      (await sandbox(`/control/ptt-avm/listings?seller=${account.api_key}`)).body as { listings: Array<{ sku: string; quantity: number }> }
    ).listings.find((listing) => listing.sku === product.sku)?.quantity;
  const stock = async () => (await get(`/products/${productId}`)).body.stock as number;
  async function customerOrder(quantity: number): Promise<{ number: string; id: string }> {
    const placed = await sandbox('/control/ptt-avm/orders', 'POST', {
      seller: account.api_key,
      lines: [{ barcode: product.barcode, merchant_sku: product.sku, product_name: 'Çaydanlık', quantity, amount: 150 }],
    });
    const number = (placed.body as { order: { order_number: string } }).order.order_number;
    const order = await until(
      async () =>
        ((await get('/orders?marketplace=ptt-avm&per_page=100')).body.data as Array<{ id: string; marketplace_order_id: string }>).find(
          (o) => o.marketplace_order_id === number,
        ),
      Boolean,
    );
    expect(order).toBeDefined();
    return { number, id: order?.id ?? '' };
  }

  it('refuses a token PttAVM refuses, then connects and runs the first sync', async () => {
    const refused = await client.request('POST', '/marketplaces/ptt-avm/connect', {
      token: owner,
      body: { ...account, access_token: 'invalid' },
    });
    expectError(refused, 422, 'business.invalid');
    const connected = await client.request('POST', '/marketplaces/ptt-avm/connect', { token: owner, body: account });
    expect(connected.status).toBe(200);
    const job = await until(
      async () => (await get(`/jobs/${connected.body.sync_job_id}`)).body.status,
      (status) => status === 'completed',
      60_000,
    );
    expect(job).toBe('completed');
  }, 90_000);

  it('pushes a stock change to PttAVM through stock-prices', async () => {
    expect((await client.request('PUT', `/products/${productId}/stock`, { token: owner, body: { stock: STOCK - 5 } })).status).toBe(200);
    expect(await until(pttQuantity, (q) => q === STOCK - 5, 30_000)).toBe(STOCK - 5);
    const calls = (await sandbox('/control/ptt-avm/calls')).body as Array<{ path: string }>;
    expect(calls.map((call) => call.path)).toEqual(expect.arrayContaining(['/api/v1/products/stock-prices']));
  }, 60_000);

  it('ingests a customer order with its stock reserved, and mirrors processing by booking PttAVM’s barcode', async () => {
    const before = await stock();
    const order = await customerOrder(2);
    expect(await until(stock, (s) => s === before - 2)).toBe(before - 2);
    expect((await client.request('PATCH', `/orders/${order.id}/status`, { token: owner, body: { status: 'processing' } })).status).toBe(
      200,
    );
    const booked = await until(
      async () =>
        ((await sandbox('/control/ptt-avm/calls')).body as Array<{ path: string; body: unknown }>).filter((c) =>
          c.path.endsWith('/create-barcode'),
        ),
      (calls) => calls.some((call) => JSON.stringify(call.body).includes(order.number)),
      30_000,
    );
    expect(booked.length).toBeGreaterThan(0);
    const mirrored = await until(
      async () => (await get(`/orders/${order.id}`)).body,
      (o) => typeof o.tracking_number === 'string' && o.tracking_number.startsWith('27102'),
      30_000,
    );
    expect(mirrored).toMatchObject({ status: 'processing', cargo_provider: 'PTT Kargo' });
  }, 90_000);

  it('gives the stock back when PttAVM cancels an order (siparisDurumu iptal)', async () => {
    const before = await stock();
    const order = await customerOrder(1);
    expect(await until(stock, (s) => s === before - 1)).toBe(before - 1);
    expect((await sandbox(`/control/ptt-avm/orders/${order.number}/cancel`, 'POST', { reason: 'Müşteri vazgeçti' })).status).toBeLessThan(
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
