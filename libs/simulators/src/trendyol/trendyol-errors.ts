import type { FastifyReply } from 'fastify';

/** Trendyol's error body (research §1.3): `{errors: [{key, message, errorCode}]}`. */
export function trendyolErrorBody(status: number, errors: Array<{ key: string; message: string }>) {
  return { errors: errors.map((error) => ({ ...error, errorCode: String(status) })) };
}

export function sendTrendyolError(reply: FastifyReply, status: number, key: string, message: string): FastifyReply {
  return reply.code(status).send(trendyolErrorBody(status, [{ key, message }]));
}

/** The 401 of a wrong Basic auth, as Trendyol's gateway answers it (docs "Authorization"). */
export function authenticationErrorBody() {
  return {
    timestamp: new Date().toISOString(),
    status: 401,
    exception: 'ClientApiAuthenticationException',
    errors: [{ key: 'ClientApiAuthenticationException', message: 'Unauthorized', errorCode: '401' }],
  };
}
