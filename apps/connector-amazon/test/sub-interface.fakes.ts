import type { ConnectionHandle } from '@tezgah/connector-kit';
import type { MarketplaceEnvironment } from '@tezgah/contracts';
import { automock } from '@tezgah/testing/unit';
import type { ThirdPartyResponse } from '@tezgah/third-party';
import type { SpApiSession } from '../src/amazon/sp-api-session';
import { AmazonSessions } from '../src/sub-interface/amazon-sessions';

/** An SP-API session whose calls a unit spec scripts: `call` (answers), `json` (bodies), and the upload of a feed document. */
export function fakeSession(): jest.Mocked<Pick<SpApiSession, 'call' | 'json'>> & {
  grant: { sellerId: string; http: { request: jest.Mock } };
} {
  return {
    grant: { sellerId: 'A1TEZGAHUNIT', http: { request: jest.fn().mockResolvedValue({ status: 200, headers: {}, body: '' }) } },
    call: jest.fn(),
    json: jest.fn(),
  };
}

export const answer = (status: number, body: unknown = {}): ThirdPartyResponse => ({ status, headers: {}, body });

/** AmazonSessions handing out `session` for any tenant, on a connection of `environment`. */
export function fakeSessions(
  session: ReturnType<typeof fakeSession>,
  environment: MarketplaceEnvironment = 'sandbox',
): jest.Mocked<AmazonSessions> {
  const handle = { config: { environment, cargo_provider: null } } as unknown as ConnectionHandle;
  return automock(AmazonSessions, {
    forTenant: jest.fn().mockResolvedValue({ handle, session: session as unknown as SpApiSession }),
  } as Partial<AmazonSessions>);
}

/** The feed calls of `submitFeed` answering in order: the document, then the feed. */
export function scriptFeed(session: ReturnType<typeof fakeSession>, feedId = '50000000001'): void {
  session.json.mockImplementation(async (call) => {
    if (call.operation === 'createFeedDocument')
      return { feedDocumentId: 'amzn1.tortuga.doc', url: 'http://sandbox.test/amazon/uploads/doc' };
    if (call.operation === 'createFeed') return { feedId };
    throw new Error(`unscripted ${call.operation}`);
  });
}
