// catalog-products-list: GET /v1/products?page=1&per_page=25 for a tenant of 100,000 products,
// through one gateway replica of the distributed shape (JWT, rate limit, NATS request to the
// catalog, its list statement, the JSON back), against a bare Fastify + pg route running the very
// same statement (ProductsRepository.list) and DTO mapping, with the same tokens and the same load.
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { createTenant, READ_LIMIT_PER_MINUTE, tenantIdOf, usersForReads } from './lib/bench-users.mjs';
import { provisionUsers, secondsSince, startBenchSystem, systemBuilt } from './lib/bench-system.mjs';
import { startChild } from './lib/child.mjs';
import { withClient } from './lib/bench-database.mjs';
import { withCleanups } from './lib/cleanups.mjs';
import { measureAlternating, plannedSeconds, validityChecks } from './lib/compare.mjs';
import { getJson } from './lib/http.mjs';
import { authorizedGets } from './lib/load.mjs';
import { COMMON_TITLE_WORD } from './lib/products.mjs';
import { createBeforeTable } from './lib/search-before.mjs';
import { seedProducts } from './lib/seed-products.mjs';

/** Issue 20: at a steady half of the baseline's capacity, the gateway's p99 at most 1.5x the baseline's. */
const TARGET_P99_RATIO = 1.5;
/** Issue 20: the whole system's CPU per request at most 1.5x the bare handler's (its process and PostgreSQL). */
const TARGET_CPU_RATIO = 1.5;
/** The steady load: this share of the baseline's saturated req/s. */
const STEADY_SHARE = 0.5;
/** CPU that is not the system under test's: the measuring side, and other databases of the machine. */
const NOT_UNDER_TEST = new Set(['load generator', 'bench runner', 'postgres: other databases']);
/** Issue 20: a common word's search at least 3x the former statement's req/s, a rare SKU's no slower (within 5 % of noise). */
const TARGET_COMMON_SEARCH_GAIN = 3;
const TARGET_RARE_SEARCH_GAIN = 0.95;
const PRODUCTS = 100_000;
const USERS = { tenant: 'bench', prefix: 'bench', role: 'viewer', password: 'bench-password-1' };
const BASELINE = 'baseline (Fastify + pg, ProductsRepository.list)';
const BEFORE = 'before (Fastify + pg, the former search statement on the wide rows)';
const GATEWAY = 'gateway (distributed, 1 replica)';
const HOP = 'bare hop (Fastify, a NATS request to a bare responder running the same statement)';

const listPath = (search) => `/v1/products?page=1&per_page=25${search === undefined ? '' : `&search=${encodeURIComponent(search)}`}`;

/** The list first (the gateway's targets apply to it), then the searches (measured against the former statement too). */
const scenariosFor = (rareSku) => [
  { name: 'page 1', path: listPath() },
  { name: `search=${COMMON_TITLE_WORD}`, path: listPath(COMMON_TITLE_WORD) },
  { name: `search=${rareSku}`, path: listPath(rareSku) },
];

/** Two targets must give the same page (same rows, same mapping, same total) before either is measured. */
async function sameAnswer(scenario, baselineUrl, otherUrl, token) {
  const fromOther = await getJson(`${otherUrl}${scenario.path}`, token, `${otherUrl} ${scenario.name}`);
  const fromBaseline = await getJson(`${baselineUrl}${scenario.path}`, token, `baseline ${scenario.name}`);
  if (!isDeepStrictEqual(fromOther, fromBaseline)) throw new Error(`${scenario.name}: ${otherUrl} and the baseline answer differently`);
  if (!fromOther.data.length) throw new Error(`${scenario.name}: no products found`);
  return fromOther.pagination.total;
}

const p99Ratio = (gate, base) => gate.latencyMs.p99 / base.latencyMs.p99;
/** CPU ms per request of every process of the system under test (for the baseline: its process, PostgreSQL and whatever else ran). */
const systemCpu = (row) =>
  Object.entries(row.cpuMsPerRequest)
    .filter(([label]) => !NOT_UNDER_TEST.has(label))
    .reduce((sum, [, ms]) => sum + ms, 0);

/** Where a target's CPU went, per request: the accounts worth naming, and their sum. */
const cpuSummary = (msPerRequest) => {
  const named = Object.entries(msPerRequest).filter(([, ms]) => ms >= 0.02);
  const total = Object.values(msPerRequest).reduce((sum, ms) => sum + ms, 0);
  return `${named.map(([label, ms]) => `${label} ${ms.toFixed(2)}`).join(', ')}; all ${total.toFixed(2)}`;
};

