// single-process-products-list: GET /v1/products?page=1&per_page=25 of a 100,000-product tenant
// through `npm start` (the single process on its PGlite: JWT, rate limit, the in-process hop to the
// catalog, its list), against a bare Fastify route running the same ProductsRepository.list on the
// same PGlite data directory (issue 20, item 5). PGlite is held by one process at a time, so the
// two cannot alternate: the baseline runs first, then the single process, on the same rows. Also
// the single process's start on an existing data directory, and its resident memory after the load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { createTenant, createUsers, logIn, READ_LIMIT_PER_MINUTE, usersForReads } from './lib/bench-users.mjs';
import { harness, secondsSince, systemBuilt } from './lib/bench-system.mjs';
import { startChild } from './lib/child.mjs';
import { withCleanups } from './lib/cleanups.mjs';
import { measureAlternating, plannedSeconds, validityChecks } from './lib/compare.mjs';
import { getJson } from './lib/http.mjs';
import { authorizedGets } from './lib/load.mjs';
import { residentBytesOf } from './lib/process-cpu.mjs';

const TARGET_RATIO = 0.7;
const TARGET_RSS_MB = 400;
const TARGET_READY_S = 5;
const PRODUCTS = 100_000;
const USERS = { tenant: 'bench', prefix: 'bench', role: 'viewer', password: 'bench-password-1' };
const PATH = '/v1/products?page=1&per_page=25';
const BASELINE = 'baseline (Fastify + ProductsRepository.list on the same PGlite)';
const SINGLE = 'single process (npm start)';
const MB = 1024 * 1024;
/**
 * What the process keeps is read this long after the load: the load leaves V8's heap grown with
 * garbage, which its memory reducer collects and returns once allocation stops (measured: 528 MB
 * for 20 s after the load, 366-380 MB from 25 s on). The reading right after the load is shown too.
 */
const RSS_SETTLE_S = 60;

const sum = (values) => values.reduce((total, value) => total + value, 0);
/** CPU ms per request of the serving process (PGlite runs inside it). */
const servingCpu = (row) =>
  sum(
    Object.entries(row.cpuMsPerRequest)
      .filter(([label]) => !/load generator|bench runner|postgres/.test(label))
      .map(([, ms]) => ms),
  );

