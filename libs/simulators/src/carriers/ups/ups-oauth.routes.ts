import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import { asRecord } from '../../shared/body-values';
import type { BearerTokens } from '../rest-shared/bearer-tokens';
import { acceptedCredential, basicCredentials, header } from '../rest-shared/credentials';
import { upsError } from './ups-errors';

/** UPS access tokens live 4 hours (`expires_in` "14399" in UPS's answers). */
export const UPS_TOKEN_LIFETIME_S = 14_399;

/**
 * `POST /security/v1/oauth/token` (OAuthClientCredentials.yaml): HTTP Basic client_id:client_secret,
 * the optional `x-merchant-id` (the shipper's account), a form body `grant_type=client_credentials`.
 * The token names the account its shipments belong to: the merchant id, else the client id.
 */
export function upsOAuthRoutes(tokens: BearerTokens): FastifyPluginAsync {
  return async (app) => {
    await app.register(formbody);
    app.post('/security/v1/oauth/token', async (request, reply) => {
      const client = basicCredentials(header(request.headers.authorization));
      if (!client || !acceptedCredential(client.user) || !acceptedCredential(client.password)) {
        return reply.code(401).send(upsError('10401', 'ClientId is Invalid'));
      }
      if (asRecord(request.body).grant_type !== 'client_credentials') {
        return reply.code(400).send(upsError('10400', 'Invalid/Missing grant_type'));
      }
      const merchant = header(request.headers['x-merchant-id']);
      if (merchant === 'invalid') return reply.code(403).send(upsError('10403', 'Blocked Merchant'));
      const issued = tokens.issue(merchant || client.user);
      return {
        token_type: 'Bearer',
        issued_at: String(Date.now()),
        client_id: client.user,
        access_token: issued.token,
        scope: '',
        expires_in: String(UPS_TOKEN_LIFETIME_S),
        refresh_count: '0',
        status: 'approved',
      };
    });
  };
}
