import { type ConnectionHandle, MarketplaceHttpPool } from '@tezgah/connector-kit';
import { fieldMessage, type MarketplaceConfig } from '@tezgah/contracts';
import { ciceksepetiSimulator, TEST_SETTINGS, useSandboxUnderTest } from '@tezgah/simulators';
import { CiceksepetiConnector } from './ciceksepeti.connector';

const SANDBOX: MarketplaceConfig = { environment: 'sandbox', cargo_provider: null };
const KEY = 'cs-api-key';
const CREDENTIALS = { api_key: KEY, seller_id: '7788' };

describe('the Çiçeksepeti connector against the Çiçeksepeti simulator', () => {
  const sandbox = useSandboxUnderTest(() => [ciceksepetiSimulator(TEST_SETTINGS)].flat());
  const connector = new CiceksepetiConnector();
  // No retries and no breaker trips: each test sees the marketplace's own answers. The pool's own
  // wait for a turn (5 s), shorter than GetOrders' 5.25 s between turns, as the runtime has it.
  const pool = new MarketplaceHttpPool({ retries: 0, breaker: { volumeThreshold: 1000 } });
  afterAll(() => pool.close());

  const connection = (credentials: Record<string, string> = CREDENTIALS, config = SANDBOX): ConnectionHandle => ({
    tenantId: 't1',
    slug: 'ciceksepeti',
    credentials,
    config,
    baseUrl: connector.baseUrl('ciceksepeti', config, sandbox.base),
    http: pool.clientFor({ marketplace: 'ciceksepeti', seller: credentials.api_key, limits: connector.limits().rate }),
  });
  const control = (path: string, payload: object) =>
    sandbox.server.inject({ method: 'POST', url: `/control/ciceksepeti${path}`, payload }).then((r) => r.json());
  const calls = () =>
    sandbox.server.inject({ url: '/control/ciceksepeti/calls' }).then((r) => r.json<Array<{ path: string; body: unknown }>>());
  const order = () =>
    control('/orders', { seller: KEY, lines: [{ merchant_sku: 'GUL-1', product_name: 'Gül buketi', quantity: 2, amount: 450 }] }).then(
      (r: { order: { order_number: string } }) => r.order.order_number,
    );

  it('verifies the API key with a product page and names the account by the seller id', async () => {
    expect(await connector.verify(connection())).toEqual({ seller_id: '7788', store_name: null });
    const [call] = await calls();
    expect(call).toMatchObject({ path: '/api/v1/Products', query: { Page: '1', PageSize: '1' } });
  });

  it('turns a refused API key into business.invalid naming Çiçeksepeti', async () => {
    await expect(connector.verify(connection({ ...CREDENTIALS, api_key: 'invalid' }))).rejects.toMatchObject({
      code: 'business.invalid',
      details: {
        api_key: [
          { code: 'marketplace_credentials_refused', message: fieldMessage('marketplace_api_key_refused', { marketplace: 'Çiçeksepeti' }) },
        ],
      },
    });
  });

  it('pages products 60 at a time', async () => {
    const listings = Array.from({ length: 70 }, (_, i) => ({ sku: `SKU-${i}`, listing_id: `CS${i}`, quantity: 2, price: 30 }));
    await control('/listings', { seller: KEY, listings });
    const first = await connector.listListings(connection(), undefined);
    expect(first.listings).toHaveLength(60);
    expect(first.next).toBe('2');
    const second = await connector.listListings(connection(), first.next);
    expect(second.listings).toHaveLength(10);
    expect(second.next).toBeUndefined();
  });

  it('pushes stock as a price-and-stock batch and reads it back: unknown stock codes refused with the reason', async () => {
    await control('/listings', { seller: KEY, listings: [{ sku: 'GUL-1', quantity: 1, price: 450 }] });
    const update = (sku: string) => ({ sku, barcode: null, listing_id: sku, quantity: 9, price: null });
    const outcome = await connector.pushStock(connection(), [update('GUL-1'), update('YOK')]);
    expect(outcome).toEqual({ accepted: ['GUL-1'], rejected: [{ sku: 'YOK', reason: 'Stok koduna ait ürün bulunamadı.' }] });
    const sent = (await calls()).find((call) => call.path === '/api/v1/Products/price-and-stock');
    expect(sent?.body).toEqual({
      items: [
        { stockCode: 'GUL-1', stockQuantity: 9 },
        { stockCode: 'YOK', stockQuantity: 9 },
      ],
    });
    expect((await connector.listListings(connection(), undefined)).listings[0].quantity).toBe(9);
  });

  it('polls orders and their cancellations, and mirrors shipping with the carrier and tracking number', async () => {
    const shipped = await order();
    const cancelled = await order();
    await control(`/orders/${cancelled}/cancel`, { reason: 'vazgeçti' });
    const page = await connector.pullOrders(connection(), null);
    expect(page.orders.map((o) => [o.marketplace_order_id, o.status])).toEqual([
      [shipped, 'created'],
      [cancelled, 'cancelled'],
    ]);
    // Right after the poll's GetOrders: the mirror's lookup waits for the next turn, beyond the pool's 5 s.
    const change = { marketplace_order_id: shipped, status: 'shipped' as const, tracking_number: 'YK123', cargo_provider: 'yurtici' };
    expect(await connector.pushOrderStatus(connection(), change)).toBe('done');
    const moves = (await calls())
      .filter((call) => call.path === '/api/v1/Order/statusupdatewithsupplierintegration')
      .map((call) => call.body);
    expect(moves).toEqual([
      { orderItems: [{ orderItemId: expect.any(Number), orderItemStatusId: 11 }] },
      { orderItems: [{ orderItemId: expect.any(Number), orderItemStatusId: 5, cargoBusinessId: 2, shipmentNumber: 'YK123' }] },
    ]);
    // A second mirror of the order within the minute: its lookup is a new body, not refused as a repeat.
    expect(await connector.pushOrderStatus(connection(), { ...change, status: 'delivered' })).toBe('done');
    const again = await connector.pullOrders(connection(), page.cursor);
    expect(again.orders.find((o) => o.marketplace_order_id === shipped)).toMatchObject({ status: 'delivered', tracking_number: 'YK123' });
  }, 30_000);

  it('reads the look-back window by window, one GetOrders turn after another', async () => {
    const number = await order();
    let cursor: string | null = connector.lookBackCursor('ciceksepeti', Date.now());
    const seen: string[] = [];
    for (let more = true; more;) {
      const page = await connector.pullOrders(connection(), cursor);
      seen.push(...page.orders.map((o) => o.marketplace_order_id));
      ({ cursor, more } = page);
    }
    expect(seen).toContain(number);
  }, 30_000);

  it('hands a ready order to Çiçeksepeti’s carrier when the connection ships with the marketplace', async () => {
    const number = await order();
    const config: MarketplaceConfig = { environment: 'sandbox', cargo_provider: 'MARKETPLACE' };
    const change = { marketplace_order_id: number, status: 'shipped' as const, tracking_number: null, cargo_provider: null };
    expect(await connector.pushOrderStatus(connection(CREDENTIALS, config), change)).toBe('done');
    expect((await calls()).map((call) => call.path)).toContain('/api/v1/Order/readyforcargowithcsintegration');
  }, 30_000);
});
