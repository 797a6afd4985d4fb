import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../core/simulator';
import { simulatorApp, sleep, TEST_SETTINGS } from '../testing/simulator-test-app';
import { n11Simulator } from './index';
import { N11_MAX_WINDOW_MS } from './n11-api';

const KEY = 'app-key-1';
const HEADERS = { appkey: KEY, appsecret: 's3cret' };
const PACKAGES = '/n11/rest/delivery/v1/shipmentPackages';

describe('the n11 simulator', () => {
  let simulator: Simulator;
  let app: FastifyInstance;

  beforeAll(async () => {
    simulator = n11Simulator(TEST_SETTINGS) as Simulator;
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());

  it('refuses the api key `invalid` and missing headers with 401', async () => {
    const refused = await app.inject({ url: '/n11/ms/product-query', headers: { ...HEADERS, appkey: 'invalid' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
    expect((await app.inject({ url: '/n11/ms/product-query', headers: { appkey: KEY } })).statusCode).toBe(401);
  });

  it('runs a price-stock task IN_QUEUE → COMPLETED after batchCompleteMs, failing unknown stock codes', async () => {
    await app.inject({
      method: 'POST',
      url: '/control/n11/listings',
      payload: { seller: KEY, listings: [{ sku: 'A', quantity: 1, price: 10 }] },
    });
    const created = await app.inject({
      method: 'POST',
      url: '/n11/ms/product/tasks/price-stock-update',
      headers: HEADERS,
      payload: {
        payload: {
          integrator: 'Tezgah',
          skus: [
            { stockCode: 'A', quantity: 9, salePrice: 12 },
            { stockCode: 'X', quantity: 1 },
          ],
        },
      },
    });
    const task = created.json<{ id: string; status: string }>();
    expect(task.status).toBe('IN_QUEUE');
    const detail = () => app.inject({ url: `/n11/ms/product/tasks/${task.id}`, headers: HEADERS }).then((r) => r.json());
    expect(await detail()).toMatchObject({ status: 'IN_QUEUE' });
    await sleep(TEST_SETTINGS.batchCompleteMs + 10);
    expect(await detail()).toMatchObject({
      status: 'COMPLETED',
      skus: [
        { stockCode: 'A', status: 'SUCCESS' },
        { stockCode: 'X', status: 'FAIL' },
      ],
    });
    const products = await app.inject({ url: '/n11/ms/product-query?page=0&size=10', headers: HEADERS });
    expect(products.json()).toMatchObject({ totalElements: 1, content: [{ stockCode: 'A', quantity: 9, salePrice: 12 }] });
  });

  it('refuses a task above 1000 SKUs and a product page above 100', async () => {
    const skus = Array.from({ length: 1001 }, (_, i) => ({ stockCode: `S${i}`, quantity: 1 }));
    const task = await app.inject({
      method: 'POST',
      url: '/n11/ms/product/tasks/price-stock-update',
      headers: HEADERS,
      payload: { payload: { skus } },
    });
    expect(task.statusCode).toBe(400);
    expect((await app.inject({ url: '/n11/ms/product-query?size=101', headers: HEADERS })).statusCode).toBe(400);
  });

  it('lists shipment packages in windows of at most 15 days, oldest change first with ASC', async () => {
    const order = (sku: string) =>
      app.inject({
        method: 'POST',
        url: '/control/n11/orders',
        payload: { seller: KEY, lines: [{ merchant_sku: sku, product_name: sku, quantity: 1, amount: 20 }] },
      });
    await order('A');
    await order('B');
    const now = Date.now() + 1000;
    const listed = await app.inject({
      url: `${PACKAGES}?startDate=${now - 60_000}&endDate=${now}&orderByDirection=ASC&page=0&size=1`,
      headers: HEADERS,
    });
    expect(listed.json()).toMatchObject({
      totalElements: 2,
      totalPages: 2,
      content: [{ shipmentPackageStatus: 'Created', lines: [{ stockCode: 'A' }] }],
    });
    const tooWide = await app.inject({ url: `${PACKAGES}?startDate=${now - N11_MAX_WINDOW_MS - 1}&endDate=${now}`, headers: HEADERS });
    expect(tooWide.statusCode).toBe(400);
    expect((await app.inject({ url: `${PACKAGES}?size=101`, headers: HEADERS })).statusCode).toBe(400);
  });

  it('answers 429 with Retry-After after 1000 requests a minute from one app key', async () => {
    for (let i = 0; i < 1000; i += 1) await app.inject({ url: '/n11/ms/product-query', headers: HEADERS });
    const limited = await app.inject({ url: '/n11/ms/product-query', headers: HEADERS });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
