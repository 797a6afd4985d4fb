import { randomBytes } from 'node:crypto';
import { Body, Controller, Module, Patch, Post, type Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FIELD_MESSAGES_TR, type FieldMessageCode } from '@tezgah/contracts';
import { fieldError } from '@tezgah/errors';
import { metricsRegistry } from '@tezgah/observability';
import { PersistenceModule } from '@tezgah/persistence';
import { SecretBox } from '@tezgah/secrets';
import { createDatabase, dropDatabase, LOCAL, randomSecret, randomSuffix } from '@tezgah/testing';
import { DataSource } from 'typeorm';
import { loadGatewayConfig } from '../config/gateway.config';
import { identitySchema } from '../database/identity.schema';
import { Access, CurrentPrincipal, type Principal } from '@tezgah/gateway-kit';
import { AccessGuard } from '../http/access.guard';
import { createHttpApp } from '../http/create-http-app';
import { AccessTokens } from '../identity/access-token';
import { IdentityRepository } from '../identity/identity.repository';
import { SessionRevocations } from '../identity/session-revocations';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { IdempotencyKeysRepository } from './idempotency-keys.repository';
import { IdempotencyService } from './idempotency.service';
import { SecretAnswerFields } from './secret-answer-fields.decorator';

// Through the gateway's real HTTP app (createHttpApp: request hooks, guard, envelope) over a
// controller that counts how often each handler ran.
const calls = { created: 0, invalid: 0, broken: 0, slow: 0, open: 0, patched: 0, keys: 0 };
let slowStarted = deferred();
let slowMayFinish = deferred();

@Controller('test')
class CountingController {
  @Post('notes')
  @Access('staff')
  create(@Body() body: Record<string, unknown>, @CurrentPrincipal() principal: Principal) {
    calls.created++;
    return { id: `note_${calls.created}`, owner: principal.user_id, ...body };
  }

  @Post('invalid')
  @Access('staff')
  invalid() {
    calls.invalid++;
    throw fieldError('note', 'invalid');
  }

  @Post('broken')
  @Access('staff')
  broken() {
    calls.broken++;
    throw new Error('database on fire');
  }

  @Post('slow')
  @Access('staff')
  async slow() {
    calls.slow++;
    slowStarted.resolve();
    await slowMayFinish.promise;
    return { done: true };
  }

  @Post('open')
  @Access('public')
  open() {
    return { n: ++calls.open };
  }

  @Patch('notes')
  @Access('staff')
  patch() {
    return { n: ++calls.patched };
  }

  @Post('keys')
  @SecretAnswerFields('secret')
  @Access('staff')
  issueKey(@Body() body: Record<string, unknown>) {
    calls.keys++;
    return { id: `key_${calls.keys}`, ...body, secret: `whsec_${randomBytes(32).toString('base64url')}` };
  }
}

function testGatewayModule(databaseUrl: string, tokens: AccessTokens): Type {
  @Module({
    imports: [PersistenceModule.forRoot({ kind: 'postgres', url: databaseUrl }), PersistenceModule.forService(identitySchema)],
    controllers: [CountingController],
    providers: [
      { provide: AccessTokens, useValue: tokens },
      { provide: RateLimiter, useValue: new RateLimiter({ memory: true }) },
      { provide: APP_GUARD, useClass: AccessGuard },
      IdentityRepository,
      SessionRevocations,
      { provide: SecretBox, useValue: new SecretBox([{ id: 'k1', key: randomBytes(32) }]) },
      IdempotencyKeysRepository,
      IdempotencyService,
    ],
  })
  class TestGatewayModule {}
  return TestGatewayModule;
}

