import { AMAZON_MARKETPLACE_ID } from '@tezgah/contracts';
import type { AmazonConnector } from '../../amazon/amazon.connector';
import { fakeSession, fakeSessions } from '../../../test/sub-interface.fakes';
import { AccountService } from './account.service';

const participation = (id: string, isParticipating: boolean, storeName: string) => ({
  marketplace: { id },
  participation: { isParticipating },
  storeName,
});

describe('AccountService', () => {
  function setUp(participations: object[]) {
    const session = fakeSession();
    session.json.mockResolvedValue({ payload: participations });
    const sessions = fakeSessions(session);
    const grantExpiresAt = jest.fn().mockReturnValue('2026-09-01T00:00:00.000Z');
    Object.defineProperty(sessions, 'amazon', { value: { grantExpiresAt } as unknown as AmazonConnector });
    return { session, grantExpiresAt, service: new AccountService(sessions) };
  }

  it("answers the seller's Amazon.com.tr store and when the stored grant lapses unused", async () => {
    const { session, grantExpiresAt, service } = setUp([
      participation('A1PA6795UKMFR9', true, 'Almanya Mağazası'),
      participation(AMAZON_MARKETPLACE_ID, true, 'Tezgah TR'),
    ]);
    expect(await service.read('t1')).toEqual({
      status: 'ok',
      selling_partner_id: session.grant.sellerId,
      marketplace_id: AMAZON_MARKETPLACE_ID,
      marketplace_name: 'Amazon.com.tr',
      store_name: 'Tezgah TR',
      brand_registry: [],
      refresh_token_expires_at: '2026-09-01T00:00:00.000Z',
      checked_at: expect.any(String),
    });
    expect(session.json.mock.calls[0][0].operation).toBe('getMarketplaceParticipations');
    expect(grantExpiresAt).toHaveBeenCalledWith(expect.objectContaining({ config: expect.any(Object) }));
  });

  it('refuses a seller who does not sell on Amazon.com.tr', async () => {
    const { service } = setUp([participation(AMAZON_MARKETPLACE_ID, false, 'Kapalı')]);
    await expect(service.read('t1')).rejects.toMatchObject({
      code: 'business.invalid',
      details: { selling_partner_id: [expect.objectContaining({ code: 'amazon_not_participating' })] },
    });
  });
});
