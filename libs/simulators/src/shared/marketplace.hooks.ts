import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SellerThrottle } from './throttle';

/**
 * Adds a simulator's gate to every route of its API plugin: the marketplace's own credential
 * check (it answers the refusal itself and returns null, or names the seller account), then the
 * seller's request budget (429 with Retry-After in the marketplace's words).
 */
export function guardApi(
  app: FastifyInstance,
  gate: {
    authenticate(request: FastifyRequest, reply: FastifyReply): string | null;
    throttle: SellerThrottle;
    rateLimited(retryAfterSeconds: number): unknown;
  },
): void {
  app.addHook('onRequest', async (request, reply) => {
    const seller = gate.authenticate(request, reply);
    if (seller === null) return reply;
    const retryAfter = await gate.throttle.take(seller);
    if (retryAfter !== null) return reply.code(429).header('retry-after', String(retryAfter)).send(gate.rateLimited(retryAfter));
    return undefined;
  });
}
