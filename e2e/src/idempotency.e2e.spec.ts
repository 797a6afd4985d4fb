// Idempotency-Key on POST as a client sees it (docs/decisions.md "Idempotency-Key"), against the
// single-process shape and the distributed one (two gateway replicas sharing the key table).
import { FIELD_MESSAGES_TR } from '@tezgah/contracts';
import { api, DEMO_PASSWORD, DEMO_USERS, randomSuffix, startSystem, type Api, type ApiResponse, type System } from '@tezgah/testing';
import { expectError } from './support';

describe.each(['single', 'distributed'] as const)('Idempotency-Key (%s shape)', (shape) => {
  let system: System;
  let client: Api;
  // The last replica: in the distributed shape, repeats land on another replica than the first try.
  let replica: Api;
  let staff: string;
  let otherOwner: string;

  beforeAll(async () => {
    system = await startSystem({ shape, marketplaces: [], gatewayReplicas: shape === 'distributed' ? 2 : undefined });
    client = api(system.baseUrl);
    replica = api(system.gatewayUrls[system.gatewayUrls.length - 1]);
    staff = (await client.tokens(DEMO_USERS.staff, DEMO_PASSWORD)).access_token;
    otherOwner = (await client.tokens(DEMO_USERS.otherOwner, DEMO_PASSWORD)).access_token;
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
  }, 60_000);

  const newProduct = () => ({ sku: `IDEM-${randomSuffix(8).toUpperCase()}`, title: 'Idempotent çaydanlık', price: 10 });
  const create = (on: Api, token: string, key: string, body: unknown): Promise<ApiResponse> =>
    on.request('POST', '/products', { token, body, headers: { 'idempotency-key': key } });
  const productsWithSku = async (token: string, sku: string): Promise<number> => {
    const response = await client.request('GET', `/products?search=${encodeURIComponent(sku)}`, { token });
    expect(response.status).toBe(200);
    return response.body.pagination.total;
  };

  it('creates the product once and answers the repeat with the same 201 body', async () => {
    const key = `create-${randomSuffix()}`;
    const product = newProduct();
    const first = await create(client, staff, key, product);
    const again = await create(replica, staff, key, { price: 10, title: product.title, sku: product.sku });

    expect({ status: first.status, body: first.body }).toMatchObject({ status: 201, body: { sku: product.sku } });
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect({ status: again.status, body: again.body, replayed: again.headers['idempotent-replayed'] }).toEqual({
      status: 201,
      body: first.body,
      replayed: 'true',
    });
    expect(await productsWithSku(staff, product.sku)).toBe(1);
  });

  it('creates a webhook once and answers the repeat with the same secret, kept sealed in between', async () => {
    const key = `webhook-${randomSuffix()}`;
    const body = { url: `https://127.0.0.1:9/idempotent-${randomSuffix()}`, events: ['order.created'] };
    const first = await client.request('POST', '/webhooks', { token: otherOwner, body, headers: { 'idempotency-key': key } });
    const again = await replica.request('POST', '/webhooks', { token: otherOwner, body, headers: { 'idempotency-key': key } });

    expect({ status: first.status, secret: first.body.secret }).toEqual({ status: 201, secret: expect.stringMatching(/^whsec_/) });
    expect({ status: again.status, body: again.body, replayed: again.headers['idempotent-replayed'] }).toEqual({
      status: 201,
      body: first.body,
      replayed: 'true',
    });
    const listed = await client.request('GET', '/webhooks', { token: otherOwner });
    expect((listed.body as Array<{ url: string }>).filter((hook) => hook.url === body.url)).toHaveLength(1);
  });

  it('runs concurrent repeats once: one product, every answer its 201 or a 409 while it runs', async () => {
    const key = `race-${randomSuffix()}`;
    const product = newProduct();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => create(n % 2 ? replica : client, staff, key, product)));

    const created = answers.filter((answer) => answer.status === 201);
    expect(created.filter((answer) => answer.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    for (const answer of created) expect(answer.body).toEqual(created[0].body);
    for (const answer of answers.filter((answer) => answer.status !== 201)) expectError(answer, 409, 'resource.conflict');
    expect(await productsWithSku(staff, product.sku)).toBe(1);
  });

  it('refuses the key with a different body: 422 business.invalid naming Idempotency-Key', async () => {
    const key = `changed-${randomSuffix()}`;
    const product = newProduct();
    expect((await create(client, staff, key, product)).status).toBe(201);

    const changed = await create(replica, staff, key, { ...product, price: 11 });
    expectError(changed, 422, 'business.invalid');
    expect(changed.body.error.details).toEqual({
      'Idempotency-Key': [{ code: 'idempotency_key_reused', message: FIELD_MESSAGES_TR.idempotency_key_reused }],
    });
  });

  it("keeps keys per user: another user's request with the same key and body creates its own product", async () => {
    const key = `shared-${randomSuffix()}`;
    const product = newProduct();
    const mine = await create(client, staff, key, product);
    const theirs = await create(client, otherOwner, key, product);

    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(await productsWithSku(otherOwner, product.sku)).toBe(1);
  });

  it('rejects a key longer than 255 characters with 400 validation.failed naming Idempotency-Key', async () => {
    const response = await create(client, staff, 'k'.repeat(256), newProduct());
    expectError(response, 400, 'validation.failed');
    expect(Object.keys(response.body.error.details)).toEqual(['Idempotency-Key']);
  });
});
