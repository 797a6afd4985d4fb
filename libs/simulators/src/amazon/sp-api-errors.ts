import type { FastifyReply } from 'fastify';

/** SP-API's error body: `{errors: [{code, message, details}]}` (research §2.1). */
export function sendSpApiError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply.code(status).send({ errors: [{ code, message, details: '' }] });
}

export const invalidInput = (reply: FastifyReply, message: string) => sendSpApiError(reply, 400, 'InvalidInput', message);
export const notFound = (reply: FastifyReply, message: string) => sendSpApiError(reply, 404, 'NotFound', message);

const CODES: Record<number, string> = {
  400: 'InvalidInput',
  403: 'Unauthorized',
  404: 'NotFound',
  413: 'RequestTooLarge',
  415: 'UnsupportedMediaType',
  429: 'QuotaExceeded',
  500: 'InternalFailure',
  503: 'ServiceUnavailable',
};

/** SP-API's body for any status, for the sandbox core's faults and unknown paths. */
export function spApiErrorBody(status: number, message: string): unknown {
  return { errors: [{ code: CODES[status] ?? 'InternalFailure', message, details: '' }] };
}
