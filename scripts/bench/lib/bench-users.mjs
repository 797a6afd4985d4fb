// Bench users through the product's own provisioning: the gateway CLI's `user create-many`
// (one CLI call for any number of users), then a real login per user through the public API.
import { execFile } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database on the local PostgreSQL, owned by the bench so it can name it to the CLI. */
export async function createBenchDatabase(name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

function cli(root, args, databaseUrl) {
  const env = { ...process.env, DATABASE_URL: databaseUrl, TEZGAH_ENV: 'demo', LOG_LEVEL: 'warn' };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [path.join(root, 'dist/apps/gateway/src/cli/main.js'), ...args], { env, timeout: 300_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`cli ${args.slice(0, 2).join(' ')} failed: ${stderr || error.message}`)) : resolve(stdout),
    );
  });
}

/** Creates `count` users in `tenant` and returns their e-mails. */
export async function createUsers(root, databaseUrl, { tenant, count, prefix, role, password }) {
  await cli(root, ['tenant', 'create', tenant], databaseUrl);
  const out = await cli(root, ['user', 'create-many', '--tenant', tenant, '--count', String(count), '--prefix', prefix, '--role', role, '--password', password], databaseUrl);
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