export default {
  name: 'catalog-products-list',
  description:
    `GET /v1/products?page=1&per_page=25 of a ${PRODUCTS.toLocaleString('en-US')}-product tenant on one gateway replica ` +
    '(distributed shape) vs a bare Fastify + pg route running the same ProductsRepository.list; ' +
    `targets (issue 20, replacing the catalog issue's saturated req/s ratio, now information): system CPU per request ratio <= ${TARGET_CPU_RATIO}, ` +
    `p99 ratio <= ${TARGET_P99_RATIO} at a steady ${STEADY_SHARE} of the baseline's req/s`,

  run: (ctx) =>
    withCleanups(ctx, async (defer) => {
      if (!systemBuilt(ctx.root)) throw new Error('not built: run `node scripts/build.mjs`');

      // 1. The system, and the tenant's catalogue written straight into its database.
      const bench = await startBenchSystem(ctx, defer);
      await createTenant(ctx.root, bench.databaseUrl, USERS.tenant);
      const tenantId = await tenantIdOf(bench.databaseUrl, USERS.tenant);
      let since = Date.now();
      const { middleSku } = await withClient(bench.databaseUrl, (client) =>
        seedProducts(ctx.root, client, { tenantId, count: PRODUCTS, skuPrefix: 'TZ' }),
      );
      ctx.log(`${PRODUCTS} products seeded, vacuumed and analysed in ${secondsSince(since)}`);
      const scenarios = scenariosFor(middleSku);
      await createBeforeTable(bench.databaseUrl);
      const databaseName = new URL(bench.databaseUrl).pathname.slice(1);

      const bareEnv = { DATABASE_URL: bench.databaseUrl, TENANT_ID: tenantId };
      const responder = await startChild(path.join(import.meta.dirname, 'lib/bare-catalog-responder.mjs'), { env: bareEnv });
      defer(() => responder.stop());
      const baseline = await startChild(path.join(import.meta.dirname, 'lib/baseline-products-list.mjs'), {
        env: { ...bareEnv, HOP_SUBJECT: responder.info.subject },
      });
      defer(() => baseline.stop());
      const baselineUrl = `http://127.0.0.1:${baseline.info.port}`;

      // 2. The bare route's rate bounds the users the gateway needs over all the scenarios (it
      // reads no token, so any will do before the users exist).
      const calibration = await ctx.load({
        url: baselineUrl,
        requests: authorizedGets(scenarios[0].path, ['none']),
        warmupSeconds: 1,
        durationSeconds: 2,
      });
      const userCount = usersForReads(calibration.measured.reqPerSec, plannedSeconds(ctx.settings) * (scenarios.length + STEADY_SHARE));
      ctx.log(`baseline calibration ${Math.round(calibration.measured.reqPerSec)} req/s: ${userCount} users`);
      const { tokens } = await provisionUsers(ctx, bench, USERS, userCount);
      const totals = [];
      for (const scenario of scenarios) totals.push(await sameAnswer(scenario, baselineUrl, bench.gatewayUrl, tokens[0]));
      // The former search answers exactly the same pages and totals.
      for (const scenario of scenarios.slice(1)) await sameAnswer(scenario, baselineUrl, `${baselineUrl}/before`, tokens[0]);
      await sameAnswer(scenarios[0], baselineUrl, `${baselineUrl}/hop`, tokens[0]);
      if (totals[0] !== PRODUCTS || totals[2] !== 1) throw new Error(`unexpected totals ${totals.join(', ')}`);

      // 3. Per scenario, both targets under the same load, alternating.
      const measured = [];
      for (const scenario of scenarios) {
        since = Date.now();
        const requests = authorizedGets(scenario.path, tokens);
        // A request's path replaces the URL's (autocannon): the former statement's route is in the path.
        const before = scenario.path.includes('search=')
          ? [{ label: `${scenario.name}: ${BEFORE}`, url: baselineUrl, requests: authorizedGets(`/before${scenario.path}`, tokens) }]
          : [{ label: `${scenario.name}: ${HOP}`, url: baselineUrl, requests: authorizedGets(`/hop${scenario.path}`, tokens) }];
        const rows = await measureAlternating(
          ctx,
          [
            { label: `${scenario.name}: ${BASELINE}`, url: baselineUrl, requests },
            { label: `${scenario.name}: ${GATEWAY}`, url: bench.gatewayUrl, requests },
            ...before,
          ],
          { cpu: { database: databaseName } },
        );
        measured.push(rows);
        ctx.log(`${scenario.name} measured in ${secondsSince(since)}`);
      }

      // 4. Page 1 again at a steady rate both targets sustain: latency without queueing.
      const steadyRate = Math.max(1, Math.round(measured[0][0].reqPerSec * STEADY_SHARE));
      since = Date.now();
      const steadyRequests = authorizedGets(scenarios[0].path, tokens);
      const steady = await measureAlternating(
        ctx,
        [
          { label: `page 1 at ${steadyRate} req/s: ${BASELINE}`, url: baselineUrl, requests: steadyRequests },
          { label: `page 1 at ${steadyRate} req/s: ${GATEWAY}`, url: bench.gatewayUrl, requests: steadyRequests },
        ],
        { cpu: { database: databaseName }, overallRate: steadyRate },
      );
      ctx.log(`page 1 at ${steadyRate} req/s measured in ${secondsSince(since)}`);

      const [[base, gate, hop], ...searches] = measured;
      const [steadyBase, steadyGate] = steady;
      const ratio = gate.reqPerSec / base.reqPerSec;
      const cpuRatio = systemCpu(gate) / systemCpu(base);
      const rows = [...measured.flat(), ...steady];
      const checks = [
        {
          name: 'page 1: system CPU ms per request, gateway/baseline',
          value: `${systemCpu(gate).toFixed(2)}/${systemCpu(base).toFixed(2)} = ${cpuRatio.toFixed(2)}`,
          target: `<= ${TARGET_CPU_RATIO}`,
          pass: cpuRatio <= TARGET_CPU_RATIO,
        },
        {
          name: `page 1 at a steady ${steadyRate} req/s: gateway/baseline p99`,
          value: `${steadyGate.latencyMs.p99}/${steadyBase.latencyMs.p99} ms = ${p99Ratio(steadyGate, steadyBase).toFixed(2)}`,
          target: `<= ${TARGET_P99_RATIO}`,
          pass: p99Ratio(steadyGate, steadyBase) <= TARGET_P99_RATIO,
        },
        ...searches.map(([after, , formerly], i) => {
          const gain = after.reqPerSec / formerly.reqPerSec;
          const target = i === 0 ? TARGET_COMMON_SEARCH_GAIN : TARGET_RARE_SEARCH_GAIN;
          return {
            name: `${scenarios[i + 1].name}: req/s now/before (bare)`,
            value: `${Math.round(after.reqPerSec)}/${Math.round(formerly.reqPerSec)} = ${gain.toFixed(2)}`,
            target: `>= ${target}`,
            pass: gain >= target,
          };
        }),
        ...validityChecks(rows),
      ];
      const gatewayRequests = [...measured, steady].reduce((sum, [, g]) => sum + g.requests + g.warmupRequests, 0);
      const notes = [
        `page 1 saturated (not a target): gateway/baseline req/s ${ratio.toFixed(2)}, ` +
          `p99 ${gate.latencyMs.p99}/${base.latencyMs.p99} ms = ${p99Ratio(gate, base).toFixed(2)}; ` +
          `at ${steadyRate} req/s p50 ${steadyGate.latencyMs.p50.toFixed(1)}/${steadyBase.latencyMs.p50.toFixed(1)} ms`,
        `tenant ${tenantId}: ${PRODUCTS.toLocaleString('en-US')} products; ${COMMON_TITLE_WORD} matches ` +
          `${totals[1].toLocaleString('en-US')}, ${middleSku} matches ${totals[2]}`,
        ...searches.map(
          ([b, g], i) =>
            `${scenarios[i + 1].name} (not a target): gateway/baseline req/s ${(g.reqPerSec / b.reqPerSec).toFixed(2)}, ` +
            `p99 ${g.latencyMs.p99}/${b.latencyMs.p99} ms`,
        ),
        `page 1 system CPU ms per request (not a target): the bare hop ${systemCpu(hop).toFixed(2)} = ` +
          `${(systemCpu(hop) / systemCpu(base)).toFixed(2)} x the bare handler; the gateway ${(systemCpu(gate) / systemCpu(hop)).toFixed(2)} x the bare hop`,
        ...[base, hop, gate].map(
          (row) => `page 1 CPU ms per request, ${row.target.replace('page 1: ', '')}: ${cpuSummary(row.cpuMsPerRequest)}`,
        ),
        `${userCount} users (role ${USERS.role}), one token each, used in turn by every connection: ` +
          `${Math.ceil(gatewayRequests / userCount)} requests per user in the gateway runs, read limit ${READ_LIMIT_PER_MINUTE}/min per user`,
      ];
      return { rows, checks, notes, ratio, cpuRatio, steadyP99Ratio: p99Ratio(steadyGate, steadyBase), users: userCount };
    }),
};
