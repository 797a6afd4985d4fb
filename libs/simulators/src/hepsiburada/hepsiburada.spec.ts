import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../core/simulator';
import { simulatorApp, sleep, TEST_SETTINGS } from '../testing/simulator-test-app';
import { hepsiburadaSimulator } from './index';

const MERCHANT = 'm-1001';
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const HEADERS = { authorization: basic('tezgah_dev', 's3cret'), 'user-agent': 'tezgah_dev' };
const LISTINGS = `/hepsiburada/listing-external/listings/merchantid/${MERCHANT}`;

describe('the Hepsiburada simulator', () => {
  let simulator: Simulator;
  let app: FastifyInstance;

  beforeAll(async () => {
    simulator = hepsiburadaSimulator(TEST_SETTINGS) as Simulator;
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());

  const putListings = (skus: string[]) =>
    app.inject({
      method: 'POST',
      url: '/control/hepsiburada/listings',
      payload: { seller: MERCHANT, listings: skus.map((sku) => ({ sku, listing_id: `HBV${sku}`, quantity: 5, price: 100 })) },
    });

  it('refuses the password `invalid` with 401 and a missing User-Agent with 403', async () => {
    const refused = await app.inject({ url: LISTINGS, headers: { ...HEADERS, authorization: basic('tezgah_dev', 'invalid') } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ status: 401, title: 'Unauthorized' });
    expect((await app.inject({ url: LISTINGS })).statusCode).toBe(401);
    expect((await app.inject({ url: LISTINGS, headers: { authorization: HEADERS.authorization, 'user-agent': '' } })).statusCode).toBe(403);
  });

  it('pages listings by offset and limit, and refuses more than 50 SKUs in one query', async () => {
    await putListings(['A', 'B', 'C']);
    const page = await app.inject({ url: `${LISTINGS}?offset=2&limit=2`, headers: HEADERS });
    expect(page.json()).toMatchObject({
      totalCount: 3,
      offset: 2,
      limit: 2,
      listings: [{ merchantSku: 'C', hepsiburadaSku: 'HBVC', availableStock: 5, isSalable: true }],
    });
    const skus = Array.from({ length: 51 }, (_, i) => `S${i}`).join(',');
    expect((await app.inject({ url: `${LISTINGS}?merchantSkuList=${skus}`, headers: HEADERS })).statusCode).toBe(400);
  });

  it('keeps a stock upload in progress until batchCompleteMs passed, then applies it and reports unknown SKUs', async () => {
    await putListings(['A']);
    const upload = await app.inject({
      method: 'POST',
      url: `${LISTINGS}/stock-uploads`,
      headers: HEADERS,
      payload: [
        { merchantSku: 'A', availableStock: 42 },
        { merchantSku: 'GONE', availableStock: 1 },
      ],
    });
    const { id } = upload.json<{ id: string }>();
    const status = () => app.inject({ url: `${LISTINGS}/stock-uploads/id/${id}`, headers: HEADERS }).then((r) => r.json());
    expect(await status()).toMatchObject({ id, status: 'InProgress', total: 2, errors: [] });
    await sleep(TEST_SETTINGS.batchCompleteMs + 10);
    expect(await status()).toMatchObject({ status: 'Done', errors: [{ elementNo: 1, merchantSku: 'GONE' }] });
    const held = await app.inject({ url: `/control/hepsiburada/listings?seller=${MERCHANT}` });
    expect(held.json()).toMatchObject({ listings: [{ sku: 'A', quantity: 42 }] });
  });

  it('refuses an empty upload and one above 1000 items', async () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ merchantSku: `S${i}`, availableStock: 1 }));
    expect((await app.inject({ method: 'POST', url: `${LISTINGS}/stock-uploads`, headers: HEADERS, payload: [] })).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'POST', url: `${LISTINGS}/stock-uploads`, headers: HEADERS, payload: items(1001) })).statusCode,
    ).toBe(400);
  });

  it('lists packages changed in a window, through the order lifecycle of the control API', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/control/hepsiburada/orders',
      payload: {
        seller: MERCHANT,
        lines: [{ merchant_sku: 'A', product_name: 'Elbise', quantity: 2, amount: 150 }],
        customer: { first_name: 'Ali', last_name: 'Kaya' },
      },
    });
    const number = created.json<{ order: { order_number: string } }>().order.order_number;
    const before = new Date().toISOString();
    await app.inject({ method: 'POST', url: `/control/hepsiburada/orders/${number}/cancel`, payload: { reason: 'stok yok' } });
    const packages = await app.inject({
      url: `/hepsiburada/oms-external/packages/merchantid/${MERCHANT}?beginDate=${before}`,
      headers: HEADERS,
    });
    expect(packages.json()).toMatchObject({
      totalCount: 1,
      items: [
        {
          orderNumber: number,
          status: 'Cancelled',
          customerName: 'Ali Kaya',
          totalPrice: { amount: 300 },
          items: [{ merchantSku: 'A', quantity: 2 }],
        },
      ],
    });
    const returned = await app.inject({ method: 'POST', url: `/control/hepsiburada/orders/${number}/return`, payload: {} });
    expect(returned.statusCode).toBe(409);
  });

  it('answers 429 with Retry-After once the merchant spent 240 requests in a minute', async () => {
    for (let i = 0; i < 240; i += 1) expect((await app.inject({ url: LISTINGS, headers: HEADERS })).statusCode).toBe(200);
    const limited = await app.inject({ url: LISTINGS, headers: HEADERS });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await app.inject({ url: '/hepsiburada/listing-external/listings/merchantid/other', headers: HEADERS });
    expect(other.statusCode).toBe(200);
  });
});
