// The hostile requests once answered with a 500, a bare Fastify body or a 2xx, each by name, in
// both shapes: every one is now a 400 (or 414) in the envelope naming what is wrong
// (docs/decisions.md "Hostile input").
import { api, DEMO_PASSWORD, DEMO_USERS, startSystem, type Api, type ApiResponse, type System } from '@tezgah/testing';
import { expectError, expectInvalidField } from './support';

describe.each(['single', 'distributed'] as const)('hostile input regressions (%s shape)', (shape) => {
  let system: System;
  let client: Api;
  let owner: string;
  let productId: string;

  beforeAll(async () => {
    system = await startSystem({ shape, marketplaces: ['n11'] });
    client = api(system.baseUrl);
    owner = (await client.tokens(DEMO_USERS.owner, DEMO_PASSWORD)).access_token;
    const created = await client.request('POST', '/products', {
      token: owner,
      body: { sku: `HOSTILE-${shape}`, title: 'Düz ürün', price: 5, stock: 3 },
    });
    expect(created.status).toBe(201);
    productId = created.body.id;
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
  }, 60_000);

  const call = (method: string, path: string, body?: unknown, rawBody?: string): Promise<ApiResponse> =>
    client.request(method, path, { token: owner, body, rawBody });
  const productCount = async (): Promise<number> => (await call('GET', '/products?per_page=1')).body.pagination.total;
  const expectProblem = (response: ApiResponse, field: string, code: string) => {
    expectInvalidField(response, field);
    expect(response.body.error.details[field]).toEqual([expect.objectContaining({ code })]);
  };

  it('refuses a NUL character in a title on POST and PATCH /products, and writes nothing', async () => {
    const before = await productCount();
    expectProblem(await call('POST', '/products', { sku: `NUL-${shape}`, title: 'a\u0000b', price: 1 }), 'title', 'nul_character');
    expectProblem(await call('PATCH', `/products/${productId}`, { title: 'a\u0000b' }), 'title', 'nul_character');
    expect(await productCount()).toBe(before);
    expect((await call('GET', `/products/${productId}`)).body.title).toBe('Düz ürün');
  });

  it('refuses a NUL character in a search and in a path parameter', async () => {
    expectProblem(await call('GET', '/products?search=%00'), 'search', 'nul_character');
    expectProblem(await call('GET', '/products/fz%00x'), 'id', 'nul_character');
  });

  it('refuses lone UTF-16 surrogates in a title, and keeps a real emoji', async () => {
    expectProblem(
      await call('POST', '/products', undefined, `{"sku":"SUR-${shape}","title":"a\\ud800b","price":1}`),
      'title',
      'lone_surrogate',
    );
    const emoji = await call('POST', '/products', { sku: `EMOJI-${shape}`, title: 'Şık tişört 👕', price: 1 });
    expect({ status: emoji.status, title: emoji.body.title }).toEqual({ status: 201, title: 'Şık tişört 👕' });
  });

  it('refuses current_password: null on set-password', async () => {
    expectProblem(
      await call('POST', '/auth/set-password', { current_password: null, new_password: 'yeni-parola-123' }),
      'current_password',
      'not_null',
    );
  });

  it('refuses a 1 MiB api_key on connect, without calling the marketplace', async () => {
    expectProblem(
      await call('POST', '/marketplaces/n11/connect', { api_key: 'k'.repeat(1 << 20), api_secret: 's' }),
      'api_key',
      'max_length',
    );
  });

  it('refuses random 50-character strings as a webhook url', async () => {
    for (const url of ['q7Zr0pLk2mXv9sTb4nWc8yHd1fGj6uAe3oRi5lKx0zPq7VwYtB', 'ş%\u0000ı😀\ud800 '.repeat(5).slice(0, 50)]) {
      expectInvalidField(await call('POST', '/webhooks', { url, events: ['order.created'] }), 'url');
    }
  });

  it('answers a 10 KB path parameter with 414 and bad percent-encoding with 400, in the envelope', async () => {
    const long = await call('GET', `/products/${'a'.repeat(10_000)}`);
    expectError(long, 414, 'validation.failed');
    expect(long.body.error.details.url).toEqual([expect.objectContaining({ code: 'uri_too_long' })]);
    for (const path of ['/products/%E0%A4%A', '/products/%zz', '/webhooks/%']) {
      expectProblem(await call('GET', path), 'url', 'bad_url_encoding');
    }
  });

  it('refuses __proto__, constructor and prototype body fields on products, webhooks and stock', async () => {
    const before = await productCount();
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const field = `${JSON.stringify(key)}:{"x":1}`;
      expectProblem(
        await call('POST', '/products', undefined, `{"sku":"PROTO-${shape}","title":"t","price":1,${field}}`),
        key,
        'forbidden_key',
      );
      expectProblem(
        await call('POST', '/webhooks', undefined, `{"url":"https://example.com/h","events":["order.created"],${field}}`),
        key,
        'forbidden_key',
      );
      expectProblem(await call('PUT', `/products/${productId}/stock`, undefined, `{"stock":99,${field}}`), key, 'forbidden_key');
      expectProblem(
        await call('PATCH', `/products/${productId}`, undefined, `{"images":[{${field}}]}`),
        `images.0.${key}`,
        'forbidden_key',
      );
    }
    expect(await productCount()).toBe(before);
    expect((await call('GET', `/products/${productId}`)).body.stock).toBe(3);
  });

  it('refuses PATCH /products/{id} with a JSON body that is not an object', async () => {
    for (const body of ['null', '[]', '"title"', '7']) {
      expectProblem(await call('PATCH', `/products/${productId}`, undefined, body), 'body', 'type_object');
    }
  });
});
