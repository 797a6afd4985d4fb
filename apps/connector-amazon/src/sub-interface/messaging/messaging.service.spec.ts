import { AMAZON_MARKETPLACE_ID } from '@tezgah/contracts';
import { answer, fakeSession, fakeSessions } from '../../../test/sub-interface.fakes';
import { MessagingService } from './messaging.service';

const ORDER = '171-1234567-1234567';
const actions = (...names: string[]) =>
  answer(200, { _links: { actions: names.map((name) => ({ href: `/messaging/v1/orders/${ORDER}/messages/${name}?marketplaceIds=x` })) } });

describe('MessagingService', () => {
  function setUp() {
    const session = fakeSession();
    return { session, service: new MessagingService(fakeSessions(session)) };
  }
  const request = { order_id: ORDER, message_type: 'confirmDeliveryDetails' as const, text: 'Teslimat adresinizi doğrular mısınız?' };

  it('sends a message of a type Amazon permits for the order now', async () => {
    const { session, service } = setUp();
    session.call.mockResolvedValueOnce(actions('confirmDeliveryDetails', 'unexpectedProblem')).mockResolvedValueOnce(answer(201));
    await expect(service.send('t1', request)).resolves.toEqual({
      amazon_order_id: ORDER,
      message_type: 'confirmDeliveryDetails',
      status: 'sent',
      sent_at: expect.any(String),
    });
    expect(session.call.mock.calls[1][0]).toEqual({
      method: 'POST',
      path: `/messaging/v1/orders/${ORDER}/messages/confirmDeliveryDetails`,
      operation: 'createMessage',
      query: { marketplaceIds: AMAZON_MARKETPLACE_ID },
      body: { text: request.text },
    });
  });

  it('refuses a type Amazon does not permit now, naming those it does, and sends nothing', async () => {
    const { session, service } = setUp();
    session.call.mockResolvedValueOnce(actions('unexpectedProblem'));
    await expect(service.send('t1', request)).rejects.toMatchObject({
      code: 'business.invalid',
      details: {
        message_type: [
          expect.objectContaining({ code: 'amazon_message_not_permitted', message: expect.stringContaining('unexpectedProblem') }),
        ],
      },
    });
    expect(session.call).toHaveBeenCalledTimes(1);
  });

  it("answers Amazon's content refusal as 422 on text and an unknown order as 404", async () => {
    const { session, service } = setUp();
    session.call
      .mockResolvedValueOnce(actions('confirmDeliveryDetails'))
      .mockResolvedValueOnce(answer(400, { errors: [{ code: 'InvalidInput', message: 'Message contains an e-mail address' }] }))
      .mockResolvedValueOnce(answer(404, { errors: [{ code: 'NotFound', message: 'no' }] }));
    await expect(service.send('t1', request)).rejects.toMatchObject({
      details: { text: [expect.objectContaining({ code: 'amazon_refused', message: expect.stringContaining('e-mail address') })] },
    });
    await expect(service.send('t1', request)).rejects.toMatchObject({ code: 'resource.not_found' });
  });
});
