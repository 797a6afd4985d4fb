import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../core/simulator';
import { simulatorApp, TEST_SETTINGS } from '../testing/simulator-test-app';
import { trendyolSimulator } from './index';

// The seller's cap over all endpoints (spec, Marketplace A limits: about 600 requests a minute per supplier).
const AUTH = `Basic ${Buffer.from('key:secret').toString('base64')}`;

describe("Trendyol simulator: a seller's 600 requests a minute", () => {
  let app: FastifyInstance;
  let simulator: Simulator;

  beforeAll(async () => {
    simulator = trendyolSimulator(TEST_SETTINGS) as Simulator;
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());

  const get = (seller: string, path: string) =>
    app.inject({
      method: 'GET',
      url: `/trendyol/integration${path}`,
      headers: { authorization: AUTH, 'user-agent': `${seller} - Tezgah` },
    });

  it('answers 429 with Retry-After to the 601st request of a minute, whichever endpoints it went to; another seller is unaffected', async () => {
    // Fifty to each of twelve endpoints: none over its own 50 in 10 s.
    const endpoints = [
      '/product/brands',
      '/product/brands/by-name?name=Tezgah',
      '/product/product-categories',
      '/order/claim-issue-reasons',
      '/product/sellers/7777/products',
      '/product/sellers/7777/brand-applications',
      '/order/sellers/7777/orders',
      '/order/sellers/7777/claims',
      '/qna/sellers/7777/questions/filter',
      '/qna/sellers/7777/questions/1',
      '/promotion/sellers/7777/campaigns',
      '/promotion/sellers/7777/campaigns/1',
    ];
    for (const endpoint of endpoints) for (let i = 0; i < 50; i++) expect((await get('7777', endpoint)).statusCode).not.toBe(429);
    // A thirteenth endpoint, fresh in its own window: refused for the seller's minute.
    const refused = await get('7777', '/sellers/7777/addresses');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].key).toBe('too.many.requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await get('8888', '/product/sellers/8888/products')).statusCode).toBe(200);
  });
});
