// What the platform promises beyond single endpoints: the OpenAPI document and docs page, the
// internal health and metrics port, shutdown that drains in-flight requests, and a service that
// serves again after it was killed and restarted (issue: foundation).
import { request as httpRequest } from 'node:http';
import { api, DEMO_PASSWORD, DEMO_USERS, startSystem, uniqueEmail, uniqueIp, type System } from '@tezgah/testing';

/** Every endpoint that exists today, as `METHOD path`: the document must describe exactly these. */
const ENDPOINTS = [
  'POST /v1/auth/token',
  'POST /v1/auth/refresh',
  'POST /v1/auth/logout',
  'POST /v1/auth/set-password',
  'GET /v1/auth/has-password',
  'GET /v1/auth/me',
  'GET /v1/jobs',
  'GET /v1/jobs/{id}',
  'GET /v1/jobs/{id}/events',
  'GET /v1/attention',
  'GET /v1/attention/events',
  'GET /v1/marketplaces',
  'POST /v1/marketplaces/{slug}/connect',
  'POST /v1/marketplaces/{slug}/disconnect',
  'PUT /v1/marketplaces/{slug}/config',
  'GET /v1/marketplaces/{slug}/products',
  'GET /v1/marketplaces/{slug}/orders',
  'GET /v1/marketplaces/{slug}/oauth/callback',
  'POST /v1/marketplaces/trendyol/ping',
  'POST /v1/marketplaces/trendyol/products',
  'PUT /v1/marketplaces/trendyol/products/{barcode}',
  'GET /v1/marketplaces/trendyol/batches/{batch_id}',
  'POST /v1/marketplaces/trendyol/inventory',
  'GET /v1/marketplaces/trendyol/brands/lookup',
  'GET /v1/marketplaces/trendyol/orders',
  'PATCH /v1/marketplaces/trendyol/orders/{order_number}/status',
  'GET /v1/marketplaces/trendyol/orders/{order_number}/label',
  'GET /v1/marketplaces/trendyol/claims',
  'PATCH /v1/marketplaces/trendyol/claims/{claim_id}',
  'GET /v1/marketplaces/trendyol/questions',
  'POST /v1/marketplaces/trendyol/questions/{question_id}/answer',
  'GET /v1/marketplaces/trendyol/campaigns',
  'POST /v1/marketplaces/trendyol/campaigns/{campaign_id}/items',
  'GET /v1/marketplaces/amazon/account',
  'POST /v1/marketplaces/amazon/listings',
  'GET /v1/marketplaces/amazon/submissions/{submission_id}',
  'POST /v1/marketplaces/amazon/inventory',
  'GET /v1/marketplaces/amazon/orders',
  'POST /v1/marketplaces/amazon/orders/{order_id}/shipment',
  'POST /v1/marketplaces/amazon/orders/{order_id}/cancel',
  'POST /v1/marketplaces/amazon/orders/{order_id}/label',
  'POST /v1/marketplaces/amazon/messaging/{order_id}',
  'GET /v1/marketplaces/amazon/returns',
  'POST /v1/marketplaces/amazon/returns/{return_request_id}/refund',
  'GET /v1/marketplaces/amazon/fba/inventory',
  'POST /v1/marketplaces/amazon/fba/shipments',
  'GET /v1/marketplaces/amazon/pricing/competition',
  'GET /v1/orders',
  'GET /v1/orders/{id}',
  'GET /v1/orders/{id}/history',
  'GET /v1/sales',
  'PATCH /v1/orders/{id}/status',
  'POST /v1/jobs/{id}/cancel',
  'GET /v1/products',
  'POST /v1/products',
  'POST /v1/products/bulk',
  'GET /v1/products/{id}',
  'PATCH /v1/products/{id}',
  'DELETE /v1/products/{id}',
  'PUT /v1/products/{id}/stock',
  'GET /v1/products/{id}/stock-movements',
  'GET /v1/webhooks',
  'POST /v1/webhooks',
  'DELETE /v1/webhooks/{id}',
  'GET /v1/webhooks/{id}/deliveries',
  'POST /v1/webhooks/{id}/deliveries/{delivery_id}/resend',
  'POST /v1/webhooks/{id}/test',
  'POST /v1/cargo/labels',
  'POST /v1/cargo/labels/batch',
  'GET /v1/cargo/tracking/{tracking_number}',
  'GET /v1/cargo/shipments',
  'GET /v1/invoices',
  'POST /v1/invoices',
  'GET /v1/invoices/{id}',
  'POST /v1/invoices/{id}/cancel',
  'GET /v1/documents/{token}',
  'GET /v1/settings',
  'PATCH /v1/settings',
];

