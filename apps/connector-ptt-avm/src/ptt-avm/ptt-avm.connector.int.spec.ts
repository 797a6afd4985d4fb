import { type ConnectionHandle, MarketplaceHttpPool } from '@tezgah/connector-kit';
import type { MarketplaceConfig } from '@tezgah/contracts';
import { pttAvmSimulator, TEST_SETTINGS, useSandboxUnderTest } from '@tezgah/simulators';
import { PttAvmConnector } from './ptt-avm.connector';

const SANDBOX: MarketplaceConfig = { environment: 'sandbox', cargo_provider: null };
const KEY = 'ptt-api-key';
const CREDENTIALS = { api_key: KEY, access_token: 'ptt-token' };
const SHIPPING = { ...CREDENTIALS, shipping_username: 'depo', shipping_password: 'sifre' };

describe('the PttAVM connector against the PttAVM simulator', () => {
  const sandbox = useSandboxUnderTest(() => [pttAvmSimulator(TEST_SETTINGS)].flat());
  const connector = new PttAvmConnector();
  const pool = new MarketplaceHttpPool({ retries: 0, timeoutMs: 10_000, breaker: { volumeThreshold: 1000 } });
  afterAll(() => pool.close());

  const connection = (credentials: Record<string, string> = CREDENTIALS): ConnectionHandle => ({
    tenantId: 't1',
    slug: 'ptt-avm',
    credentials,
    config: SANDBOX,
    baseUrl: connector.baseUrl('ptt-avm', SANDBOX, sandbox.base),
    http: pool.clientFor({ marketplace: 'ptt-avm', seller: credentials.api_key, limits: connector.limits().rate }),
  });
  const control = (path: string, payload: object) =>
    sandbox.server.inject({ method: 'POST', url: `/control/ptt-avm${path}`, payload }).then((r) => r.json());
  const calls = () =>
    sandbox.server
      .inject({ url: '/control/ptt-avm/calls' })
      .then((r) => r.json<Array<{ method: string; path: string; body: unknown; headers?: Record<string, string> }>>());
  const order = () =>
    control('/orders', { seller: KEY, lines: [{ merchant_sku: 'CAY-1', product_name: 'Çaydanlık', quantity: 2, amount: 150 }] }).then(
      (r: { order: { order_number: string } }) => r.order.order_number,
    );

  it('verifies the key and token with the cargo profiles, and a shipping user with its warehouses', async () => {
    expect(await connector.verify(connection())).toEqual({ seller_id: expect.stringMatching(/^ptt-avm-[0-9a-f]{16}$/), store_name: null });
    expect((await calls()).map((call) => call.path)).toEqual(['/api/v1/shipping/cargo-profiles']);
    await connector.verify(connection(SHIPPING));
    expect((await calls()).map((call) => call.path)).toContain('/shipment/api/v1/get-warehouse');
  });

  it('turns a refused token or shipping user into business.invalid naming PttAVM', async () => {
    await expect(connector.verify(connection({ ...CREDENTIALS, access_token: 'invalid' }))).rejects.toMatchObject({
      code: 'business.invalid',
      details: { api_key: [{ code: 'marketplace_credentials_refused', message: expect.stringContaining('PttAVM') }] },
    });
    await expect(connector.verify(connection({ ...SHIPPING, shipping_password: 'invalid' }))).rejects.toMatchObject({
      code: 'business.invalid',
      details: { shipping_username: [{ code: 'marketplace_credentials_refused' }] },
    });
  });

  it('pages products 100 at a time', async () => {
    const listings = Array.from({ length: 130 }, (_, i) => ({ sku: `SKU-${i}`, barcode: `8690${i}`, quantity: 2, price: 30 }));
    await control('/listings', { seller: KEY, listings });
    const first = await connector.listListings(connection(), undefined);
    expect(first).toMatchObject({ next: '1' });
    expect(first.listings).toHaveLength(100);
    expect(first.listings[0]).toMatchObject({ sku: 'SKU-0', barcode: '86900', quantity: 2, status: 'active' });
    expect((await connector.listListings(connection(), first.next)).listings).toHaveLength(30);
  });

  it('pushes stock by barcode through stock-prices and reads it back: unknown barcodes refused with the reason', async () => {
    await control('/listings', { seller: KEY, listings: [{ sku: 'CAY-1', barcode: '869000000001', quantity: 1, price: 150 }] });
    const outcome = await connector.pushStock(connection(), [
      { sku: 'CAY-1', barcode: '869000000001', listing_id: '1', quantity: 12_000, price: 150 },
      { sku: 'YOK', barcode: null, listing_id: '2', quantity: 1, price: null },
    ]);
    expect(outcome).toEqual({ accepted: ['CAY-1'], rejected: [{ sku: 'YOK', reason: 'Barkoda ait ürün bulunamadı.' }] });
    const sent = (await calls()).find((call) => call.path === '/api/v1/products/stock-prices');
    expect(sent?.body).toEqual({
      items: [
        { barcode: '869000000001', quantity: 9999 },
        { barcode: 'YOK', quantity: 1 },
      ],
    });
    expect((await connector.listListings(connection(), undefined)).listings[0].quantity).toBe(9999);
  });

  it('polls orders with their cancellations, and mirrors shipping by booking PttAVM’s barcode', async () => {
    const shipped = await order();
    const cancelled = await order();
    await control(`/orders/${cancelled}/cancel`, { reason: 'vazgeçti' });
    const page = await connector.pullOrders(connection(), null);
    expect(page.orders.map((o) => [o.marketplace_order_id, o.status, o.marketplace_status])).toEqual([
      [shipped, 'created', 'kargo_yapilmasi_bekleniyor'],
      [cancelled, 'cancelled', 'iptal'],
    ]);
    expect(page.more).toBe(false);
    const change = { marketplace_order_id: shipped, status: 'shipped' as const, tracking_number: null, cargo_provider: null };
    expect(await connector.pushOrderStatus(connection(), change)).toBe('skipped');
    expect(await connector.pushOrderStatus(connection(SHIPPING), change)).toBe('done');
    expect((await calls()).find((call) => call.path === '/shipment/api/v1/create-barcode')?.body).toEqual({
      orders: [{ order_id: shipped, warehouse_id: 100301619 }],
    });
    const again = await connector.pullOrders(connection(), page.cursor);
    expect(again.orders.find((o) => o.marketplace_order_id === shipped)).toMatchObject({
      status: 'processing',
      tracking_number: expect.stringMatching(/^27102/),
      cargo_provider: 'PTT Kargo',
    });
    expect(await connector.pushOrderStatus(connection(SHIPPING), change)).toBe('skipped');
  });

  it('hands an accepted invoice’s link to PttAVM for every line of the order', async () => {
    const number = await order();
    const invoice = {
      marketplace_order_id: number,
      number: 'TZG2026000000001',
      ettn: 'e',
      type: 'earsiv' as const,
      pdf_url: 'https://x/f.pdf',
      issued_at: '',
      replaces: false,
    };
    expect(await connector.sendInvoice(connection(), invoice)).toBe('done');
    const sent = (await calls()).find((call) => call.path === `/api/v1/orders/${number}/invoice`);
    expect(sent?.body).toEqual({ lineItemId: [expect.any(Number)], url: 'https://x/f.pdf' });
  });
});
