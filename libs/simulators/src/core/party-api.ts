import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { RecordedCall } from './call-log';
import type { HeldRequests } from './held-requests';
import { type Party, thirdPartyError } from './party';

/**
 * Serves one simulator's API under `/<party>`: every call is recorded from its arrival, and a
 * fault set for its path answers before the simulator sees the call (after the body is parsed,
 * so the recorded call carries it; before validation, so a fault wins over a schema error).
 */
export async function registerPartyApi(app: FastifyInstance, party: Party, held: HeldRequests): Promise<void> {
  const { simulator } = party;
  const prefix = `/${simulator.party}`;
  const calls = new WeakMap<FastifyRequest, RecordedCall>();
  const answerError = (status: number, message: string) => thirdPartyError(simulator, status, message);

  await app.register(
    async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        if (simulator.answerHeaders) reply.headers(simulator.answerHeaders());
        const path = request.url.split('?')[0].slice(prefix.length) || '/';
        const call: RecordedCall = {
          at: new Date().toISOString(),
          method: request.method,
          path,
          query: request.query,
          body: null,
          status: null,
        };
        party.calls.add(call);
        calls.set(request, call);
      });
      scope.addHook('preValidation', async (request, reply) => {
        const call = calls.get(request);
        if (!call) return;
        call.body = request.body ?? null;
        const fault = party.faults.take([call.path, prefix + call.path]);
        if (!fault) return;
        if (fault.status === 'timeout') {
          reply.hijack();
          held.hold(reply.raw);
          return reply;
        }
        if (fault.status === 429) reply.header('retry-after', String(fault.retryAfter));
        return reply.code(fault.status).send(answerError(fault.status, STATUS_CODES[fault.status] ?? 'Error'));
      });
      scope.addHook('onResponse', async (request, reply) => {
        const call = calls.get(request);
        if (call) call.status = reply.statusCode;
      });
      scope.setNotFoundHandler((request, reply) => {
        reply.code(404).send(answerError(404, `No route for ${request.method} ${request.url.split('?')[0]}`));
      });
      scope.setErrorHandler((error: FastifyError, request, reply) => {
        const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
        if (status >= 500) request.log.error({ err: error, party: simulator.party }, 'simulator failed');
        reply.code(status).send(answerError(status, status >= 500 ? (STATUS_CODES[status] ?? 'Error') : error.message));
      });
      await scope.register(simulator.api);
    },
    { prefix },
  );
}
