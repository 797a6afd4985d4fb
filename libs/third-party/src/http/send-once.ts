import { type Dispatcher, request } from 'undici';
import type { ThirdPartyRequest, ThirdPartyResponse } from './third-party-http';

/**
 * One attempt of a request, from connecting to the last byte of the answer within `timeoutMs`.
 * Any status comes back as a response; a network error or the time-out is thrown.
 */
export async function sendOnce(dispatcher: Dispatcher, call: ThirdPartyRequest, timeoutMs: number): Promise<ThirdPartyResponse> {
  const { body, contentType } = encodeBody(call.body);
  const headers = { ...call.headers };
  if (contentType && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
    headers['content-type'] = contentType;
  }
  const response = await request(urlWithQuery(call.url, call.query), {
    method: call.method,
    headers,
    body,
    dispatcher,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.body.text();
  const responseHeaders = flattenHeaders(response.headers);
  return { status: response.statusCode, headers: responseHeaders, body: decodeBody(text, responseHeaders['content-type']) };
}

function urlWithQuery(url: string, query: ThirdPartyRequest['query']): URL {
  const target = new URL(url);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) target.searchParams.set(name, String(value));
  }
  return target;
}

function encodeBody(body: unknown): { body?: string; contentType?: string } {
  if (body === undefined) return {};
  if (typeof body === 'string') return { body };
  if (body instanceof URLSearchParams) return { body: body.toString(), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/** undici gives repeated headers as arrays; the caller reads one string per (lower-case) name. */
function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/** JSON when the answer says so and is; a malformed JSON answer stays text for the adapter to judge. */
function decodeBody(text: string, contentType: string | undefined): unknown {
  if (!contentType || !/[/+]json\b/i.test(contentType) || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
