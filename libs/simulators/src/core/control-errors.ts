import { DomainError, fieldError, toEnvelope } from '@tezgah/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The control API answers errors in the service's own envelope with Turkish messages: it is
 * Tezgah's surface (tests, the demo), not a third party's.
 */
export function sendControlError(error: FastifyError | DomainError, request: FastifyRequest, reply: FastifyReply): void {
  const domain = error instanceof DomainError ? error : fromFastify(error);
  if (domain.status >= 500) request.log.error({ err: error }, 'control call failed');
  const { status, body } = toEnvelope(domain, request.id);
  reply.code(status).send(body);
}

export function sendControlNotFound(request: FastifyRequest, reply: FastifyReply): void {
  sendControlError(new DomainError('resource.not_found'), request, reply);
}

function fromFastify(error: FastifyError): DomainError {
  if (error.validation) return fieldError(error.validation[0]?.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body', 'invalid');
  if (error.statusCode === 413) return fieldError('body', 'payload_too_large');
  // Any other 4xx Fastify raises before a handler runs is a body it could not parse.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return fieldError('body', 'malformed_json');
  return new DomainError('server.internal');
}
