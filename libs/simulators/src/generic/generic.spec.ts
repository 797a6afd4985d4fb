import { marketplacesServedBy } from '@tezgah/contracts';
import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../core/simulator';
import { simulatorApp, TEST_SETTINGS } from '../testing/simulator-test-app';
import { genericSimulator } from './index';

const KEY = 'key-1';
const HEADERS = { 'x-api-key': KEY, 'x-api-secret': 'secret' };

describe('the generic protocol simulators', () => {
  let simulators: Simulator[];
  let app: FastifyInstance;

  beforeAll(async () => {
    simulators = genericSimulator(TEST_SETTINGS) as Simulator[];
    app = await simulatorApp(simulators);
  });
  afterAll(() => app.close());
  beforeEach(() => simulators.forEach((s) => s.reset()));

  const createOrder = async (slug: string) => {
    const created = await app.inject({
      method: 'POST',
      url: `/control/${slug}/orders`,
      payload: { seller: KEY, lines: [{ merchant_sku: 'A', product_name: 'Vazo', quantity: 1, amount: 80 }] },
    });
    return created.json<{ order: { order_number: string } }>().order.order_number;
  };

  it('serves one simulator per marketplace of the generic connector, each with its own state', async () => {
    expect(simulators.map((s) => s.party)).toEqual(marketplacesServedBy('generic').map((m) => m.slug));
    await app.inject({
      method: 'POST',
      url: '/control/teknosa/listings',
      payload: { seller: KEY, listings: [{ sku: 'A', quantity: 1, price: 5 }] },
    });
    const teknosa = await app.inject({ url: '/teknosa/api/v1/listings', headers: HEADERS });
    const boyner = await app.inject({ url: '/boyner/api/v1/listings', headers: HEADERS });
    expect(teknosa.json()).toMatchObject({ items: [{ sku: 'A' }], page: 1, total_pages: 1 });
    expect(boyner.json()).toMatchObject({ items: [], total_pages: 0 });
  });

  it('refuses an `invalid` or missing key with 401 in the protocol error shape, and names the account', async () => {
    const refused = await app.inject({ url: '/farmazon/api/v1/account', headers: { ...HEADERS, 'x-api-key': 'invalid' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    expect((await app.inject({ url: '/farmazon/api/v1/account', headers: { 'x-api-key': KEY } })).statusCode).toBe(401);
    const account = await app.inject({ url: '/farmazon/api/v1/account', headers: { ...HEADERS, 'x-seller-id': 'S-42' } });
    expect(account.json()).toEqual({ seller_id: 'S-42', store_name: 'Farmazon Mağazası' });
  });

  it('applies stock at once, refusing unknown SKUs, and caps a call at 500 items', async () => {
    await app.inject({
      method: 'POST',
      url: '/control/boyner/listings',
      payload: { seller: KEY, listings: [{ sku: 'A', quantity: 1, price: 5 }] },
    });
    const pushed = await app.inject({
      method: 'POST',
      url: '/boyner/api/v1/stock',
      headers: HEADERS,
      payload: {
        items: [
          { sku: 'A', quantity: 7 },
          { sku: 'Z', quantity: 1 },
        ],
      },
    });
    expect(pushed.json()).toEqual({ accepted: ['A'], rejected: [{ sku: 'Z', reason: 'listing_not_found' }] });
    expect((await app.inject({ url: `/control/boyner/listings?seller=${KEY}` })).json()).toMatchObject({
      listings: [{ sku: 'A', quantity: 7 }],
    });
    const items = Array.from({ length: 501 }, (_, i) => ({ sku: `S${i}`, quantity: 1 }));
    const tooMany = await app.inject({ method: 'POST', url: '/boyner/api/v1/stock', headers: HEADERS, payload: { items } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it('lists orders changed strictly after updated_after, oldest change first', async () => {
    const first = await createOrder('teknosa');
    const second = await createOrder('teknosa');
    const all = await app.inject({ url: '/teknosa/api/v1/orders', headers: HEADERS });
    const [a, b] = all.json<{ items: Array<{ id: string; updated_at: string }> }>().items;
    expect([a.id, b.id]).toEqual([first, second]);
    const after = await app.inject({ url: `/teknosa/api/v1/orders?updated_after=${a.updated_at}`, headers: HEADERS });
    expect(after.json()).toMatchObject({ items: [{ id: second, status: 'created', total: 80, items: [{ sku: 'A' }] }] });
  });

  it('moves an order by the seller along decisions §7 and refuses a backward move with 409', async () => {
    const id = await createOrder('teknosa');
    const move = (payload: object) => app.inject({ method: 'POST', url: `/teknosa/api/v1/orders/${id}/status`, headers: HEADERS, payload });
    expect((await move({ status: 'shipped' })).statusCode).toBe(400);
    expect((await move({ status: 'shipped', tracking_number: 'YK1', cargo_provider: 'yurtici' })).json()).toMatchObject({
      status: 'shipped',
      tracking_number: 'YK1',
    });
    const backward = await move({ status: 'processing' });
    expect(backward.statusCode).toBe(409);
    expect(backward.json()).toMatchObject({ error: { code: 'invalid_transition' } });
  });

  it('records claims and questions, and refuses control bodies without a seller or with bad lines', async () => {
    const id = await createOrder('teknosa');
    const claim = await app.inject({
      method: 'POST',
      url: '/control/teknosa/claims',
      payload: { order_number: id, reason: 'beden uymadı' },
    });
    expect(claim.json()).toEqual({ claim_id: expect.any(String) });
    const missing = await app.inject({ method: 'POST', url: '/control/teknosa/claims', payload: { order_number: 'nope' } });
    expect(missing.statusCode).toBe(404);
    const question = await app.inject({
      method: 'POST',
      url: '/control/teknosa/questions',
      payload: { seller: KEY, barcode: '869', text: 'Stokta var mı?' },
    });
    expect(question.json()).toEqual({ question_id: expect.any(String) });
    const noSeller = await app.inject({
      method: 'POST',
      url: '/control/teknosa/orders',
      payload: { lines: [{ merchant_sku: 'A', quantity: 1, amount: 1 }] },
    });
    expect(noSeller.statusCode).toBe(400);
    const badLine = await app.inject({
      method: 'POST',
      url: '/control/teknosa/orders',
      payload: { seller: KEY, lines: [{ merchant_sku: 'A', quantity: 0, amount: 1 }] },
    });
    expect(badLine.json()).toMatchObject({ error: { code: 'validation_failed' } });
    const cancelShipped = await app.inject({
      method: 'POST',
      url: `/teknosa/api/v1/orders/${id}/status`,
      headers: HEADERS,
      payload: { status: 'shipped', tracking_number: 'A1', cargo_provider: 'aras' },
    });
    expect(cancelShipped.statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: `/control/teknosa/orders/${id}/cancel`, payload: {} })).statusCode).toBe(409);
    expect(
      (await app.inject({ method: 'POST', url: `/control/teknosa/orders/${id}/return`, payload: { reason: 'kusurlu' } })).json(),
    ).toMatchObject({
      order: { id, status: 'returned' },
    });
  });

  it('answers 429 with Retry-After after 300 requests a minute from one key', async () => {
    for (let i = 0; i < 300; i += 1) await app.inject({ url: '/teknosa/api/v1/account', headers: HEADERS });
    const limited = await app.inject({ url: '/teknosa/api/v1/account', headers: HEADERS });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });
});
