import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import type { BearerTokens } from '../carriers/rest-shared/bearer-tokens';
import { acceptedCredential, basicCredentials, header } from '../carriers/rest-shared/credentials';
import { asRecord } from '../shared/body-values';
import { pazaramaError } from './pazarama-errors';

/** Pazarama's tokens live an hour (clients' `expiresIn` default and the notes of several). */
export const PAZARAMA_TOKEN_LIFETIME_S = 3600;
/** The one scope the merchant API grants. */
export const PAZARAMA_SCOPE = 'merchantgatewayapi.fullaccess';

/**
 * `POST /connect/token` of the token host (isortagimgiris): HTTP Basic clientId:clientSecret, a form
 * body `grant_type=client_credentials&scope=merchantgatewayapi.fullaccess`. The answer is
 * Pazarama's envelope around `{accessToken, expiresIn}`; a refused pair is 400 `invalid_token`
 * (docs/simulators/pazarama.md says why this shape and not OAuth's plain `access_token`).
 */
export function tokenRoutes(tokens: BearerTokens): FastifyPluginAsync {
  return async (app) => {
    await app.register(formbody);
    app.post('/token', async (request, reply) => {
      const client = basicCredentials(header(request.headers.authorization));
      if (!client || !acceptedCredential(client.user) || !acceptedCredential(client.password)) {
        return reply.code(400).send(pazaramaError('invalid_token', 'Token bulunamadı veya geçersiz'));
      }
      const body = asRecord(request.body);
      if (body.grant_type !== 'client_credentials') {
        return reply.code(400).send(pazaramaError('unsupported_grant_type', 'grant_type client_credentials olmalıdır.'));
      }
      if (body.scope !== undefined && body.scope !== PAZARAMA_SCOPE) {
        return reply.code(400).send(pazaramaError('invalid_scope', `scope ${PAZARAMA_SCOPE} olmalıdır.`));
      }
      const issued = tokens.issue(client.user);
      return {
        data: { accessToken: issued.token, expiresIn: PAZARAMA_TOKEN_LIFETIME_S },
        success: true,
        messageCode: null,
        message: null,
        userMessage: null,
        fromCache: false,
      };
    });
  };
}
