import { Header } from '@nestjs/common';

/**
 * The route answers with a service's result exactly as the service encoded it
 * (`RpcTransport.requestJson`): the gateway neither parses nor re-serialises it. Fastify sends the
 * bytes as they are, so the content type Fastify would give a serialised object is set here.
 */
export const RelaysJson = () => Header('content-type', 'application/json; charset=utf-8');
