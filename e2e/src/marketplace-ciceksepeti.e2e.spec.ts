// Çiçeksepeti end to end (issue 36; decisions §14, §17), in both runtime shapes, through the
// gateway and connector-ciceksepeti to the sandbox's Çiçeksepeti simulator: connect (and a refused
// API key), the first sync, a stock change as a price-and-stock batch read back, a customer order
// ingested with its stock taken, its status mirrored, and a cancellation giving the stock back.
import { api, type Api, startSystem, type System, uniqueGtin13 } from '@tezgah/testing';
import { control, demoTokens, expectError, expectInvalidField, FAST_MARKETPLACES, uniqueValue, until } from './support';

const STOCK = 10;
// GetOrders takes one call per 5 s: a poll every second would spend every turn (production polls once a minute).
const ENV = { ...FAST_MARKETPLACES, TEZGAH_ORDER_POLL_INTERVAL_MS: '10000' };

interface SandboxCall {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  status: number | null;
}

describe.each(['single', 'distributed'] as const)('Çiçeksepeti (%s shape)', (shape) => {
  let system: System;
  let client: Api;
  const tokens = { owner: '', admin: '', staff: '', viewer: '' };
  // The sandbox names the account by its API key; the seller id travels in the User-Agent.
  const credentials = { api_key: uniqueValue('cskey'), seller_id: String(100_000 + Math.floor(Math.random() * 800_000)) };
  const product = { sku: uniqueValue('GUL'), barcode: uniqueGtin13('869') };
  let productId: string;

  beforeAll(async () => {
    system = await startSystem({ shape, env: ENV, readyTimeoutMs: 120_000 });
    client = api(system.baseUrl);
    Object.assign(tokens, await demoTokens(client));
    const created = await client.request('POST', '/products', {
      token: tokens.owner,
      body: { sku: product.sku, barcode: product.barcode, title: 'Kırmızı gül buketi', price: 450, stock: STOCK },
    });
    expect(created.status).toBe(201);
    productId = created.body.id;
    const listed = await sandbox('/listings', 'POST', {
      seller: credentials.api_key,
      listings: [{ sku: product.sku, barcode: product.barcode, title: 'Kırmızı gül buketi', quantity: STOCK, price: 450 }],
    });
    expect(listed.status).toBeLessThan(300);
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
  }, 60_000);

  const sandbox = (path: string, method: 'GET' | 'POST' = 'GET', body?: unknown) =>
    control(`${system.sandboxUrl}/control/ciceksepeti${path}`, method, body);
  const get = (path: string) => client.request('GET', path, { token: tokens.owner });
  const calls = async (path: string) => ((await sandbox('/calls')).body as SandboxCall[]).filter((c) => c.path.endsWith(`/api/v1${path}`));
  const stock = async () => (await get(`/products/${productId}`)).body.stock as number;
  const sandboxQuantity = async () =>
    ((await sandbox(`/listings?seller=${credentials.api_key}`)).body.listings as Array<{ sku: string; quantity: number }>).find(
      (listing) => listing.sku === product.sku,
    )?.quantity;
  /** A customer buys on Çiçeksepeti; answers Tezgah's order once a poll has ingested it. */
  async function customerOrder(quantity: number): Promise<{ id: string; number: string }> {
    const placed = await sandbox('/orders', 'POST', {
      seller: credentials.api_key,
      lines: [{ merchant_sku: product.sku, product_name: 'Kırmızı gül buketi', quantity, amount: 450 * quantity }],
    });
    expect(placed.status).toBeLessThan(300);
    const number = String(placed.body.order.order_number);
    const order = await until(
      async () =>
        ((await get('/orders?marketplace=ciceksepeti&per_page=100')).body.data as Array<{ id: string; marketplace_order_id: string }>).find(
          (o) => o.marketplace_order_id === number,
        ),
      Boolean,
      20_000,
    );
    expect(order).toBeDefined();
    return { id: order?.id ?? '', number };
  }

  it("connects with Çiçeksepeti's own fields, a refused API key answered 422 on api_key, and syncs the listing", async () => {
    const connect = (body: unknown) => client.request('POST', '/marketplaces/ciceksepeti/connect', { token: tokens.owner, body });
    expectInvalidField(await connect({ api_key: credentials.api_key }), 'seller_id');
    expectInvalidField(await connect({ ...credentials, api_secret: 'x' }), 'api_secret');
    const refused = await connect({ ...credentials, api_key: 'invalid' });
    expectError(refused, 422, 'business.invalid');
    expect(refused.body.error.details.api_key[0]).toEqual({
      code: 'marketplace_credentials_refused',
      message: 'Çiçeksepeti API anahtarını kabul etmedi.',
    });

    const connected = await connect(credentials);
    expect(connected.status).toBe(200);
    const job = await until(
      async () => (await get(`/jobs/${connected.body.sync_job_id}`)).body,
      (j) => j.status === 'completed' || j.status === 'failed',
      60_000,
    );
    expect(job).toMatchObject({ type: 'marketplace_sync', status: 'completed' });
    const marketplace = ((await get('/marketplaces')).body as Array<Record<string, unknown>>).find((m) => m.slug === 'ciceksepeti');
    expect(marketplace).toMatchObject({
      status: 'connected',
      protocol: 'native',
      credential_fields: [
        { name: 'api_key', required: true },
        { name: 'seller_id', required: true },
      ],
    });
    const listings = await get('/marketplaces/ciceksepeti/products');
    expect(listings.body.data).toEqual([expect.objectContaining({ sku: product.sku, quantity: STOCK })]);
    expect(
      (
        await until(
          async () => (await get(`/products/${productId}`)).body,
          (p) => p.marketplaces.includes('ciceksepeti'),
        )
      ).marketplaces,
    ).toEqual(['ciceksepeti']);
  }, 90_000);

  it('pushes a stock change as a price-and-stock batch, read back through batch-status', async () => {
    expect((await client.request('PUT', `/products/${productId}/stock`, { token: tokens.owner, body: { stock: 7 } })).status).toBe(200);
    expect(await until(sandboxQuantity, (q) => q === 7, 20_000)).toBe(7);
    const pushed = await calls('/Products/price-and-stock');
    expect(pushed.map((c) => [c.method, c.status, c.body])).toContainEqual([
      'PUT',
      200,
      { items: [{ stockCode: product.sku, stockQuantity: 7 }] },
    ]);
    const readBack = await until(
      async () => ((await sandbox('/calls')).body as SandboxCall[]).filter((c) => c.path.includes('/api/v1/Products/batch-status/')),
      (found) => found.some((c) => c.status === 200),
    );
    expect(readBack.map((c) => c.status)).toContain(200);
  }, 60_000);

  it('ingests a customer order with its stock taken and mirrors processing and shipping to Çiçeksepeti', async () => {
    const before = await stock();
    const order = await customerOrder(2);
    expect(await until(stock, (s) => s === before - 2)).toBe(before - 2);
    expect((await get(`/orders/${order.id}`)).body).toMatchObject({
      marketplace: 'ciceksepeti',
      status: 'created',
      items: [{ sku: product.sku, quantity: 2 }],
    });

    const patch = (body: unknown) => client.request('PATCH', `/orders/${order.id}/status`, { token: tokens.staff, body });
    expect((await patch({ status: 'processing' })).status).toBe(200);
    expect((await patch({ status: 'shipped', tracking_number: 'YK123456', cargo_provider: 'yurtici' })).status).toBe(200);
    const moves = await until(
      async () => (await calls('/Order/statusupdatewithsupplierintegration')).filter((c) => c.status === 200),
      (all) => all.length >= 2,
      30_000,
    );
    expect(moves.map((c) => c.body)).toEqual([
      { orderItems: [{ orderItemId: expect.any(Number), orderItemStatusId: 11 }] },
      { orderItems: [{ orderItemId: expect.any(Number), orderItemStatusId: 5, cargoBusinessId: 2, shipmentNumber: 'YK123456' }] },
    ]);
  }, 90_000);

  it("turns Çiçeksepeti's cancellation into a cancelled order with its stock given back", async () => {
    const before = await stock();
    const order = await customerOrder(1);
    expect(await until(stock, (s) => s === before - 1)).toBe(before - 1);
    expect((await sandbox(`/orders/${order.number}/cancel`, 'POST', { reason: 'Müşteri vazgeçti' })).status).toBeLessThan(300);
    expect(
      (
        await until(
          async () => (await get(`/orders/${order.id}`)).body,
          (o) => o.status === 'cancelled',
          20_000,
        )
      ).status,
    ).toBe('cancelled');
    expect(await until(stock, (s) => s === before)).toBe(before);
  }, 90_000);
});
