import { AMAZON_MARKETPLACE_ID } from '@tezgah/contracts';
import { answer, fakeSession, fakeSessions, scriptFeed } from '../../../test/sub-interface.fakes';
import { ReturnsService } from './returns.service';

const NOW = Date.parse('2026-03-01T00:00:00Z');
const DAY = 86_400_000;
const ORDER = '171-1234567-1234567';

/** A return as the GET_XML_RETURNS_DATA_BY_RETURN_DATE document carries it; the reason and the customer's words are optional. */
const returnOf = (rma: string, itemCode: string, label: string, words = '') => `
  <return_details>
    <item_details>
      <asin>B0TEZGAH${itemCode}</asin>
      <merchant_sku>S-${itemCode}</merchant_sku>
      <order_item_code>${itemCode}</order_item_code>${words}
    </item_details>
    <order_id>${ORDER}</order_id>
    <amazon_rma_id>${rma}</amazon_rma_id>
    <return_request_date>2026-02-20T10:00:00+00:00</return_request_date>
    <return_request_status>${label === 'SelfShip' ? 'Pending' : 'Approved'}</return_request_status>
    <label_details><label_type>${label}</label_type></label_details>
  </return_details>`;
const reportOf = (...returns: string[]) => `<?xml version="1.0" encoding="UTF-8"?><root>${returns.join('')}</root>`;
const REPORT = reportOf(
  returnOf(
    'DRMA001',
    '111',
    'AmazonPrePaidLabel',
    '<return_reason_code>DEFECTIVE</return_reason_code><customer_comments>Kutusu ezik geldi</customer_comments>',
  ),
  returnOf('DRMA002', '112', 'SelfShip'),
);

