import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../core/simulator';
import { simulatorApp, simulatorClock, TEST_SETTINGS } from '../testing/simulator-test-app';
import { modanisaSimulator } from './index';
import { modanisaDateTime } from './modanisa-dates';
import { COLOUR_ATTRIBUTE_ID, SIZE_ATTRIBUTE_ID } from './modanisa-products';

const KEY = 'mdn-key-1';
const AUTH = { authorization: `Basic ${Buffer.from(`${KEY}:secret`).toString('base64')}` };
const DAY = 86_400_000;

/** A create-product body that keeps every documented rule; tests break one at a time. */
const PRODUCT = {
  product_id: 'TUNIK-01',
  product_name: 'Düğmeli Uzun Tunik',
  description: 'Viskon, uzun kollu tunik.',
  brand_id: 12,
  category_id: 1106,
  origin_country_id: 1,
  stock_code: 'TUNIK-01-KIRMIZI',
  tax_rate: 18,
  season_id: 3,
  fabrics: [{ fabric_id: 5, percentage: 100 }],
  images: [{ url: 'https://cdn.example.com/tunik-01.jpg' }],
  attributes: [{ attribute_id: COLOUR_ATTRIBUTE_ID, value: 'Kırmızı' }],
  variants: [
    {
      barcode: '8690000000101',
      stock_code: 'TUNIK-01-38',
      quantity: 4,
      price: 499.9,
      attributes: [{ attribute_id: SIZE_ATTRIBUTE_ID, value: '38' }],
    },
    {
      barcode: '8690000000102',
      stock_code: 'TUNIK-01-40',
      quantity: 2,
      price: 499.9,
      attributes: [{ attribute_id: SIZE_ATTRIBUTE_ID, value: '40' }],
    },
  ],
};

