import { type ApiError, apiErrorOf, createTezgahClient } from '@tezgah/client';
import { session } from './session';

/** The console's one client: typed by the OpenAPI document, the bearer token of the session attached. */
export const api = createTezgahClient({ baseUrl: '', accessToken: session.accessToken });

api.use({
  async onResponse({ request, response }) {
    if (response.status !== 401 || new URL(request.url).pathname.startsWith('/v1/auth/token')) return response;
    const code = ((await response.clone().json()) as { error?: { code?: string } })?.error?.code;
    // An expired token is renewed for the next call; a revoked one (logout elsewhere) ends the session.
    if (code === 'auth.token_expired') {
      if (!(await session.refresh())) session.expire();
    } else session.expire();
    return response;
  },
});

/** A refused call: the status and the envelope's error with its Turkish message. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError,
  ) {
    super(error.message);
  }

  /** The Turkish messages of the field details, by field path (`details` of validation.failed). */
  fieldMessages(): Record<string, string> {
    const details = (this.error.details ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const [field, value] of Object.entries(details)) {
      if (Array.isArray(value)) fields[field] = value.map((item) => (item as { message?: string }).message ?? String(item)).join(' ');
    }
    return fields;
  }
}

/** A call whose 404 is a normal state (no tracking before a label exists): null instead of a failure. */
export async function unwrapFound<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T | null> {
  try {
    return await unwrap(call);
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 404) return null;
    throw error;
  }
}

/** The data of a typed call, or an ApiFailure carrying the server's Turkish message. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiFailure(response.status, apiErrorOf(error, response.status));
  return data as T;
}
