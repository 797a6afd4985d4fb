import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { DomainError, fieldError, toEnvelope } from '@tezgah/errors';
import { createLogger } from '@tezgah/observability';
import type { FastifyReply, FastifyRequest } from 'fastify';

const logger = createLogger('gateway.http');

/**
 * Renders any error as the spec's envelope on `reply`; 5xx are logged with the request id, never
 * shown. `status` overrides the code's own (a 414 is a `validation.failed` of the URL).
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown, status?: number): void {
  const domain = asDomainError(error);
  if (domain.status >= 500) logger.error({ err: error, request_id: request.id }, 'request failed');
  const envelope = toEnvelope(domain, request.id);
  if (domain.retryAfter !== undefined) void reply.header('retry-after', String(domain.retryAfter));
  void reply
    .header('x-request-id', request.id)
    .code(status ?? envelope.status)
    .type('application/json')
    .send(envelope.body);
}

/**
 * Framework errors in the vocabulary of the spec. Nest turns Fastify's routing and body-parsing
 * failures into HttpExceptions carrying only the status; our own validation never throws those.
 */
function asDomainError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  if (error instanceof HttpException) {
    switch (error.getStatus()) {
      case 404:
        return new DomainError('resource.not_found');
      case 413:
        return fieldError('body', 'payload_too_large');
      case 415:
        return fieldError('body', 'unsupported_media_type');
      default:
        if (error.getStatus() < 500) return fieldError('body', 'malformed_json');
    }
  }
  return new DomainError('server.internal');
}

/** Every error a handler, guard or pipe raises leaves the gateway through here. */
@Catch()
export class EnvelopeFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendError(http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>(), error);
  }
}
