import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { RecordedCall } from './call-log';
import { createSandboxServer } from './sandbox-server';
import type { Simulator } from './simulator';
import { eventually } from '@tezgah/testing';

/** A third party with one resource and a control route, enough to see what the core adds around it. */
function fakeSimulator(party: string, errorBody?: Simulator['errorBody']): Simulator & { things: Map<string, unknown> } {
  const things = new Map<string, unknown>();
  const api: FastifyPluginAsync = async (scope) => {
    scope.get<{ Params: { id: string } }>('/things/:id', async (request) => ({
      id: request.params.id,
      thing: things.get(request.params.id) ?? null,
    }));
    scope.post('/things', async (request, reply) => reply.code(201).send({ received: request.body }));
    await scope.register(async (forms) => {
      await forms.register(formbody);
      forms.post('/forms/things', async (request, reply) => reply.code(201).send({ received: request.body }));
    });
  };
  const control: FastifyPluginAsync = async (scope) => {
    scope.post<{ Body: { id: string; name: string } }>('/orders', async (request) => {
      things.set(request.body.id, request.body.name);
      return { order: { order_number: request.body.id } };
    });
  };
  return { party, api, control, reset: () => things.clear(), things, ...(errorBody ? { errorBody } : {}) };
}

describe('sandbox server', () => {
  let app: FastifyInstance;
  let base: string;
  let fake: ReturnType<typeof fakeSimulator>;

  const call = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, init);
  const json = (method: string, path: string, body: unknown) =>
    call(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const callsOf = async (party: string, query = ''): Promise<RecordedCall[]> =>
    (await call(`/control/${party}/calls${query}`)).json() as Promise<RecordedCall[]>;
  const setFault = async (party: string, fault: Record<string, unknown>) =>
    expect((await json('POST', `/control/${party}/faults`, fault)).status).toBe(204);

  beforeEach(async () => {
    fake = fakeSimulator('fake');
    const picky = fakeSimulator('picky', (status, message) => ({
      errors: [{ key: `http.${status}`, message, errorCode: String(status) }],
    }));
    app = await createSandboxServer([fake, picky]);
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterEach(() => app.close());

  it("serves a simulator's API under /<party> and its control routes under /control/<party>", async () => {
    const created = await json('POST', '/control/fake/orders', { id: '7', name: 'kazak' });
    expect(await created.json()).toEqual({ order: { order_number: '7' } });
    const answer = await call('/fake/things/7');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ id: '7', thing: 'kazak' });
    expect((await call('/things/7')).status).toBe(404);
  });

  it('records each API call, oldest first, with the body as parsed (forms only where the simulator parses them) and the status answered; control calls are not recorded', async () => {
    await json('POST', '/fake/things?dry_run=true', { name: 'şal' });
    const form = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=refresh_token&x=1' };
    await call('/fake/things', form);
    await call('/fake/forms/things', form);
    await call('/fake/things', { method: 'POST', headers: { 'content-type': 'text/xml' }, body: '<a>1</a>' });
    await call('/fake/nowhere');
    const calls = await callsOf('fake');
    expect(calls.map(({ method, path, query, body, status }) => ({ method, path, query, body, status }))).toEqual([
      { method: 'POST', path: '/things', query: { dry_run: 'true' }, body: { name: 'şal' }, status: 201 },
      { method: 'POST', path: '/things', query: {}, body: 'grant_type=refresh_token&x=1', status: 201 },
      { method: 'POST', path: '/forms/things', query: {}, body: { grant_type: 'refresh_token', x: '1' }, status: 201 },
      { method: 'POST', path: '/things', query: {}, body: '<a>1</a>', status: 201 },
      { method: 'GET', path: '/nowhere', query: {}, body: null, status: 404 },
    ]);
    expect(Date.parse(calls[0].at)).toBeLessThanOrEqual(Date.parse(calls[4].at));
    expect(await callsOf('picky')).toEqual([]);
  });

  it('lists only the calls since a moment, and refuses a moment that is not a date', async () => {
    await call('/fake/things/1');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const since = new Date().toISOString();
    await call('/fake/things/2');
    expect((await callsOf('fake', `?since=${since}`)).map((c) => c.path)).toEqual(['/things/2']);
    const refused = await call('/control/fake/calls?since=yesterday');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: 'validation.failed', details: { since: [{ code: 'invalid' }] } } });
  });

  it('keeps only the newest calls beyond its capacity', async () => {
    await app.close();
    app = await createSandboxServer([fake], { callCapacity: 3 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    for (const id of ['1', '2', '3', '4', '5']) await call(`/fake/things/${id}`);
    expect((await callsOf('fake')).map((c) => c.path)).toEqual(['/things/3', '/things/4', '/things/5']);
  });

  it('answers the next `count` matching calls with the fault, then the simulator again, and records the fault status', async () => {
    await setFault('fake', { path: '/things/1', status: 500, count: 2 });
    const answers = [];
    for (const path of ['/fake/things/2', '/fake/things/1', '/fake/things/1', '/fake/things/1']) {
      const response = await call(path);
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers).toEqual([
      { status: 200, body: { id: '2', thing: null } },
      { status: 500, body: { errors: [{ message: 'Internal Server Error' }] } },
      { status: 500, body: { errors: [{ message: 'Internal Server Error' }] } },
      { status: 200, body: { id: '1', thing: null } },
    ]);
    expect((await callsOf('fake')).map((c) => c.status)).toEqual([200, 500, 500, 200]);
  });

  it('matches a fault path relative to the party or in full, with * for any characters', async () => {
    await setFault('fake', { path: '/fake/things/1', status: 503 });
    await setFault('fake', { path: '/things/*', status: 502 });
    await setFault('fake', { path: '*', status: 504 });
    expect((await call('/fake/things/1')).status).toBe(503);
    expect((await call('/fake/things/9')).status).toBe(502);
    expect((await call('/fake/nowhere')).status).toBe(504);
    expect((await call('/fake/things/9')).status).toBe(200);
  });

  it('consumes faults in the order they were set', async () => {
    await setFault('fake', { path: '*', status: 500 });
    await setFault('fake', { path: '*', status: 503 });
    expect([(await call('/fake/things/1')).status, (await call('/fake/things/1')).status]).toEqual([500, 503]);
  });

  it("answers 429 with Retry-After (1 s unless given) in the third party's own error body when it has one", async () => {
    await setFault('picky', { path: '*', status: 429 });
    await setFault('picky', { path: '*', status: 429, retry_after: 30 });
    const first = await call('/picky/things/1');
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('1');
    expect(await first.json()).toEqual({ errors: [{ key: 'http.429', message: 'Too Many Requests', errorCode: '429' }] });
    expect((await call('/picky/things/1')).headers.get('retry-after')).toBe('30');
  });

  it('keeps the faults of one party to that party, and forgets them on DELETE', async () => {
    await setFault('fake', { path: '*', status: 500 });
    expect((await call('/picky/things/1')).status).toBe(200);
    expect((await call('/control/fake/faults', { method: 'DELETE' })).status).toBe(204);
    expect((await call('/fake/things/1')).status).toBe(200);
  });

  it('refuses a malformed fault with the field problems in Turkish', async () => {
    const refused = await json('POST', '/control/fake/faults', { path: '', status: 200, count: 0, colour: 'red' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: {
        code: 'validation.failed',
        message: 'İstek geçersiz. Lütfen belirtilen alanları düzeltin.',
        details: {
          colour: [{ code: 'unknown_field' }],
          path: [{ code: 'not_empty' }],
          status: [{ code: 'one_of', message: 'Şu değerlerden biri olmalıdır: 400-599, timeout.' }],
          count: [{ code: 'minimum' }],
        },
      },
    });
    const unparsable = await call('/control/fake/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(await unparsable.json()).toMatchObject({
      error: { code: 'validation.failed', details: { body: [{ code: 'malformed_json' }] } },
    });
  });

  it('holds a call under a timeout fault until the client gives up, recorded without a status', async () => {
    await setFault('fake', { path: '/things/1', status: 'timeout' });
    await expect(call('/fake/things/1', { signal: AbortSignal.timeout(200) })).rejects.toThrow();
    expect((await call('/fake/things/1')).status).toBe(200);
    expect((await callsOf('fake')).map((c) => c.status)).toEqual([null, 200]);
  });

  it('cuts held calls off on reset instead of letting them hang', async () => {
    await setFault('fake', { path: '*', status: 'timeout' });
    const held = call('/fake/things/1').then(
      () => 'answered',
      () => 'cut off',
    );
    await eventually(async () => (await callsOf('fake')).length === 1);
    expect((await call('/control/reset', { method: 'POST' })).status).toBe(204);
    expect(await held).toBe('cut off');
  });

  it('closes without waiting for held calls', async () => {
    await setFault('fake', { path: '*', status: 'timeout' });
    const held = call('/fake/things/1').catch(() => 'cut off');
    await eventually(async () => (await callsOf('fake')).length === 1);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await held).toBe('cut off');
  });

  it('reset forgets every simulator state, call and fault', async () => {
    await json('POST', '/control/fake/orders', { id: '1', name: 'kazak' });
    await call('/fake/things/1');
    await setFault('fake', { path: '*', status: 500 });
    expect((await call('/control/reset', { method: 'POST' })).status).toBe(204);
    expect(fake.things.size).toBe(0);
    expect(await callsOf('fake')).toEqual([]);
    expect((await call('/fake/things/1')).status).toBe(200);
  });

  it('answers 404 JSON for an unknown party, and the third party 404 for an unknown path under a known one', async () => {
    for (const path of ['/nobody/things/1', '/control/nobody/calls', '/control/nobody/faults']) {
      const response = await call(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'resource.not_found', message: 'İstenen kaynak bulunamadı.' } });
    }
    const unknownPath = await call('/picky/nowhere');
    expect(unknownPath.status).toBe(404);
    expect(await unknownPath.json()).toMatchObject({ errors: [{ key: 'http.404', errorCode: '404' }] });
  });

  it('refuses two simulators for one party', async () => {
    await expect(createSandboxServer([fakeSimulator('twin'), fakeSimulator('twin')])).rejects.toThrow('two simulators for the party twin');
  });
});
