import { inspect } from 'node:util';
import { ERROR_MESSAGES_TR, type ErrorCode } from '@tezgah/contracts';
import { DEMO_PASSWORD, DEMO_USERS, randomSuffix, uniqueIp, type Api, type ApiResponse } from '@tezgah/testing';

/** The spec's error envelope: code, the catalogue's Turkish message, and the request id of the response. */
export function expectError(response: ApiResponse, status: number, code: ErrorCode): void {
  // Status and body together, so a mismatch prints what the gateway actually said.
  expect({ status: response.status, body: response.body }).toMatchObject({ status, body: { error: { code } } });
  expect(response.body.error.message).toBe(ERROR_MESSAGES_TR[code]);
  expect(response.body.error.request_id).toEqual(expect.any(String));
  expect(response.headers['x-request-id']).toBe(response.body.error.request_id);
}

/** A 400 validation.failed whose details name `field` with a list of Turkish {code, message}. */
export function expectInvalidField(response: ApiResponse, field: string): void {
  expectError(response, 400, 'validation.failed');
  const problems = response.body.error.details?.[field];
  expect({ field, details: response.body.error.details }).toMatchObject({ details: { [field]: expect.any(Array) } });
  expect(problems.length).toBeGreaterThan(0);
  for (const problem of problems) {
    expect(problem).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
  }
}

/** A 429 rate_limit.exceeded with Retry-After (seconds) and the same integer in error.retry_after. */
export function expectRateLimited(response: ApiResponse, maxSeconds: number): void {
  expectError(response, 429, 'rate_limit.exceeded');
  const header = Number(response.headers['retry-after']);
  expect(Number.isInteger(header)).toBe(true);
  expect(header).toBeGreaterThan(0);
  expect(header).toBeLessThanOrEqual(maxSeconds);
  expect(Number.isInteger(response.body.error.retry_after)).toBe(true);
  expect(Math.abs(response.body.error.retry_after - header)).toBeLessThanOrEqual(1);
}

/** The X-RateLimit-* headers of the read category (600 a minute). */
export function expectReadLimitHeaders(response: ApiResponse): void {
  const limit = response.headers['x-ratelimit-limit'];
  const remaining = response.headers['x-ratelimit-remaining'];
  const reset = response.headers['x-ratelimit-reset'];
  expect({ status: response.status, limit, remaining, reset }).toEqual({
    status: response.status,
    limit: '600',
    remaining: expect.stringMatching(/^\d+$/),
    reset: expect.stringMatching(/^\d+$/),
  });
  expect(Number(remaining)).toBeLessThan(600);
  const now = Date.now() / 1000;
  expect(Number(reset)).toBeGreaterThanOrEqual(Math.floor(now) - 1);
  expect(Number(reset)).toBeLessThanOrEqual(Math.ceil(now) + 61);
}

export function refresh(client: Api, refreshToken: string): Promise<ApiResponse> {
  return client.request('POST', '/auth/refresh', { body: { refresh_token: refreshToken }, ip: uniqueIp() });
}

export function me(client: Api, token?: string, headers?: Record<string, string>): Promise<ApiResponse> {
  return client.request('GET', '/auth/me', { token, headers });
}

/** Runs `count` calls of `call`, at most `concurrency` at a time, and returns every result in order. */
export async function inBatches<T>(count: number, concurrency: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await call(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

/**
 * Probes until `done` holds and answers that value. Past `timeoutMs` it fails, naming the awaited
 * condition and the last value, unless the caller asks for the last value instead
 * (`{ onTimeout: 'answer' }`, for a caller that asserts on it itself).
 */
export async function until<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
  { onTimeout = 'fail' }: { onTimeout?: 'fail' | 'answer' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      if (onTimeout === 'answer') return value;
      throw new Error(`waited ${timeoutMs} ms for ${done.toString()}; the last value: ${inspect(value, { depth: 6 })}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A value no other test run uses, with a readable prefix (credentials, SKUs). */
export const uniqueValue = (prefix: string): string => `${prefix}-${randomSuffix(8)}`;

/** Short sandbox batches and stock-push retries, so an outage and its recovery fit in a test (all configurable). */
export const FAST_MARKETPLACES = {
  SANDBOX_BATCH_COMPLETE_MS: '200',
  TEZGAH_STOCK_RETRY_MIN_MS: '300',
  TEZGAH_STOCK_RETRY_MAX_MS: '2000',
  TEZGAH_STOCK_POLL_INTERVAL_MS: '300',
};

/** A call to the sandbox's control API (decisions §14): its status and JSON body. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the sandbox's JSON, read by the assertions
export async function control(url: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/**
 * A catalog product (`price` and `stock` as given, a Trendyol listing beside it in the sandbox) and
 * the Trendyol connection of `supplier`, its first sync completed: where order tests start.
 */
export async function connectTrendyolSeller(
  system: { sandboxUrl: string },
  client: Api,
  token: string,
  seller: { supplier: string; sku: string; barcode: string; title: string; price: number; stock: number; vat_rate?: number },
): Promise<void> {
  const { supplier, sku, barcode, title, price, stock, vat_rate } = seller;
  const created = await client.request('POST', '/products', { token, body: { sku, barcode, title, price, stock, vat_rate } });
  expect(created.status).toBe(201);
  const listing = { barcode, stock_code: sku, title, quantity: stock, sale_price: price, list_price: Math.ceil(price * 1.2) };
  expect(
    (await control(`${system.sandboxUrl}/control/trendyol/listings`, 'POST', { supplier_id: supplier, items: [listing] })).status,
  ).toBeLessThan(300);
  const connected = await client.request('POST', '/marketplaces/trendyol/connect', {
    token,
    body: { supplier_id: supplier, api_key: uniqueValue('tykey'), api_secret: uniqueValue('sec') },
  });
  expect(connected.status).toBe(200);
  const synced = await until(
    async () => (await client.request('GET', `/jobs/${connected.body.sync_job_id}`, { token })).body.status,
    (status) => status === 'completed',
  );
  expect(synced).toBe('completed');
}

const DEMO_ROLES = ['owner', 'admin', 'staff', 'viewer'] as const;

/** An access token of each of the demo tenant's users, by role. */
export async function demoTokens(client: Api): Promise<Record<(typeof DEMO_ROLES)[number], string>> {
  const tokens = await Promise.all(DEMO_ROLES.map(async (role) => (await client.tokens(DEMO_USERS[role], DEMO_PASSWORD)).access_token));
  return Object.fromEntries(DEMO_ROLES.map((role, i) => [role, tokens[i]])) as Record<(typeof DEMO_ROLES)[number], string>;
}
