import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../core/simulator';
import { simulatorApp, TEST_SETTINGS } from '../testing/simulator-test-app';
import { miraklSimulator } from './index';
import { shopIdOf } from './mirakl-shapes';

const KEY = 'shop-key-1';
const offer = {
  shop_sku: 'A',
  product_id: 'P-A',
  product_id_type: 'SKU',
  price: 10,
  quantity: 1,
  state_code: '11',
  update_delete: 'update',
};

describe('the Mirakl simulator', () => {
  let simulator: Simulator;
  let app: FastifyInstance;

  beforeAll(async () => {
    [simulator] = miraklSimulator(TEST_SETTINGS) as Simulator[];
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());

  it('serves each Mirakl instance of the registry under its slug', () => {
    expect((miraklSimulator(TEST_SETTINGS) as Simulator[]).map((s) => s.party)).toEqual(['koctas']);
  });

  it('takes the shop key alone in Authorization: no key, `invalid` or a Bearer is 401; another shop_id is 403', async () => {
    for (const authorization of [undefined, 'invalid', `Bearer ${KEY}`]) {
      const refused = await app.inject({ url: '/koctas/api/account', headers: authorization ? { authorization } : {} });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ status: 401, message: 'Unauthorized' });
    }
    expect((await app.inject({ url: `/koctas/api/account?shop_id=${shopIdOf(KEY)}`, headers: { authorization: KEY } })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ url: '/koctas/api/account?shop_id=1', headers: { authorization: KEY } })).statusCode).toBe(403);
  });

  it('takes OF24 once a minute per shop: the next is 429 with Retry-After, another shop is not held back', async () => {
    const send = (authorization: string) =>
      app.inject({ method: 'POST', url: '/koctas/api/offers', headers: { authorization }, payload: { offers: [offer] } });
    expect((await send(KEY)).statusCode).toBe(201);
    const limited = await send(KEY);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(50);
    expect(limited.json()).toMatchObject({ status: 429 });
    expect((await send('shop-key-2')).statusCode).toBe(201);
  });

  it('refuses an OF24 offer without the fields the document requires, and a page over 100', async () => {
    const { price: _price, ...priceless } = offer;
    const refused = await app.inject({
      method: 'POST',
      url: '/koctas/api/offers',
      headers: { authorization: KEY },
      payload: { offers: [priceless] },
    });
    expect(refused.statusCode).toBe(400);
    expect((await app.inject({ url: '/koctas/api/offers?max=101', headers: { authorization: KEY } })).statusCode).toBe(400);
  });

  it('lists orders changed in the update window once a minute, given orders at any time, and refuses a partial acceptance', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/control/koctas/orders',
      payload: { seller: KEY, lines: [{ merchant_sku: 'A', product_name: 'A', quantity: 1, amount: 10 }] },
    });
    const number = String(created.json().order.order_number);
    const list = (query: string) => app.inject({ url: `/koctas/api/orders?${query}`, headers: { authorization: KEY } });
    expect((await list('start_update_date=2020-01-01T00:00:00Z')).json()).toMatchObject({ total_count: 1 });
    expect((await list('start_update_date=2020-01-01T00:00:00Z')).statusCode).toBe(429);
    expect((await list(`order_ids=${number}`)).json().orders[0]).toMatchObject({ order_id: number, order_state: 'WAITING_ACCEPTANCE' });
    const partial = await app.inject({
      method: 'PUT',
      url: `/koctas/api/orders/${number}/accept`,
      headers: { authorization: KEY },
      payload: { order_lines: [] },
    });
    expect(partial.statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'PUT', url: `/koctas/api/orders/${number}/ship`, headers: { authorization: KEY } })).statusCode,
    ).toBe(400);
  });
});
