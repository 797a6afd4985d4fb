import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './generated/openapi.schema';

/** Every path of the API with its parameters, bodies and answers, as the OpenAPI document states them. */
export type TezgahPaths = paths;
export type TezgahSchemas = components['schemas'];
export type TezgahClient = Client<paths>;
/** The envelope every refused call answers with: the code, the Turkish message, field details, the request id. */
export type ApiError = components['schemas']['ErrorEnvelope']['error'];

export interface TezgahClientOptions {
  /** The service's origin (`https://tezgah.example`) or '' for the same origin; `/v1` is added. */
  baseUrl: string;
  /** The access token to send, read before each call (a refreshed one is picked up at once). */
  accessToken?: () => string | null | undefined;
  fetch?: typeof fetch;
}

/**
 * A typed client of the Tezgah API: `client.GET('/v1/products', { params: { query: { search } } })`
 * answers `{ data, error, response }` where `data` and `error` have the document's types, so a call
 * to a path or a field the API does not have does not compile.
 */
export function createTezgahClient(options: TezgahClientOptions): TezgahClient {
  const client = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/$/, ''), fetch: options.fetch });
  if (options.accessToken) client.use(bearer(options.accessToken));
  return client;
}

function bearer(token: () => string | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      const value = token();
      if (value && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${value}`);
      return request;
    },
  };
}

/** The envelope's error of a failed call, or a stand-in when the answer was not one (a proxy's page). */
export function apiErrorOf(error: unknown, status: number): ApiError {
  const inner = (error as { error?: Partial<ApiError> } | undefined)?.error;
  if (inner && typeof inner.code === 'string' && typeof inner.message === 'string') return inner as ApiError;
  return {
    code: status >= 500 ? 'server.internal' : 'validation.failed',
    message: status >= 500 ? 'Sunucuya ulaşılamadı, lütfen biraz sonra tekrar deneyin.' : 'İstek tamamlanamadı.',
    request_id: '',
  } as ApiError;
}
