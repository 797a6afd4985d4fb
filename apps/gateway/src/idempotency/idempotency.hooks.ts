import { type ErrorCode, type FieldMessageCode, fieldMessage } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { createLogger, getOrCreateCounter } from '@tezgah/observability';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError } from '../http/error.response';
import type { GatewayRequest } from '@tezgah/gateway-kit';
import type { IdempotencyClaim } from './idempotency-keys.repository';
import type { ClaimOutcome, IdempotencyService, StoredResponse } from './idempotency.service';
import { requestFingerprint } from './request-fingerprint';
import './secret-answer-fields.decorator';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request holds until its answer is recorded or the key released. */
    idempotencyClaim: IdempotencyClaim | null;
  }
}

const HEADER = 'Idempotency-Key';
/** As Stripe accepts: room for a UUID or any token a client makes. */
const KEY_FORMAT = /^[\x20-\x7e]{1,255}$/;
/** Answers a retry would get again. The others (401, 403, 429, 5xx) free the key so a retry runs. */
const DEFINITIVE_ERRORS = new Set([400, 404, 409, 422]);

/**
 * Runs an authenticated POST carrying Idempotency-Key at most once per user and key (docs/decisions.md):
 * claims the key before the handler, records the answer as it is sent, replays it to repeats.
 */
export function registerIdempotencyHooks(fastify: FastifyInstance, keys: IdempotencyService): void {
  const logger = createLogger('gateway.idempotency');
  const replays = getOrCreateCounter({
    name: 'tezgah_idempotent_replays_total',
    help: 'POST requests answered with the stored response to an earlier request with the same Idempotency-Key',
  });
  fastify.decorateRequest('idempotencyClaim', null);

  /** Whether the handler should run: false when the request was answered here. */
  const admit = async (request: GatewayRequest, reply: FastifyReply, key: string | string[], userId: number) => {
    if (typeof key !== 'string' || !KEY_FORMAT.test(key)) {
      sendError(request, reply, keyProblem('validation.failed', 'idempotency_key_format'));
      return false;
    }
    let outcome: ClaimOutcome;
    try {
      outcome = await keys.claim(userId, key, requestFingerprint(request.method, request.url, request.body));
    } catch (error) {
      // Running the request unguarded could run it twice: refuse, the client may retry with the key.
      logger.error({ err: error, request_id: request.id }, 'could not claim idempotency key');
      sendError(request, reply, new DomainError('server.unavailable', undefined, undefined, 'could not claim the Idempotency-Key'));
      return false;
    }
    switch (outcome.kind) {
      case 'claimed':
        request.idempotencyClaim = outcome.claim;
        return true;
      case 'completed':
        replays.inc();
        replay(request, reply, outcome.response);
        return false;
      case 'reused':
        sendError(request, reply, keyProblem('business.invalid', 'idempotency_key_reused'));
        return false;
      case 'in_progress':
        sendError(request, reply, keyProblem('resource.conflict', 'idempotency_key_in_progress'));
        return false;
    }
  };

  const settle = async (request: GatewayRequest, reply: FastifyReply, claim: IdempotencyClaim, payload: unknown) => {
    // A relayed answer (RelaysJson) is a Buffer; everything else the gateway sends is a string.
    const body = Buffer.isBuffer(payload) ? payload.toString('utf8') : (payload ?? '');
    try {
      if (isDefinitive(reply.statusCode) && typeof body === 'string') {
        const contentType = reply.getHeader('content-type');
        const response = { statusCode: reply.statusCode, body, contentType: contentType === undefined ? null : String(contentType) };
        await keys.complete(claim, response, request.routeOptions.config.secretAnswerFields);
      } else {
        await keys.release(claim);
      }
    } catch (error) {
      // The answer still goes out; the key stays pending until it is stale.
      logger.error({ err: error, request_id: request.id }, 'could not record idempotency key');
    }
  };

  // After authentication and the rate budgets (a replay spends them too), before guard, pipes and handler.
  fastify.addHook('preHandler', (request: GatewayRequest, reply, done) => {
    const key = request.headers['idempotency-key'];
    if (key === undefined || request.method !== 'POST' || !request.principal) return done();
    admit(request, reply, key, request.principal.user_id).then((run) => {
      if (run) done();
    }, done);
  });

  // Awaited before the answer leaves, so a client retrying at once finds it recorded.
  fastify.addHook('onSend', (request: GatewayRequest, reply, payload, done) => {
    const claim = request.idempotencyClaim;
    if (!claim) return done(null, payload);
    request.idempotencyClaim = null;
    void settle(request, reply, claim, payload).then(() => done(null, payload));
  });
}

function isDefinitive(status: number): boolean {
  return (status >= 200 && status < 300) || DEFINITIVE_ERRORS.has(status);
}

function keyProblem(code: ErrorCode, problem: FieldMessageCode): DomainError {
  return new DomainError(code, { [HEADER]: [{ code: problem, message: fieldMessage(problem) }] });
}

/** The stored answer as first sent, but an error envelope names this request (X-Request-Id = error.request_id). */
function replay(request: GatewayRequest, reply: FastifyReply, stored: StoredResponse): void {
  if (stored.contentType) void reply.header('content-type', stored.contentType);
  void reply
    .code(stored.statusCode)
    .header('idempotent-replayed', 'true')
    .send(stored.body === '' ? undefined : withRequestId(stored, request.id));
}

function withRequestId(stored: StoredResponse, requestId: string): string {
  if (stored.statusCode < 400) return stored.body;
  try {
    const envelope = JSON.parse(stored.body) as { error?: { request_id?: unknown } };
    if (typeof envelope.error?.request_id !== 'string') return stored.body;
    envelope.error.request_id = requestId;
    return JSON.stringify(envelope);
  } catch {
    return stored.body;
  }
}