describe('ReturnsService', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  /** Amazon producing the report through `statuses` (one a look), its document, the order's lines and a refund's feed. */
  function setUp(statuses: string[] = ['DONE'], document = REPORT) {
    const session = fakeSession();
    scriptFeed(session);
    const feed = session.json.getMockImplementation();
    session.json.mockImplementation(async (call) => {
      if (call.operation === 'getReport') return { reportId: 'R-1', processingStatus: statuses.shift() ?? 'DONE', reportDocumentId: 'D-1' };
      if (call.operation === 'getReportDocument') return { url: 'http://sandbox.test/amazon/documents/D-1' };
      if (call.operation === 'getOrderItems')
        return {
          payload: {
            OrderItems: [
              { OrderItemId: '111', ASIN: 'B0TEZGAH111', QuantityOrdered: 2, ItemPrice: { CurrencyCode: 'TRY', Amount: '300.00' } },
              { OrderItemId: '112', ASIN: 'B0TEZGAH112', QuantityOrdered: 1 },
            ],
          },
        };
      return feed?.(call);
    });
    session.grant.http.request.mockImplementation(async (call) => answer(200, call.operation === 'downloadDocument' ? document : ''));
    session.call.mockResolvedValue(answer(202, { reportId: 'R-1' }));
    return { session, service: new ReturnsService(fakeSessions(session)) };
  }
  const operations = (session: ReturnType<typeof fakeSession>) => session.json.mock.calls.map(([call]) => call.operation);

  it("reads the last 30 days' returns report into the returns, once Amazon produced it", async () => {
    const { session, service } = setUp(['IN_QUEUE', 'IN_PROGRESS', 'DONE']);
    const listed = service.list('t1', {});
    await jest.advanceTimersByTimeAsync(500);
    const { returns } = await listed;
    expect(session.call.mock.calls[0][0]).toEqual({
      method: 'POST',
      path: '/reports/2021-06-30/reports',
      operation: 'createReport',
      body: {
        reportType: 'GET_XML_RETURNS_DATA_BY_RETURN_DATE',
        marketplaceIds: [AMAZON_MARKETPLACE_ID],
        dataStartTime: new Date(NOW - 30 * DAY).toISOString(),
        dataEndTime: new Date(NOW).toISOString(),
      },
    });
    expect(operations(session)).toEqual(['getReport', 'getReport', 'getReport', 'getReportDocument']);
    expect(session.json.mock.calls[0][0].path).toBe('/reports/2021-06-30/reports/R-1');
    expect(returns).toEqual([
      {
        return_request_id: 'DRMA001',
        amazon_order_id: ORDER,
        order_item_id: '111',
        asin: 'B0TEZGAH111',
        seller_sku: 'S-111',
        reason: 'DEFECTIVE',
        customer_comments: 'Kutusu ezik geldi',
        status: 'Approved',
        request_date: '2026-02-20T10:00:00+00:00',
        amazon_provides_return_label: true,
      },
      expect.objectContaining({
        return_request_id: 'DRMA002',
        reason: null,
        customer_comments: null,
        status: 'Pending',
        amazon_provides_return_label: false,
      }),
    ]);
  });

  it('asks for the window named, taking 60 days and refusing a second more; reads a report of one return or none', async () => {
    const { session, service } = setUp(['DONE'], reportOf(returnOf('DRMA001', '111', 'AmazonPrePaidLabel')));
    const window = { start: '2025-12-31T00:00:00.000Z', end: '2026-03-01T00:00:00.000Z' };
    const { returns } = await service.list('t1', window);
    expect(returns.map((entry) => entry.return_request_id)).toEqual(['DRMA001']);
    expect(session.call.mock.calls[0][0].body).toMatchObject({ dataStartTime: window.start, dataEndTime: window.end });
    await expect(service.list('t1', { start: '2025-12-30T23:59:59.000Z', end: window.end })).rejects.toMatchObject({
      code: 'business.invalid',
      details: { start: [expect.objectContaining({ code: 'amazon_refused', message: expect.stringContaining('60') })] },
    });
    expect(session.call).toHaveBeenCalledTimes(1);
    session.grant.http.request.mockResolvedValueOnce(answer(200, reportOf()));
    await expect(service.list('t1', {})).resolves.toEqual({ returns: [] });
  });

  it("answers Amazon's refusal of the report as 422 on start, a failed report as 500 and one still produced after 20 s as 429", async () => {
    const refused = setUp();
    refused.session.call.mockResolvedValueOnce(
      answer(400, { errors: [{ code: 'InvalidInput', message: 'dataStartTime is in the future' }] }),
    );
    await expect(refused.service.list('t1', {})).rejects.toMatchObject({
      code: 'business.invalid',
      details: { start: [expect.objectContaining({ message: expect.stringContaining('dataStartTime is in the future') })] },
    });
    await expect(setUp(['FATAL']).service.list('t1', {})).rejects.toThrow('The returns report ended FATAL');
    await expect(setUp(['CANCELLED']).service.list('t1', {})).rejects.toThrow('The returns report ended CANCELLED');
    const slow = setUp(Array<string>(100).fill('IN_PROGRESS'));
    const waited = expect(slow.service.list('t1', {})).rejects.toMatchObject({ code: 'marketplace.rate_limited', retryAfter: 30 });
    await jest.advanceTimersByTimeAsync(20_500);
    await waited;
    expect(operations(slow.session)).not.toContain('getReportDocument');
  });

  it("refunds a return by a payment adjustment of its line, in the line's currency, naming Amazon's reason", async () => {
    const { session, service } = setUp();
    const result = await service.refund('t1', {
      return_request_id: 'DRMA001',
      refund_amount: 250,
      refund_shipping: false,
      reason: 'Ürün kusurlu',
    });
    expect(session.call.mock.calls[0][0].body).toMatchObject({
      dataStartTime: new Date(NOW - 60 * DAY).toISOString(),
      dataEndTime: new Date(NOW).toISOString(),
    });
    expect(session.json.mock.calls.find(([call]) => call.operation === 'getOrderItems')?.[0].path).toBe(
      `/orders/v0/orders/${ORDER}/orderItems`,
    );
    const upload = session.grant.http.request.mock.calls.find(([call]) => call.operation === 'uploadFeedDocument')?.[0];
    expect(upload?.body).toContain(`<AmazonOrderID>${ORDER}</AmazonOrderID>`);
    expect(upload?.body).toContain('<AmazonOrderItemCode>111</AmazonOrderItemCode><AdjustmentReason>CustomerReturn</AdjustmentReason>');
    expect(upload?.body).toContain('<Component><Type>Principal</Type><Amount currency="TRY">250.00</Amount></Component>');
    expect(upload?.body).not.toContain('Shipping');
    expect(session.json.mock.calls.find(([call]) => call.operation === 'createFeed')?.[0].body).toMatchObject({
      feedType: 'POST_PAYMENT_ADJUSTMENT_DATA',
    });
    expect(result).toEqual({
      status: 'accepted',
      feed_id: '50000000001',
      submission_url: null,
      return_request_id: 'DRMA001',
      amazon_order_id: ORDER,
      refund_amount: { amount: 250, currency_code: 'TRY' },
    });

    await service.refund('t1', { return_request_id: 'DRMA001', refund_amount: 10, refund_shipping: false, reason: 'PriceError' });
    expect(session.grant.http.request.mock.calls.at(-1)?.[0].body).toContain('<AdjustmentReason>PriceError</AdjustmentReason>');
  });

  it('refuses a refund above what the line was paid, and one of a return not in the last 60 days, sending no feed', async () => {
    const { session, service } = setUp();
    const request = { return_request_id: 'DRMA001', refund_amount: 300.01, refund_shipping: false, reason: 'CustomerReturn' };
    await expect(service.refund('t1', request)).rejects.toMatchObject({
      code: 'business.invalid',
      details: {
        refund_amount: [expect.objectContaining({ code: 'amazon_refund_exceeds', message: expect.stringContaining('300.00 TRY') })],
      },
    });
    // A line Amazon names no price of cannot be refunded at all.
    await expect(service.refund('t1', { ...request, return_request_id: 'DRMA002', refund_amount: 1 })).rejects.toMatchObject({
      details: {
        refund_amount: [expect.objectContaining({ code: 'amazon_refund_exceeds', message: expect.stringContaining('0.00 TRY') })],
      },
    });
    await expect(service.refund('t1', { ...request, return_request_id: 'DRMA404' })).rejects.toMatchObject({ code: 'resource.not_found' });
    expect(operations(session).filter((operation) => operation === 'getOrderItems')).toHaveLength(2);
    expect(operations(session)).not.toContain('createFeed');
  });
});
