import { DomainError } from '@tezgah/errors';
import { createLogger, getOrCreateCounter, getOrCreateHistogram } from '@tezgah/observability';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AccessTokens } from '../identity/access-token';
import type { SessionRevocations } from '../identity/session-revocations';
import { categoriesFor, RATE_LIMITS } from '../rate-limit/rate-limit-policy';
import type { RateLimiter, RateLimitOutcome } from '../rate-limit/rate-limiter';
import { sendError } from './error.response';
import type { GatewayRequest } from '@tezgah/gateway-kit';

const LOGIN_PATH = '/v1/auth/token';

export interface RequestHookDeps {
  accessTokens: AccessTokens;
  revocations: SessionRevocations;
  rateLimiter: RateLimiter;
}

/**
 * What runs for every request, matched route or not (so a 404 carries X-Request-Id and the
 * X-RateLimit-* headers too): read the token, spend the rate budgets, measure and log.
 */
export function registerRequestHooks(fastify: FastifyInstance, deps: RequestHookDeps): void {
  // Its fields are chosen below and never hold a secret, so it skips redaction.
  const logger = createLogger('gateway.access', undefined, { redact: false });
  const duration = getOrCreateHistogram({
    name: 'tezgah_http_request_duration_seconds',
    help: 'Gateway request duration by route, method and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  });
  const refusals = getOrCreateCounter({
    name: 'tezgah_rate_limit_refusals_total',
    help: 'Requests refused by a rate budget, by category',
    labelNames: ['category'],
  });
  const storeFailures = getOrCreateCounter({
    name: 'tezgah_rate_limit_store_failures_total',
    help: 'Rate-limit checks the store could not answer (read/write then fail open, login closed)',
    labelNames: ['category'],
  });
  const enforce = (request: GatewayRequest, reply: FastifyReply, outcomes: RateLimitOutcome[]) => {
    for (const outcome of outcomes) {
      if (!outcome.storeFailed) continue;
      storeFailures.inc({ category: outcome.category });
      logger.warn({ request_id: request.id, category: outcome.category }, 'rate-limit store unreachable');
    }
    const refused = applyBudgets(request, reply, outcomes);
    if (refused) refusals.inc({ category: refused });
    return refused ? reply : undefined;
  };
  fastify.decorateRequest('principal', null);
  fastify.decorateRequest('authError', null);

  fastify.addHook('onRequest', async (request: GatewayRequest, reply) => {
    void reply.header('x-request-id', request.id);
    authenticate(request, deps);
    const path = request.url.split('?', 1)[0];
    const caller = request.principal ? `u:${request.principal.user_id}` : `ip:${request.ip}`;
    const outcomes: RateLimitOutcome[] = [];
    for (const category of categoriesFor(request.method, path)) {
      const key = RATE_LIMITS[category].per === 'ip' ? `ip:${request.ip}` : caller;
      outcomes.push(await deps.rateLimiter.consume(category, key));
    }
    return enforce(request, reply, outcomes);
  });

  // Login budgets per e-mail need the body; malformed attempts were already counted per IP.
  fastify.addHook('preHandler', (request: GatewayRequest, reply, done) => {
    const email = request.method === 'POST' && request.routeOptions.url === LOGIN_PATH ? loginEmail(request) : undefined;
    if (email === undefined) return done();
    deps.rateLimiter.consume('loginEmail', email).then(
      (outcome) => {
        if (!enforce(request, reply, [outcome, ...(request.rateLimitOutcomes ?? [])])) done();
      },
      (error: unknown) => done(error as Error),
    );
  });

  // While draining, each answer closes its connection: a keep-alive socket that was busy when
  // SIGTERM came would otherwise stay open after its last response and hold the shutdown.
  let draining = false;
  fastify.addHook('preClose', async () => {
    draining = true;
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) void reply.header('connection', 'close');
    done(null, payload);
  });

  fastify.addHook('onResponse', (request: GatewayRequest, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
    logger.info(
      {
        request_id: request.id,
        method: request.method,
        route,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        user_id: request.principal?.user_id,
      },
      'request',
    );
    done();
  });
}

function loginEmail(request: GatewayRequest): string | undefined {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}

function authenticate(request: GatewayRequest, deps: RequestHookDeps): void {
  const header = request.headers.authorization;
  if (!header) return;
  if (!header.startsWith('Bearer ')) {
    request.authError = new DomainError('auth.token_invalid');
    return;
  }
  try {
    const principal = deps.accessTokens.verify(header.slice(7).trim());
    if (deps.revocations.isRevoked(principal.session_id)) throw new DomainError('auth.token_invalid');
    request.principal = principal;
  } catch (error) {
    request.authError = error instanceof DomainError ? error : new DomainError('auth.token_invalid');
  }
}

/**
 * Reports the tightest budget in X-RateLimit-*; refuses (answering the envelope) when one is spent
 * or its store is down and it fails closed. Returns the refusing category, if any.
 */
function applyBudgets(request: GatewayRequest, reply: FastifyReply, outcomes: RateLimitOutcome[]): string | undefined {
  request.rateLimitOutcomes = outcomes;
  const refused = outcomes.find((outcome) => !outcome.allowed);
  const shown = refused ?? outcomes.reduce((a, b) => (b.remaining < a.remaining ? b : a));
  void reply
    .header('x-ratelimit-limit', String(shown.limit))
    .header('x-ratelimit-remaining', String(shown.remaining))
    .header('x-ratelimit-reset', String(shown.resetAt));
  if (!refused) return undefined;
  sendError(
    request,
    reply,
    refused.storeFailed
      ? new DomainError('server.unavailable', undefined, undefined, `rate-limit store unreachable for the ${refused.category} budget`)
      : new DomainError('rate_limit.exceeded', undefined, refused.retryAfterS),
  );
  return refused.category;
}
