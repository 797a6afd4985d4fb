import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type DomainError, fieldError, requestIdFrom, toEnvelope } from '@tezgah/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_PATH_PARAM_LENGTH } from './input-boundary';
import { sendError } from './error.response';

/**
 * URLs Fastify's router refuses before any route or hook runs: a path parameter over
 * MAX_PATH_PARAM_LENGTH (414) and bad percent-encoding (400), in the envelope like every error.
 */
export function renderFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    sendError(request, reply, fieldError('url', 'uri_too_long', { n: MAX_PATH_PARAM_LENGTH }), 414);
  } else if (error.code === 'FST_ERR_BAD_URL') {
    sendError(request, reply, fieldError('url', 'bad_url_encoding'));
  } else {
    sendError(request, reply, error);
  }
}

const CLIENT_ERRORS: Record<string, [number, DomainError]> = {
  HPE_HEADER_OVERFLOW: [431, fieldError('headers', 'headers_too_large')],
  ERR_HTTP_REQUEST_TIMEOUT: [408, fieldError('request', 'request_timeout')],
};

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers or request line past
 * Node's 16 KiB, a malformed request): answered in the envelope on the raw socket, as Fastify's
 * default handler does with its own body.
 */
export function renderClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, problem] = CLIENT_ERRORS[error.code ?? ''] ?? [400, fieldError('request', 'malformed_request')];
  const requestId = requestIdFrom(undefined);
  const body = JSON.stringify(toEnvelope(problem, requestId).body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\n\r\n${body}`,
  );
}
