// The system under test: the distributed shape, started by the @tezgah/testing harness on a
// database of the bench's own (so that the CLI can provision users on it), and its users.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createBenchDatabase } from './bench-database.mjs';
import { createUsers, logIn } from './bench-users.mjs';

const require = createRequire(import.meta.url);
const harnessOf = (root) => path.join(root, 'dist/libs/testing/src/index.js');
/** The @tezgah/testing harness as built in dist/ (startSystem, api). */
export const harness = (root) => require(harnessOf(root));

export const secondsSince = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** True when dist/ holds the gateway and the harness (`node scripts/build.mjs` makes them). */
export function systemBuilt(root) {
  return existsSync(path.join(root, 'dist/apps/gateway/src/main.js')) && existsSync(harnessOf(root));
}

/**
 * Starts the distributed shape with one gateway replica on a fresh database (`databaseUrl`), or
 * with `shape: 'single'` the single process on its own PGlite (`databaseUrl` null); hands `defer`
 * the cleanups (the system stops before its database is dropped).
 */
export async function startBenchSystem(ctx, defer, env = {}, shape = 'distributed') {
  const { startSystem, api } = harness(ctx.root);
  const since = Date.now();
  if (shape === 'single') {
    const system = await startSystem({ shape, env, readyTimeoutMs: 120_000 });
    defer(() => system.stop());
    ctx.log(`system ready in ${secondsSince(since)}`);
    return { system, databaseUrl: null, gatewayUrl: new URL(system.baseUrl).origin, api: api(system.baseUrl) };
  }
  const database = await createBenchDatabase(`tezgah_bench_${randomBytes(5).toString('hex')}`);
  defer(() => database.drop());
  const system = await startSystem({ shape, gatewayReplicas: 1, readyTimeoutMs: 120_000, env: { ...env, DATABASE_URL: database.url } });
  defer(() => system.stop());
  ctx.log(`system ready in ${secondsSince(since)}`);
  return { system, databaseUrl: database.url, gatewayUrl: new URL(system.baseUrl).origin, api: api(system.baseUrl) };
}

/** `count` users of an existing tenant (`users`: tenant, prefix, role, password), each logged in. */
export async function provisionUsers(ctx, bench, users, count) {
  let since = Date.now();
  const emails = await createUsers(ctx.root, bench.databaseUrl, { ...users, count });
  ctx.log(`${emails.length} ${users.role} users created in ${secondsSince(since)}`);
  since = Date.now();
  const tokens = await logIn(bench.api, emails, users.password);
  ctx.log(`${tokens.length} logins in ${secondsSince(since)}`);
  return { emails, tokens };
}
