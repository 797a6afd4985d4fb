import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../core/simulator';
import { simulatorApp, simulatorClock, TEST_SETTINGS } from '../testing/simulator-test-app';
import { pttAvmSimulator } from './index';
import { PTT_MAX_WINDOW_MS } from './integration.routes';

const KEY = 'ptt-key-1';
const HEADERS = { 'api-key': KEY, 'access-token': 'tok', 'x-correlation-id': 'c0ffee00-0000-4000-8000-000000000001' };
const BASIC = { authorization: `Basic ${Buffer.from('depo-kullanici:sifre').toString('base64')}` };

describe('the PttAVM simulator', () => {
  let simulator: Simulator;
  let app: FastifyInstance;

  beforeAll(async () => {
    simulator = pttAvmSimulator(TEST_SETTINGS) as Simulator;
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());
  afterEach(() => jest.useRealTimers());

  const api = (url: string, options: { method?: 'GET' | 'POST'; payload?: object; headers?: Record<string, string> } = {}) =>
    app.inject({
      method: options.method ?? 'GET',
      url: `/ptt-avm/api/v1${url}`,
      headers: options.headers ?? HEADERS,
      payload: options.payload,
    });
  const shipment = (operation: string, payload: object, headers: Record<string, string> = BASIC) =>
    app.inject({ method: 'POST', url: `/ptt-avm/shipment/api/v1/${operation}`, headers, payload });
  const listings = (items: object[]) =>
    app.inject({ method: 'POST', url: '/control/ptt-avm/listings', payload: { seller: KEY, listings: items } });
  const order = () =>
    app
      .inject({
        method: 'POST',
        url: '/control/ptt-avm/orders',
        payload: {
          seller: KEY,
          lines: [{ merchant_sku: 'A', barcode: '869000000001', product_name: 'Çaydanlık', quantity: 1, amount: 350 }],
        },
      })
      .then((r) => r.json<{ order: { order_number: string } }>().order.order_number);
  const window = (from: number, to: number) =>
    `/orders/search?startDate=${new Date(from).toISOString()}&endDate=${new Date(to).toISOString()}`;

  it('asks for Api-Key, access-token and X-Correlation-Id on every call, refusing `invalid` with 401', async () => {
    const refused = await api('/shipping/cargo-profiles', { headers: { ...HEADERS, 'api-key': 'invalid' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ success: false, errorMessage: expect.any(String), errorCode: 'UNAUTHORIZED' });
    expect((await api('/shipping/cargo-profiles', { headers: { 'api-key': KEY, 'x-correlation-id': 'x' } })).statusCode).toBe(401);
    const { 'x-correlation-id': _omitted, ...withoutId } = HEADERS;
    expect((await api('/shipping/cargo-profiles', { headers: withoutId })).json()).toMatchObject({ errorCode: 'CORRELATION_ID_REQUIRED' });
    expect((await api('/shipping/cargo-profiles')).json()).toMatchObject({ success: true, cargoProfiles: [{ name: 'PTT Kargo' }] });
  });

  it('searches orders by last change in ranges of at most 40 days, the finished ones left out with isActiveOrders', async () => {
    const kept = await order();
    const cancelled = await order();
    await app.inject({ method: 'POST', url: `/control/ptt-avm/orders/${cancelled}/cancel`, payload: { reason: 'vazgeçti' } });
    const now = Date.now() + 1000;
    const all = await api(window(now - 60_000, now));
    expect(all.json()).toMatchObject({
      success: true,
      orders: [
        { orderId: kept, siparisDurumu: 'kargo_yapilmasi_bekleniyor', lineItems: [{ barcode: '869000000001', quantity: 1 }] },
        { orderId: cancelled, siparisDurumu: 'iptal' },
      ],
    });
    const active = await api(`${window(now - 60_000, now)}&isActiveOrders=true`);
    expect(active.json<{ orders: unknown[] }>().orders).toHaveLength(1);
    const tooWide = await api(window(now - PTT_MAX_WINDOW_MS - 1, now));
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json()).toMatchObject({ success: false, errorCode: 'INVALID_DATE_RANGE' });
    expect((await api(`/orders/${kept}/cargo-infos`)).json()).toMatchObject({
      cargoInfos: [{ currentState: 'kargo_yapilmasi_bekleniyor' }],
    });
    expect((await api('/orders/404')).statusCode).toBe(404);
  });

  it('takes an invoice of an order’s lines as a url or a base64 PDF', async () => {
    const number = await order();
    const detail = (await api(`/orders/${number}`)).json<{ lineItems: Array<{ lineItemId: number }> }>();
    const lineItemId = detail.lineItems.map((line) => line.lineItemId);
    expect((await api(`/orders/${number}/invoice`, { method: 'POST', payload: { lineItemId, url: 'https://x/f.pdf' } })).json()).toEqual({
      success: true,
      errorMessage: null,
      errorCode: null,
    });
    expect((await api(`/orders/${number}/invoice`, { method: 'POST', payload: { lineItemId } })).statusCode).toBe(400);
  });

  it('runs stock-prices as a job read back by trackingId, once its processing time has passed on the simulator clock', async () => {
    const clock = simulatorClock();
    await listings([
      { sku: 'A', barcode: '869000000001', quantity: 1, price: 350 },
      { sku: 'B', quantity: 4, price: 20 },
    ]);
    const items = [
      { barcode: '869000000001', quantity: 9 },
      { barcode: 'B', priceWithVAT: 25, discount: 5 },
      { barcode: 'YOK', quantity: 1 },
    ];
    const sent = await api('/products/stock-prices', { method: 'POST', payload: { items } });
    expect(sent.json()).toEqual({ success: true, trackingId: expect.any(String), countOfProductsToBeProcessed: 3 });
    const { trackingId } = sent.json<{ trackingId: string }>();
    expect((await api(`/products/tracking-result/${trackingId}`)).json()).toMatchObject({ status: 'pending', items: [] });
    clock.advance(TEST_SETTINGS.batchCompleteMs);
    expect((await api(`/products/tracking-result/${trackingId}`)).json()).toMatchObject({
      status: 'completed',
      items: [
        { barcode: '869000000001', success: true },
        { barcode: 'B', success: true },
        { barcode: 'YOK', success: false, message: 'Barkoda ait ürün bulunamadı.' },
      ],
    });
    expect((await api('/products/search?page=0&size=10')).json()).toMatchObject({
      totalCount: 2,
      products: [
        { barcode: '869000000001', stockCode: 'A', quantity: 9 },
        { barcode: 'B', quantity: 4, priceWithVAT: 20 },
      ],
    });
  });

  it('refuses the same stock-prices request within 5 minutes, then takes it again', async () => {
    const clock = simulatorClock();
    const payload = { items: [{ barcode: 'A', quantity: 3 }] };
    expect((await api('/products/stock-prices', { method: 'POST', payload })).statusCode).toBe(200);
    const again = await api('/products/stock-prices', { method: 'POST', payload });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ success: false, errorCode: 'SAME_REQUEST' });
    expect(Number(again.headers['retry-after'])).toBe(300);
    clock.advance(5 * 60_000);
    expect((await api('/products/stock-prices', { method: 'POST', payload })).statusCode).toBe(200);
  });

  it('refuses more than 1000 items and stock outside 0–9999', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => ({ barcode: `B${i}`, quantity: 1 }));
    expect((await api('/products/stock-prices', { method: 'POST', payload: { items: many } })).statusCode).toBe(400);
    const tooMuch = await api('/products/stock-prices', { method: 'POST', payload: { items: [{ barcode: 'A', quantity: 10_000 }] } });
    expect(tooMuch.json()).toMatchObject({ success: false, errorCode: 'INVALID_ITEMS' });
  });

  it('books PTT barcodes through the Basic-auth shipping service: pending, then completed with the order processing', async () => {
    const clock = simulatorClock();
    const number = await order();
    expect(
      (await shipment('get-warehouse', {}, { authorization: `Basic ${Buffer.from('invalid:x').toString('base64')}` })).statusCode,
    ).toBe(401);
    const warehouse = (await shipment('get-warehouse', {})).json<{ data: Array<{ warehouse_id: number }> }>().data[0].warehouse_id;
    const job = (await shipment('create-barcode', { orders: [{ order_id: number, warehouse_id: warehouse }] })).json<{
      tracking_id: string;
    }>();
    expect((await shipment('barcode-status', { tracking_id: job.tracking_id })).json()).toMatchObject({ status: 'pending' });
    clock.advance(TEST_SETTINGS.batchCompleteMs);
    const done = (await shipment('barcode-status', { tracking_id: job.tracking_id })).json<{
      status: string;
      barcodes: Array<{ barcode: string }>;
    }>();
    expect(done).toMatchObject({ status: 'completed', barcodes: [{ order_id: number, barcode: expect.stringMatching(/^27102\d{8}$/) }] });
    expect((await api(`/orders/${number}`)).json()).toMatchObject({ kargoBarkodu: done.barcodes[0].barcode, kargoFirmasi: 'PTT Kargo' });
    expect((await shipment('get-barcode-tag', { order_id: number, type: 'zpl' })).json()).toMatchObject({
      type: 'zpl',
      data: expect.stringContaining('^XA'),
    });
  });

  it('answers error for an order that cannot be booked (cancelled, or an unknown warehouse)', async () => {
    const clock = simulatorClock();
    const number = await order();
    await app.inject({ method: 'POST', url: `/control/ptt-avm/orders/${number}/cancel`, payload: {} });
    const job = (await shipment('create-barcode', { orders: [{ order_id: number, warehouse_id: 100301619 }] })).json<{
      tracking_id: string;
    }>();
    clock.advance(TEST_SETTINGS.batchCompleteMs);
    expect((await shipment('barcode-status', { tracking_id: job.tracking_id })).json()).toMatchObject({ status: 'error', barcodes: [] });
    expect((await shipment('create-barcode', { orders: [{ order_id: number }] })).statusCode).toBe(422);
  });
});
