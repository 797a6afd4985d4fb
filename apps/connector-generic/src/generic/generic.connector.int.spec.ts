import { type ConnectionHandle, MarketplaceHttpPool } from '@tezgah/connector-kit';
import { fieldMessage, MARKETPLACE_ENVIRONMENT_NAMES_TR, type MarketplaceConfig, type MarketplaceSlug } from '@tezgah/contracts';
import { genericSimulator, TEST_SETTINGS, useSandboxUnderTest } from '@tezgah/simulators';
import { GenericConnector } from './generic.connector';

const SANDBOX: MarketplaceConfig = { environment: 'sandbox', cargo_provider: null };
const PRODUCTION: MarketplaceConfig = { environment: 'production', cargo_provider: null };
const KEY = 'generic-key';
const CREDENTIALS = { api_key: KEY, api_secret: 'secret' };

describe('the generic connector against the generic simulator', () => {
  const sandbox = useSandboxUnderTest(() => [genericSimulator(TEST_SETTINGS)].flat());
  const connector = new GenericConnector({ production: new Map([['teknosa', 'https://api.teknosa.example']]), stage: new Map() });
  // No retries and no breaker trips: each test sees the marketplace's own answers.
  const pool = new MarketplaceHttpPool({ retries: 0, breaker: { volumeThreshold: 1000 } });
  afterAll(() => pool.close());

  const connection = (slug: MarketplaceSlug, credentials: Record<string, string> = CREDENTIALS): ConnectionHandle => ({
    tenantId: 't1',
    slug,
    credentials,
    config: SANDBOX,
    baseUrl: connector.baseUrl(slug, SANDBOX, sandbox.base),
    http: pool.clientFor({ marketplace: slug, seller: credentials.api_key, limits: connector.limits().rate }),
  });
  const control = (slug: string, path: string, payload: object) =>
    sandbox.server.inject({ method: 'POST', url: `/control/${slug}${path}`, payload });

  it('verifies credentials and reports the account named by X-Seller-Id', async () => {
    const account = await connector.verify(connection('boyner', { ...CREDENTIALS, seller_id: 'BY-7' }));
    expect(account).toEqual({ seller_id: 'BY-7', store_name: 'Boyner Mağazası' });
  });

  it('turns refused credentials into business.invalid with a Turkish message on api_key', async () => {
    const refused = connector.verify(connection('boyner', { api_key: 'invalid', api_secret: 's' }));
    await expect(refused).rejects.toMatchObject({
      code: 'business.invalid',
      details: {
        api_key: [
          {
            code: 'marketplace_credentials_refused',
            message: fieldMessage('marketplace_credentials_refused', { marketplace: 'Boyner' }),
          },
        ],
      },
    });
  });

  it('uses the configured production base, and refuses a production marketplace without one with a Turkish 422', () => {
    expect(connector.baseUrl('teknosa', PRODUCTION, sandbox.base)).toBe('https://api.teknosa.example');
    expect(connector.baseUrl('boyner', SANDBOX, 'http://sandbox:3100')).toBe('http://sandbox:3100/boyner');
    const message = fieldMessage('marketplace_base_url_missing', {
      marketplace: 'Farmazon',
      environment: MARKETPLACE_ENVIRONMENT_NAMES_TR.production,
      setting: 'TEZGAH_GENERIC_BASE_URLS',
    });
    expect(() => connector.baseUrl('farmazon', PRODUCTION, sandbox.base)).toThrow(
      expect.objectContaining({
        code: 'business.invalid',
        status: 422,
        details: { environment: [{ code: 'marketplace_base_url_missing', message }] },
      }),
    );
  });

  it('pages through the listings', async () => {
    const listings = Array.from({ length: 150 }, (_, i) => ({ sku: `SKU-${i}`, quantity: i, price: 10, title: `Ürün ${i}` }));
    await control('boyner', '/listings', { seller: KEY, listings });
    const first = await connector.listListings(connection('boyner'), undefined);
    expect(first.listings).toHaveLength(100);
    expect(first.listings[0]).toEqual({
      sku: 'SKU-0',
      barcode: null,
      listing_id: 'L-SKU-0',
      title: 'Ürün 0',
      quantity: 0,
      price: 10,
      status: 'active',
    });
    expect(first.next).toBe('2');
    const second = await connector.listListings(connection('boyner'), first.next);
    expect(second.listings.map((l) => l.sku)).toEqual(listings.slice(100).map((l) => l.sku));
    expect(second.next).toBeUndefined();
  });

  it('pushes stock: the marketplace takes known SKUs, and the sandbox now holds them', async () => {
    await control('teknosa', '/listings', { seller: KEY, listings: [{ sku: 'A', quantity: 1, price: 5 }] });
    const outcome = await connector.pushStock(connection('teknosa'), [
      { sku: 'A', barcode: null, listing_id: 'L-A', quantity: 12, price: 5 },
      { sku: 'GONE', barcode: null, listing_id: 'L-GONE', quantity: 3, price: null },
    ]);
    expect(outcome).toEqual({ accepted: ['A'], rejected: [{ sku: 'GONE', reason: 'listing_not_found' }] });
    const held = await sandbox.server.inject({ url: `/control/teknosa/listings?seller=${KEY}` });
    expect(held.json()).toMatchObject({ listings: [{ sku: 'A', quantity: 12 }] });
  });

  it('pulls an order created on the marketplace, mapped to the spec, and the cursor moves past it', async () => {
    const created = await control('farmazon', '/orders', {
      seller: KEY,
      lines: [{ merchant_sku: 'A', product_name: 'Vitamin', quantity: 2, amount: 45.5 }],
      customer: { first_name: 'Zeynep', last_name: 'Demir', email: 'z@example.com', phone: '5550000000' },
      shipping_address: { address1: 'Bağdat Cad. 5', city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country_code: 'TR' },
    });
    const number = created.json<{ order: { order_number: string } }>().order.order_number;
    const page = await connector.pullOrders(connection('farmazon'), null);
    expect(page.more).toBe(false);
    expect(page.orders).toEqual([
      {
        marketplace_order_id: number,
        marketplace_status: 'created',
        status: 'created',
        customer: { name: 'Zeynep Demir', email: 'z@example.com', phone: '5550000000' },
        items: [{ sku: 'A', title: 'Vitamin', quantity: 2, price: 45.5, line_id: '1' }],
        total: 91,
        currency: 'TRY',
        shipping_address: {
          line1: 'Bağdat Cad. 5',
          line2: null,
          city: 'İstanbul',
          district: 'Kadıköy',
          postal_code: '34710',
          country: 'TR',
        },
        tracking_number: null,
        cargo_provider: null,
        created_at: expect.any(String),
        updated_at: page.cursor,
      },
    ]);
    expect((await connector.pullOrders(connection('farmazon'), page.cursor)).orders).toEqual([]);
    await control('farmazon', `/orders/${number}/cancel`, { reason: 'müşteri vazgeçti' });
    const next = await connector.pullOrders(connection('farmazon'), page.cursor);
    expect(next.orders).toMatchObject([{ marketplace_order_id: number, status: 'cancelled' }]);
    expect(next.cursor > page.cursor).toBe(true);
  });

  it("lets the marketplace's 429 and 500 reach the HTTP client as marketplace.rate_limited and marketplace.unreachable", async () => {
    await control('teknosa', '/faults', { path: '*', status: 429, count: 1, retry_after: 7 });
    await expect(connector.verify(connection('teknosa'))).rejects.toMatchObject({ code: 'marketplace.rate_limited' });
    await control('teknosa', '/faults', { path: '*', status: 500, count: 1 });
    await expect(connector.verify(connection('teknosa'))).rejects.toMatchObject({ code: 'marketplace.unreachable' });
  });
  describe('pushOrderStatus', () => {
    const placeOrder = async (slug: string) =>
      (
        await control(slug, '/orders', { seller: KEY, lines: [{ merchant_sku: 'A', product_name: 'Vitamin', quantity: 1, amount: 10 }] })
      ).json<{
        order: { order_number: string };
      }>().order.order_number;
    const statusCalls = async (slug: string) =>
      (await sandbox.server.inject({ method: 'GET', url: `/control/${slug}/calls` }))
        .json<Array<{ method: string; path: string; body: unknown; status: number }>>()
        .filter((call) => call.path.endsWith('/status'))
        .map(({ path, body, status }) => ({ path, body, status }));
    const push = (slug: MarketplaceSlug, id: string, status: 'processing' | 'shipped' | 'delivered', tracking?: [string, string]) =>
      connector.pushOrderStatus(connection(slug), {
        marketplace_order_id: id,
        status,
        tracking_number: tracking?.[0] ?? null,
        cargo_provider: tracking?.[1] ?? null,
      });

    it('mirrors processing, shipped with its tracking and delivered; each shows on the marketplace and in its call log', async () => {
      const id = await placeOrder('teknosa');
      await expect(push('teknosa', id, 'processing')).resolves.toBe('done');
      await expect(push('teknosa', id, 'shipped', ['YK123', 'yurtici'])).resolves.toBe('done');
      const shipped = await connector.pullOrders(connection('teknosa'), null);
      expect(shipped.orders).toMatchObject([
        { marketplace_order_id: id, status: 'shipped', tracking_number: 'YK123', cargo_provider: 'yurtici' },
      ]);
      await expect(push('teknosa', id, 'delivered')).resolves.toBe('done');
      expect(await statusCalls('teknosa')).toEqual([
        { path: `/api/v1/orders/${id}/status`, body: { status: 'processing' }, status: 200 },
        {
          path: `/api/v1/orders/${id}/status`,
          body: { status: 'shipped', tracking_number: 'YK123', cargo_provider: 'yurtici' },
          status: 200,
        },
        { path: `/api/v1/orders/${id}/status`, body: { status: 'delivered' }, status: 200 },
      ]);
      const delivered = await connector.pullOrders(connection('teknosa'), null);
      expect(delivered.orders).toMatchObject([{ status: 'delivered' }]);
      // The return flow then shows in the next poll.
      await control('teknosa', `/orders/${id}/return`, { reason: 'beden uymadı' });
      expect((await connector.pullOrders(connection('teknosa'), delivered.cursor)).orders).toMatchObject([
        { marketplace_order_id: id, status: 'returned' },
      ]);
    });

    it('takes the current status as done (the marketplace answers a no-op 200)', async () => {
      const id = await placeOrder('boyner');
      await push('boyner', id, 'processing');
      await expect(push('boyner', id, 'processing')).resolves.toBe('done');
    });

    it('skips what the marketplace refuses for good: a backward move (409), a cancelled or unknown order, shipped without tracking', async () => {
      const id = await placeOrder('teknosa');
      await push('teknosa', id, 'shipped', ['PTT1', 'ptt']);
      await expect(push('teknosa', id, 'processing')).resolves.toBe('skipped');
      const cancelled = await placeOrder('teknosa');
      await control('teknosa', `/orders/${cancelled}/cancel`, { reason: 'stok yok' });
      await expect(push('teknosa', cancelled, 'shipped', ['PTT2', 'ptt'])).resolves.toBe('skipped');
      await expect(push('teknosa', '404404', 'processing')).resolves.toBe('skipped');
      const untracked = await placeOrder('teknosa');
      await expect(push('teknosa', untracked, 'shipped')).resolves.toBe('skipped');
      expect((await statusCalls('teknosa')).map((call) => call.status)).toEqual([200, 409, 409, 404, 400]);
      const orders = (await connector.pullOrders(connection('teknosa'), null)).orders;
      expect(orders.map((order) => order.status)).toEqual(['shipped', 'cancelled', 'created']);
    });

    it('throws when the marketplace fails, so the change is retried', async () => {
      const id = await placeOrder('teknosa');
      await control('teknosa', '/faults', { path: '*', status: 500, count: 1 });
      await expect(push('teknosa', id, 'processing')).rejects.toMatchObject({ code: 'marketplace.unreachable' });
    });
  });
});
