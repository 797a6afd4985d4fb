import type { Role } from '@tezgah/contracts';
import type { DomainError } from '@tezgah/errors';
import type { FastifyRequest } from 'fastify';

/** What an access token says about its bearer (decisions §3). */
export interface Principal {
  user_id: number;
  tenant_id: string;
  role: Role;
  session_id: string;
}

/** What the gateway's request hooks learn about a request before it reaches a handler. */
declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** Why the bearer token was refused; raised only if the route is not public. */
    authError: DomainError | null;
  }
}

export type GatewayRequest = FastifyRequest;
