import { type ConnectionHandle, MarketplaceHttpPool } from '@tezgah/connector-kit';
import type { MarketplaceConfig } from '@tezgah/contracts';
import { pazaramaSimulator, TEST_SETTINGS, useSandboxUnderTest } from '@tezgah/simulators';
import { PazaramaConnector } from './pazarama.connector';

const SANDBOX: MarketplaceConfig = { environment: 'sandbox', cargo_provider: null };
const CLIENT = 'pzr-client';
const CREDENTIALS = { client_id: CLIENT, client_secret: 'pzr-secret' };

describe('the Pazarama connector against the Pazarama simulator', () => {
  const sandbox = useSandboxUnderTest(() => [pazaramaSimulator(TEST_SETTINGS)].flat());
  const pool = new MarketplaceHttpPool({ retries: 0, timeoutMs: 20_000, breaker: { volumeThreshold: 1000 } });
  afterAll(() => pool.close());
  let connector: PazaramaConnector;
  beforeEach(() => {
    connector = new PazaramaConnector();
  });

  const connection = (credentials: Record<string, string> = CREDENTIALS): ConnectionHandle => ({
    tenantId: 't1',
    slug: 'pazarama',
    credentials,
    config: SANDBOX,
    baseUrl: connector.baseUrl('pazarama', SANDBOX, sandbox.base),
    http: pool.clientFor({ marketplace: 'pazarama', seller: `${credentials.client_id}-${Math.random()}`, limits: connector.limits().rate }),
  });
  const control = (path: string, payload: object) =>
    sandbox.server.inject({ method: 'POST', url: `/control/pazarama${path}`, payload }).then((r) => r.json());
  const paths = () =>
    sandbox.server.inject({ url: '/control/pazarama/calls' }).then((r) => r.json<Array<{ path: string }>>().map((call) => call.path));
  const order = () =>
    control('/orders', {
      seller: CLIENT,
      lines: [{ merchant_sku: 'CAY-1', barcode: '8690001', product_name: 'Çaydanlık', quantity: 2, amount: 150 }],
    }).then((r: { order: { order_number: string } }) => r.order.order_number);

  it('verifies the pair with a token and one product read, and keeps the token for the next calls', async () => {
    const handle = connection();
    expect(await connector.verify(handle)).toEqual({ seller_id: expect.stringMatching(/^pazarama-[0-9a-f]{16}$/), store_name: null });
    await connector.listListings(handle, undefined);
    expect(await paths()).toEqual(['/connect/token', '/product/products', '/product/products']);
  });

  it('turns a refused pair into business.invalid naming Pazarama', async () => {
    await expect(connector.verify(connection({ ...CREDENTIALS, client_secret: 'invalid' }))).rejects.toMatchObject({
      code: 'business.invalid',
      details: { client_id: [{ code: 'marketplace_credentials_refused', message: expect.stringContaining('Pazarama') }] },
    });
  });

  it('asks a new token once when Pazarama answers 401 to the cached one', async () => {
    const handle = connection();
    await connector.verify(handle);
    await sandbox.server.inject({ method: 'DELETE', url: '/control/pazarama/tokens' });
    await connector.listListings(handle, undefined);
    expect(await paths()).toEqual(['/connect/token', '/product/products', '/product/products', '/connect/token', '/product/products']);
  });

  it('pages products 100 at a time, SKU from the stock code', async () => {
    const listings = Array.from({ length: 130 }, (_, i) => ({ sku: `SKU-${i}`, barcode: `8690${i}`, quantity: 2, price: 30 }));
    await control('/listings', { seller: CLIENT, listings });
    const first = await connector.listListings(connection(), undefined);
    expect(first).toMatchObject({ next: '2' });
    expect(first.listings[0]).toMatchObject({
      sku: 'SKU-0',
      barcode: '86900',
      listing_id: '86900',
      quantity: 2,
      price: 30,
      status: 'active',
    });
    const second = await connector.listListings(connection(), '2');
    expect(second.listings).toHaveLength(30);
    expect(second.next).toBeUndefined();
  });

  it('pushes stock through updateStock-v2 and reads the batch back, refusing codes Pazarama could not complete', async () => {
    await control('/listings', { seller: CLIENT, listings: [{ sku: 'A', barcode: '111', quantity: 1, price: 10 }] });
    const outcome = await connector.pushStock(connection(), [
      { sku: 'A', barcode: '111', listing_id: '111', quantity: 7, price: 10 },
      { sku: 'GONE', barcode: '999', listing_id: '999', quantity: 3, price: 10 },
    ]);
    expect(outcome).toEqual({ accepted: ['A'], rejected: [{ sku: 'GONE', reason: 'Ürün bulunamadı' }] });
    const held = await sandbox.server.inject({ url: `/control/pazarama/listings?seller=${CLIENT}` }).then((r) => r.json());
    expect(held.listings).toEqual([expect.objectContaining({ sku: 'A', quantity: 7 })]);
  });

  it('pulls orders with their SKUs and Pazarama’s status, cancellations included, and mirrors processing as 12', async () => {
    await control('/listings', { seller: CLIENT, listings: [{ sku: 'CAY-1', barcode: '8690001', quantity: 5, price: 150 }] });
    const kept = await order();
    const cancelled = await order();
    await control(`/orders/${cancelled}/cancel`, { reason: 'Vazgeçtim' });

    const handle = connection();
    const page = await connector.pullOrders(handle, connector.lookBackCursor('pazarama', Date.now()));
    const rest = page.more ? await connector.pullOrders(handle, page.cursor) : page;
    const orders = [...page.orders, ...(page === rest ? [] : rest.orders)];
    expect(orders.find((o) => o.marketplace_order_id === kept)).toMatchObject({
      status: 'created',
      marketplace_status: '3',
      items: [{ sku: 'CAY-1', quantity: 2, price: 150 }],
      total: 300,
    });
    expect(orders.find((o) => o.marketplace_order_id === cancelled)).toMatchObject({ status: 'cancelled', marketplace_status: '6' });
    expect(rest.more).toBe(false);

    const change = { marketplace_order_id: kept, tracking_number: null, cargo_provider: null };
    expect(await connector.pushOrderStatus(handle, { ...change, status: 'processing' })).toBe('done');
    expect(await connector.pushOrderStatus(handle, { ...change, status: 'processing' })).toBe('skipped');
    const again = await connector.pullOrders(handle, rest.cursor);
    expect(again.orders.find((o) => o.marketplace_order_id === kept)).toMatchObject({ status: 'processing', marketplace_status: '12' });
  });
});
