// Authentication, errors and limits as a client sees them (spec: Authentication, Errors, Limits;
// decisions §2-§5, §12, §13), against the single-process shape and the distributed one.
import jwt, { type JwtPayload } from 'jsonwebtoken';
import { newId } from '@tezgah/contracts';
import {
  api,
  DEMO_PASSWORD,
  DEMO_USERS,
  startSystem,
  uniqueEmail,
  uniqueIp,
  type Api,
  type ApiResponse,
  type ExtraUser,
  type System,
  type TokenPair,
} from '@tezgah/testing';
import { expectError, expectInvalidField, expectRateLimited, expectReadLimitHeaders, inBatches, me, refresh } from './support';

const PASSWORD = 'e2e-password-1';
const E2E_TENANT = 'e2e';
// Users of their own for tests that spend a budget or change a password.
const USERS = {
  reader: { tenant: E2E_TENANT, email: 'reader@e2e.tezgah.test', role: 'staff', password: PASSWORD },
  changer: { tenant: E2E_TENANT, email: 'changer@e2e.tezgah.test', role: 'staff', password: PASSWORD },
  passwordless: { tenant: E2E_TENANT, email: 'invited@e2e.tezgah.test', name: 'Davetli Kullanıcı', role: 'viewer' },
} satisfies Record<string, ExtraUser>;

const REQUEST_ID = /^req_[0-9A-HJKMNP-TV-Z]{26}$/;

