// Bench users through the product's own provisioning: the gateway CLI's `tenant create` and
// `user create-many` (one CLI call for any number of users), then a real login per user through
// the public API.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { withClient } from './bench-database.mjs';

/** Reads per user per minute (apps/gateway/src/rate-limit/rate-limit-policy.ts). */
export const READ_LIMIT_PER_MINUTE = 600;
/** Bulk imports per user per minute (same policy). */
export const BULK_LIMIT_PER_MINUTE = 5;

/**
 * Users needed so that none spends more than 85 % of its read budget when `seconds` of load
 * arrive at `ceilingRps` (the bare baseline's rate: the gateway, doing strictly more, is slower).
 */
export function usersForReads(ceilingRps, seconds) {
  return Math.max(4, Math.ceil((ceilingRps * seconds) / (READ_LIMIT_PER_MINUTE * 0.85)));
}

/** `database`: a PostgreSQL URL, or `{ dataDir }` for the single process's PGlite (while no process holds it). */
const databaseEnvOf = (database) => (typeof database === 'string' ? { DATABASE_URL: database } : { TEZGAH_DATA_DIR: database.dataDir });

function cli(root, args, database) {
  const env = { ...process.env, ...databaseEnvOf(database), TEZGAH_ENV: 'demo', LOG_LEVEL: 'warn' };
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(root, 'dist/apps/gateway/src/cli/main.js'), ...args],
      { env, timeout: 300_000 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`cli ${args.slice(0, 2).join(' ')} failed: ${stderr || error.message}`)) : resolve(stdout),
    );
  });
}

/** Creates the tenant (an existing one is fine). */
export async function createTenant(root, database, tenant) {
  await cli(root, ['tenant', 'create', tenant], database);
}

/** The tenant's id as the identity schema holds it (the catalog's rows carry it). */
export async function tenantIdOf(databaseUrl, tenant) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query('SELECT id FROM identity.tenants WHERE id = $1', [tenant]);
    if (!rows.length) throw new Error(`tenant ${tenant} not found in identity.tenants`);
    return rows[0].id;
  });
}

/** Creates `count` users in `tenant` (which must exist) and returns their e-mails. */
export async function createUsers(root, database, { tenant, count, prefix, role, password }) {
  const out = await cli(
    root,
    ['user', 'create-many', '--tenant', tenant, '--count', String(count), '--prefix', prefix, '--role', role, '--password', password],
    database,
  );
  const { users } = JSON.parse(out.trim().split('\n').pop());
  if (users.length !== count) throw new Error(`create-many made ${users.length} users, asked for ${count}`);
  return users;
}

/**
 * Logs every user in through POST /v1/auth/token, a few at a time (argon2 makes each ~25 ms).
 * The harness's client sends each login from its own X-Forwarded-For address (the harness trusts
 * 127.0.0.1 as a proxy), as logins from many clients behind a load balancer would arrive.
 */
export async function logIn(api, emails, password, concurrency = 4) {
  const tokens = new Array(emails.length);
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const i = next++;
      tokens[i] = (await api.tokens(emails[i], password)).access_token;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return tokens;
}
