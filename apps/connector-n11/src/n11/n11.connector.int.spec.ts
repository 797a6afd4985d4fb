import { type ConnectionHandle, MarketplaceHttpPool } from '@tezgah/connector-kit';
import { fieldMessage, type MarketplaceConfig } from '@tezgah/contracts';
import { n11Simulator, TEST_SETTINGS, useSandboxUnderTest } from '@tezgah/simulators';
import { N11_WINDOW_MS, N11Connector } from './n11.connector';

const SANDBOX: MarketplaceConfig = { environment: 'sandbox', cargo_provider: null };
const KEY = 'n11-app-key';
const CREDENTIALS = { api_key: KEY, api_secret: 'n11-secret' };

describe('the n11 connector against the n11 simulator', () => {
  const sandbox = useSandboxUnderTest(() => [n11Simulator(TEST_SETTINGS)].flat());
  const connector = new N11Connector();
  // No retries and no breaker trips: each test sees the marketplace's own answers.
  const pool = new MarketplaceHttpPool({ retries: 0, breaker: { volumeThreshold: 1000 } });
  afterAll(() => pool.close());

  const connection = (credentials: Record<string, string> = CREDENTIALS): ConnectionHandle => ({
    tenantId: 't1',
    slug: 'n11',
    credentials,
    config: SANDBOX,
    baseUrl: connector.baseUrl('n11', SANDBOX, sandbox.base),
    http: pool.clientFor({ marketplace: 'n11', seller: credentials.api_key, limits: connector.limits().rate }),
  });
  const control = (path: string, payload: object) => sandbox.server.inject({ method: 'POST', url: `/control/n11${path}`, payload });

  it('verifies the keys and names the account without revealing the key', async () => {
    const account = await connector.verify(connection());
    expect(account.seller_id).toMatch(/^n11-[0-9a-f]{16}$/);
    expect(account.seller_id).not.toContain(KEY);
    expect(await connector.verify(connection())).toEqual(account);
  });

  it('turns a refused api key into business.invalid with a Turkish message', async () => {
    await expect(connector.verify(connection({ ...CREDENTIALS, api_key: 'invalid' }))).rejects.toMatchObject({
      code: 'business.invalid',
      details: {
        api_key: [
          { code: 'marketplace_credentials_refused', message: fieldMessage('marketplace_credentials_refused', { marketplace: 'n11' }) },
        ],
      },
    });
  });

  it('pages products by zero-based page', async () => {
    const listings = Array.from({ length: 120 }, (_, i) => ({
      sku: `SKU-${i}`,
      barcode: `869${i}`,
      listing_id: `${5000 + i}`,
      title: `Ürün ${i}`,
      quantity: 2,
      price: 30,
    }));
    await control('/listings', { seller: KEY, listings });
    const first = await connector.listListings(connection(), undefined);
    expect(first.listings).toHaveLength(100);
    expect(first.listings[0]).toEqual({
      sku: 'SKU-0',
      barcode: '8690',
      listing_id: '5000',
      title: 'Ürün 0',
      quantity: 2,
      price: 30,
      status: 'active',
    });
    expect(first.next).toBe('1');
    const second = await connector.listListings(connection(), first.next);
    expect(second.listings).toHaveLength(20);
    expect(second.next).toBeUndefined();
  });

  it('pushes stock as a price-stock task: accepted at once, visible on the marketplace once the task completed', async () => {
    await control('/listings', { seller: KEY, listings: [{ sku: 'A', quantity: 1, price: 30 }] });
    const outcome = await connector.pushStock(connection(), [{ sku: 'A', barcode: null, listing_id: 'L-A', quantity: 8, price: 30 }]);
    expect(outcome).toEqual({ accepted: ['A'], rejected: [] });
    await new Promise((resolve) => setTimeout(resolve, TEST_SETTINGS.batchCompleteMs + 20));
    const held = await sandbox.server.inject({ url: `/control/n11/listings?seller=${KEY}` });
    expect(held.json()).toMatchObject({ listings: [{ sku: 'A', quantity: 8, price: 30 }] });
  });

  it('pulls a shipment package created on the marketplace, mapped to the spec, and follows it with the cursor', async () => {
    const created = await control('/orders', {
      seller: KEY,
      lines: [{ merchant_sku: 'A', barcode: '8690', product_name: 'Çanta', quantity: 3, amount: 40 }],
      customer: { first_name: 'Elif', last_name: 'Şahin', email: 'e@example.com', phone: '5559998877' },
      shipping_address: { address1: 'Kordon 12', city: 'İzmir', district: 'Konak', postal_code: '35250', country_code: 'TR' },
    });
    const number = created.json<{ order: { order_number: string } }>().order.order_number;
    const page = await connector.pullOrders(connection(), null);
    expect(page.orders).toEqual([
      {
        marketplace_order_id: number,
        marketplace_status: 'Created',
        status: 'created',
        customer: { name: 'Elif Şahin', email: 'e@example.com', phone: '5559998877' },
        items: [{ sku: 'A', title: 'Çanta', quantity: 3, price: 40, line_id: `${number}1` }],
        total: 120,
        currency: 'TRY',
        shipping_address: { line1: 'Kordon 12', line2: null, city: 'İzmir', district: 'Konak', postal_code: '35250', country: 'TR' },
        billing_address: { tax_office: null, tax_number: null, line1: 'Kordon 12', city: 'İzmir' },
        tracking_number: null,
        cargo_provider: null,
        created_at: expect.any(String),
        updated_at: new Date(Number(page.cursor)).toISOString(),
      },
    ]);
    expect(page.more).toBe(false);
    await control(`/orders/${number}/cancel`, { reason: 'müşteri vazgeçti' });
    const next = await connector.pullOrders(connection(), page.cursor);
    expect(next.orders).toMatchObject([{ marketplace_order_id: number, marketplace_status: 'Cancelled', status: 'cancelled' }]);
    expect(Number(next.cursor)).toBeGreaterThan(Number(page.cursor));
  });

  it('mirrors no status change (n11 publishes no call the research knows): skipped, nothing sent', async () => {
    const calls = async () => (await sandbox.server.inject({ url: '/control/n11/calls' })).json<unknown[]>().length;
    const before = await calls();
    for (const status of ['processing', 'shipped', 'delivered'] as const) {
      await expect(
        connector.pushOrderStatus(connection(), { marketplace_order_id: '1', status, tracking_number: 'YK1', cargo_provider: 'yurtici' }),
      ).resolves.toBe('skipped');
    }
    expect(await calls()).toBe(before);
  });

  it('crosses a long gap window by window, never asking n11 for more than 15 days', async () => {
    const start = Date.now() - 40 * 86_400_000;
    const first = await connector.pullOrders(connection(), String(start));
    expect(first).toEqual({ orders: [], cursor: String(start + N11_WINDOW_MS), more: true });
    const second = await connector.pullOrders(connection(), first.cursor);
    expect(second).toMatchObject({ cursor: String(start + 2 * N11_WINDOW_MS), more: true });
    const third = await connector.pullOrders(connection(), second.cursor);
    expect(third).toMatchObject({ orders: [], more: false });
  });

  it("lets the marketplace's 429 and 500 reach the HTTP client as marketplace.rate_limited and marketplace.unreachable", async () => {
    await control('/faults', { path: '*', status: 429, count: 1, retry_after: 3 });
    await expect(connector.verify(connection())).rejects.toMatchObject({ code: 'marketplace.rate_limited' });
    await control('/faults', { path: '*', status: 500, count: 1 });
    await expect(connector.verify(connection())).rejects.toMatchObject({ code: 'marketplace.unreachable' });
  });
});
