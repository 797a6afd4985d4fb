import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../core/simulator';
import { simulatorApp, simulatorClock, TEST_SETTINGS } from '../testing/simulator-test-app';
import { claimHash } from './flo-claims';
import { floSimulator } from './index';

const USER = 'flo-user-1';
const BASIC = { authorization: `Basic ${Buffer.from(`${USER}:sifre`).toString('base64')}` };

interface Package {
  id: number;
  orderNumber: string;
  shipmentPackageStatus: string;
  cargoTrackingNumber: string | null;
  cargoProviderName: string | null;
  lines: Array<{ orderLineItemStatusName: string }>;
}

describe('the FLO simulator', () => {
  let simulator: Simulator;
  let app: FastifyInstance;

  beforeAll(async () => {
    simulator = floSimulator(TEST_SETTINGS) as Simulator;
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());
  afterEach(() => jest.useRealTimers());

  const api = (url: string, options: { method?: 'GET' | 'POST'; payload?: object; headers?: Record<string, string> } = {}) =>
    app.inject({ method: options.method ?? 'GET', url: `/flo/v1${url}`, headers: options.headers ?? BASIC, payload: options.payload });
  const order = () =>
    app
      .inject({
        method: 'POST',
        url: '/control/flo/orders',
        payload: {
          seller: USER,
          lines: [{ merchant_sku: 'A', barcode: '869000000001', product_name: 'Spor Ayakkabı', quantity: 1, amount: 899.9 }],
        },
      })
      .then((r) => r.json<{ order: { order_number: string; shipment_package_id: string } }>().order);
  const packageOf = async (orderNumber: string) =>
    (await api(`/orders?orderNumber=${orderNumber}`)).json<{ content: Package[] }>().content[0];

  it('takes Basic username:password on every call, refusing a missing header or `invalid` with 401 "Invalid auth header!"', async () => {
    const refused = { success: false, error: 'unauthorized_request', error_description: 'Invalid auth header!' };
    expect((await api('/orders', { headers: {} })).json()).toEqual(refused);
    const invalid = await api('/orders', { headers: { authorization: `Basic ${Buffer.from('u:invalid').toString('base64')}` } });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json()).toEqual(refused);
    expect((await api('/orders')).json()).toEqual({ page: 1, size: 50, totalPages: 0, totalElements: 0, content: [] });
  });

  it('lists packages by last change between unix startDate and endDate, paged by page (from 1) and size (at most 200)', async () => {
    const clock = simulatorClock();
    const first = await order();
    clock.advance(10_000);
    const second = await order();
    const at = Math.floor(Date.now() / 1000);
    const window = await api(`/orders?startDate=${at - 5}&endDate=${at}`);
    expect(window.json()).toMatchObject({
      totalElements: 1,
      content: [{ orderNumber: second.order_number, shipmentPackageStatus: 'Created' }],
    });
    const pageTwo = await api('/orders?page=2&size=1');
    expect(pageTwo.json()).toMatchObject({
      page: 2,
      size: 1,
      totalPages: 2,
      totalElements: 2,
      content: [{ orderNumber: second.order_number }],
    });
    expect((await api('/orders?orderByDirection=DESC')).json<{ content: Package[] }>().content.map((p) => p.orderNumber)).toEqual([
      second.order_number,
      first.order_number,
    ]);
    for (const bad of ['size=201', 'page=0', `startDate=${at}&endDate=${at - 1}`, 'startDate=yesterday', 'status=Returned']) {
      const refused = await api(`/orders?${bad}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, error: 'invalid_request' });
    }
  });

  it('moves a package Created → Picking → Invoiced by its id, filtered by status; no step back or skip', async () => {
    const placed = await order();
    const move = (status: string) => api(`/order/shipment-packages/${placed.shipment_package_id}`, { method: 'POST', payload: { status } });
    expect((await move('Invoiced')).statusCode).toBe(400);
    expect((await move('Picking')).json()).toEqual({ success: true, timestamp: expect.stringMatching(/^\d+$/) });
    expect((await move('Picking')).statusCode).toBe(200);
    expect((await api('/orders?status=Picking')).json()).toMatchObject({ totalElements: 1 });
    expect((await move('Invoiced')).statusCode).toBe(200);
    expect((await move('Picking')).statusCode).toBe(400);
    expect(await packageOf(placed.order_number)).toMatchObject({ shipmentPackageStatus: 'Invoiced' });
    expect((await api('/order/shipment-packages/999', { method: 'POST', payload: { status: 'Picking' } })).statusCode).toBe(400);
  });

  it('shows a cancellation on the package and its lines; an open package’s lines are ReadyToShip', async () => {
    const cancelled = await order();
    await app.inject({ method: 'POST', url: `/control/flo/orders/${cancelled.order_number}/cancel`, payload: { reason: 'stok yok' } });
    expect(await packageOf(cancelled.order_number)).toMatchObject({
      shipmentPackageStatus: 'Cancelled',
      lines: [{ orderLineItemStatusName: 'Cancelled' }],
    });
    const open = await order();
    expect((await packageOf(open.order_number)).lines[0].orderLineItemStatusName).toBe('ReadyToShip');
  });

  it('lists claims, approves one by customer_return_id and hash (the order is returned) and rejects another by id and reject_hash', async () => {
    const sold = await order();
    const other = await order();
    const claimOf = async (orderNumber: string) =>
      (
        await app.inject({ method: 'POST', url: '/control/flo/claims', payload: { order_number: orderNumber, reason: 'Bedeni uymadı' } })
      ).json<{
        claim_id: string;
      }>().claim_id;
    const approved = await claimOf(sold.order_number);
    const rejected = await claimOf(other.order_number);
    expect((await api('/order/claims?return_status=waiting')).json()).toMatchObject({
      totalElements: 2,
      content: [
        { id: Number(approved), increment_id: sold.order_number, reason_text: 'Bedeni uymadı', return_status: 'İade Bekleyen' },
        {},
      ],
    });
    const wrongHash = await api('/order/claims/approve', {
      method: 'POST',
      payload: { items: [{ customer_return_id: Number(approved), hash: 'x' }] },
    });
    expect(wrongHash.statusCode).toBe(400);
    expect(
      (
        await api('/order/claims/approve', {
          method: 'POST',
          payload: { items: [{ customer_return_id: Number(approved), hash: claimHash(approved) }] },
        })
      ).statusCode,
    ).toBe(200);
    expect(await packageOf(sold.order_number)).toMatchObject({ lines: [{ orderLineItemStatusName: 'Returned' }] });
    const reject = { id: Number(rejected), reject_hash: claimHash(rejected), reject_message: 'Ürün kullanılmış', reject_reason: 17 };
    expect((await api('/order/claims/reject', { method: 'POST', payload: reject })).json()).toMatchObject({ success: true });
    expect((await api('/order/claims/reject', { method: 'POST', payload: reject })).statusCode).toBe(400);
    const claims = (await api('/order/claims')).json<{ content: Array<Record<string, unknown>> }>().content;
    expect(claims).toMatchObject([
      { return_status_code: 'refunded', return_status: 'İade Onaylanan' },
      { return_status_code: 'rejected', reject_reason: 17, reject_reason_text: 'Ürün kullanılmış' },
    ]);
  });

  it('makes the carrier’s label by update-package, changes the carrier before it leaves, and takes an invoice link', async () => {
    const placed = await order();
    expect((await api('/shipment/cargo-company/')).json()).toMatchObject({ '1': { name: 'Mng' }, '2': { name: 'Hepsijet' } });
    const label = await api('/shipment/update-package', { method: 'POST', payload: { increment_id: placed.order_number } });
    expect(label.json()).toMatchObject({
      success: true,
      data: { shipmentService: 'Mng', incrementId: Number(placed.order_number), isDummyBarcode: false },
    });
    expect(await packageOf(placed.order_number)).toMatchObject({
      cargoProviderName: 'Mng',
      cargoTrackingNumber: expect.stringMatching(/^FLO\d{10}$/),
    });
    const change = await api('/shipment/change-cargo-company', {
      method: 'POST',
      payload: { increment_id: placed.order_number, new_shipping_method_id: 2 },
    });
    expect(change.json()).toEqual({ success: true, message: 'Kargo değişim işlemi başarılı.' });
    expect(
      (await api('/shipment/update-package', { method: 'POST', payload: { increment_id: placed.order_number } })).json(),
    ).toMatchObject({
      data: { shipmentService: 'Hepsijet', is_changed: true },
    });
    expect(
      (
        await api('/shipment/change-cargo-company', {
          method: 'POST',
          payload: { increment_id: placed.order_number, new_shipping_method_id: 9 },
        })
      ).statusCode,
    ).toBe(400);
    const link = await api(`/order/supplier-invoice-links?increment_id=${placed.order_number}&invoice_url=https%3A%2F%2Ff.example%2F1.pdf`);
    expect(link.json()).toEqual({ success: true, message: 'remote invoice saved.' });
    expect((await api('/orders')).json()).toMatchObject({ content: [{ hasInvoice: true }] });
    expect((await api('/order/supplier-invoice-links?increment_id=nope&invoice_url=x')).statusCode).toBe(400);
  });

  it('serves no product, stock or price path: FLO documents none', async () => {
    for (const path of ['/products', '/products/stock', '/product/stock-update']) {
      expect((await api(path, { method: 'POST', payload: {} })).statusCode).toBe(404);
    }
  });

  it('answers 429 with Retry-After in FLO’s error body once a user spent its 600 calls of a minute', async () => {
    for (let i = 0; i < 600; i++) await api('/shipment/cargo-company/');
    const limited = await api('/shipment/cargo-company/');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, error: 'too_many_requests' });
  });
});
