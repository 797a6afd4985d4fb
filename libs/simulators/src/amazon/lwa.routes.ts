import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AmazonContext } from './amazon-context';
import { ACCESS_TOKEN_TTL_S, issueToken, newSellingPartnerId, readToken } from './lwa-tokens';

const CODE_TTL_MS = 5 * 60_000;

const tokenRequest = z.object({
  grant_type: z.string().optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
  refresh_token: z.string().optional(),
  code: z.string().optional(),
});

const consentQuery = z.object({
  application_id: z.string().min(1),
  state: z.string().min(1),
  redirect_uri: z.url(),
  version: z.string().optional(),
  selling_partner_id: z
    .string()
    .regex(/^A[0-9A-Z]{9,20}$/)
    .optional(),
});

/** LWA's answers to a refused request: `{error, error_description}`. */
function lwaError(reply: FastifyReply, status: number, error: string, description: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send({ error, error_description: description });
}

/**
 * Login with Amazon: the token endpoint (form-encoded or JSON, as real clients send either) and
 * the seller's consent page, which approves at once (decisions §14).
 */
export function lwaRoutes({ state }: AmazonContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(formbody);

    app.post('/auth/o2/token', async (request, reply) => {
      const parsed = tokenRequest.safeParse(request.body ?? {});
      if (!parsed.success) return lwaError(reply, 400, 'invalid_request', 'The request is missing a required parameter or is malformed.');
      const body = parsed.data;
      if (!body.client_id || !body.client_secret)
        return lwaError(reply, 400, 'invalid_request', 'The request is missing a required parameter : client_id or client_secret');
      if (body.client_secret === 'invalid') return lwaError(reply, 401, 'invalid_client', 'Client authentication failed');
      const now = Date.now();
      let sellerId: string;
      let refreshToken: string;
      if (body.grant_type === 'refresh_token') {
        const claims = readToken('Atzr', body.refresh_token);
        if (!claims || !body.refresh_token || claims.issuedAt <= state.seller(claims.sellerId).grantsExpiredBefore) {
          return lwaError(
            reply,
            400,
            'invalid_grant',
            "The request has an invalid grant parameter : refresh_token. User may have revoked or didn't grant the permission.",
          );
        }
        sellerId = claims.sellerId;
        refreshToken = body.refresh_token;
      } else if (body.grant_type === 'authorization_code') {
        const grant = body.code ? state.codes.get(body.code) : undefined;
        if (body.code) state.codes.delete(body.code);
        if (!grant || grant.expiresAt < now)
          return lwaError(reply, 400, 'invalid_grant', 'The request has an invalid grant parameter : code');
        sellerId = grant.sellerId;
        refreshToken = issueToken('Atzr', sellerId, now);
      } else {
        return lwaError(reply, 400, 'unsupported_grant_type', 'The authorization grant type is not supported by the authorization server');
      }
      return reply.header('cache-control', 'no-store').send({
        access_token: issueToken('Atza', sellerId, now),
        refresh_token: refreshToken,
        token_type: 'bearer',
        expires_in: ACCESS_TOKEN_TTL_S,
      });
    });

    app.get('/apps/authorize/consent', async (request, reply) => {
      const parsed = consentQuery.safeParse(request.query);
      if (!parsed.success)
        return reply
          .code(400)
          .send({ error: 'invalid_request', error_description: `consent: ${parsed.error.issues[0].path.join('.')} is missing or invalid` });
      const sellerId = parsed.data.selling_partner_id ?? newSellingPartnerId();
      state.seller(sellerId);
      const code = `AN${randomBytes(16).toString('hex')}`;
      state.codes.set(code, { sellerId, expiresAt: Date.now() + CODE_TTL_MS });
      const target = new URL(parsed.data.redirect_uri);
      target.searchParams.set('state', parsed.data.state);
      target.searchParams.set('selling_partner_id', sellerId);
      target.searchParams.set('spapi_oauth_code', code);
      return reply.redirect(target.toString(), 302);
    });
  };
}
