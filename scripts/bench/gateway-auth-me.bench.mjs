// gateway-auth-me: GET /v1/auth/me through one gateway replica of the distributed shape (JWT
// check, revocation check, Redis rate limit, cached profile, access log, metrics), against a
// bare Fastify route doing only the JWT check, with the same tokens and the same load.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { createBenchDatabase, createUsers, logIn } from './lib/bench-users.mjs';
import { startChild } from './lib/child.mjs';
import { measureAlternating, plannedSeconds } from './lib/compare.mjs';

const require = createRequire(import.meta.url);
const TARGET_RATIO = 0.6;
const READ_LIMIT_PER_MINUTE = 600; // apps/gateway/src/rate-limit/rate-limit-policy.ts
const USERS = { tenant: 'bench', prefix: 'bench', role: 'viewer', password: 'bench-password-1' };
const BASELINE = 'baseline (bare Fastify + jsonwebtoken)';
const GATEWAY = 'gateway (distributed, 1 replica)';

const meRequests = (tokens) =>
  tokens.map((token) => ({ method: 'GET', path: '/v1/auth/me', headers: { authorization: `Bearer ${token}` } }));

/**
 * Users needed so that none spends more than 85 % of its read budget in the gateway's run if the
 * gateway went as fast as `ceilingRps` (the bare baseline's rate: the gateway does strictly more).
 */
function usersFor(ceilingRps, settings) {
  return Math.max(4, Math.ceil((ceilingRps * plannedSeconds(settings)) / (READ_LIMIT_PER_MINUTE * 0.85)));
}

async function expectOk(url, token, label) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`${label} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

export default {
  name: 'gateway-auth-me',
  description:
    'GET /v1/auth/me on one gateway replica (distributed shape) vs a bare Fastify route with the same JWT check; ' +
    `ratio of req/s, target >= ${TARGET_RATIO}`,

  async run(ctx) {
    const secret = randomBytes(36).toString('base64url');
    const cleanups = [];
    try {
      const baseline = await startChild(path.join(import.meta.dirname, 'lib/baseline-auth-me.mjs'), {
        env: { TEZGAH_JWT_SECRET: secret },
      });
      cleanups.push(() => baseline.stop());
      const baselineUrl = `http://127.0.0.1:${baseline.info.port}`;

      // 1. How fast the bare route goes here bounds the number of users the gateway run needs.
      const probe = jwt.sign({ sub: '1', tenant_id: 'probe', role: 'viewer', sid: 'probe', jti: 'probe' }, secret, {
        algorithm: 'HS256',
        expiresIn: 600,
      });
      await expectOk(`${baselineUrl}/v1/auth/me`, probe, 'baseline');
      const calibration = await ctx.load({ url: baselineUrl, requests: meRequests([probe]), warmupSeconds: 1, durationSeconds: 2 });
      const userCount = usersFor(calibration.measured.reqPerSec, ctx.settings);

      const harness = path.join(ctx.root, 'dist/libs/testing/src/index.js');
      if (!existsSync(path.join(ctx.root, 'dist/apps/gateway/src/main.js')) || !existsSync(harness)) {
        const [row] = await measureAlternating(ctx, [{ label: BASELINE, url: baselineUrl, requests: meRequests([probe]) }]);
        return { rows: [row], checks: [], notes: ['gateway not built (run `node scripts/build.mjs`): baseline only, no ratio'] };
      }

      // 2. The distributed system on a database of ours, so the CLI can provision the users.
      const { startSystem, api } = require(harness);
      const database = await createBenchDatabase(`tezgah_bench_${randomBytes(5).toString('hex')}`);
      cleanups.push(() => database.drop());
      let since = Date.now();
      const system = await startSystem({
        shape: 'distributed',
        gatewayReplicas: 1,
        env: { TEZGAH_JWT_SECRET: secret, DATABASE_URL: database.url },
      });
      cleanups.push(() => system.stop());
      ctx.log(`system ready in ${seconds(since)}`);
      since = Date.now();
      const emails = await createUsers(ctx.root, database.url, { ...USERS, count: userCount });
      ctx.log(`${emails.length} users created (baseline calibration ${Math.round(calibration.measured.reqPerSec)} req/s) in ${seconds(since)}`);
      since = Date.now();
      const tokens = await logIn(api(system.baseUrl), emails, USERS.password);
      ctx.log(`${tokens.length} logins in ${seconds(since)}`);

      const gatewayUrl = new URL(system.baseUrl).origin;
      const me = await expectOk(`${gatewayUrl}/v1/auth/me`, tokens[0], 'gateway');
      if (me.email !== emails[0]) throw new Error(`gateway /auth/me answered ${JSON.stringify(me)}`);
      await expectOk(`${baselineUrl}/v1/auth/me`, tokens[0], 'baseline, with a token of the gateway');

      // 3. Both targets, the same tokens round-robined per request, the same load, alternating.
      const requests = meRequests(tokens);
      const rows = await measureAlternating(ctx, [
        { label: BASELINE, url: baselineUrl, requests },
        { label: GATEWAY, url: gatewayUrl, requests },
      ]);
      const [base, gate] = rows;
      const ratio = gate.reqPerSec / base.reqPerSec;
      const perUser = Math.ceil((gate.requests + gate.warmupRequests) / userCount);
      const checks = [
        { name: 'gateway/baseline req/s', value: ratio.toFixed(2), target: `>= ${TARGET_RATIO}`, pass: ratio >= TARGET_RATIO },
        ...rows.map((r) => ({ name: `${r.target} non-2xx + errors`, value: r.non2xx + r.errors, target: '= 0', pass: r.non2xx + r.errors === 0 })),
      ];
      const notes = [
        `${userCount} users (tenant ${USERS.tenant}, role ${USERS.role}), one token each, used in turn by every connection: ` +
          `${perUser} requests per user in the gateway run, read limit ${READ_LIMIT_PER_MINUTE}/min per user`,
      ];
      return { rows, checks, notes, ratio, users: userCount };
    } finally {
      for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => ctx.log(`cleanup: ${error.message}`));
    }
  },
};
