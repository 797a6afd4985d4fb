import { answer, fakeSession, fakeSessions, scriptFeed } from '../../../test/sub-interface.fakes';
import { OrdersService } from './orders.service';

describe('OrdersService', () => {
  const order = (status: string) =>
    answer(200, { payload: { AmazonOrderId: '171-1234567-1234567', PurchaseDate: 'p', LastUpdateDate: 'u', OrderStatus: status } });
  const items = { payload: { OrderItems: [{ OrderItemId: '111', ASIN: 'B0TEZGAH001', QuantityOrdered: 1 }] } };

  it('cancels an unshipped order by an order acknowledgement feed carrying the reason on every line', async () => {
    const session = fakeSession();
    scriptFeed(session);
    const feedJson = session.json.getMockImplementation()!;
    session.json.mockImplementation(async (call) => (call.operation === 'getOrderItems' ? items : feedJson(call)));
    session.call.mockResolvedValue(order('Unshipped'));
    const result = await new OrdersService(fakeSessions(session)).cancel('t1', { order_id: '171-1234567-1234567', reason: 'NoInventory' });
    expect(result).toEqual({
      status: 'accepted',
      feed_id: '50000000001',
      submission_url: null,
      amazon_order_id: '171-1234567-1234567',
      reason: 'NoInventory',
    });
    const xml = session.grant.http.request.mock.calls[0][0].body as string;
    expect(xml).toContain('<MessageType>OrderAcknowledgement</MessageType>');
    expect(xml).toContain('<StatusCode>Failure</StatusCode>');
    expect(xml).toContain('<AmazonOrderItemCode>111</AmazonOrderItemCode><CancelReason>NoInventory</CancelReason>');
  });

  it('refuses to cancel an order that already shipped, with 422 and no feed', async () => {
    const session = fakeSession();
    session.call.mockResolvedValue(order('Shipped'));
    await expect(
      new OrdersService(fakeSessions(session)).cancel('t1', { order_id: '171-1234567-1234567', reason: 'NoInventory' }),
    ).rejects.toMatchObject({
      code: 'business.invalid',
      details: { order_id: [expect.objectContaining({ code: 'amazon_order_not_cancellable' })] },
    });
    expect(session.grant.http.request).not.toHaveBeenCalled();
  });

  it("answers Amazon's 404 for an unknown order as resource.not_found", async () => {
    const session = fakeSession();
    session.call.mockResolvedValue(answer(404, { errors: [{ code: 'NotFound', message: 'no' }] }));
    await expect(
      new OrdersService(fakeSessions(session)).cancel('t1', { order_id: '171-1234567-1234567', reason: 'NoInventory' }),
    ).rejects.toMatchObject({
      code: 'resource.not_found',
    });
  });
});
