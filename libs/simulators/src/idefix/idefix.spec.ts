import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../core/simulator';
import { simulatorApp, simulatorClock, TEST_SETTINGS } from '../testing/simulator-test-app';
import { formatIdefixDate, parseIdefixDate } from './idefix-dates';
import { idefixSimulator } from './index';

const VENDOR = '10594';
const token = (key: string, secret: string) => Buffer.from(`${key}:${secret}`).toString('base64');
const HEADERS = { 'x-api-key': token('anahtar', 'gizli') };

describe('the Idefix simulator', () => {
  let simulator: Simulator;
  let app: FastifyInstance;

  beforeAll(async () => {
    simulator = idefixSimulator(TEST_SETTINGS) as Simulator;
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());
  afterEach(() => jest.useRealTimers());

  const api = (url: string, options: { method?: 'GET' | 'POST'; payload?: object; headers?: Record<string, string> } = {}) =>
    app.inject({ method: options.method ?? 'GET', url: `/idefix${url}`, headers: options.headers ?? HEADERS, payload: options.payload });
  const control = (path: string, payload: object) => app.inject({ method: 'POST', url: `/control/idefix${path}`, payload });
  const listings = () =>
    control('/listings', {
      seller: VENDOR,
      listings: [
        { sku: 'KALEM-1', barcode: '9786057903372', title: 'Tezus', quantity: 4, price: 10.05 },
        { sku: 'KALEM-2', barcode: '8879615313500', title: 'Barbie', quantity: 52, price: 149 },
      ],
    });
  const order = async () =>
    (
      await control('/orders', {
        seller: VENDOR,
        lines: [{ barcode: '9786057903372', merchant_sku: 'KALEM-1', product_name: 'Tezus', quantity: 1, amount: 10.05 }],
      })
    ).json().order as { order_number: string; shipment_package_id: string };

  it('refuses a missing, malformed or refused X-API-KEY with 401 VENDOR_TOKEN_NOT_EXIST, on both hosts', async () => {
    const refused: Array<Record<string, string>> = [{}, { 'x-api-key': 'bm90LWEtcGFpcg==' }, { 'x-api-key': token('invalid', 'gizli') }];
    for (const headers of refused) {
      for (const url of [`/pim/pool/${VENDOR}/list`, `/oms/${VENDOR}/list`]) {
        const answer = await api(url, { headers });
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toMatchObject({ code: 'VENDOR_TOKEN_NOT_EXIST' });
      }
    }
  });

  it('lists the vendor’s products by page (from 1) in the documented fields', async () => {
    await listings();
    const first = await api(`/pim/pool/${VENDOR}/list?page=1&limit=1`);
    expect(first.json().products).toEqual([
      expect.objectContaining({
        barcode: '9786057903372',
        vendorStockCode: 'KALEM-1',
        inventoryQuantity: 4,
        price: 10.05,
        comparePrice: 10.05,
      }),
    ]);
    expect((await api(`/pim/pool/${VENDOR}/list?page=2&limit=1`)).json().products[0].barcode).toBe('8879615313500');
    expect((await api(`/pim/pool/${VENDOR}/list?barcode=8879615313500`)).json().products).toHaveLength(1);
    expect((await api(`/pim/pool/${VENDOR}/list?page=0`)).statusCode).toBe(400);
  });

  it('takes an inventory-upload as a batchRequestId, PROCESSING until the batch delay has passed, then COMPLETED per barcode', async () => {
    const clock = simulatorClock();
    await listings();
    const upload = await api(`/pim/catalog/${VENDOR}/inventory-upload`, {
      method: 'POST',
      payload: {
        items: [
          { barcode: '9786057903372', price: 12, comparePrice: 15, inventoryQuantity: 7, deliveryDuration: 1, deliveryType: 'regular' },
          { barcode: '0000000000000', inventoryQuantity: 1 },
        ],
      },
    });
    expect(upload.statusCode).toBe(200);
    const { batchRequestId } = upload.json();
    expect(batchRequestId).toMatch(/^[0-9a-f]{2}-[0-9a-f]{13}$/);
    const result = () => api(`/pim/catalog/${VENDOR}/inventory-result/${batchRequestId}`).then((answer) => answer.json());
    expect(await result()).toMatchObject({ status: 'PROCESSING', completedAt: null });
    clock.advance(TEST_SETTINGS.batchCompleteMs);
    const done = await result();
    expect(done).toMatchObject({
      status: 'COMPLETED',
      batchRequestId,
      items: [
        { barcode: '9786057903372', status: 'completed', failureReasons: [] },
        { barcode: '0000000000000', status: 'decline' },
      ],
    });
    expect(done.completedAt).toMatch(/\+03:00$/);
    expect((await api(`/pim/pool/${VENDOR}/list?barcode=9786057903372`)).json().products[0]).toMatchObject({
      inventoryQuantity: 7,
      price: 12,
    });
    expect((await api(`/pim/catalog/other/inventory-result/${batchRequestId}`)).statusCode).toBe(404);
  });

  it('refuses an inventory-upload without items, with a bad item or over 1000 items', async () => {
    const upload = (items: unknown) => api(`/pim/catalog/${VENDOR}/inventory-upload`, { method: 'POST', payload: { items } });
    for (const items of [[], [{ barcode: 'x' }], [{ barcode: 'x', inventoryQuantity: -1 }], Array(1001).fill({ barcode: 'x', price: 1 })]) {
      const answer = await upload(items);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'INVALID_ITEMS' });
    }
  });

  it('lists shipments in the claim-list envelope, filtered by lastUpdatedAt in Istanbul time', async () => {
    await listings();
    const placed = await order();
    const list = (query: string) => api(`/oms/${VENDOR}/list?${query}`).then((answer) => answer.json());
    const all = await list('page=1&limit=10');
    expect(all).toMatchObject({ totalCount: 1, itemCount: 1, pageCount: 1, currentPage: 1, limit: 10 });
    expect(all.items[0]).toMatchObject({
      id: Number(placed.shipment_package_id),
      orderNumber: placed.order_number,
      status: 'created',
      items: [{ barcode: '9786057903372', quantity: 1, price: 10.05 }],
    });
    const later = formatIdefixDate(Date.now() + 60_000);
    expect((await list(`lastUpdatedAt=${encodeURIComponent(later)}`)).items).toHaveLength(0);
    const invalid = await api(`/oms/${VENDOR}/list?startDate=2022-09-30`);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'INVALID_PARAMETER' });
  });

  it('moves a shipment by update-shipment-status: picking, then invoiced with its number; cancelled by the customer', async () => {
    await listings();
    const placed = await order();
    const update = (payload: object) =>
      api(`/oms/${VENDOR}/${placed.shipment_package_id}/update-shipment-status`, { method: 'POST', payload });
    expect((await update({ status: 'picking' })).json()).toMatchObject({ status: 'shipment_picking' });
    expect((await update({ status: 'invoiced' })).statusCode).toBe(400);
    expect((await update({ status: 'invoiced', invoiceNumber: 'TZG2026000000001' })).json()).toMatchObject({
      status: 'shipment_invoiced',
      invoiceNumber: 'TZG2026000000001',
    });
    expect((await update({ status: 'shipped' })).statusCode).toBe(400);
    await control(`/orders/${placed.order_number}/cancel`, { reason: 'Müşteri vazgeçti' });
    const [shipment] = (await api(`/oms/${VENDOR}/list`)).json().items;
    expect(shipment.status).toBe('shipment_cancelled');
    expect((await update({ status: 'picking' })).statusCode).toBe(400);
  });

  it('lists a return claim in claim-list and approves it', async () => {
    await listings();
    const placed = await order();
    const { claim_id } = (
      await control('/claims', { order_number: placed.order_number, reason: 'Beden olmadı', customer_note: '', items: [] })
    ).json();
    const claims = (await api(`/oms/${VENDOR}/claim-list`)).json();
    expect(claims).toMatchObject({
      totalCount: 1,
      items: [{ id: Number(claim_id), orderNumber: placed.order_number, cargoTypeName: 'return' }],
    });
    expect((await api(`/oms/${VENDOR}/${claim_id}/claim-approve`, { method: 'POST', payload: {} })).statusCode).toBe(200);
  });

  it('answers a customer question', async () => {
    const { question_id } = (await control('/questions', { seller: VENDOR, barcode: '9786057903372', text: 'Kaç sayfa?' })).json();
    const answer = (body: object) => api(`/pim/vendor/${VENDOR}/question/${question_id}/answer`, { method: 'POST', payload: body });
    expect((await answer({ answer_body: '320 sayfa.' })).statusCode).toBe(200);
    expect((await answer({})).statusCode).toBe(400);
  });

  it('answers 429 with Retry-After past 600 calls a minute per API key', async () => {
    for (let i = 0; i < 600; i += 1) await api(`/oms/${VENDOR}/list`);
    const limited = await api(`/pim/pool/${VENDOR}/list`);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('reads and writes dates as Idefix’s yyyy/MM/dd HH:mm:ss in Istanbul time', () => {
    expect(parseIdefixDate('2022/09/30 23:59:59')).toBe(Date.parse('2022-09-30T20:59:59Z'));
    expect(formatIdefixDate(Date.parse('2022-09-30T20:59:59Z'))).toBe('2022/09/30 23:59:59');
    expect(parseIdefixDate('2022-09-30')).toBeNaN();
  });
});
