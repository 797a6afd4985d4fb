/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are asserted by the specs, not typed here */
import { uniqueIp } from './unique';

export type ResponseBody = any;

export interface ApiResponse<T = ResponseBody> {
  status: number;
  /** Lowercase header names. */
  headers: Record<string, string>;
  body: T;
}

export interface RequestOptions {
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is with `Content-Type: application/json` (malformed JSON, for instance). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** The client address the gateway should see, sent as X-Forwarded-For. */
  ip?: string;
}

/** JSON when the response says so (and parses), else the text; undefined when empty. */
export function parseBody(contentType: string | null, text: string): unknown {
  if (!text) return undefined;
  if (contentType && /\bjson\b/i.test(contentType)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export function requestHeaders(options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  return { ...headers, ...options.headers };
}

export interface Api {
  readonly baseUrl: string;
  request(method: string, path: string, options?: RequestOptions): Promise<ApiResponse>;
  /**
   * POST /auth/token. Without `ip`, each call comes from a fresh address so a suite's own logins
   * do not exhaust the per-IP login budget; pass one to test that budget.
   */
  login(email: string, password: string, options?: { ip?: string }): Promise<ApiResponse>;
  /** Logs in and returns the TokenResponse; throws with the response when it is not a 200. */
  tokens(email: string, password: string, options?: { ip?: string }): Promise<TokenPair>;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  user: { id: number; email: string; name: string; role: string; tenant_id: string };
}

/** A small client of the public API at `baseUrl` (`http://host:port/v1`). */
export function api(baseUrl: string): Api {
  const base = baseUrl.replace(/\/+$/, '');
  const request = async (method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> => {
    const response = await fetch(`${base}${path.startsWith('/') ? path : `/${path}`}`, {
      method,
      headers: requestHeaders(options),
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: parseBody(response.headers.get('content-type'), text),
    };
  };
  const login = (email: string, password: string, options: { ip?: string } = {}) =>
    request('POST', '/auth/token', { body: { email, password }, ip: options.ip ?? uniqueIp() });
  return {
    baseUrl: base,
    request,
    login,
    async tokens(email, password, options) {
      const response = await login(email, password, options);
      if (response.status !== 200) {
        throw new Error(`login of ${email} answered ${response.status}: ${JSON.stringify(response.body)}`);
      }
      return response.body as TokenPair;
    },
  };
}
