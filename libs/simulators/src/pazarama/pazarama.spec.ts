import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../core/simulator';
import { simulatorApp, simulatorClock, TEST_SETTINGS } from '../testing/simulator-test-app';
import { pazaramaSimulator } from './index';

const FORM = 'application/x-www-form-urlencoded';
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

describe('the Pazarama simulator', () => {
  let simulator: Simulator;
  let app: FastifyInstance;

  beforeAll(async () => {
    simulator = pazaramaSimulator(TEST_SETTINGS) as Simulator;
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());
  afterEach(() => jest.useRealTimers());

  const token = (authorization: string, payload = 'grant_type=client_credentials&scope=merchantgatewayapi.fullaccess') =>
    app.inject({ method: 'POST', url: '/pazarama/connect/token', headers: { authorization, 'content-type': FORM }, payload });
  const bearerOf = async (client = 'client-1') =>
    `Bearer ${(await token(basic(client, 'secret'))).json<{ data: { accessToken: string } }>().data.accessToken}`;
  const orders = (authorization: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/pazarama/order/getOrdersForApi', headers: { authorization }, payload });

  it('issues an hour-long token in Pazarama’s envelope for a Basic client pair, and refuses a wrong pair with 400 invalid_token', async () => {
    const issued = await token(basic('client-1', 'secret'));
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toMatchObject({ data: { accessToken: expect.any(String), expiresIn: 3600 }, success: true });

    const refused = await token(basic('client-1', 'invalid'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ data: null, success: false, messageCode: 'invalid_token' });
    expect((await token(basic('client-1', 'secret'), 'grant_type=password')).statusCode).toBe(400);
  });

  it('answers 401 with an empty body to a missing, unknown, expired or revoked token', async () => {
    const clock = simulatorClock();
    const noToken = await app.inject({ method: 'GET', url: '/pazarama/product/products' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.body).toBe('');
    expect(noToken.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(
      (await app.inject({ method: 'GET', url: '/pazarama/product/products', headers: { authorization: 'Bearer nope' } })).statusCode,
    ).toBe(401);

    const bearer = await bearerOf();
    expect((await app.inject({ method: 'GET', url: '/pazarama/product/products', headers: { authorization: bearer } })).statusCode).toBe(
      200,
    );
    clock.advance(3600 * 1000);
    expect((await app.inject({ method: 'GET', url: '/pazarama/product/products', headers: { authorization: bearer } })).statusCode).toBe(
      401,
    );

    const fresh = await bearerOf();
    expect((await app.inject({ method: 'DELETE', url: '/control/pazarama/tokens' })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/pazarama/product/products', headers: { authorization: fresh } })).statusCode).toBe(
      401,
    );
  });

  it('lists the token’s seller’s approved products by page and by code', async () => {
    await app.inject({
      method: 'POST',
      url: '/control/pazarama/listings',
      payload: {
        seller: 'client-1',
        listings: [1, 2, 3].map((n) => ({ sku: `SKU-${n}`, barcode: `BAR-${n}`, quantity: n, price: 10 * n })),
      },
    });
    const bearer = await bearerOf();
    const page = await app.inject({
      method: 'GET',
      url: '/pazarama/product/products?Approved=true&Page=2&Size=2',
      headers: { authorization: bearer },
    });
    expect(page.json()).toMatchObject({ data: [{ code: 'BAR-3', stockCode: 'SKU-3', stockCount: 3, salePrice: 30 }], success: true });
    const byCode = await app.inject({ method: 'GET', url: '/pazarama/product/products?Code=BAR-2', headers: { authorization: bearer } });
    expect(byCode.json<{ data: unknown[] }>().data).toEqual([expect.objectContaining({ code: 'BAR-2' })]);
    const other = await app.inject({
      method: 'GET',
      url: '/pazarama/product/products',
      headers: { authorization: await bearerOf('client-2') },
    });
    expect(other.json()).toEqual({ data: [], success: true });
    expect(
      (await app.inject({ method: 'GET', url: '/pazarama/product/products?Size=101', headers: { authorization: bearer } })).statusCode,
    ).toBe(400);
  });

  it('refuses more than 3000 items a stock call, and keeps another seller’s batch from being read', async () => {
    const bearer = await bearerOf();
    const items = Array.from({ length: 3001 }, (_, n) => ({ code: `C-${n}`, stockCount: 1 }));
    const tooMany = await app.inject({
      method: 'POST',
      url: '/pazarama/product/updateStock-v2',
      headers: { authorization: bearer },
      payload: { items },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ success: false, messageCode: 'VALIDATION' });

    const taken = await app.inject({
      method: 'POST',
      url: '/pazarama/product/updateStock-v2',
      headers: { authorization: bearer },
      payload: { items: items.slice(0, 3000) },
    });
    const batchId = taken.json<{ data: string }>().data;
    const foreign = await app.inject({
      method: 'GET',
      url: `/pazarama/listing-state/batch-id/${batchId}/lake-projections`,
      headers: { authorization: await bearerOf('client-2') },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('lists orders by order date in windows of at most a month, the end excluded', async () => {
    const clock = simulatorClock();
    jest.setSystemTime(new Date('2024-03-10T10:00:00Z'));
    await app.inject({
      method: 'POST',
      url: '/control/pazarama/orders',
      payload: { seller: 'client-1', lines: [{ merchant_sku: 'SKU-1', product_name: 'Ürün', quantity: 2, amount: 50 }] },
    });
    clock.advance(0);
    const bearer = await bearerOf();
    const numbers = async (startDate: string, endDate: string) =>
      (await orders(bearer, { startDate, endDate })).json<{ data: Array<{ orderNumber: number }> }>().data.length;
    expect(await numbers('2024-03-01', '2024-03-11')).toBe(1);
    expect(await numbers('2024-03-01', '2024-03-10T10:00')).toBe(0);
    expect(await numbers('2024-03-10T10:00', '2024-03-10T10:01')).toBe(1);

    const tooWide = await orders(bearer, { startDate: '2024-02-01', endDate: '2024-03-02' });
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json()).toMatchObject({ success: false, messageCode: 'VALIDATION' });
    expect((await orders(bearer, { startDate: '2024-02-10', endDate: '2024-03-10' })).statusCode).toBe(200);
  });

  it('moves an order 3 → 12 → 5 (with its tracking) and shows a customer’s cancellation as 6', async () => {
    const bearer = await bearerOf();
    const create = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/control/pazarama/orders',
          payload: { seller: 'client-1', lines: [{ merchant_sku: 'SKU-1', product_name: 'Ürün', quantity: 1, amount: 50 }] },
        })
      ).json<{ order: { order_number: string; orderNumber: number; items: Array<{ orderItemId: string }> } }>().order;
    const order = await create();
    const put = (url: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/pazarama/order/${url}`, headers: { authorization: bearer }, payload });
    const item = { orderItemId: order.items[0]?.orderItemId, status: 5, deliveryType: 1 };

    expect(
      (
        await put('updateOrderStatus', {
          orderNumber: order.orderNumber,
          item: { ...item, shippingTrackingNumber: 'T-1', cargoCompanyId: 'c' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await put('updateOrderStatusList', { orderNumber: order.orderNumber, status: 12 })).json()).toMatchObject({ success: true });
    expect((await put('updateOrderStatus', { orderNumber: order.orderNumber, item })).statusCode).toBe(400);
    const shipped = await put('updateOrderStatus', {
      orderNumber: order.orderNumber,
      item: { ...item, shippingTrackingNumber: 'T-1', cargoCompanyId: '7b5567ff-abe7-487e-5c79-08d8e480366a' },
    });
    expect(shipped.json()).toMatchObject({ success: true });

    const cancelled = await create();
    await app.inject({ method: 'POST', url: `/control/pazarama/orders/${cancelled.order_number}/cancel`, payload: {} });
    const listed = await orders(bearer, { orderNumber: cancelled.orderNumber });
    expect(listed.json()).toMatchObject({
      data: [{ orderNumber: cancelled.orderNumber, orderStatus: 6, items: [{ orderItemStatus: 6 }] }],
    });
    const first = await orders(bearer, { orderNumber: order.orderNumber });
    expect(first.json()).toMatchObject({ data: [{ orderStatus: 5, items: [{ cargo: { trackingNumber: 'T-1' } }] }] });
  });
});
