import type { FastifyReply } from 'fastify';

/** Çiçeksepeti's error body (ASP.NET Web API's `{Message}`; the client reads `Message`, then `message`). */
export function cicekError(message: string) {
  return { Message: message };
}

/** Its gateway's rate-limit answer (API Management's body), with Retry-After. */
export function rateLimited(reply: FastifyReply, seconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .send({ statusCode: 429, message: `Rate limit is exceeded. Try again in ${seconds} seconds.` });
}

export function refuse(reply: FastifyReply, message: string, status = 400) {
  return reply.code(status).send(cicekError(message));
}

/** The error body for a status (injected faults, unknown paths). */
export function cicekErrorBody(status: number, message: string) {
  return status === 429 ? { statusCode: 429, message } : cicekError(message);
}