describe('Idempotency-Key through the gateway hooks', () => {
  const database = `tezgah_idempotency_http_${randomSuffix()}`;
  const tokens = new AccessTokens(randomSecret());
  const token = (userId: number, role: Principal['role'] = 'staff') =>
    tokens.sign({ user_id: userId, tenant_id: 'demo', role, session_id: `ses_${userId}_${role}` });
  const alice = token(1);
  const bob = token(2);
  let app: NestFastifyApplication;

  beforeAll(async () => {
    await createDatabase(database);
    app = await createHttpApp(testGatewayModule(LOCAL.postgres(database), tokens), loadGatewayConfig({}));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  }, 30_000);

  afterAll(async () => {
    await app?.close();
    await dropDatabase(database);
  });

  const post = (path: string, options: { token?: string; key?: string; body?: unknown; method?: 'POST' | 'PATCH' } = {}) =>
    app.inject({
      method: options.method ?? 'POST',
      url: `/v1/test/${path}`,
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.key === undefined ? {} : { 'idempotency-key': options.key }),
      },
      payload: JSON.stringify(options.body ?? {}),
    });
  const keyProblem = (code: FieldMessageCode) => ({ 'Idempotency-Key': [{ code, message: FIELD_MESSAGES_TR[code] }] });
  const replays = async () => {
    const counter = metricsRegistry.getSingleMetric('tezgah_idempotent_replays_total');
    return (await counter?.get())?.values[0]?.value ?? 0;
  };

  it('runs a repeated request once and replays its 201 answer as it was sent', async () => {
    const replaysBefore = await replays();
    const first = await post('notes', { token: alice, key: 'create-a', body: { note: 'a', tags: { x: 1, y: 2 } } });
    const again = await post('notes', { token: alice, key: 'create-a', body: { tags: { y: 2, x: 1 }, note: 'a' } });

    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect({ status: again.statusCode, body: again.body, type: again.headers['content-type'] }).toEqual({
      status: 201,
      body: first.body,
      type: first.headers['content-type'],
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(calls.created).toBe(1);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    // The replay still spends the write budget.
    expect(Number(again.headers['x-ratelimit-remaining'])).toBe(Number(first.headers['x-ratelimit-remaining']) - 1);
    expect(await replays()).toBe(replaysBefore + 1);
  });

  it('keeps a secret of the answer sealed at rest, and replays the answer with it, byte for byte', async () => {
    const first = await post('keys', { token: alice, key: 'secret-a', body: { url: 'https://example.com/hook' } });
    const again = await post('keys', { token: alice, key: 'secret-a', body: { url: 'https://example.com/hook' } });

    expect([first.statusCode, again.statusCode, again.headers['idempotent-replayed'], calls.keys]).toEqual([201, 201, 'true', 1]);
    expect(again.body).toBe(first.body);
    const secret = first.json().secret as string;
    expect(secret).toMatch(/^whsec_/);
    const [row]: Array<{ body: string; sealed_fields: string[] }> = await app
      .get(DataSource)
      .query(`SELECT body, sealed_fields FROM idempotency_keys WHERE user_id = 1 AND key = 'secret-a'`);
    expect(row.sealed_fields).toEqual(['secret']);
    expect(row.body).not.toContain(secret);
    expect(JSON.parse(row.body)).toEqual({ ...first.json(), secret: expect.stringMatching(/^k1\./) });
  });

  it('refuses the key with a different request: 422 naming the header, handler not run', async () => {
    await post('notes', { token: alice, key: 'create-b', body: { note: 'b' } });
    const ran = calls.created;
    const other = await post('notes', { token: alice, key: 'create-b', body: { note: 'changed' } });

    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatchObject({ code: 'business.invalid', details: keyProblem('idempotency_key_reused') });
    expect(calls.created).toBe(ran);
  });

  it('replays a 400 under the request id of the replay', async () => {
    const first = await post('invalid', { token: alice, key: 'invalid-a' });
    const again = await post('invalid', { token: alice, key: 'invalid-a' });

    expect([first.statusCode, again.statusCode, calls.invalid]).toEqual([400, 400, 1]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().error.request_id).toBe(again.headers['x-request-id']);
    expect(again.json().error.request_id).not.toBe(first.json().error.request_id);
    expect({ ...again.json().error, request_id: null }).toEqual({ ...first.json().error, request_id: null });
  });

  it('does not store a 500: the retry runs the handler again', async () => {
    const first = await post('broken', { token: alice, key: 'broken-a' });
    const again = await post('broken', { token: alice, key: 'broken-a' });

    expect([first.statusCode, again.statusCode, calls.broken]).toEqual([500, 500, 2]);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('does not store a 403: the key stays free for a request that may run', async () => {
    const carol = 3;
    const refused = await post('notes', { token: token(carol, 'viewer'), key: 'carol-a', body: { note: 'c' } });
    const allowed = await post('notes', { token: token(carol, 'staff'), key: 'carol-a', body: { note: 'c' } });

    expect([refused.statusCode, allowed.statusCode]).toEqual([403, 201]);
    expect(allowed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers 409 while the first request runs, then replays it', async () => {
    slowStarted = deferred();
    slowMayFinish = deferred();
    const first = post('slow', { token: alice, key: 'slow-a' });
    await slowStarted.promise;

    const meanwhile = await post('slow', { token: alice, key: 'slow-a' });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().error).toMatchObject({
      code: 'resource.conflict',
      details: keyProblem('idempotency_key_in_progress'),
    });

    slowMayFinish.resolve();
    expect((await first).statusCode).toBe(201);
    const after = await post('slow', { token: alice, key: 'slow-a' });
    expect([after.statusCode, after.headers['idempotent-replayed'], calls.slow]).toEqual([201, 'true', 1]);
  });

  it('keeps keys per user: another user with the same key and body runs its own request', async () => {
    const mine = await post('notes', { token: alice, key: 'shared-key', body: { note: 'same' } });
    const theirs = await post('notes', { token: bob, key: 'shared-key', body: { note: 'same' } });

    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json()).toMatchObject({ owner: 2 });
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  it('ignores the header on requests without a principal and on other methods than POST', async () => {
    const open = [await post('open', { key: 'open-a' }), await post('open', { key: 'open-a' })];
    const patched = [
      await post('notes', { method: 'PATCH', token: alice, key: 'patch-a' }),
      await post('notes', { method: 'PATCH', token: alice, key: 'patch-a' }),
    ];

    for (const response of [...open, ...patched]) expect(response.headers['idempotent-replayed']).toBeUndefined();
    expect([calls.open, calls.patched]).toEqual([2, 2]);
  });

  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['not printable ASCII', 'anahtar-ç'],
  ])('rejects a key that is %s with 400 naming Idempotency-Key', async (_, key) => {
    const ran = calls.created;
    const response = await post('notes', { token: alice, key, body: { note: 'x' } });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation.failed', details: keyProblem('idempotency_key_format') });
    expect(calls.created).toBe(ran);
  });

  it('accepts a key of exactly 255 printable characters', async () => {
    expect((await post('notes', { token: alice, key: `~ ${'k'.repeat(253)}`, body: { note: 'long key' } })).statusCode).toBe(201);
  });
});

function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
