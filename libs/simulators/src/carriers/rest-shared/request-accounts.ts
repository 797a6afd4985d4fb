import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The account each request of a carrier's API authenticated as. `guard` checks every request of a
 * scope before its handler (after the core's faults, so an injected fault wins): `authenticate`
 * answers the account, or sends the carrier's refusal and answers null.
 */
export class RequestAccounts {
  private readonly accounts = new WeakMap<FastifyRequest, string>();

  guard(app: FastifyInstance, authenticate: (request: FastifyRequest, reply: FastifyReply) => string | null): void {
    app.addHook('preHandler', async (request, reply) => {
      const account = authenticate(request, reply);
      if (account === null) return reply;
      this.accounts.set(request, account);
    });
  }

  of(request: FastifyRequest): string {
    const account = this.accounts.get(request);
    if (account === undefined) throw new Error('a carrier route ran without its account guard');
    return account;
  }
}
