import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { settleAccount } from './account-clock';
import type { AmazonContext } from './amazon-context';
import { SP_API_QUOTAS, type SpApiOperation } from './amazon-marketplace';
import type { SellerAccount } from './amazon-state';
import { ACCESS_TOKEN_TTL_S, readToken } from './lwa-tokens';
import { sendSpApiError } from './sp-api-errors';

const accounts = new WeakMap<FastifyRequest, SellerAccount>();

/** The seller whose access token the guard accepted for this request. */
export function accountOf(request: FastifyRequest): SellerAccount {
  const account = accounts.get(request);
  if (!account) throw new Error('SP-API route registered without its guard');
  return account;
}

/** The hooks of one SP-API operation's route: `app.get(path, guard('getOrders'), handler)`. */
export interface OperationHooks {
  onRequest: onRequestAsyncHookHandler;
  preHandler: preHandlerAsyncHookHandler;
}

/**
 * What SP-API checks before an operation: the LWA access token in `x-amz-access-token` (403
 * `Unauthorized`, naming expiry when it expired), then the operation's token bucket for that
 * seller (429 `QuotaExceeded`). The operation's rate is in `x-amzn-RateLimit-Limit` from the
 * request's arrival, so every answer of the operation carries it, an injected 429 included.
 */
export function spApiGuard({ state, buckets }: AmazonContext) {
  return (operation: SpApiOperation): OperationHooks => {
    const { rate, burst } = SP_API_QUOTAS[operation];
    return {
      onRequest: async (_request, reply) => void reply.header('x-amzn-RateLimit-Limit', String(rate)),
      preHandler: async function guard(request: FastifyRequest, reply: FastifyReply) {
        const header = request.headers['x-amz-access-token'];
        const claims = readToken('Atza', typeof header === 'string' ? header : undefined);
        if (!claims) return sendSpApiError(reply, 403, 'Unauthorized', 'Access to requested resource is denied.');
        const account = state.seller(claims.sellerId);
        const now = Date.now();
        if (now - claims.issuedAt > ACCESS_TOKEN_TTL_S * 1000 || claims.issuedAt <= account.accessExpiredBefore) {
          return sendSpApiError(
            reply,
            403,
            'Unauthorized',
            'Access to requested resource is denied. The access token you provided has expired.',
          );
        }
        if (!buckets.take(`${account.sellerId}:${operation}`, rate, burst, now)) {
          return sendSpApiError(reply, 429, 'QuotaExceeded', 'You exceeded your quota for the requested resource.');
        }
        settleAccount(state, account, now);
        accounts.set(request, account);
      },
    };
  };
}
