import { type ConnectionHandle, MarketplaceHttpPool } from '@tezgah/connector-kit';
import type { MarketplaceConfig } from '@tezgah/contracts';
import { floSimulator, TEST_SETTINGS, useSandboxUnderTest } from '@tezgah/simulators';
import { FloConnector } from './flo.connector';

const SANDBOX: MarketplaceConfig = { environment: 'sandbox', cargo_provider: null };
const USER = 'flo-kullanici';
const CREDENTIALS = { username: USER, password: 'sifre', seller_id: '10000' };

describe('the FLO connector against the FLO simulator', () => {
  const sandbox = useSandboxUnderTest(() => [floSimulator(TEST_SETTINGS)].flat());
  const connector = new FloConnector();
  const pool = new MarketplaceHttpPool({ retries: 0, timeoutMs: 10_000, breaker: { volumeThreshold: 1000 } });
  afterAll(() => pool.close());

  const connection = (credentials: Record<string, string> = CREDENTIALS): ConnectionHandle => ({
    tenantId: 't1',
    slug: 'flo',
    credentials,
    config: SANDBOX,
    baseUrl: connector.baseUrl('flo', SANDBOX, sandbox.base),
    http: pool.clientFor({ marketplace: 'flo', seller: credentials.username, limits: connector.limits().rate }),
  });
  const control = (path: string, payload: object) =>
    sandbox.server.inject({ method: 'POST', url: `/control/flo${path}`, payload }).then((r) => r.json());
  const calls = () =>
    sandbox.server
      .inject({ url: '/control/flo/calls' })
      .then((r) => r.json<Array<{ method: string; path: string; query: Record<string, string>; body: unknown }>>());
  const order = () =>
    control('/orders', {
      seller: USER,
      lines: [{ merchant_sku: 'AYK-1', product_name: 'Spor Ayakkabı', quantity: 2, amount: 899.9 }],
    }).then((r: { order: { order_number: string } }) => r.order.order_number);
  const status = (id: string, to: 'processing' | 'shipped' | 'delivered') =>
    connector.pushOrderStatus(connection(), { marketplace_order_id: id, status: to, tracking_number: null, cargo_provider: null });

  it('verifies the Basic user with one order page and names the account by the seller id', async () => {
    expect(await connector.verify(connection())).toEqual({ seller_id: '10000', store_name: null });
    expect(await calls()).toMatchObject([{ method: 'GET', path: '/v1/orders', query: { page: '1', size: '1' } }]);
  });

  it('turns FLO’s 401 "Invalid auth header!" into business.invalid naming FLO', async () => {
    await expect(connector.verify(connection({ ...CREDENTIALS, password: 'invalid' }))).rejects.toMatchObject({
      code: 'business.invalid',
      details: { password: [{ code: 'marketplace_credentials_refused', message: 'FLO kullanıcı adını veya şifreyi kabul etmedi.' }] },
    });
  });

  it('reads orders by unix windows of every page, cancellations included, and continues from the cursor', async () => {
    const kept = await order();
    const cancelled = await order();
    const first = await connector.pullOrders(connection(), null);
    expect(first.more).toBe(true);
    let page = first;
    while (page.more) page = await connector.pullOrders(connection(), page.cursor);
    expect(page.orders.map((o) => [o.marketplace_order_id, o.status])).toEqual([
      [kept, 'created'],
      [cancelled, 'created'],
    ]);
    expect(page.orders[0]).toMatchObject({ items: [{ sku: 'AYK-1', quantity: 2, price: 899.9 }], total: 1799.8, currency: 'TRY' });
    const query = (await calls()).filter((call) => call.path === '/v1/orders').at(-1)?.query;
    expect(query).toMatchObject({ startDate: expect.stringMatching(/^\d+$/), endDate: expect.stringMatching(/^\d+$/), size: '200' });
    await control(`/orders/${cancelled}/cancel`, { reason: 'Müşteri vazgeçti' });
    const next = await connector.pullOrders(connection(), page.cursor);
    expect(next.orders.find((o) => o.marketplace_order_id === cancelled)).toMatchObject({
      status: 'cancelled',
      marketplace_status: 'Cancelled',
    });
  });

  it('shows an approved claim as a return', async () => {
    const sold = await order();
    const { claim_id: claimId } = await control('/claims', { order_number: sold, reason: 'Bedeni uymadı' });
    const listed = await sandbox.server.inject({
      url: '/flo/v1/order/claims',
      headers: { authorization: `Basic ${Buffer.from(`${USER}:sifre`).toString('base64')}` },
    });
    const [claim] = listed.json<{ content: Array<{ id: number; hash: string }> }>().content;
    await sandbox.server.inject({
      method: 'POST',
      url: '/flo/v1/order/claims/approve',
      headers: { authorization: `Basic ${Buffer.from(`${USER}:sifre`).toString('base64')}` },
      payload: { items: [{ customer_return_id: Number(claimId), hash: claim.hash }] },
    });
    const { orders } = await connector.pullOrders(connection(), new Date(Date.now() - 60_000).toISOString());
    expect(orders.find((o) => o.marketplace_order_id === sold)).toMatchObject({ status: 'returned' });
  });

  it('mirrors processing as Picking with FLO’s carrier label, once; skips delivered and a cancelled order', async () => {
    const id = await order();
    await expect(status(id, 'processing')).resolves.toBe('done');
    await expect(status(id, 'shipped')).resolves.toBe('done');
    const writes = (await calls()).filter((call) => call.method === 'POST').map((call) => [call.path, call.body]);
    expect(writes).toEqual([
      [expect.stringMatching(/^\/v1\/order\/shipment-packages\/\d+$/), { status: 'Picking' }],
      ['/v1/shipment/update-package', { increment_id: id }],
    ]);
    const { orders } = await connector.pullOrders(connection(), new Date(Date.now() - 60_000).toISOString());
    expect(orders.find((o) => o.marketplace_order_id === id)).toMatchObject({
      status: 'processing',
      marketplace_status: 'Picking',
      cargo_provider: 'Mng',
      tracking_number: expect.stringMatching(/^FLO\d{10}$/),
      tracking_assigned_by_marketplace: true,
    });
    await expect(status(id, 'delivered')).resolves.toBe('skipped');
    const cancelled = await order();
    await control(`/orders/${cancelled}/cancel`, { reason: 'stok yok' });
    await expect(status(cancelled, 'processing')).resolves.toBe('skipped');
  });

  it('sends the invoice’s link with its number and date', async () => {
    const id = await order();
    const invoice = {
      marketplace_order_id: id,
      number: 'TZG2026000000001',
      ettn: 'e7b1c1d0-0000-4000-8000-000000000001',
      type: 'earsiv' as const,
      pdf_url: 'https://tezgah.example/v1/documents/tok-1',
      issued_at: '2026-11-28T10:00:00.000Z',
      replaces: false,
    };
    await expect(connector.sendInvoice(connection(), invoice)).resolves.toBe('done');
    expect((await calls()).at(-1)).toMatchObject({
      path: '/v1/order/supplier-invoice-links',
      query: { increment_id: id, invoice_url: invoice.pdf_url, invoice_serial: 'TZG2026000000001' },
    });
  });

  it('sends no stock and reads no product: FLO documents neither', async () => {
    expect(await connector.listListings()).toEqual({ listings: [] });
    const outcome = await connector.pushStock(connection(), [{ sku: 'AYK-1', barcode: null, listing_id: 'L', quantity: 4, price: null }]);
    expect(outcome.rejected).toEqual([{ sku: 'AYK-1', reason: expect.stringContaining('FLO') }]);
    expect(await calls()).toEqual([]);
  });
});
