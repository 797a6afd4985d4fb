// Koçtaş on Mirakl end to end (issue 36; docs/simulators/mirakl.md), in both runtime shapes, through
// the gateway and the Mirakl connector to the sandbox's Koçtaş simulator, driven by its control API:
// connect (and a refused shop key), first sync, a stock change reaching Mirakl (OF24), a customer
// order ingested with its stock, its status mirrored (OR21), a cancellation on Mirakl given back.
// OR11 is once a minute, for the connector's own budget as for the simulator: the first sync reads
// orders, so the spec lines up its changes for the one poll a minute later instead of waiting twice.
import { api, startSystem, type Api, type System, uniqueGtin13 } from '@tezgah/testing';
import { control, demoTokens, expectError, FAST_MARKETPLACES, uniqueValue, until } from './support';

const SLUG = 'koctas';
/** The next OR11 comes a minute after the first sync's: the poll, its ingestion and the stock moves. */
const NEXT_POLL_MS = 100_000;

interface Call {
  method: string;
  path: string;
  status: number;
  body?: unknown;
}

describe.each(['single', 'distributed'] as const)('Koçtaş on Mirakl (%s shape)', (shape) => {
  let system: System;
  let client: Api;
  let owner: string;
  const shopKey = uniqueValue('shopkey');
  const sku = uniqueValue('KT');
  const barcode = uniqueGtin13();
  let productId = '';
  /** Open on Koçtaş before the seller connects; cancelled there once they have. */
  let openAtConnect = '';

  beforeAll(async () => {
    system = await startSystem({ shape, env: FAST_MARKETPLACES, readyTimeoutMs: 120_000 });
    client = api(system.baseUrl);
    owner = (await demoTokens(client)).owner;
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
  }, 60_000);

  const get = (path: string) => client.request('GET', path, { token: owner });
  const sandbox = (path: string, method: 'GET' | 'POST' = 'GET', body?: unknown) =>
    control(`${system.sandboxUrl}/control/${SLUG}${path}`, method, body);
  const connection = async () =>
    ((await get('/marketplaces')).body as Array<{ slug: string; connected: boolean }>).find((c) => c.slug === SLUG);
  const stock = async () => (await get(`/products/${productId}`)).body.stock as number;
  const offerQuantity = async () =>
    ((await sandbox(`/listings?seller=${shopKey}`)).body.listings as Array<{ sku: string; quantity: number }>).find((l) => l.sku === sku)
      ?.quantity;
  const callsTo = async (method: string, fragment: string) =>
    ((await sandbox('/calls')).body as Call[]).filter((c) => c.method === method && c.path.includes(fragment));
  const customerOrder = async (quantity: number) => {
    const placed = await sandbox('/orders', 'POST', {
      seller: shopKey,
      lines: [{ barcode, merchant_sku: sku, product_name: 'Akülü Vidalama', quantity, amount: quantity * 100 }],
    });
    expect(placed.status).toBeLessThan(300);
    return placed.body.order.order_number as string;
  };
  const orderOf = async (number: string) =>
    (
      (await get(`/orders?marketplace=${SLUG}&per_page=100`)).body.data as Array<{
        id: string;
        marketplace_order_id: string;
        status: string;
      }>
    ).find((order) => order.marketplace_order_id === number);

  it('refuses a shop key Mirakl does not know, naming api_key, in Turkish', async () => {
    const refused = await client.request('POST', `/marketplaces/${SLUG}/connect`, { token: owner, body: { api_key: 'invalid' } });
    expectError(refused, 422, 'business.invalid');
    expect(Object.keys(refused.body.error.details)).toEqual(['api_key']);
    expect(await connection()).toMatchObject({ connected: false });
  });

  it('connects with the shop key, and its first sync matches the offer and imports the open order with its stock', async () => {
    const created = await client.request('POST', '/products', {
      token: owner,
      body: { sku, barcode, title: 'Akülü Vidalama', price: 100, stock: 20 },
    });
    expect(created.status).toBe(201);
    productId = created.body.id;
    const listing = { sku, barcode, listing_id: `P-${sku}`, title: 'Akülü Vidalama', quantity: 20, price: 100 };
    expect((await sandbox('/listings', 'POST', { seller: shopKey, listings: [listing] })).status).toBeLessThan(300);
    openAtConnect = await customerOrder(2);

    const connected = await client.request('POST', `/marketplaces/${SLUG}/connect`, { token: owner, body: { api_key: shopKey } });
    expect(connected.status).toBe(200);
    const job = await until(
      async () => (await get(`/jobs/${connected.body.sync_job_id}`)).body,
      (body) => body.status === 'completed',
      60_000,
    );
    expect(job.status).toBe('completed');
    expect(await connection()).toMatchObject({ connected: true, product_count: 1, active_listing_count: 1 });
    expect((await get(`/products/${productId}`)).body.marketplaces).toEqual([SLUG]);
    expect(
      await until(
        () => orderOf(openAtConnect),
        (order) => order?.status === 'created',
      ),
    ).toMatchObject({ status: 'created' });
    expect(await until(stock, (value) => value === 18)).toBe(18);
  }, 90_000);

  it('pushes a stock change to Koçtaş as a whole offer (OF24) and reads the import back (OF02)', async () => {
    expect((await client.request('PUT', `/products/${productId}/stock`, { token: owner, body: { stock: 30 } })).status).toBe(200);
    expect(await until(offerQuantity, (quantity) => quantity === 30)).toBe(30);
    const [sent] = await callsTo('POST', '/api/offers');
    expect(sent.body).toEqual({
      offers: [expect.objectContaining({ shop_sku: sku, product_id: `P-${sku}`, product_id_type: 'SKU', price: 100, quantity: 30 })],
    });
    expect(
      (
        await until(
          () => callsTo('GET', '/api/offers/imports/'),
          (calls) => calls.length > 0,
        )
      )[0].status,
    ).toBe(200);
  }, 30_000);

  it(
    "ingests a customer order with its stock, mirrors the seller's processing as OR21, and gives back a cancellation on Koçtaş",
    async () => {
      const placed = await customerOrder(3);
      expect((await sandbox(`/orders/${openAtConnect}/cancel`, 'POST', { reason: 'Müşteri vazgeçti' })).status).toBe(200);

      // Both reach Tezgah with the next OR11, a minute after the first sync's.
      const order = await until(
        () => orderOf(placed),
        (found) => found?.status === 'created',
        NEXT_POLL_MS,
      );
      expect(
        (
          await until(
            () => orderOf(openAtConnect),
            (found) => found?.status === 'cancelled',
            10_000,
          )
        )?.status,
      ).toBe('cancelled');
      // 30 set by the seller, less the new order's 3, and the cancelled order's 2 given back.
      expect(await until(stock, (value) => value === 29)).toBe(29);

      const id = order?.id ?? '';
      const processing = await client.request('PATCH', `/orders/${id}/status`, { token: owner, body: { status: 'processing' } });
      expect({ status: processing.status, order: processing.body.status }).toEqual({ status: 200, order: 'processing' });
      const accepted = await until(
        () => callsTo('PUT', `/api/orders/${placed}/accept`),
        (calls) => calls.length > 0,
      );
      expect(accepted.map((call) => call.status)).toEqual([204]);
    },
    NEXT_POLL_MS + 30_000,
  );
});
