import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import { asRecord, text } from '../../shared/body-values';
import type { BearerTokens } from '../../carriers/rest-shared/bearer-tokens';
import { acceptedCredential } from '../../carriers/rest-shared/credentials';

/** Paraşüt's access tokens live two hours (`expires_in` 7200). */
export const PARASUT_TOKEN_LIFETIME_S = 7200;

/**
 * `POST /oauth/token` (Paraşüt API v4, Doorkeeper): `grant_type=password` with client_id,
 * client_secret, username, password and `redirect_uri=urn:ietf:wg:oauth:2.0:oob`, or
 * `grant_type=refresh_token`. The token names the user its calls act as.
 */
export function parasutOAuthRoutes(tokens: BearerTokens, refreshTokens: Map<string, string>): FastifyPluginAsync {
  return async (app) => {
    await app.register(formbody);
    app.post('/oauth/token', async (request, reply) => {
      const body = asRecord(request.body);
      const user = body.grant_type === 'refresh_token' ? (refreshTokens.get(String(body.refresh_token)) ?? null) : passwordGrant(body);
      if (!user) {
        return reply
          .code(401)
          .send({ error: 'invalid_grant', error_description: 'The provided authorization grant is invalid, expired or revoked.' });
      }
      const issued = tokens.issue(user);
      const refresh = `${issued.token}.r`;
      refreshTokens.set(refresh, user);
      return {
        access_token: issued.token,
        token_type: 'bearer',
        expires_in: PARASUT_TOKEN_LIFETIME_S,
        refresh_token: refresh,
        created_at: Math.floor(Date.now() / 1000),
      };
    });
  };
}

function passwordGrant(body: Record<string, unknown>): string | null {
  if (body.grant_type !== 'password') return null;
  const fields = [body.client_id, body.client_secret, body.username, body.password];
  return fields.every(acceptedCredential) ? text(body.username) : null;
}
