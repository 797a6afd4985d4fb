// gateway-auth-me: GET /v1/auth/me through one gateway replica of the distributed shape (JWT
// check, revocation check, Redis rate limit, cached profile, access log, metrics), against a
// bare Fastify route doing only the JWT check, with the same tokens and the same load.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { createTenant, READ_LIMIT_PER_MINUTE, usersForReads } from './lib/bench-users.mjs';
import { provisionUsers, startBenchSystem, systemBuilt } from './lib/bench-system.mjs';
import { startChild } from './lib/child.mjs';
import { withCleanups } from './lib/cleanups.mjs';
import { measureAlternating, plannedSeconds, validityChecks } from './lib/compare.mjs';
import { getJson } from './lib/http.mjs';
import { authorizedGets } from './lib/load.mjs';

const TARGET_RATIO = 0.6;
const USERS = { tenant: 'bench', prefix: 'bench', role: 'viewer', password: 'bench-password-1' };
const BASELINE = 'baseline (bare Fastify + jsonwebtoken)';
const GATEWAY = 'gateway (distributed, 1 replica)';
const ME = '/v1/auth/me';

export default {
  name: 'gateway-auth-me',
  description:
    'GET /v1/auth/me on one gateway replica (distributed shape) vs a bare Fastify route with the same JWT check; ' +
    `ratio of req/s, target >= ${TARGET_RATIO}`,

  run: (ctx) =>
    withCleanups(ctx, async (defer) => {
      const secret = randomBytes(36).toString('base64url');
      const baseline = await startChild(path.join(import.meta.dirname, 'lib/baseline-auth-me.mjs'), {
        env: { TEZGAH_JWT_SECRET: secret },
      });
      defer(() => baseline.stop());
      const baselineUrl = `http://127.0.0.1:${baseline.info.port}`;

      // 1. How fast the bare route goes here bounds the number of users the gateway run needs.
      const probe = jwt.sign({ sub: '1', tenant_id: 'probe', role: 'viewer', sid: 'probe', jti: 'probe' }, secret, {
        algorithm: 'HS256',
        expiresIn: 600,
      });
      await getJson(`${baselineUrl}${ME}`, probe, 'baseline');
      const calibration = await ctx.load({ url: baselineUrl, requests: authorizedGets(ME, [probe]), warmupSeconds: 1, durationSeconds: 2 });
      const userCount = usersForReads(calibration.measured.reqPerSec, plannedSeconds(ctx.settings));
      ctx.log(`baseline calibration ${Math.round(calibration.measured.reqPerSec)} req/s: ${userCount} users`);

      if (!systemBuilt(ctx.root)) {
        const [row] = await measureAlternating(ctx, [{ label: BASELINE, url: baselineUrl, requests: authorizedGets(ME, [probe]) }]);
        return { rows: [row], checks: [], notes: ['gateway not built (run `node scripts/build.mjs`): baseline only, no ratio'] };
      }

      // 2. The distributed system on a database of ours, so the CLI can provision the users.
      const bench = await startBenchSystem(ctx, defer, { TEZGAH_JWT_SECRET: secret });
      await createTenant(ctx.root, bench.databaseUrl, USERS.tenant);
      const { emails, tokens } = await provisionUsers(ctx, bench, USERS, userCount);
      const me = await getJson(`${bench.gatewayUrl}${ME}`, tokens[0], 'gateway');
      if (me.email !== emails[0]) throw new Error(`gateway /auth/me answered ${JSON.stringify(me)}`);
      await getJson(`${baselineUrl}${ME}`, tokens[0], 'baseline, with a token of the gateway');

      // 3. Both targets, the same tokens round-robined per request, the same load, alternating.
      const requests = authorizedGets(ME, tokens);
      const rows = await measureAlternating(ctx, [
        { label: BASELINE, url: baselineUrl, requests },
        { label: GATEWAY, url: bench.gatewayUrl, requests },
      ]);
      const [base, gate] = rows;
      const ratio = gate.reqPerSec / base.reqPerSec;
      const perUser = Math.ceil((gate.requests + gate.warmupRequests) / userCount);
      const checks = [
        { name: 'gateway/baseline req/s', value: ratio.toFixed(2), target: `>= ${TARGET_RATIO}`, pass: ratio >= TARGET_RATIO },
        ...validityChecks(rows),
      ];
      const notes = [
        `${userCount} users (tenant ${USERS.tenant}, role ${USERS.role}), one token each, used in turn by every connection: ` +
          `${perUser} requests per user in the gateway run, read limit ${READ_LIMIT_PER_MINUTE}/min per user`,
      ];
      return { rows, checks, notes, ratio, users: userCount };
    }),
};