export default {
  name: 'single-process-products-list',
  description:
    `GET ${PATH} of a ${PRODUCTS.toLocaleString('en-US')}-product tenant through npm start vs a bare Fastify route on the same PGlite; ` +
    `targets: req/s ratio >= ${TARGET_RATIO}, RSS ${RSS_SETTLE_S} s after the load <= ${TARGET_RSS_MB} MB, ready <= ${TARGET_READY_S} s on an existing data directory`,

  run: (ctx) =>
    withCleanups(ctx, async (defer) => {
      if (!systemBuilt(ctx.root)) throw new Error('not built: run `node scripts/build.mjs`');
      const { startSystem, api } = harness(ctx.root);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'tezgah-bench-single-'));
      defer(async () => rmSync(dataDir, { recursive: true, force: true }));
      const start = () => startSystem({ shape: 'single', env: { TEZGAH_DATA_DIR: dataDir }, readyTimeoutMs: 120_000 });

      // 1. A first start makes the schema and the demo; then the tenant and its catalogue, while no process holds the directory.
      let since = Date.now();
      const first = await start();
      const firstReadyMs = Date.now() - since;
      await first.stop();
      await createTenant(ctx.root, { dataDir }, USERS.tenant);
      since = Date.now();
      const seeder = await startChild(path.join(import.meta.dirname, 'lib/pglite-seed.mjs'), {
        env: { DATA_DIR: dataDir, TENANT_ID: USERS.tenant, COUNT: String(PRODUCTS), SKU_PREFIX: 'TZ' },
        timeoutMs: 1_800_000,
      });
      await seeder.stop();
      ctx.log(`${PRODUCTS} products seeded into PGlite in ${secondsSince(since)}`);

      // 2. The baseline on the directory: its rate sizes the users, its answer is the one to match.
      const baseline = await startChild(path.join(import.meta.dirname, 'lib/baseline-products-list-pglite.mjs'), {
        env: { DATA_DIR: dataDir, TENANT_ID: USERS.tenant },
        timeoutMs: 120_000,
      });
      const baselineUrl = `http://127.0.0.1:${baseline.info.port}`;
      let baselineStopped = false;
      defer(() => (baselineStopped ? Promise.resolve() : baseline.stop()));
      const expected = await getJson(`${baselineUrl}${PATH}`, 'none', 'baseline page 1');
      if (expected.pagination.total !== PRODUCTS) throw new Error(`baseline total ${expected.pagination.total}`);
      since = Date.now();
      const [bare] = await measureAlternating(ctx, [{ label: BASELINE, url: baselineUrl, requests: authorizedGets(PATH, ['none']) }], {
        cpu: {},
      });
      ctx.log(`baseline measured in ${secondsSince(since)}`);
      await baseline.stop();
      baselineStopped = true;

      // 3. Users for the single process's run (the baseline's rate bounds its own), then its start on the existing directory.
      const userCount = usersForReads(bare.reqPerSec, plannedSeconds(ctx.settings));
      const emails = await createUsers(ctx.root, { dataDir }, { ...USERS, count: userCount });
      since = Date.now();
      const system = await start();
      const readyMs = Date.now() - since;
      defer(() => system.stop());
      const tokens = await logIn(api(system.baseUrl), emails, USERS.password);
      const singleUrl = new URL(system.baseUrl).origin;
      if (!isDeepStrictEqual(await getJson(`${singleUrl}${PATH}`, tokens[0], 'single page 1'), expected)) {
        throw new Error('the single process and the baseline answer page 1 differently');
      }
      since = Date.now();
      const [single] = await measureAlternating(ctx, [{ label: SINGLE, url: singleUrl, requests: authorizedGets(PATH, tokens) }], {
        cpu: {},
      });
      ctx.log(`single process measured in ${secondsSince(since)}`);
      const peakRssMb = residentBytesOf('standalone') / MB;
      await new Promise((resolve) => setTimeout(resolve, RSS_SETTLE_S * 1000));
      const rssMb = residentBytesOf('standalone') / MB;

      const ratio = single.reqPerSec / bare.reqPerSec;
      const checks = [
        { name: 'single/baseline req/s', value: ratio.toFixed(2), target: `>= ${TARGET_RATIO}`, pass: ratio >= TARGET_RATIO },
        {
          name: `single process RSS ${RSS_SETTLE_S} s after the load`,
          value: `${Math.round(rssMb)} MB`,
          target: `<= ${TARGET_RSS_MB} MB`,
          pass: rssMb <= TARGET_RSS_MB,
        },
        {
          name: 'npm start ready on an existing data directory',
          value: `${(readyMs / 1000).toFixed(1)} s`,
          target: `<= ${TARGET_READY_S} s`,
          pass: readyMs <= TARGET_READY_S * 1000,
        },
        ...validityChecks([bare, single]),
      ];
      const notes = [
        `single process RSS as the load ends (its garbage not yet returned; not the target's): ${Math.round(peakRssMb)} MB`,
        `first start on an empty data directory (schema, demo): ${(firstReadyMs / 1000).toFixed(1)} s (not a target)`,
        `CPU ms per request of the serving process: baseline ${servingCpu(bare).toFixed(2)}, single ${servingCpu(single).toFixed(2)}`,
        `p99: baseline ${bare.latencyMs.p99} ms, single ${single.latencyMs.p99} ms (both saturated; not alternated: PGlite is held by one process)`,
        `${userCount} users (role ${USERS.role}), read limit ${READ_LIMIT_PER_MINUTE}/min per user`,
      ];
      return { rows: [bare, single], checks, notes, ratio, rssMb, peakRssMb, readySeconds: readyMs / 1000 };
    }),
};
