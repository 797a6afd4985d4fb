import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../core/simulator';
import { simulatorApp, simulatorClock, TEST_SETTINGS } from '../testing/simulator-test-app';
import { modanisaSimulator } from './index';
import { modanisaDateTime } from './modanisa-dates';

/**
 * Modanisa's published examples (marketplace-docs.modanisa.net/en, as stored when the simulator
 * was written) replayed against the simulator: each documented request is sent as printed, and
 * the answer must carry the documented answer's fields with the same JSON types.
 */
const DOCUMENTED = {
  /** update-quantity */
  stock: {
    request: {
      Products: [
        { variant_id: '123153', quantity: 12 },
        { barcode: '643241233', quantity: 5 },
      ],
    },
    answer: { success: true, message: 'success', status_code: 200, batchId: '211021-71QUVC0XJTMFVY9VFXMRIUC3UKO240FR6FYQJDI4OS4' },
  },
  /** update-price: prices as strings */
  price: {
    request: {
      Products: [
        { variant_id: '2682576147907', price: '119.99', old_price: '169.50' },
        { barcode: '12314234234', price: '59.50', old_price: '169.99' },
      ],
    },
  },
  /** the error answer of update-quantity, update-price and missingProduct */
  error: { success: false, data: '', message: 'Invalid Data', status_code: 400 },
  /** batch-service */
  batch: {
    answer: {
      batchId: '211021-5XZCX6QG1G4PXHSJQ9FVLLGQ1UGMR8YLQYV7Q47GF4M',
      status: 'complete',
      created: '2021-10-21T12:04:38+0300',
      items: {
        '000000100071857003': { variantId: '000000100071857003', status: 'complete', errors: [] },
        '8681360365248': {
          barcode: '8681360365248',
          status: 'failed',
          errors: ['Barcode: Barcode does not match vendor ID or no such barcode. (8681360365248)'],
        },
      },
    },
    notFound: { message: 'Not Found BatchId: 211021-EUWQJHSTQSMDO9Y97371YZOP3JL1TJGVHAEESQ92E2R', code: 404 },
  },
  /** find-orderv2: one order's product line (the fields the sandbox carries) */
  orderLine: {
    productName: 'Beyaz Tunik',
    productId: '12345-Beyaz',
    variantId: '645234',
    modanisaOrderProductId: '2234765543',
    price: '48.993',
    quantity: 1,
    barcode: '1BARCODE1',
    currency: 'TRY',
    status: 'Pending',
  },
  /** missing-service */
  missing: { answer: { success: true, message: 'success', status_code: 200 } },
} as const;

const AUTH = { authorization: `Basic ${Buffer.from('doc-key:doc-secret').toString('base64')}` };

/** The example's shape: each field's JSON type, nested (values differ between a doc and a run). */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : [];
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  return value === null ? 'null' : typeof value;
}

describe('the Modanisa simulator against Modanisa’s documented examples', () => {
  let simulator: Simulator;
  let app: FastifyInstance;

  beforeAll(async () => {
    simulator = modanisaSimulator(TEST_SETTINGS) as Simulator;
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());
  afterEach(() => jest.useRealTimers());

  const api = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
    app.inject({ method, url: `/modanisa/api/marketplace${url}`, headers: AUTH, payload });
  const listings = (items: object[]) =>
    app.inject({ method: 'POST', url: '/control/modanisa/listings', payload: { seller: 'doc-key', listings: items } });

  it('answers update-quantity’s example with a batchId, and its batch as batch-service shows it', async () => {
    const clock = simulatorClock();
    await listings([{ sku: 'V', listing_id: '000000100071857003', barcode: '8680000000003', quantity: 1, price: 10 }]);
    const answer = await api('/updateProductStock', 'POST', DOCUMENTED.stock.request);
    expect(shapeOf(answer.json())).toEqual(shapeOf(DOCUMENTED.stock.answer));
    const sent = await api('/updateProductStock', 'POST', {
      Products: [
        { variant_id: '000000100071857003', quantity: 3 },
        { barcode: '8681360365248', quantity: 1 },
      ],
    });
    clock.advance(TEST_SETTINGS.batchCompleteMs);
    const batch = (await api(`/getBatchRequest?batchId=${sent.json<{ batchId: string }>().batchId}`)).json<{ created: string }>();
    expect(shapeOf(batch)).toEqual(shapeOf(DOCUMENTED.batch.answer));
    expect(batch).toMatchObject({ status: 'complete', items: DOCUMENTED.batch.answer.items });
    expect(batch.created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{4}$/);
    const missing = await api(`/getBatchRequest?batchId=${DOCUMENTED.batch.answer.batchId.replace('5X', 'EU')}`);
    expect(missing.statusCode).toBe(404);
    expect(shapeOf(missing.json())).toEqual(shapeOf(DOCUMENTED.batch.notFound));
  });

  it('takes update-price’s example with its prices as strings, and answers a bad request as documented', async () => {
    expect(shapeOf((await api('/updateProductPrice', 'POST', DOCUMENTED.price.request)).json())).toEqual(shapeOf(DOCUMENTED.stock.answer));
    const refused = await api('/updateProductStock', 'POST', { Products: [{ quantity: 1 }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(DOCUMENTED.error);
  });

  it('answers find-orderv2’s request with its documented envelope and line fields, and missing-service’s with its answer', async () => {
    await app.inject({
      method: 'POST',
      url: '/control/modanisa/orders',
      payload: {
        seller: 'doc-key',
        lines: [{ merchant_sku: '12345-Beyaz', barcode: '1BARCODE1', product_name: 'Beyaz Tunik', quantity: 1, amount: 48.993 }],
      },
    });
    const now = Date.now();
    const listed = await api(
      `/orderListV2?startDateTime=${modanisaDateTime(new Date(now - 60_000))}&endDateTime=${modanisaDateTime(new Date(now + 60_000))}&page=1&size=100`,
    );
    const body = listed.json<{ data: { orders: { details: Array<{ products: Array<Record<string, unknown>> }> } } }>();
    expect(body).toMatchObject({
      success: true,
      message: 'success',
      status_code: 200,
      data: { dateTimeRange: expect.any(Object), orders: { totalCount: 1 } },
    });
    const line = body.data.orders.details[0]?.products[0] ?? {};
    expect(shapeOf(line)).toMatchObject(shapeOf(DOCUMENTED.orderLine) as object);
    expect(line).toMatchObject({ productId: '12345-Beyaz', barcode: '1BARCODE1', price: '48.993', status: 'Pending', currency: 'TRY' });
    const missing = await api('/missingProduct', 'POST', { orderProductIds: [Number(line.modanisaOrderProductId)] });
    expect(missing.json()).toEqual(DOCUMENTED.missing.answer);
  });
});
