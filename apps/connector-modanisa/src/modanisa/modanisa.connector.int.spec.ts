import { type ConnectionHandle, MarketplaceHttpPool } from '@tezgah/connector-kit';
import type { MarketplaceConfig } from '@tezgah/contracts';
import { modanisaSimulator, TEST_SETTINGS, useSandboxUnderTest } from '@tezgah/simulators';
import { ModanisaConnector } from './modanisa.connector';

const SANDBOX: MarketplaceConfig = { environment: 'sandbox', cargo_provider: null };
const KEY = 'mdn-api-key';
const CREDENTIALS = { api_key: KEY, api_secret: 'mdn-secret' };

describe('the Modanisa connector against the Modanisa simulator', () => {
  const sandbox = useSandboxUnderTest(() => [modanisaSimulator(TEST_SETTINGS)].flat());
  const connector = new ModanisaConnector();
  const pool = new MarketplaceHttpPool({ retries: 0, timeoutMs: 10_000, breaker: { volumeThreshold: 1000 } });
  afterAll(() => pool.close());

  const connection = (credentials: Record<string, string> = CREDENTIALS): ConnectionHandle => ({
    tenantId: 't1',
    slug: 'modanisa',
    credentials,
    config: SANDBOX,
    baseUrl: connector.baseUrl('modanisa', SANDBOX, sandbox.base),
    http: pool.clientFor({ marketplace: 'modanisa', seller: credentials.api_key, limits: connector.limits().rate }),
  });
  const control = (path: string, payload: object) =>
    sandbox.server.inject({ method: 'POST', url: `/control/modanisa${path}`, payload }).then((r) => r.json());
  const calls = () =>
    sandbox.server
      .inject({ url: '/control/modanisa/calls' })
      .then((r) => r.json<Array<{ method: string; path: string; query: Record<string, string>; body: unknown }>>());
  const order = () =>
    control('/orders', {
      seller: KEY,
      lines: [{ merchant_sku: 'SAL-1', barcode: '8690000000001', product_name: 'Şal', quantity: 2, amount: 150 }],
    }).then((r: { order: { order_number: string } }) => r.order.order_number);

  it('verifies the key pair with one product, and turns a refused pair into business.invalid naming Modanisa', async () => {
    expect(await connector.verify(connection())).toEqual({ seller_id: expect.stringMatching(/^modanisa-[0-9a-f]{16}$/), store_name: null });
    expect((await calls()).map((call) => [call.path, call.query])).toEqual([
      ['/api/marketplace/products/filter', { page: '1', size: '1', product_type: 'all' }],
    ]);
    await expect(connector.verify(connection({ ...CREDENTIALS, api_secret: 'invalid' }))).rejects.toMatchObject({
      code: 'business.invalid',
      details: { api_key: [{ code: 'marketplace_credentials_refused', message: expect.stringContaining('Modanisa') }] },
    });
  });

  it('pages every product of the seller 100 at a time, one listing per variant', async () => {
    const listings = Array.from({ length: 130 }, (_, i) => ({ sku: `SKU-${i}`, barcode: `8690${i}`, quantity: 2, price: 30 }));
    await control('/listings', { seller: KEY, listings });
    const first = await connector.listListings(connection(), undefined);
    expect(first).toMatchObject({ next: '2' });
    expect(first.listings).toHaveLength(100);
    expect(first.listings[0]).toMatchObject({
      sku: 'SKU-0',
      barcode: '86900',
      listing_id: 'L-SKU-0',
      quantity: 2,
      price: 30,
      status: 'active',
    });
    const second = await connector.listListings(connection(), first.next);
    expect(second.next).toBeUndefined();
    expect(second.listings).toHaveLength(30);
  });

  it('pushes stock as one updateProductStock batch read back by getBatchRequest, an unknown barcode refused', async () => {
    await control('/listings', { seller: KEY, listings: [{ sku: 'SAL-1', barcode: '8690000000001', quantity: 1, price: 150 }] });
    const outcome = await connector.pushStock(connection(), [
      { sku: 'SAL-1', barcode: '8690000000001', listing_id: 'L-SAL-1', quantity: 9, price: 150 },
      { sku: 'YOK', barcode: '8690000009999', listing_id: 'L-YOK', quantity: 1, price: null },
      { sku: 'NOBAR', barcode: null, listing_id: 'L-NOBAR', quantity: 1, price: null },
    ]);
    expect(outcome.accepted).toEqual(['SAL-1']);
    expect(outcome.rejected).toEqual([
      { sku: 'YOK', reason: expect.stringContaining('8690000009999') },
      { sku: 'NOBAR', reason: expect.stringContaining('L-NOBAR') },
    ]);
    const sent = (await calls()).find((call) => call.path === '/api/marketplace/updateProductStock');
    expect(sent?.body).toEqual({
      Products: [
        { barcode: '8690000000001', quantity: 9 },
        { barcode: '8690000009999', quantity: 1 },
        { variant_id: 'L-NOBAR', quantity: 1 },
      ],
    });
    const state = await sandbox.server
      .inject({ url: `/control/modanisa/listings?seller=${KEY}` })
      .then((r) => r.json<{ listings: Array<{ quantity: number }> }>());
    expect(state.listings[0]?.quantity).toBe(9);
  });

  it('polls orders in 7-day windows of Turkey time, and reads a cancellation and an unsupplied order on the next poll', async () => {
    const first = await order();
    const second = await order();
    const page = await connector.pullOrders(connection(), connector.lookBackCursor('modanisa', Date.now()));
    expect(page).toMatchObject({ orders: [], more: true });
    const query = (await calls()).find((call) => call.path === '/api/marketplace/orderListV2')?.query;
    expect(query).toMatchObject({
      startDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      page: '1',
      size: '100',
      dateType: 'order',
    });
    let cursor: string | null = page.cursor;
    let latest = page;
    while (latest.more) {
      latest = await connector.pullOrders(connection(), cursor);
      cursor = latest.cursor;
    }
    expect(latest.orders.map((o) => [o.marketplace_order_id, o.status])).toEqual([
      [first, 'created'],
      [second, 'created'],
    ]);
    expect(latest.orders[0]).toMatchObject({ items: [{ sku: 'SAL-1', quantity: 2, price: 150 }], total: 300 });

    await control(`/orders/${first}/cancel`, { reason: 'Müşteri vazgeçti' });
    const lines = (latest.orders[1]?.items ?? []).map((item) => item.line_id);
    const auth = { authorization: `Basic ${Buffer.from(`${KEY}:x`).toString('base64')}` };
    await sandbox.server.inject({
      method: 'POST',
      url: '/modanisa/api/marketplace/missingProduct',
      headers: auth,
      payload: { orderProductIds: lines },
    });
    const again = await connector.pullOrders(connection(), cursor);
    expect(again.orders.map((o) => [o.marketplace_order_id, o.status, o.marketplace_status])).toEqual([
      [first, 'cancelled', 'Cancelled'],
      [second, 'cancelled', 'Missing'],
    ]);
  });
});
