import { type ConnectionHandle, MarketplaceHttpPool } from '@tezgah/connector-kit';
import type { MarketplaceConfig } from '@tezgah/contracts';
import { idefixSimulator, TEST_SETTINGS, useSandboxUnderTest } from '@tezgah/simulators';
import { IdefixConnector } from './idefix.connector';

const SANDBOX: MarketplaceConfig = { environment: 'sandbox', cargo_provider: null };
const VENDOR = '10594';
const CREDENTIALS = { api_key: 'idefix-key', api_secret: 'idefix-secret', vendor_id: VENDOR };

describe('the Idefix connector against the Idefix simulator', () => {
  const sandbox = useSandboxUnderTest(() => [idefixSimulator(TEST_SETTINGS)].flat());
  const connector = new IdefixConnector();
  const pool = new MarketplaceHttpPool({ retries: 0, timeoutMs: 10_000, breaker: { volumeThreshold: 1000 } });
  afterAll(() => pool.close());

  const connection = (credentials: Record<string, string> = CREDENTIALS): ConnectionHandle => ({
    tenantId: 't1',
    slug: 'idefix',
    credentials,
    config: SANDBOX,
    baseUrl: connector.baseUrl('idefix', SANDBOX, sandbox.base),
    http: pool.clientFor({ marketplace: 'idefix', seller: credentials.api_key, limits: connector.limits().rate }),
  });
  const control = (path: string, payload: object) =>
    sandbox.server.inject({ method: 'POST', url: `/control/idefix${path}`, payload }).then((r) => r.json());
  const calls = () =>
    sandbox.server
      .inject({ url: '/control/idefix/calls' })
      .then((r) => r.json<Array<{ method: string; path: string; query: Record<string, string>; body: unknown }>>());
  const order = () =>
    control('/orders', {
      seller: VENDOR,
      lines: [{ barcode: '9786057903372', merchant_sku: 'KITAP-1', product_name: 'Tezus', quantity: 2, amount: 40 }],
    }).then((r: { order: { order_number: string } }) => r.order.order_number);

  it('verifies the key pair and vendor id on both hosts', async () => {
    expect(await connector.verify(connection())).toEqual({ seller_id: VENDOR, store_name: null });
    expect((await calls()).map((call) => call.path)).toEqual([`/pim/pool/${VENDOR}/list`, `/oms/${VENDOR}/list`]);
  });

  it('turns a refused key into business.invalid naming Idefix', async () => {
    await expect(connector.verify(connection({ ...CREDENTIALS, api_secret: 'invalid' }))).rejects.toMatchObject({
      code: 'business.invalid',
      details: { api_key: [{ code: 'marketplace_credentials_refused', message: expect.stringContaining('Idefix') }] },
    });
  });

  it('pages products 100 at a time from page 1', async () => {
    const listings = Array.from({ length: 130 }, (_, i) => ({ sku: `SKU-${i}`, barcode: `8690${i}`, quantity: 2, price: 30 }));
    await control('/listings', { seller: VENDOR, listings });
    const first = await connector.listListings(connection(), undefined);
    expect(first).toMatchObject({ next: '2' });
    expect(first.listings).toHaveLength(100);
    expect(first.listings[0]).toMatchObject({ sku: 'SKU-0', barcode: '86900', quantity: 2, status: 'active' });
    const second = await connector.listListings(connection(), '2');
    expect(second.listings).toHaveLength(30);
    expect(second.next).toBeUndefined();
  });

  it('pushes stock by inventory-upload, reads the batch back and refuses what Idefix declined', async () => {
    await control('/listings', { seller: VENDOR, listings: [{ sku: 'KITAP-1', barcode: '9786057903372', quantity: 1, price: 40 }] });
    const outcome = await connector.pushStock(connection(), [
      { sku: 'KITAP-1', barcode: '9786057903372', listing_id: '1', quantity: 9, price: 40 },
      { sku: 'YOK-1', barcode: '0000000000000', listing_id: '2', quantity: 3, price: null },
    ]);
    expect(outcome).toEqual({ accepted: ['KITAP-1'], rejected: [{ sku: 'YOK-1', reason: expect.any(String) }] });
    const upload = (await calls()).find((call) => call.path.endsWith('/inventory-upload'));
    expect(upload?.body).toEqual({
      items: [
        { barcode: '9786057903372', inventoryQuantity: 9, price: 40 },
        { barcode: '0000000000000', inventoryQuantity: 3 },
      ],
    });
    expect((await calls()).some((call) => call.path.includes('/inventory-result/'))).toBe(true);
  });

  it('polls shipments by lastUpdatedAt, with cancellations and claimed returns', async () => {
    const cursor = connector.lookBackCursor('idefix', Date.now());
    const placed = await order();
    const first = await connector.pullOrders(connection(), cursor);
    expect(first.orders).toEqual([expect.objectContaining({ marketplace_order_id: placed, status: 'created', total: 80 })]);
    expect((await calls()).find((call) => call.path.endsWith('/list'))?.query).toMatchObject({
      lastUpdatedAt: expect.stringMatching(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const cancelled = await order();
    await control(`/orders/${cancelled}/cancel`, { reason: 'Müşteri vazgeçti' });
    await control('/claims', { order_number: placed, reason: 'Beden olmadı' });
    const next = await connector.pullOrders(connection(), first.cursor);
    const statusOf = (number: string) => next.orders.find((o) => o.marketplace_order_id === number)?.status;
    expect(statusOf(cancelled)).toBe('cancelled');
    expect(statusOf(placed)).toBe('returned');
    expect(next.more).toBe(false);
  });

  it('mirrors processing as picking once, and an accepted invoice as invoiced with its number', async () => {
    const placed = await order();
    const push = () =>
      connector.pushOrderStatus(connection(), {
        marketplace_order_id: placed,
        status: 'processing',
        tracking_number: null,
        cargo_provider: null,
      });
    expect(await push()).toBe('done');
    expect(await push()).toBe('skipped');
    const invoice = {
      marketplace_order_id: placed,
      number: 'TZG2026000000001',
      ettn: 'e',
      type: 'earsiv' as const,
      pdf_url: 'https://x/f.pdf',
      issued_at: new Date().toISOString(),
      replaces: false,
    };
    expect(await connector.sendInvoice(connection(), invoice)).toBe('done');
    const updates = (await calls()).filter((call) => call.path.endsWith('/update-shipment-status')).map((call) => call.body);
    expect(updates).toEqual([{ status: 'picking' }, { status: 'invoiced', invoiceNumber: 'TZG2026000000001' }]);
    const [shipment] = (await connector.pullOrders(connection(), null)).orders;
    expect(shipment).toMatchObject({ marketplace_status: 'shipment_invoiced', status: 'processing' });
  });
});
