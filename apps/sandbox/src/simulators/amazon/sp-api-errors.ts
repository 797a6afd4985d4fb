import type { FastifyReply } from 'fastify';

/** SP-API's error body: `{errors: [{code, message, details}]}` (research §2.1). */
export function sendSpApiError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply.code(status).send({ errors: [{ code, message, details: '' }] });
}

export const invalidInput = (reply: FastifyReply, message: string) => sendSpApiError(reply, 400, 'InvalidInput', message);
export const notFound = (reply: FastifyReply, message: string) => sendSpApiError(reply, 404, 'NotFound', message);
