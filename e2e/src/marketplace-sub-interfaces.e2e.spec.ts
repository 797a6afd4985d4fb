// A connector's sub-interface through the gateway (spec: "Marketplace A connector", POST /ping;
// decisions §3, §5, §10; docs/connectors.md), in both runtime shapes: the route a connector
// contributes is served under /v1/marketplaces/<slug>/ with the gateway's roles, validation,
// rate-limit headers and error envelope, answered by the connector's own handler against the
// sandbox, and documented in the served OpenAPI document.
import { api, startSystem, type Api, type System } from '@tezgah/testing';
import { control, demoTokens, expectError, expectInvalidField, uniqueValue } from './support';

const PING = '/marketplaces/trendyol/ping';
/** Trendyol's supplier ids are numbers. */
const supplierId = () => String(500_000 + Math.floor(Math.random() * 400_000));

describe.each(['single', 'distributed'] as const)('a marketplace sub-interface: Trendyol ping (%s shape)', (shape) => {
  let system: System;
  let client: Api;
  const tokens = { owner: '', admin: '', staff: '', viewer: '' };

  beforeAll(async () => {
    system = await startSystem({ shape, marketplaces: ['trendyol'], readyTimeoutMs: 120_000 });
    client = api(system.baseUrl);
    Object.assign(tokens, await demoTokens(client));
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
  }, 60_000);

  const ping = (body: unknown, token = tokens.admin) => client.request('POST', PING, { token, body });
  const credentials = () => ({ supplier_id: supplierId(), api_key: uniqueValue('tykey'), api_secret: uniqueValue('tysecret') });
  const callsTo = async (supplier: string) =>
    ((await control(`${system.sandboxUrl}/control/trendyol/calls`, 'GET')).body as Array<{ path: string; status: number }>).filter((call) =>
      call.path.includes(`/sellers/${supplier}/`),
    );

  it('answers approved for credentials Trendyol accepts, asking Trendyol once, storing and logging nothing of them', async () => {
    const pasted = credentials();
    const response = await ping(pasted);
    expect({ status: response.status, body: response.body }).toEqual({
      status: 200,
      body: {
        status: 'ok',
        supplier_id: pasted.supplier_id,
        store_name: `Trendyol satıcısı ${pasted.supplier_id}`,
        approved: true,
        checked_at: expect.any(String),
      },
    });
    expect(Math.abs(Date.parse(response.body.checked_at) - Date.now())).toBeLessThan(60_000);
    expect(response.headers['x-ratelimit-limit']).toBe('200');
    expect(await callsTo(pasted.supplier_id)).toEqual([
      expect.objectContaining({ path: `/integration/product/sellers/${pasted.supplier_id}/products`, status: 200 }),
    ]);
    const trendyol = ((await client.request('GET', '/marketplaces', { token: tokens.viewer })).body as Array<{ slug: string }>).find(
      (connection) => connection.slug === 'trendyol',
    );
    expect(trendyol).toMatchObject({ status: 'disconnected', connected: false });
    expect(system.logs()).not.toContain(pasted.api_secret);
    expect(system.logs()).not.toContain(pasted.api_key);
  });

  it("answers the store_name the seller configured (Trendyol's API names no store), a string once cleared", async () => {
    const configure = (store_name: unknown) =>
      client.request('PUT', '/marketplaces/trendyol/config', { token: tokens.owner, body: { store_name } });
    expect((await configure('Ayşe Butik')).body).toMatchObject({ slug: 'trendyol', config: { store_name: 'Ayşe Butik' } });
    try {
      expect((await ping(credentials())).body).toMatchObject({ status: 'ok', store_name: 'Ayşe Butik' });
      expectInvalidField(await configure('  '), 'store_name');
      expectInvalidField(await configure('x'.repeat(101)), 'store_name');
    } finally {
      expect((await configure(null)).body).toMatchObject({ config: { store_name: null } });
    }
    const pasted = credentials();
    expect((await ping(pasted)).body.store_name).toBe(`Trendyol satıcısı ${pasted.supplier_id}`);
  });

  it("answers Trendyol's refusal of the credentials with 422 business.invalid, never the caller's 401", async () => {
    const pasted = { ...credentials(), api_key: 'invalid' };
    const refused = await ping(pasted);
    expectError(refused, 422, 'business.invalid');
    expect(refused.body.error.details.api_key).toEqual([{ code: 'marketplace_refused', message: expect.any(String) }]);
    expect((await callsTo(pasted.supplier_id)).map((call) => call.status)).toEqual([401]);
    expectError(await ping({ ...credentials(), supplier_id: 'S-42' }), 422, 'business.invalid');
  });

  it('is for admins and owners: staff and viewers get 403, a caller without a token 401', async () => {
    expect((await ping(credentials(), tokens.owner)).status).toBe(200);
    expectError(await ping(credentials(), tokens.staff), 403, 'auth.insufficient_scope');
    expectError(await ping(credentials(), tokens.viewer), 403, 'auth.insufficient_scope');
    expectError(await client.request('POST', PING, { body: credentials() }), 401, 'auth.token_invalid');
  });

  it('validates the body like every route: 400 validation.failed naming each field, in Turkish', async () => {
    const pasted = credentials();
    expectInvalidField(await ping({ supplier_id: pasted.supplier_id, api_key: pasted.api_key }), 'api_secret');
    expectInvalidField(await ping({ ...pasted, api_key: '' }), 'api_key');
    expectInvalidField(await ping({ ...pasted, supplier_id: 123456 }), 'supplier_id');
    expectInvalidField(await ping({ ...pasted, api_secret: 'x'.repeat(1025) }), 'api_secret');
    expectInvalidField(await ping({ ...pasted, environment: 'stage' }), 'environment');
    expect(await callsTo(pasted.supplier_id)).toEqual([]);
  });

  it("passes Trendyol's 429 on as 503 marketplace.rate_limited with Retry-After", async () => {
    const pasted = credentials();
    const fault = await control(`${system.sandboxUrl}/control/trendyol/faults`, 'POST', {
      path: '*',
      status: 429,
      count: 3,
      retry_after: 1,
    });
    expect(fault.status).toBe(204);
    try {
      const limited = await ping(pasted);
      expectError(limited, 503, 'marketplace.rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      await control(`${system.sandboxUrl}/control/trendyol/faults`, 'DELETE');
    }
  }, 30_000);

  it('is in the served OpenAPI document under /v1/marketplaces/trendyol, every string bounded', async () => {
    const document = (await client.request('GET', '/openapi.json')).body;
    const operation = document.paths['/v1/marketplaces/trendyol/ping']?.post;
    expect(operation).toMatchObject({ security: [{ bearer: [] }], responses: { 200: expect.any(Object), default: expect.any(Object) } });
    const reference: string = operation.requestBody.content['application/json'].schema.$ref;
    const body = document.components.schemas[reference.split('/').pop()!];
    expect(body.required).toEqual(['supplier_id', 'api_key', 'api_secret']);
    for (const field of ['supplier_id', 'api_key', 'api_secret']) {
      expect(body.properties[field]).toMatchObject({ type: 'string', maxLength: 1024 });
    }
  });
});
