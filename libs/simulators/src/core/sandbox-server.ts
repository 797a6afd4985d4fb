import { requestIdFrom } from '@tezgah/errors';
import { fastify, type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { sendControlError, sendControlNotFound } from './control-errors';
import { HeldRequests } from './held-requests';
import { registerPartyApi } from './party-api';
import { registerPartyControl } from './party-control';
import { partyOf } from './party';
import type { Simulator } from './simulator';

export interface SandboxServerOptions {
  /** Calls kept per party for `GET /control/<party>/calls` (default 10,000). */
  callCapacity?: number;
  /** Errors of the simulators and the control API; silent without one. */
  logger?: FastifyBaseLogger;
}

/** Large enough for a marketplace's biggest batch (1000 items with descriptions and images). */
const BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * The sandbox's HTTP server: each simulator's API under `/<party>`, its control API under
 * `/control/<party>`, and `POST /control/reset`. Plain Fastify (not Nest routing): the simulators
 * are Fastify plugins and the server is the third parties' surface, not Tezgah's API.
 */
export async function createSandboxServer(simulators: readonly Simulator[], options: SandboxServerOptions = {}): Promise<FastifyInstance> {
  const duplicate = simulators.find((simulator, i) => simulators.findIndex((other) => other.party === simulator.party) !== i);
  if (duplicate) throw new Error(`two simulators for the party ${duplicate.party}`);

  // No line per request: the call log is where a test or an operator looks at the traffic.
  const logController = new LogController({ disableRequestLogging: true });
  // Closing cuts every connection: held calls, and the spare idle sockets HTTP clients open that
  // `closeIdleConnections` leaves alone. The sandbox stops last, after the callers have drained.
  const app = fastify({
    loggerInstance: options.logger,
    logController,
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: true,
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
  });
  // JSON is parsed; anything else (XML, text, forms) is kept as text, for the simulator and the call
  // log, unless the simulator registers a parser of its own (Amazon's token endpoint parses forms).
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.setErrorHandler(sendControlError);
  app.setNotFoundHandler(sendControlNotFound);

  const held = new HeldRequests();
  const parties = simulators.map((simulator) => partyOf(simulator, options.callCapacity ?? 10_000));
  for (const party of parties) {
    await registerPartyApi(app, party, held);
    await registerPartyControl(app, party);
  }
  app.post('/control/reset', async (_request, reply) => {
    held.releaseAll();
    for (const { simulator, calls, faults } of parties) {
      simulator.reset();
      calls.clear();
      faults.clear();
    }
    return reply.code(204).send();
  });
  return app;
}
