// Modanisa end to end on its own protocol (issue 37; decisions §14, §17), in both runtime shapes,
// through the gateway and the Modanisa connector to the sandbox's Modanisa simulator: connect (and
// a refused key pair), the first sync, a stock change reaching Modanisa, a customer order ingested
// with its stock reserved, its status (Modanisa takes none: nothing written there), cancellations
// given back (Modanisa's, and lines reported unsupplied through missingProduct).
import { api, type Api, DEMO_PASSWORD, startSystem, type System, uniqueGtin13 } from '@tezgah/testing';
import { control, expectError, FAST_MARKETPLACES, uniqueValue, until } from './support';

const STOCK = 20;
/** Modanisa's `Y-m-d H:i:s` in Turkey's time (UTC+3). */
const turkeyTime = (epochMs: number) => new Date(epochMs + 3 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
const ENV = { ...FAST_MARKETPLACES, TEZGAH_ORDER_POLL_INTERVAL_MS: '1000' };

describe.each(['single', 'distributed'] as const)('Modanisa on its own protocol (%s shape)', (shape) => {
  let system: System;
  let client: Api;
  let owner: string;
  let productId: string;
  const account = { api_key: uniqueValue('mdnkey'), api_secret: uniqueValue('mdnsecret') };
  const product = { sku: uniqueValue('MDN'), barcode: uniqueGtin13('869') };

  beforeAll(async () => {
    system = await startSystem({ shape, env: ENV, readyTimeoutMs: 120_000 });
    client = api(system.baseUrl);
    owner = (await client.tokens('owner@demo.tezgah.dev', DEMO_PASSWORD)).access_token;
    const created = await client.request('POST', '/products', {
      token: owner,
      body: { sku: product.sku, barcode: product.barcode, title: 'Uzun Tunik', price: 450, stock: STOCK },
    });
    expect(created.status).toBe(201);
    productId = created.body.id;
    const listed = await sandbox('/control/modanisa/listings', 'POST', {
      seller: account.api_key,
      listings: [{ sku: product.sku, barcode: product.barcode, title: 'Uzun Tunik', quantity: 3, price: 450 }],
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
  const calls = async () => (await sandbox('/control/modanisa/calls')).body as Array<{ method: string; path: string; body: unknown }>;
  const modanisaQuantity = async () =>
    (
      (await sandbox(`/control/modanisa/listings?seller=${account.api_key}`)).body as { listings: Array<{ sku: string; quantity: number }> }
    ).listings.find((listing) => listing.sku === product.sku)?.quantity;
  const stock = async () => (await get(`/products/${productId}`)).body.stock as number;
  const orderOf = async (id: string) => (await get(`/orders/${id}`)).body as { status: string };
  async function customerOrder(quantity: number): Promise<{ number: string; id: string }> {
    const placed = await sandbox('/control/modanisa/orders', 'POST', {
      seller: account.api_key,
      lines: [{ barcode: product.barcode, merchant_sku: product.sku, product_name: 'Uzun Tunik', quantity, amount: 450 }],
    });
    const number = (placed.body as { order: { order_number: string } }).order.order_number;
    const order = await until(
      async () =>
        ((await get('/orders?marketplace=modanisa&per_page=100')).body.data as Array<{ id: string; marketplace_order_id: string }>).find(
          (o) => o.marketplace_order_id === number,
        ),
      Boolean,
    );
    expect(order).toBeDefined();
    return { number, id: order?.id ?? '' };
  }

  it('refuses a key pair Modanisa refuses, then connects and runs the first sync', async () => {
    const refused = await client.request('POST', '/marketplaces/modanisa/connect', {
      token: owner,
      body: { ...account, api_secret: 'invalid' },
    });
    expectError(refused, 422, 'business.invalid');
    const connected = await client.request('POST', '/marketplaces/modanisa/connect', { token: owner, body: account });
    expect(connected.status).toBe(200);
    const job = await until(
      async () => (await get(`/jobs/${connected.body.sync_job_id}`)).body.status,
      (status) => status === 'completed',
      60_000,
    );
    expect(job).toBe('completed');
  }, 90_000);

  it('pushes a stock change to Modanisa through updateProductStock, read back by getBatchRequest', async () => {
    expect((await client.request('PUT', `/products/${productId}/stock`, { token: owner, body: { stock: STOCK - 5 } })).status).toBe(200);
    expect(await until(modanisaQuantity, (q) => q === STOCK - 5, 30_000)).toBe(STOCK - 5);
    const paths = (await calls()).map((call) => call.path);
    expect(paths).toEqual(expect.arrayContaining(['/api/marketplace/updateProductStock', '/api/marketplace/getBatchRequest']));
  }, 60_000);

  it('ingests a customer order with its stock reserved; processing stays ours, as Modanisa takes no order status', async () => {
    const before = await stock();
    const order = await customerOrder(2);
    expect(await until(stock, (s) => s === before - 2)).toBe(before - 2);
    const writesBefore = (await calls()).filter((call) => call.method !== 'GET').length;
    expect((await client.request('PATCH', `/orders/${order.id}/status`, { token: owner, body: { status: 'processing' } })).status).toBe(
      200,
    );
    expect(await orderOf(order.id)).toMatchObject({ status: 'processing' });
    // Polls go on (GET orderListV2); nothing is written to Modanisa for the seller's status.
    await until(
      async () => (await calls()).filter((call) => call.path === '/api/marketplace/orderListV2').length,
      (n) => n > 0,
    );
    expect((await calls()).filter((call) => call.method !== 'GET')).toHaveLength(writesBefore);
  }, 90_000);

  it('gives the stock back when Modanisa cancels an order, and when its lines are reported unsupplied', async () => {
    const before = await stock();
    const cancelled = await customerOrder(1);
    expect(await until(stock, (s) => s === before - 1)).toBe(before - 1);
    expect(
      (await sandbox(`/control/modanisa/orders/${cancelled.number}/cancel`, 'POST', { reason: 'Müşteri vazgeçti' })).status,
    ).toBeLessThan(300);
    expect(
      (
        await until(
          () => orderOf(cancelled.id),
          (o) => o.status === 'cancelled',
        )
      ).status,
    ).toBe('cancelled');
    expect(await until(stock, (s) => s === before)).toBe(before);

    const unsupplied = await customerOrder(1);
    expect(await until(stock, (s) => s === before - 1)).toBe(before - 1);
    const basic = `Basic ${Buffer.from(`${account.api_key}:${account.api_secret}`).toString('base64')}`;
    // The seller's warehouse reports the order's lines unsupplied, by the ids orderListV2 gives them.
    const now = Date.now();
    const window = new URLSearchParams({
      orderId: unsupplied.number,
      startDateTime: turkeyTime(now - 3_600_000),
      endDateTime: turkeyTime(now),
      page: '1',
      size: '1',
    });
    const listed = await fetch(`${system.sandboxUrl}/modanisa/api/marketplace/orderListV2?${window}`, {
      headers: { authorization: basic },
    });
    const lines = (
      (await listed.json()) as { data: { orders: { details: Array<{ products: Array<{ modanisaOrderProductId: string }> }> } } }
    ).data.orders.details[0]?.products;
    const lineIds = (lines ?? []).map((line) => line.modanisaOrderProductId);
    expect(lineIds).toHaveLength(1);
    const reported = await fetch(`${system.sandboxUrl}/modanisa/api/marketplace/missingProduct`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/json' },
      body: JSON.stringify({ orderProductIds: lineIds }),
    });
    expect(reported.status).toBe(200);
    expect(
      await until(
        () => orderOf(unsupplied.id),
        (o) => o.status === 'cancelled',
      ),
    ).toMatchObject({ status: 'cancelled' });
    expect(await until(stock, (s) => s === before)).toBe(before);
  }, 90_000);
});
