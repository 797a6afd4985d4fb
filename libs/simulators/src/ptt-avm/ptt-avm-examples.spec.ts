import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../core/simulator';
import { simulatorApp, simulatorClock, TEST_SETTINGS } from '../testing/simulator-test-app';
import { pttAvmSimulator } from './index';

/**
 * PttAVM's published examples (developers.pttavm.com, as stored when the simulator was written)
 * replayed against the simulator: the documented request is sent as it is printed, and the
 * answer must carry the documented example answer's fields with the same JSON types.
 */
const DOCUMENTED = {
  /** kargo-entegrasyonu/barkod-olustur: the request and its answer. */
  createBarcode: {
    request: { orders: [{ order_id: 'PTT-0BO6M672N-180925', warehouse_id: 100301619 }] },
    answer: { tracking_id: 'cb3fa78459a6edae7dca9be0389a9861', count: 2, code: 200, success: true, message: '', error: false },
  },
  /** katalog-entegrasyonu (e.g. aktif-yap): the answer fields of integration-api. */
  integrationAnswer: { success: true, errorMessage: null, errorCode: null },
  /** listeleme-entegrasyonu: stock-prices' answer (success, trackingId, countOfProductsToBeProcessed). */
  stockPrices: {
    request: {
      items: [
        { barcode: 'tshirt-1072', quantity: 16 },
        { barcode: 'tshirt-1072-xl', priceWithVAT: 1000, discount: 0 },
      ],
    },
    answer: { success: true, trackingId: 'a-tracking-id', countOfProductsToBeProcessed: 2 },
  },
} as const;

const HEADERS = { 'api-key': 'doc-key', 'access-token': 'doc-token', 'x-correlation-id': '7c2736ac-ff15-4808-bc19-ce3c489b8cac' };
const BASIC = { authorization: `Basic ${Buffer.from('doc-user:doc-pass').toString('base64')}` };

/** The example's shape: each field's JSON type, nested (values differ between a doc and a run). */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : [];
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  return value === null ? 'null' : typeof value;
}

describe('the PttAVM simulator against PttAVM’s documented examples', () => {
  let simulator: Simulator;
  let app: FastifyInstance;

  beforeAll(async () => {
    simulator = pttAvmSimulator(TEST_SETTINGS) as Simulator;
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());
  afterEach(() => jest.useRealTimers());

  it('answers create-barcode’s documented request in the documented answer’s shape', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/ptt-avm/shipment/api/v1/create-barcode',
      headers: BASIC,
      payload: DOCUMENTED.createBarcode.request,
    });
    expect(answer.statusCode).toBe(200);
    expect(shapeOf(answer.json())).toEqual(shapeOf(DOCUMENTED.createBarcode.answer));
    expect(answer.json<{ tracking_id: string }>().tracking_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers stock-prices’ documented items in the documented answer’s shape, read back by its trackingId', async () => {
    const clock = simulatorClock();
    await app.inject({
      method: 'POST',
      url: '/control/ptt-avm/listings',
      payload: {
        seller: 'doc-key',
        listings: [
          { sku: 'tshirt-1072', quantity: 1, price: 900 },
          { sku: 'tshirt-1072-xl', quantity: 1, price: 900 },
        ],
      },
    });
    const answer = await app.inject({
      method: 'POST',
      url: '/ptt-avm/api/v1/products/stock-prices',
      headers: HEADERS,
      payload: DOCUMENTED.stockPrices.request,
    });
    expect(shapeOf(answer.json())).toEqual(shapeOf(DOCUMENTED.stockPrices.answer));
    clock.advance(TEST_SETTINGS.batchCompleteMs);
    const result = await app.inject({
      url: `/ptt-avm/api/v1/products/tracking-result/${answer.json<{ trackingId: string }>().trackingId}`,
      headers: HEADERS,
    });
    expect(result.json()).toMatchObject({ status: 'completed', items: [{ success: true }, { success: true }] });
  });

  it('refuses in integration-api’s documented answer fields (success, errorMessage, errorCode)', async () => {
    const refused = await app.inject({
      url: '/ptt-avm/api/v1/shipping/cargo-profiles',
      headers: { ...HEADERS, 'access-token': 'invalid' },
    });
    expect(Object.keys(refused.json()).sort()).toEqual(Object.keys(DOCUMENTED.integrationAnswer).sort());
    const invoice = await app.inject({
      method: 'POST',
      url: '/ptt-avm/api/v1/orders/PTT-0BO6M672N-180925/invoice',
      headers: HEADERS,
      payload: {},
    });
    expect(shapeOf(invoice.json())).toEqual({ success: 'boolean', errorMessage: 'string', errorCode: 'string' });
  });
});
