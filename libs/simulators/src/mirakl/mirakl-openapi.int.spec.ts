// Fidelity: every answer the Mirakl simulator gives for the operations Tezgah uses, checked against
// Mirakl's published seller OpenAPI document (kept outside the repository: docs/simulators/mirakl.md).
import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../core/simulator';
import { simulatorApp, sleep, TEST_SETTINGS } from '../testing/simulator-test-app';
import { miraklSimulator } from './index';
import { MiraklOpenApi } from './testing/mirakl-openapi';

const KEY = 'shop-key-openapi';

// Where this machine has no copy of the document (CI), the suite is reported skipped.
const onThisMachine = MiraklOpenApi.onThisMachine();

(onThisMachine ? describe : describe.skip)("the Mirakl simulator against Mirakl's seller OpenAPI document", () => {
  // Read only by the tests, which run when the document is there.
  const document = onThisMachine as MiraklOpenApi;
  let simulator: Simulator;
  let app: FastifyInstance;

  beforeAll(async () => {
    [simulator] = miraklSimulator(TEST_SETTINGS) as Simulator[];
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());

  /** Calls the operation (its path template filled in) and checks the answer against the document. */
  async function answerOf(
    operationId: string,
    options: { params?: Record<string, string>; query?: string; body?: unknown; status: number },
  ) {
    const route = document.route(operationId);
    const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => options.params?.[name] ?? '');
    if (options.body !== undefined) expect(document.requestProblems(operationId, options.body)).toEqual([]);
    const response = await app.inject({
      method: route.method as 'GET',
      url: `/koctas${path}${options.query ? `?${options.query}` : ''}`,
      headers: { authorization: KEY },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    expect({ operationId, status: response.statusCode }).toEqual({ operationId, status: options.status });
    const contentType = String(response.headers['content-type'] ?? '');
    const body = response.body === '' ? undefined : contentType.includes('json') ? response.json() : response.body;
    expect(document.responseProblems(operationId, { status: response.statusCode, contentType, body })).toEqual([]);
    return body as Record<string, unknown>;
  }

  it('answers A01, V01 and SH21 in the documented shapes', async () => {
    const account = await answerOf('A01', { status: 200 });
    await answerOf('V01', { status: 200 });
    await answerOf('SH21', { status: 200 });
    await answerOf('A01', { query: `shop_id=${String(account.shop_id)}`, status: 200 });
  });

  it('answers OF21, OF24, OF02 and OF03 in the documented shapes, an unknown offer in the error report', async () => {
    await app.inject({
      method: 'POST',
      url: '/control/koctas/listings',
      payload: {
        seller: KEY,
        listings: [{ sku: 'KT-1', listing_id: 'P-1', barcode: '8690000000011', title: 'Matkap', quantity: 3, price: 1999.9 }],
      },
    });
    const offers = await answerOf('OF21', { query: 'max=100&offset=0', status: 200 });
    expect(offers).toMatchObject({ total_count: 1, offers: [{ shop_sku: 'KT-1', quantity: 3 }] });
    const offer = (sku: string, quantity: number) => ({
      shop_sku: sku,
      product_id: 'P-1',
      product_id_type: 'SKU',
      price: 1899.9,
      quantity,
      state_code: '11',
      update_delete: 'update',
    });
    const created = await answerOf('OF24', { body: { offers: [offer('KT-1', 7), offer('GONE', 1)] }, status: 201 });
    await sleep(TEST_SETTINGS.batchCompleteMs * 2);
    const status = await answerOf('OF02', { params: { import: String(created.import_id) }, status: 200 });
    expect(status).toMatchObject({ status: 'COMPLETE', lines_in_success: 1, lines_in_error: 1, has_error_report: true });
    const report = await answerOf('OF03', { params: { import: String(created.import_id) }, status: 200 });
    expect(String(report)).toContain('GONE');
  });

  it('answers OR11, OR21, OR23, OR24 and OR29 in the documented shapes through an order’s life', async () => {
    const order = async () => {
      const created = await app.inject({
        method: 'POST',
        url: '/control/koctas/orders',
        payload: { seller: KEY, lines: [{ merchant_sku: 'KT-1', product_name: 'Matkap', quantity: 1, amount: 1999.9 }] },
      });
      return String(created.json().order.order_number);
    };
    const shipped = await order();
    const cancelled = await order();
    const list = await answerOf('OR11', { query: `order_ids=${shipped}`, status: 200 });
    const [listed] = list.orders as Array<{ order_state: string; order_lines: Array<{ order_line_id: string }> }>;
    expect(listed.order_state).toBe('WAITING_ACCEPTANCE');
    const decisions = { order_lines: listed.order_lines.map((line) => ({ id: line.order_line_id, accepted: true })) };
    await answerOf('OR21', { params: { order_id: shipped }, body: decisions, status: 204 });
    await answerOf('OR23', { params: { order_id: shipped }, body: { carrier_code: 'YURTICI', tracking_number: 'YT123' }, status: 204 });
    await answerOf('OR24', { params: { order_id: shipped }, status: 204 });
    await answerOf('OR29', { params: { order_id: cancelled }, status: 204 });
    const after = await answerOf('OR11', { query: 'start_update_date=2020-01-01T00:00:00Z&max=100', status: 200 });
    expect((after.orders as Array<{ order_state: string }>).map((o) => o.order_state)).toEqual(['SHIPPED', 'CANCELED']);
  });
});