describe.each(['single', 'distributed'] as const)('authentication (%s shape)', (shape) => {
  let system: System;
  let client: Api;
  let ownerLogin: ApiResponse;
  let owner: TokenPair;

  beforeAll(async () => {
    system = await startSystem({
      shape,
      marketplaces: [],
      gatewayReplicas: shape === 'distributed' ? 2 : undefined,
      users: Object.values(USERS),
    });
    client = api(system.baseUrl);
    ownerLogin = await client.login(DEMO_USERS.owner, DEMO_PASSWORD);
    owner = ownerLogin.body;
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
  }, 60_000);

  describe('POST /auth/token', () => {
    it('issues a TokenResponse with a 24-hour JWT to the demo owner', () => {
      expect({ status: ownerLogin.status, body: ownerLogin.body }).toMatchObject({
        status: 200,
        body: {
          access_token: expect.any(String),
          refresh_token: expect.any(String),
          token_type: 'Bearer',
          expires_in: 86400,
          user: { email: DEMO_USERS.owner, role: 'owner', tenant_id: 'demo', name: expect.any(String) },
        },
      });
      expect(Number.isInteger(owner.user.id)).toBe(true);
      expect(owner.refresh_token).not.toBe(owner.access_token);

      const { header, payload } = jwt.decode(owner.access_token, { complete: true }) as { header: jwt.JwtHeader; payload: JwtPayload };
      expect(header.alg).toBe('HS256');
      expect(payload).toMatchObject({ tenant_id: 'demo', role: 'owner', sid: expect.anything(), jti: expect.anything() });
      expect(String(payload.sub)).toBe(String(owner.user.id));
      expect(payload.exp! - Date.now() / 1000).toBeGreaterThan(86400 - 120);
      expect(payload.exp! - Date.now() / 1000).toBeLessThanOrEqual(86400 + 5);
      // Signed with the configured TEZGAH_JWT_SECRET (what lets the expiry test mint a token).
      expect(() => jwt.verify(owner.access_token, system.jwtSecret, { algorithms: ['HS256'] })).not.toThrow();
    });

    it('refuses a wrong password with 401 auth.invalid_credentials in the error envelope', async () => {
      expectError(await client.login(DEMO_USERS.owner, 'wrong-password-1'), 401, 'auth.invalid_credentials');
    });

    it('answers an unknown e-mail exactly like a wrong password', async () => {
      expectError(await client.login(uniqueEmail('nobody'), 'some-password-1'), 401, 'auth.invalid_credentials');
    });

    it('rejects a password shorter than 10 characters with 400 naming password', async () => {
      expectInvalidField(await client.login(uniqueEmail('short'), 'short-pw1'), 'password');
    });

    it('rejects a malformed e-mail with 400 naming email', async () => {
      expectInvalidField(await client.login(`not-an-email-${Date.now()}`, 'long-enough-pw'), 'email');
    });

    it('rejects missing fields, naming each', async () => {
      const response = await client.request('POST', '/auth/token', { body: {}, ip: uniqueIp() });
      expectInvalidField(response, 'email');
      expectInvalidField(response, 'password');
    });

    it('rejects an unknown body field with 400 naming it', async () => {
      const body = { email: uniqueEmail('extra'), password: 'long-enough-pw', remember_me: true };
      expectInvalidField(await client.request('POST', '/auth/token', { body, ip: uniqueIp() }), 'remember_me');
    });

    it('rejects malformed JSON with 400 validation.failed', async () => {
      const response = await client.request('POST', '/auth/token', { rawBody: '{"email": "a@b.co", ', ip: uniqueIp() });
      expectError(response, 400, 'validation.failed');
    });

    it('refuses a user created without a password like a wrong password (401)', async () => {
      const response = await client.login(USERS.passwordless.email, 'any-password-at-all');
      expectError(response, 401, 'auth.invalid_credentials');
    });
  });

  describe('routes and request ids', () => {
    it('answers an unknown route with 404 resource.not_found', async () => {
      expectError(await client.request('GET', '/no-such-route', { token: owner.access_token }), 404, 'resource.not_found');
      expectError(await client.request('POST', '/no-such-route', { token: owner.access_token, body: {} }), 404, 'resource.not_found');
    });

    it('answers an unknown route with 404 before asking for a token', async () => {
      expectError(await client.request('GET', '/no-such-route'), 404, 'resource.not_found');
    });

    it('echoes a well-formed X-Request-Id, in the header and in error.request_id', async () => {
      const id = `e2e-trace-${Date.now()}`;
      const ok = await me(client, owner.access_token, { 'x-request-id': id });
      expect({ status: ok.status, requestId: ok.headers['x-request-id'] }).toEqual({ status: 200, requestId: id });
      const refused = await me(client, undefined, { 'x-request-id': id });
      expectError(refused, 401, 'auth.token_invalid');
      expect(refused.body.error.request_id).toBe(id);
    });

    it('gives its own req_ id when the caller sends none or a malformed one', async () => {
      const none = await me(client, owner.access_token);
      expect(none.headers['x-request-id']).toMatch(REQUEST_ID);
      const malformed = await me(client, owner.access_token, { 'x-request-id': 'not valid <id>' });
      expect(malformed.headers['x-request-id']).toMatch(REQUEST_ID);
    });
  });

  describe('GET /auth/me and access tokens', () => {
    it("returns the caller's User", async () => {
      const response = await me(client, owner.access_token);
      expect({ status: response.status, body: response.body }).toMatchObject({ status: 200, body: owner.user });
      expect(Object.keys(response.body).filter((key) => /pass|hash|secret/i.test(key))).toEqual([]);
    });

    it('refuses a request without a token with 401 auth.token_invalid', async () => {
      expectError(await me(client), 401, 'auth.token_invalid');
      expectError(
        await me(client, undefined, { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }),
        401,
        'auth.token_invalid',
      );
    });

    it('refuses garbage and forged tokens with 401 auth.token_invalid', async () => {
      const claims = jwt.decode(owner.access_token) as JwtPayload;
      const forged = jwt.sign(claims, 'not-the-secret-of-this-system-at-all-00', { algorithm: 'HS256' });
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
      for (const token of ['garbage', 'a.b.c', forged, unsigned]) {
        expectError(await me(client, token), 401, 'auth.token_invalid');
      }
    });

    it('refuses an expired token with 401 auth.token_expired', async () => {
      const claims = jwt.decode(owner.access_token) as JwtPayload;
      const now = Math.floor(Date.now() / 1000);
      const sign = (iat: number, exp: number) => jwt.sign({ ...claims, iat, exp }, system.jwtSecret, { algorithm: 'HS256' });
      // The same claims re-signed and still valid are accepted: only the expiry differs below.
      expect((await me(client, sign(now - 60, now + 3600))).status).toBe(200);
      expectError(await me(client, sign(now - 86400 - 60, now - 60)), 401, 'auth.token_expired');
    });
  });

  describe('POST /auth/refresh', () => {
    it('rotates the pair: a new access and refresh token, the new access token working', async () => {
      const first = await client.tokens(DEMO_USERS.admin, DEMO_PASSWORD);
      const response = await refresh(client, first.refresh_token);
      expect({ status: response.status, body: response.body }).toMatchObject({
        status: 200,
        body: {
          access_token: expect.any(String),
          refresh_token: expect.any(String),
          token_type: 'Bearer',
          expires_in: 86400,
          user: first.user,
        },
      });
      expect(response.body.refresh_token).not.toBe(first.refresh_token);
      expect(response.body.access_token).not.toBe(first.access_token);
      expect((await me(client, response.body.access_token)).status).toBe(200);
    });

    it('refuses a reused refresh token and revokes its whole session family', async () => {
      const first = await client.tokens(DEMO_USERS.admin, DEMO_PASSWORD);
      const second = (await refresh(client, first.refresh_token)).body as TokenPair;
      expect(second.refresh_token).toEqual(expect.any(String));

      expectError(await refresh(client, first.refresh_token), 401, 'auth.token_invalid');
      expectError(await refresh(client, second.refresh_token), 401, 'auth.token_invalid');
      expectError(await me(client, second.access_token), 401, 'auth.token_invalid');
      expectError(await me(client, first.access_token), 401, 'auth.token_invalid');
    });

    it('refuses an unknown refresh token with 401 auth.token_invalid', async () => {
      expectError(await refresh(client, `unknown-${Date.now()}-refresh-token`), 401, 'auth.token_invalid');
    });

    it('rejects a body without refresh_token, naming it', async () => {
      expectInvalidField(await client.request('POST', '/auth/refresh', { body: {}, ip: uniqueIp() }), 'refresh_token');
    });
  });

  describe('POST /auth/logout', () => {
    it('answers 204 and the access and refresh tokens stop working at once', async () => {
      const session = await client.tokens(DEMO_USERS.admin, DEMO_PASSWORD);
      expect((await me(client, session.access_token)).status).toBe(200);

      const response = await client.request('POST', '/auth/logout', { token: session.access_token });
      expect({ status: response.status, body: response.body }).toEqual({ status: 204, body: undefined });
      expectError(await me(client, session.access_token), 401, 'auth.token_invalid');
      expectError(await refresh(client, session.refresh_token), 401, 'auth.token_invalid');
    });

    // Only the distributed shape has a second replica.
    if (shape === 'distributed')
      it('is honoured by another gateway replica within 1 s', async () => {
        const [first, second] = system.gatewayUrls.map((url) => api(url));
        const session = await first.tokens(DEMO_USERS.admin, DEMO_PASSWORD);
        expect((await me(second, session.access_token)).status).toBe(200);

        expect((await first.request('POST', '/auth/logout', { token: session.access_token })).status).toBe(204);
        const deadline = Date.now() + 1_000;
        let response = await me(second, session.access_token);
        while (response.status === 200 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          response = await me(second, session.access_token);
        }
        expectError(response, 401, 'auth.token_invalid');
      });
  });

  describe('GET /auth/has-password and POST /auth/set-password', () => {
    let token: string;
    const setPassword = (body: object) => client.request('POST', '/auth/set-password', { token, body });

    beforeAll(async () => {
      token = (await client.tokens(USERS.changer.email, PASSWORD)).access_token;
    });

    it('reports has_password true for a user with a password', async () => {
      const response = await client.request('GET', '/auth/has-password', { token });
      expect({ status: response.status, body: response.body }).toEqual({ status: 200, body: { has_password: true } });
    });

    it('requires current_password when a password exists (400 naming it)', async () => {
      expectInvalidField(await setPassword({ new_password: 'a-new-password-1' }), 'current_password');
    });

    it('refuses a wrong current_password with 400 validation.failed naming it', async () => {
      expectInvalidField(await setPassword({ current_password: 'not-my-password', new_password: 'a-new-password-1' }), 'current_password');
    });

    it('rejects a new password shorter than 10 characters, naming new_password', async () => {
      expectInvalidField(await setPassword({ current_password: PASSWORD, new_password: 'short-1' }), 'new_password');
    });

    it('changes the password: 200 {ok, has_password}, the new one logs in and the old one no longer does', async () => {
      const response = await setPassword({ current_password: PASSWORD, new_password: 'a-new-password-1' });
      expect({ status: response.status, body: response.body }).toEqual({ status: 200, body: { ok: true, has_password: true } });
      expect((await client.login(USERS.changer.email, 'a-new-password-1')).status).toBe(200);
      expectError(await client.login(USERS.changer.email, PASSWORD), 401, 'auth.invalid_credentials');
    });
  });

  describe('a user created without a password', () => {
    it('exchanges its one-time setup token, sees has_password false and sets a first password', async () => {
      const setupToken = system.users[USERS.passwordless.email].setupToken!;
      expect(setupToken).toEqual(expect.any(String));
      const exchanged = await refresh(client, setupToken);
      expect({ status: exchanged.status, body: exchanged.body }).toMatchObject({
        status: 200,
        body: { token_type: 'Bearer', user: { email: USERS.passwordless.email, role: 'viewer', tenant_id: E2E_TENANT } },
      });
      const token = exchanged.body.access_token as string;

      const before = await client.request('GET', '/auth/has-password', { token });
      expect({ status: before.status, body: before.body }).toEqual({ status: 200, body: { has_password: false } });
      // No current_password to give; a viewer may still write to /auth/* for itself.
      const set = await client.request('POST', '/auth/set-password', { token, body: { new_password: 'first-password-1' } });
      expect({ status: set.status, body: set.body }).toEqual({ status: 200, body: { ok: true, has_password: true } });
      const after = await client.request('GET', '/auth/has-password', { token });
      expect(after.body).toEqual({ has_password: true });
      expect((await client.login(USERS.passwordless.email, 'first-password-1')).status).toBe(200);

      // One-time: the setup token was rotated away by the exchange.
      expectError(await refresh(client, setupToken), 401, 'auth.token_invalid');
    });
  });

  describe('login limits', () => {
    it('answers the 6th attempt for one e-mail within 5 minutes with 429 and Retry-After, failures counting', async () => {
      const email = uniqueEmail('locked');
      for (let attempt = 1; attempt <= 5; attempt++) {
        expectError(await client.login(email, 'wrong-password-1', { ip: uniqueIp() }), 401, 'auth.invalid_credentials');
      }
      expectRateLimited(await client.login(email, 'wrong-password-1', { ip: uniqueIp() }), 300);
    });

    it('counts successful logins too: the 6th correct one is 429', async () => {
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await client.login(DEMO_USERS.otherOwner, DEMO_PASSWORD)).status).toBe(200);
      }
      expectRateLimited(await client.login(DEMO_USERS.otherOwner, DEMO_PASSWORD), 300);
    });

    it('answers the 11th attempt from one IP within 5 minutes with 429, whatever the e-mail', async () => {
      const ip = uniqueIp();
      for (let attempt = 1; attempt <= 10; attempt++) {
        expectError(await client.login(uniqueEmail('spray'), 'wrong-password-1', { ip }), 401, 'auth.invalid_credentials');
      }
      expectRateLimited(await client.login(uniqueEmail('spray'), 'wrong-password-1', { ip }), 300);
    });

    it('counts malformed attempts toward the IP limit', async () => {
      const ip = uniqueIp();
      for (let attempt = 1; attempt <= 10; attempt++) {
        // Distinct junk each time, so only the IP budget is spent (e-mail budgets are per string).
        expect((await client.login(`not-an-email-${attempt}`, 'short', { ip })).status).toBe(400);
      }
      expectRateLimited(await client.login(uniqueEmail('after-junk'), 'wrong-password-1', { ip }), 300);
    });
  });

  describe('roles', () => {
    it('refuses a viewer a write with 403 auth.insufficient_scope', async () => {
      const viewer = await client.tokens(DEMO_USERS.viewer, DEMO_PASSWORD);
      const response = await client.request('POST', `/jobs/${newId('job')}/cancel`, { token: viewer.access_token });
      expectError(response, 403, 'auth.insufficient_scope');
      // /auth/* is open to any caller for itself, writes included.
      expect((await client.request('POST', '/auth/logout', { token: viewer.access_token })).status).toBe(204);
    });

    it('lets staff through the role check of the same write (an unknown job is then 404)', async () => {
      const staff = await client.tokens(DEMO_USERS.staff, DEMO_PASSWORD);
      const response = await client.request('POST', `/jobs/${newId('job')}/cancel`, { token: staff.access_token });
      expectError(response, 404, 'resource.not_found');
    });
  });

  describe('jobs', () => {
    it('answers an unknown job id with 404 resource.not_found', async () => {
      expectError(await client.request('GET', `/jobs/${newId('job')}`, { token: owner.access_token }), 404, 'resource.not_found');
      expectError(await client.request('GET', '/jobs/not-a-job-id', { token: owner.access_token }), 404, 'resource.not_found');
    });
  });

  describe('read rate limit', () => {
    it('puts X-RateLimit-Limit, -Remaining and -Reset on a 200 and on a 404', async () => {
      expectReadLimitHeaders(await me(client, owner.access_token));
      const missing = await client.request('GET', '/no-such-route', { token: owner.access_token });
      expect(missing.status).toBe(404);
      expectReadLimitHeaders(missing);
    });

    it('puts X-RateLimit-* on login answers too, for the login budget that applied', async () => {
      const response = await client.login(uniqueEmail('headers'), 'wrong-password-1');
      expect(response.status).toBe(401);
      for (const header of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
        expect({ header, value: response.headers[header] }).toEqual({ header, value: expect.stringMatching(/^\d+$/) });
      }
      expect(['5', '10']).toContain(response.headers['x-ratelimit-limit']);
    });

    it('serves 600 GETs a minute to one user and answers the 601st with 429 and Retry-After', async () => {
      const { access_token: token } = await client.tokens(USERS.reader.email, PASSWORD);
      let probe = await me(client, token);
      expectReadLimitHeaders(probe);
      // A window that closes mid-burst would refill the budget: start in a fresh one if need be.
      const reset = Number(probe.headers['x-ratelimit-reset']);
      if (reset - Date.now() / 1000 < 20) {
        await new Promise((resolve) => setTimeout(resolve, (reset + 1) * 1000 - Date.now()));
        probe = await me(client, token);
      }
      expect(probe.headers['x-ratelimit-remaining']).toBe('599');

      const burst = await inBatches(599, 8, () => me(client, token));
      const statuses = burst.map((response) => response.status);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(Math.min(...burst.map((response) => Number(response.headers['x-ratelimit-remaining'])))).toBe(0);

      const refused = await me(client, token);
      expectRateLimited(refused, 60);
      expect(refused.headers['x-ratelimit-limit']).toBe('600');
      expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    }, 60_000);
  });
});
