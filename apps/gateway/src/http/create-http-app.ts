import type { IncomingMessage } from 'node:http';
import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { requestIdFrom } from '@tezgah/errors';
import { createLogger, PinoNestLogger } from '@tezgah/observability';
import type { GatewayConfig } from '../config/gateway.config';
import { defaultConsoleDir, loadConsoleAssets } from '../console/console-assets';
import { registerConsoleRoutes } from '../console/console.routes';
import { registerIdempotencyHooks } from '../idempotency/idempotency.hooks';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { AccessTokens } from '../identity/access-token';
import { SessionRevocations } from '../identity/session-revocations';
import { setupOpenApi } from '../openapi/openapi';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { EnvelopeFilter } from './error.response';
import { renderClientError, renderFrameworkError } from './framework-errors';
import { MAX_PATH_PARAM_LENGTH } from './input-boundary';
import { registerRequestHooks } from './request.hooks';
import { createValidationPipe } from './validation.pipe';

/** Largest request body accepted: a 500-product bulk import fits with room to spare. */
const BODY_LIMIT_BYTES = 5 * 1024 * 1024;

/**
 * The gateway's HTTP application over `rootModule` (the gateway alone, or the single-process
 * composition): Fastify, `/v1`, the request hooks, Idempotency-Key replays, validation, the envelope,
 * OpenAPI and the console at /console.
 */
export async function createHttpApp(rootModule: Type | DynamicModule, config: GatewayConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (request: IncomingMessage) => requestIdFrom(request.headers['x-request-id']),
    trustProxy: trustedProxies(config.TEZGAH_TRUSTED_PROXIES),
    logger: false,
    // Kept as plain keys so the input boundary refuses them by name instead of "malformed JSON".
    onProtoPoisoning: 'ignore',
    onConstructorPoisoning: 'ignore',
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    frameworkErrors: renderFrameworkError,
    clientErrorHandler: renderClientError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(rootModule, adapter, {
    logger: new PinoNestLogger(createLogger('nest')),
    abortOnError: false,
  });
  app.setGlobalPrefix('v1');
  app.useGlobalFilters(new EnvelopeFilter());
  app.useGlobalPipes(createValidationPipe());
  const fastify = app.getHttpAdapter().getInstance();
  registerRequestHooks(fastify, {
    accessTokens: app.get(AccessTokens),
    revocations: app.get(SessionRevocations),
    rateLimiter: app.get(RateLimiter),
  });
  registerIdempotencyHooks(fastify, app.get(IdempotencyService));
  setupOpenApi(app);
  // The seller console's built assets, when this build has them (docs/console.md).
  const consoleAssets = loadConsoleAssets(defaultConsoleDir());
  if (consoleAssets) registerConsoleRoutes(fastify, consoleAssets);
  return app;
}

function trustedProxies(value: string | undefined): string[] | false {
  const list =
    value
      ?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean) ?? [];
  return list.length ? list : false;
}
