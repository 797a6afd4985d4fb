import type { DomainError } from '@tezgah/errors';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../identity/access-token';
import type { RateLimitOutcome } from '../rate-limit/rate-limiter';

/** What the request hooks learn about a request before it reaches a handler. */
declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** Why the bearer token was refused; raised only if the route is not public. */
    authError: DomainError | null;
    /** The budgets spent so far; the login hook adds the per-e-mail one. */
    rateLimitOutcomes?: RateLimitOutcome[];
  }
}

export type GatewayRequest = FastifyRequest;