describe.each(['single', 'distributed'] as const)('platform (%s shape)', (shape) => {
  let system: System;
  const mainProcess = shape === 'single' ? 'standalone' : 'gateway-0';

  beforeAll(async () => {
    system = await startSystem({ shape, marketplaces: [] });
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
  }, 60_000);

  it('serves an OpenAPI 3 document describing every endpoint, with bearer auth and the error codes', async () => {
    const response = await api(system.baseUrl).request('GET', '/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    const documented = Object.entries(response.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual([...ENDPOINTS].sort());
    expect(response.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(response.body.info.description).toContain('auth.insufficient_scope');
  });

  it('describes behaviour in the OpenAPI document, never a section of our own documents (§)', async () => {
    const served = JSON.stringify((await api(system.baseUrl).request('GET', '/openapi.json')).body);
    expect(served).not.toContain('decisions §');
    expect(served).not.toContain('§');
  });

  it('serves the API reference page without a token', async () => {
    const response = await fetch(`${system.baseUrl}/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('answers liveness, readiness and Prometheus metrics on the internal port', async () => {
    const internal = system.internalUrls[mainProcess];
    await api(system.baseUrl).request('GET', '/auth/me');
    expect(await (await fetch(`${internal}/health/live`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${internal}/health/ready`)).json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
    const metrics = await (await fetch(`${internal}/metrics`)).text();
    expect(metrics).toContain('tezgah_http_request_duration_seconds_bucket');
    expect(metrics).toContain('process_cpu_user_seconds_total');
  });

  // Distributed only: the single shape has no service to lose on its own.
  if (shape === 'distributed') {
    it('serves again through the gateway once a service killed outright restarts', async () => {
      const { access_token: token } = await api(system.baseUrl).tokens(DEMO_USERS.owner, DEMO_PASSWORD);
      expect(await system.kill('jobs')).toBe('SIGKILL');
      await system.restart('jobs');
      const response = await api(system.baseUrl).request('GET', '/jobs/not-a-job-id', { token });
      expect({ status: response.status, code: response.body?.error?.code }).toEqual({ status: 404, code: 'resource.not_found' });
    }, 60_000);
  }

  // Last: it stops the process that serves the API.
  it('finishes requests in flight at SIGTERM, then exits 0', async () => {
    // Each request has sent its headers and half its body when SIGTERM lands: provably in flight.
    const logins = Array.from({ length: 8 }, () => startLogin(system.baseUrl));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exitCode = system.terminate(mainProcess);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const statuses = await Promise.all(logins.map((login) => login.finish()));
    expect(statuses).toEqual(Array(8).fill(401));
    expect(await exitCode).toBe(0);
  }, 30_000);
});

/** A failing login (unknown e-mail) on its own connection, its body held back until `finish()`. */
function startLogin(baseUrl: string): { finish(): Promise<number> } {
  const body = JSON.stringify({ email: uniqueEmail(), password: 'wrong-password' });
  const half = Math.floor(body.length / 2);
  let settle: (status: number) => void;
  let fail: (error: Error) => void;
  const answered = new Promise<number>((resolve, reject) => ([settle, fail] = [resolve, reject]));
  const request = httpRequest(
    `${baseUrl}/auth/token`,
    {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': uniqueIp() },
    },
    (response) => {
      response.resume();
      response.on('end', () => settle(response.statusCode ?? 0));
    },
  );
  request.on('error', (error) => fail(error));
  request.write(body.slice(0, half));
  return {
    finish: () => {
      request.end(body.slice(half));
      return answered;
    },
  };
}
