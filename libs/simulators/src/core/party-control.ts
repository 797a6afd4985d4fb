import type { FastifyInstance } from 'fastify';
import { fieldError } from '@tezgah/errors';
import { sendControlError, sendControlNotFound } from './control-errors';
import { parseFaultRequest } from './fault-request';
import type { Party } from './party';

/** `/control/<party>/…`: the faults and calls every party has, then the simulator's own control routes. */
export async function registerPartyControl(app: FastifyInstance, party: Party): Promise<void> {
  await app.register(
    async (scope) => {
      scope.setErrorHandler(sendControlError);
      scope.setNotFoundHandler(sendControlNotFound);
      scope.post('/faults', async (request, reply) => {
        party.faults.add(parseFaultRequest(request.body));
        return reply.code(204).send();
      });
      scope.delete('/faults', async (_request, reply) => {
        party.faults.clear();
        return reply.code(204).send();
      });
      scope.get<{ Querystring: { since?: string } }>('/calls', async (request) => party.calls.list(sinceOf(request.query.since)));
      await scope.register(party.simulator.control);
    },
    { prefix: `/control/${party.simulator.party}` },
  );
}

function sinceOf(raw: string | undefined): Date | undefined {
  if (raw === undefined) return undefined;
  const since = new Date(raw);
  if (Number.isNaN(since.getTime())) throw fieldError('since', 'invalid');
  return since;
}
