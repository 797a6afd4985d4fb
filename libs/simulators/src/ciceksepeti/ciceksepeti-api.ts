import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { catalogRoutes } from './catalog.routes';
import { cicekError } from './ciceksepeti-errors';
import type { CallPacer } from './ciceksepeti-pacer';
import type { CicekState } from './ciceksepeti-state';
import { orderRoutes } from './orders.routes';
import { productRoutes } from './products.routes';

/** The seller account a request names (its API key, checked by the hook). */
export type SellerOf = (request: FastifyRequest) => string;

/**
 * Çiçeksepeti's seller API under `/api/v1`: `x-api-key` names the seller's account (the sandbox
 * refuses the value `invalid`, decisions §14). The User-Agent (the seller id) is not checked:
 * clients send different ones.
 */
export function ciceksepetiApi(state: CicekState, pacer: CallPacer): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const key = request.headers['x-api-key'];
      if (typeof key !== 'string' || !key || key === 'invalid') {
        return reply.code(401).send(cicekError('Authorization has been denied for this request.'));
      }
      return undefined;
    });
    const seller: SellerOf = (request) => String(request.headers['x-api-key']);
    productRoutes(app, state, pacer, seller);
    orderRoutes(app, state, pacer, seller);
    catalogRoutes(app, state, seller);
  };
}