describe('the Modanisa simulator', () => {
  let simulator: Simulator;
  let app: FastifyInstance;

  beforeAll(async () => {
    simulator = modanisaSimulator(TEST_SETTINGS) as Simulator;
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());
  afterEach(() => jest.useRealTimers());

  const api = (url: string, options: { method?: 'GET' | 'POST'; payload?: unknown; headers?: Record<string, string> } = {}) =>
    app.inject({
      method: options.method ?? 'GET',
      url: `/modanisa/api/marketplace${url}`,
      headers: options.headers ?? AUTH,
      payload: options.payload as object,
    });
  const listings = (items: object[]) =>
    app.inject({ method: 'POST', url: '/control/modanisa/listings', payload: { seller: KEY, listings: items } });
  const order = (lines = [{ merchant_sku: 'A', barcode: '8690000000001', product_name: 'Şal', quantity: 1, amount: 120 }]) =>
    app
      .inject({ method: 'POST', url: '/control/modanisa/orders', payload: { seller: KEY, lines } })
      .then((r) => r.json<{ order: { order_number: string } }>().order.order_number);
  const orders = (from: number, to: number, page = 1) =>
    api(
      `/orderListV2?startDateTime=${modanisaDateTime(new Date(from))}&endDateTime=${modanisaDateTime(new Date(to))}&page=${page}&size=100`,
    );
  type Details = Array<{ orderId: string; products: Array<{ modanisaOrderProductId: string; status: string }> }>;
  const details = async (from: number, to: number) =>
    (await orders(from, to)).json<{ data: { orders: { details: Details } } }>().data.orders.details;

  it('asks for Basic api_key:api_secret on every call, refusing `invalid` with 401 in its error body', async () => {
    const refused = await api('/products/filter', { headers: { authorization: `Basic ${Buffer.from('invalid:x').toString('base64')}` } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ success: false, data: '', message: 'Unauthorized', status_code: 401 });
    expect((await api('/products/filter', { headers: {} })).statusCode).toBe(401);
    expect((await api('/products/filter')).json()).toEqual({ success: true, data: { products: [] } });
  });

  it('creates one product a request with its colour, each variant in a size; several products or none of the colour are refused', async () => {
    const several = await api('/create-product', { method: 'POST', payload: [PRODUCT, PRODUCT] });
    expect(several.statusCode).toBe(400);
    expect(several.json()).toMatchObject({ success: false, status_code: 400, message: 'Her istekte tek ürün gönderilmelidir.' });
    expect((await api('/create-product', { method: 'POST', payload: { products: [PRODUCT] } })).statusCode).toBe(400);
    const colourless = await api('/create-product', { method: 'POST', payload: { ...PRODUCT, attributes: [] } });
    expect(colourless.json()).toMatchObject({ message: 'Ürün özelliklerinde renk zorunludur.' });
    const sizeless = { ...PRODUCT, variants: [{ ...PRODUCT.variants[0], attributes: [] }] };
    expect((await api('/create-product', { method: 'POST', payload: sizeless })).statusCode).toBe(400);
    expect((await api('/create-product', { method: 'POST', payload: { ...PRODUCT, product_name: 'Kısa' } })).statusCode).toBe(400);

    const created = await api('/create-product', { method: 'POST', payload: PRODUCT });
    expect(created.json()).toMatchObject({ success: true, status_code: 200, data: { request_id: expect.any(Number) } });
    const again = await api('/create-product', { method: 'POST', payload: { ...PRODUCT, product_id: 'TUNIK-02' } });
    expect(again.statusCode).toBe(200);
    const products = (await api('/products/filter?page=1&size=10')).json<{ data: { products: Array<Record<string, unknown>> } }>().data
      .products;
    expect(products).toEqual([
      expect.objectContaining({
        product_id: 'TUNIK-01',
        status: 'CREATE_PRODUCT_SUCCESS',
        variants: [expect.objectContaining({ barcode: '8690000000101', quantity: 4 }), expect.anything()],
      }),
      expect.objectContaining({
        product_id: 'TUNIK-02',
        status: 'CREATE_PRODUCT_ERROR',
        errors: { variant: expect.arrayContaining(['Barkod Sistemde Mevcut. (Barkod: 8690000000101)']) },
      }),
    ]);
  });

  it('lists the seller’s other products only with product_type=all, paged', async () => {
    await listings([{ sku: 'A', barcode: '8690000000001', quantity: 3, price: 120 }]);
    expect((await api('/products/filter')).json()).toMatchObject({ data: { products: [] } });
    const all = (await api('/products/filter?product_type=all&page=1&size=1')).json<{ data: { products: unknown[] } }>().data.products;
    expect(all).toEqual([
      expect.objectContaining({ request_id: null, variants: [expect.objectContaining({ barcode: '8690000000001', stock_code: 'A' })] }),
    ]);
    expect((await api('/products/filter?product_type=all&page=2&size=1')).json()).toMatchObject({ data: { products: [] } });
    expect((await api('/products/filter?size=101')).statusCode).toBe(400);
  });

  it('takes stock and price as batches: inprogress, then complete per item, an unknown barcode failed', async () => {
    const clock = simulatorClock();
    await listings([
      { sku: 'A', barcode: '8690000000001', quantity: 3, price: 120 },
      { sku: 'B', barcode: '8690000000002', quantity: 3, price: 120 },
    ]);
    const stock = await api('/updateProductStock', {
      method: 'POST',
      payload: {
        Products: [
          { barcode: '8690000000001', quantity: 7 },
          { barcode: 'YOK', quantity: 1 },
        ],
      },
    });
    const { batchId } = stock.json<{ batchId: string }>();
    expect(stock.json()).toEqual({
      success: true,
      message: 'success',
      status_code: 200,
      batchId: expect.stringMatching(/^\d{6}-[A-Z0-9]{43}$/),
    });
    expect((await api(`/getBatchRequest?batchId=${batchId}`)).json()).toMatchObject({ status: 'inprogress' });
    clock.advance(TEST_SETTINGS.batchCompleteMs);
    expect((await api(`/getBatchRequest?batchId=${batchId}`)).json()).toMatchObject({
      batchId,
      status: 'complete',
      items: {
        '8690000000001': { barcode: '8690000000001', status: 'complete', errors: [] },
        YOK: { status: 'failed', errors: [expect.stringContaining('no such barcode')] },
      },
    });
    const price = await api('/updateProductPrice', {
      method: 'POST',
      payload: { Products: [{ variant_id: 'L-B', price: '59.50', old_price: '69.99' }] },
    });
    clock.advance(TEST_SETTINGS.batchCompleteMs);
    expect((await api(`/getBatchRequest?batchId=${price.json<{ batchId: string }>().batchId}`)).json()).toMatchObject({
      status: 'complete',
      items: { 'L-B': { variantId: 'L-B', status: 'complete' } },
    });
    const state = (await app.inject({ url: `/control/modanisa/listings?seller=${KEY}` })).json<{
      listings: Array<{ sku: string; quantity: number; price: number }>;
    }>();
    expect(state.listings).toEqual([
      expect.objectContaining({ sku: 'A', quantity: 7 }),
      expect.objectContaining({ sku: 'B', price: 59.5 }),
    ]);
    expect((await api('/getBatchRequest?batchId=YOK')).json()).toEqual({ message: 'Not Found BatchId: YOK', code: 404 });
  });

  it('refuses stock without Products, an old_price not above the price, and more than 1000 items', async () => {
    expect((await api('/updateProductStock', { method: 'POST', payload: {} })).json()).toEqual({
      success: false,
      data: '',
      message: 'Invalid Data',
      status_code: 400,
    });
    expect(
      (await api('/updateProductPrice', { method: 'POST', payload: { Products: [{ barcode: 'A', price: 10, old_price: 9 }] } })).statusCode,
    ).toBe(400);
    const many = Array.from({ length: 1001 }, (_, i) => ({ barcode: `B${i}`, quantity: 1 }));
    expect((await api('/updateProductStock', { method: 'POST', payload: { Products: many } })).statusCode).toBe(400);
  });

  it('fails a price batch giving one product’s variants different prices', async () => {
    const clock = simulatorClock();
    await api('/create-product', { method: 'POST', payload: PRODUCT });
    const price = await api('/updateProductPrice', {
      method: 'POST',
      payload: {
        Products: [
          { barcode: '8690000000101', price: 450 },
          { barcode: '8690000000102', price: 460 },
        ],
      },
    });
    clock.advance(TEST_SETTINGS.batchCompleteMs);
    expect((await api(`/getBatchRequest?batchId=${price.json<{ batchId: string }>().batchId}`)).json()).toMatchObject({ status: 'failed' });
  });

  it('lists orders created in ranges of at most 7 days with page and size, lines Pending until cancelled', async () => {
    const number = await order();
    const now = Date.now();
    expect((await orders(now - 8 * DAY, now)).json()).toMatchObject({ success: false, status_code: 400 });
    expect(
      (
        await api(
          `/orderListV2?startDateTime=${modanisaDateTime(new Date(now - DAY))}&endDateTime=${modanisaDateTime(new Date(now + 1000))}`,
        )
      ).statusCode,
    ).toBe(400);
    expect(await details(now - DAY, now + 1000)).toEqual([
      expect.objectContaining({ orderId: number, products: [expect.objectContaining({ status: 'Pending' })] }),
    ]);
    expect(await details(now + 1000, now + DAY)).toEqual([]);
    await app.inject({ method: 'POST', url: `/control/modanisa/orders/${number}/cancel`, payload: { reason: 'Müşteri vazgeçti' } });
    expect((await details(now - DAY, now + 1000))[0]?.products[0]?.status).toBe('Cancelled');
  });

  it('marks lines reported through missingProduct Missing, cancelling an order with nothing left to send', async () => {
    const number = await order([
      { merchant_sku: 'A', barcode: '8690000000001', product_name: 'Şal', quantity: 1, amount: 120 },
      { merchant_sku: 'B', barcode: '8690000000002', product_name: 'Bone', quantity: 1, amount: 40 },
    ]);
    const now = Date.now();
    const [first, second] = (await details(now - DAY, now + 1000))[0]?.products ?? [];
    expect((await api('/missingProduct', { method: 'POST', payload: { orderProductIds: ['999'] } })).json()).toMatchObject({
      message: 'Invalid Data',
    });
    const missing = await api('/missingProduct', { method: 'POST', payload: { orderProductIds: [Number(first?.modanisaOrderProductId)] } });
    expect(missing.json()).toEqual({ success: true, message: 'success', status_code: 200 });
    expect((await details(now - DAY, now + 1000))[0]?.products.map((p) => p.status)).toEqual(['Missing', 'Pending']);
    await api('/missingProduct', { method: 'POST', payload: { orderProductIds: [second?.modanisaOrderProductId] } });
    const cancelled = await app.inject({ method: 'POST', url: `/control/modanisa/orders/${number}/cancel`, payload: {} });
    expect(cancelled.statusCode).toBe(409);
  });

  it('answers 429 with Retry-After in its error body after 600 calls a minute from one key', async () => {
    for (let i = 0; i < 600; i += 1) await api('/products/filter');
    const limited = await api('/products/filter');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ success: false, data: '', message: 'Too Many Requests', status_code: 429 });
  });
});
