import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../core/simulator';
import { simulatorApp, simulatorClock, TEST_SETTINGS } from '../testing/simulator-test-app';
import { ciceksepetiSimulator } from './index';

const KEY = 'cs-key-1';
const HEADERS = { 'x-api-key': KEY };
const API = '/ciceksepeti/api/v1';
const DAY = 86_400_000;

describe('the Çiçeksepeti simulator', () => {
  let simulator: Simulator;
  let app: FastifyInstance;
  let clock: { advance(ms: number): void };

  beforeAll(async () => {
    simulator = ciceksepetiSimulator(TEST_SETTINGS) as Simulator;
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => {
    simulator.reset();
    clock = simulatorClock();
  });
  afterEach(() => jest.useRealTimers());

  const put = (url: string, payload: object) => app.inject({ method: 'PUT', url: `${API}${url}`, headers: HEADERS, payload });
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `${API}${url}`, headers: HEADERS, payload });
  const get = (url: string) => app.inject({ url: `${API}${url}`, headers: HEADERS });
  const listing = (sku: string) =>
    app.inject({
      method: 'POST',
      url: '/control/ciceksepeti/listings',
      payload: { seller: KEY, listings: [{ sku, quantity: 1, price: 10 }] },
    });
  const customerOrder = () =>
    app
      .inject({
        method: 'POST',
        url: '/control/ciceksepeti/orders',
        payload: { seller: KEY, lines: [{ merchant_sku: 'GUL-1', product_name: 'Gül buketi', quantity: 1, amount: 450 }] },
      })
      .then((r) => r.json<{ order: { order_number: string; items: Array<{ orderItemId: number }> } }>().order);
  const window = () => ({ startDate: new Date(Date.now() - DAY).toISOString(), endDate: new Date(Date.now() + 1000).toISOString() });

  it('refuses a missing or `invalid` x-api-key with 401 and its Message', async () => {
    const refused = await app.inject({ url: `${API}/Products`, headers: { 'x-api-key': 'invalid' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ Message: 'Authorization has been denied for this request.' });
    expect((await app.inject({ url: `${API}/Products` })).statusCode).toBe(401);
  });

  it('takes price and stock as a batch that completes after batchCompleteMs, failing unknown stock codes', async () => {
    await listing('A');
    const { batchId } = (
      await put('/Products/price-and-stock', {
        items: [
          { stockCode: 'A', stockQuantity: 7 },
          { stockCode: 'X', stockQuantity: 1 },
        ],
      })
    ).json();
    expect((await get(`/Products/batch-status/${batchId}`)).json()).toMatchObject({
      itemCount: 2,
      items: [{ status: 'Processing' }, { status: 'Processing' }],
    });
    clock.advance(TEST_SETTINGS.batchCompleteMs);
    expect((await get(`/Products/batch-status/${batchId}`)).json()).toMatchObject({
      items: [
        { status: 'Success', data: { stockCode: 'A', quantity: 7 } },
        { status: 'Failed', failureReasons: ['Stok koduna ait ürün bulunamadı.'] },
      ],
    });
    expect((await get('/Products?StockCode=A')).json()).toMatchObject({ totalCount: 1, products: [{ stockCode: 'A', StockQuantity: 7 }] });
  });

  it('paces price-and-stock: one new body a second, the same body once per 30 minutes', async () => {
    const body = (quantity: number) => ({ items: [{ stockCode: 'A', stockQuantity: quantity }] });
    expect((await put('/Products/price-and-stock', body(1))).statusCode).toBe(200);
    const tooSoon = await put('/Products/price-and-stock', body(2));
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('1');
    clock.advance(1000);
    expect((await put('/Products/price-and-stock', body(2))).statusCode).toBe(200);
    clock.advance(1000);
    const repeated = await put('/Products/price-and-stock', body(1));
    expect(repeated.statusCode).toBe(429);
    expect(Number(repeated.headers['retry-after'])).toBeGreaterThan(28 * 60);
    clock.advance(30 * 60_000);
    expect((await put('/Products/price-and-stock', body(1))).statusCode).toBe(200);
  });

  it('refuses more than 200 price-and-stock items, an item with both quantity and price, and product pages above 60', async () => {
    const items = Array.from({ length: 201 }, (_, i) => ({ stockCode: `S${i}`, stockQuantity: 1 }));
    expect((await put('/Products/price-and-stock', { items })).statusCode).toBe(400);
    expect((await put('/Products/price-and-stock', { items: [{ stockCode: 'A', stockQuantity: 1, salesPrice: 5 }] })).statusCode).toBe(400);
    expect((await get('/Products?PageSize=61')).statusCode).toBe(400);
  });

  it('creates products asynchronously, at most 1000 a request', async () => {
    const product = {
      productName: 'Gül',
      mainProductCode: 'GUL',
      stockCode: 'GUL-1',
      categoryId: 12010,
      stockQuantity: 3,
      salesPrice: 450,
    };
    const { batchId } = (await post('/Products', { products: [product] })).json();
    clock.advance(TEST_SETTINGS.batchCompleteMs);
    expect((await get(`/Products/batch-status/${batchId}`)).json()).toMatchObject({ items: [{ status: 'Success' }] });
    expect((await get('/Products')).json()).toMatchObject({
      products: [{ stockCode: 'GUL-1', mainProductCode: 'GUL', categoryId: 12010 }],
    });
    expect((await post('/Products', { products: Array.from({ length: 1001 }, () => product) })).statusCode).toBe(400);
  });

  it('lists orders in 0-based pages of at most 100 within 14 days, one GetOrders per 5 seconds', async () => {
    await customerOrder();
    const listed = await post('/Order/GetOrders', { ...window(), page: 0, pageSize: 100 });
    expect(listed.json()).toMatchObject({
      orderListCount: 1,
      pageCount: 1,
      supplierOrderListWithBranch: [{ orderItemStatusId: 1, code: 'GUL-1', quantity: 1, itemPrice: 450 }],
    });
    expect((await post('/Order/GetOrders', { ...window(), page: 1, pageSize: 100 })).statusCode).toBe(429);
    clock.advance(5000);
    const wide = { startDate: new Date(Date.now() - 15 * DAY).toISOString(), endDate: new Date().toISOString(), page: 0, pageSize: 100 };
    expect((await post('/Order/GetOrders', wide)).statusCode).toBe(400);
    expect((await post('/Order/GetOrders', { ...window(), page: 0, pageSize: 101 })).statusCode).toBe(400);
  });

  it('moves items the seller ships: to be shipped (11), shipped (5) with the tracking number, never backwards', async () => {
    const order = await customerOrder();
    const itemId = order.items[0].orderItemId;
    expect((await put('/Order/readyforcargowithcsintegration', { orderItemsGroup: [{ orderItemIds: [itemId] }] })).json()).toEqual({
      orderItems: [{ orderItemId: itemId, isSuccess: true, message: null }],
    });
    const shipped = await put('/Order/statusupdatewithsupplierintegration', {
      orderItems: [{ orderItemId: itemId, orderItemStatusId: 5, cargoBusinessId: 2, shipmentNumber: 'YK1' }],
    });
    expect(shipped.json()).toMatchObject({ orderItems: [{ isSuccess: true }] });
    const back = await put('/Order/statusupdatewithsupplierintegration', { orderItems: [{ orderItemId: itemId, orderItemStatusId: 2 }] });
    expect(back.json()).toMatchObject({ orderItems: [{ isSuccess: false }] });
    const listed = await post('/Order/GetOrders', { orderNo: order.order_number, page: 0, pageSize: 1 });
    expect(listed.json()).toMatchObject({ supplierOrderListWithBranch: [{ orderItemStatusId: 5, cargoNumber: 'YK1' }] });
  });

  it('lists cancelled and returned items in getcanceledorders, not in GetOrders', async () => {
    const cancelled = await customerOrder();
    await app.inject({
      method: 'POST',
      url: `/control/ciceksepeti/orders/${cancelled.order_number}/cancel`,
      payload: { reason: 'vazgeçtim' },
    });
    const canceled = await post('/Order/getcanceledorders', { ...window(), page: 0, pageSize: 50 });
    expect(canceled.json()).toMatchObject({ totalCount: 1, orderItemsList: [{ orderItemStatusId: 6, cancellationNote: 'vazgeçtim' }] });
    expect((await post('/Order/GetOrders', { ...window(), page: 0, pageSize: 10 })).json()).toMatchObject({ orderListCount: 0 });
    expect((await post('/Order/getcanceledorders', { page: 0, pageSize: 50, orderItemStatusId: 6 })).statusCode).toBe(400);
  });

  it('lists questions within 32 days and takes an answer', async () => {
    const asked = await app.inject({
      method: 'POST',
      url: '/control/ciceksepeti/questions',
      payload: { seller: KEY, barcode: 'GUL-1', text: 'Taze mi?' },
    });
    const { question_id: id } = asked.json<{ question_id: string }>();
    const range = `CreateStartDate=${new Date(Date.now() - DAY).toISOString()}&CreateEndDate=${new Date(Date.now() + 1000).toISOString()}`;
    expect((await get(`/sellerquestions?${range}&Page=1`)).json()).toMatchObject({
      hasNextPage: false,
      items: [{ question: 'Taze mi?', product: { code: 'GUL-1' }, answered: false }],
    });
    expect((await put(`/sellerquestions/${id}`, { answer: 'Evet', branchActionId: 1 })).json()).toMatchObject({
      answered: true,
      answer: 'Evet',
    });
    expect((await get('/sellerquestions?Page=1')).statusCode).toBe(400);
  });
});
