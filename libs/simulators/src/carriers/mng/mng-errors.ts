import type { FastifyReply } from 'fastify';

/** MNG's error body: `{error: {code, message, description}}` (the codes 20001, 26056 … are MNG's, as omniship-mng reads them). */
export function mngError(code: string, message: string, description = message) {
  return { error: { code, message, description } };
}

export function sendMngError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply.code(status).send(mngError(code, message));
}

/** IBM API Connect's own refusal, in front of every MNG API, of a call without a subscribed client id and secret. */
export const IBM_UNSUBSCRIBED = {
  httpCode: '401',
  httpMessage: 'Unauthorized',
  moreInformation: 'Cannot find valid subscription for the incoming API request.',
};

/** The body of an injected fault or unknown path, in MNG's form. */
export function mngErrorBody(status: number, message: string) {
  return mngError(String(status), message);
}
