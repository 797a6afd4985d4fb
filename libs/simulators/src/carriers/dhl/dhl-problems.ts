import type { FastifyReply } from 'fastify';

/** MyDHL API's error body (`supermodelIoLogisticsExpressErrorResponse`), sent as application/problem+json. */
export function dhlProblem(status: number, title: string, detail: string, instance = '/mydhlapi') {
  return { instance, detail, title, message: title, status: String(status) };
}

export function sendDhlProblem(reply: FastifyReply, status: number, title: string, detail: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'application/problem+json')
    .send(dhlProblem(status, title, detail, reply.request.url.split('?')[0].replace(/^\/dhl/, '')));
}

/** The body of an injected fault or unknown path, in MyDHL's form. */
export function dhlErrorBody(status: number, message: string) {
  return dhlProblem(status, status === 429 ? 'Too Many Requests' : status >= 500 ? 'Internal Server Error' : 'Bad request', message);
}
