import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { BearerTokens } from '../carriers/rest-shared/bearer-tokens';
import { header } from '../carriers/rest-shared/credentials';
import { guardApi } from '../shared/marketplace.hooks';
import type { MarketplaceState } from '../shared/seller-account';
import type { SellerThrottle } from '../shared/throttle';
import { listingRoutes } from './listing.routes';
import type { PazaramaListingBatches } from './pazarama-listing-batches';
import { pazaramaError } from './pazarama-errors';
import { orderRoutes } from './order.routes';
import type { PazaramaRefunds } from './pazarama-refunds';

export interface MerchantApiParts {
  state: MarketplaceState;
  tokens: BearerTokens;
  throttle: SellerThrottle;
  batches: PazaramaListingBatches;
  refunds: PazaramaRefunds;
}

/**
 * The merchant API (isortagimapi): `Authorization: Bearer <token>` from the token host on every
 * call, the seller named by the token's client id. A missing, unknown or expired token is 401
 * with an empty body and `WWW-Authenticate` (as a published client recorded it live).
 */
export function merchantApi(parts: MerchantApiParts): FastifyPluginAsync {
  return async (app) => {
    guardApi(app, {
      authenticate: (request, reply) => authenticate(parts.tokens, request, reply),
      throttle: parts.throttle,
      rateLimited: () => pazaramaError('TOO_MANY_REQUESTS', 'İstek limiti aşıldı.'),
    });
    await app.register(listingRoutes(parts.state, parts.batches));
    await app.register(orderRoutes(parts.state, parts.refunds));
  };
}

const sellers = new WeakMap<FastifyRequest, string>();

/** The client id the request's token was issued to (set by the gate before any route runs). */
export const sellerOf = (request: FastifyRequest) => sellers.get(request) ?? '';

function authenticate(tokens: BearerTokens, request: FastifyRequest, reply: FastifyReply): string | null {
  const seller = tokens.accountOf(header(request.headers.authorization));
  if (seller === null) {
    reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send();
    return null;
  }
  sellers.set(request, seller);
  return seller;
}
