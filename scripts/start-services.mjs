// `npm run start:services`: every service of deploy/services.json as its own process from dist/,
// on real PostgreSQL, RabbitMQ, NATS and Redis (the local ones unless the environment names others).
// Output lines are prefixed with the service name; SIGINT/SIGTERM are passed on and the children
// drain before this exits; a child that dies takes the others down and fails the run.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const services = JSON.parse(readFileSync(path.join(root, 'deploy/services.json'), 'utf8'));

const LOCAL_DATABASE = 'tezgah';
const defaults = {
  DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${LOCAL_DATABASE}`,
  AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672',
  NATS_URL: 'nats://127.0.0.1:4222',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

/** The local `tezgah` database, created on first use. */
async function ensureLocalDatabase() {
  const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [LOCAL_DATABASE]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE "${LOCAL_DATABASE}"`);
      console.log(`start-services: created database ${LOCAL_DATABASE}`);
    }
  } finally {
    await client.end();
  }
}

const env = { ...process.env };
for (const [key, value] of Object.entries(defaults)) {
  if (!env[key]) {
    env[key] = value;
    console.log(`start-services: ${key} not set, using ${value}`);
  }
}
if (env.DATABASE_URL === defaults.DATABASE_URL) {
  try {
    await ensureLocalDatabase();
  } catch (error) {
    console.error(`start-services: cannot reach the local PostgreSQL: ${error.message}`);
    process.exit(1);
  }
}

for (const { name } of services) {
  const entry = path.join(root, 'dist/apps', name, 'src/main.js');
  if (!existsSync(entry)) {
    console.error(`start-services: ${entry} is missing (run \`npm run build\`)`);
    process.exit(1);
  }
}

const width = Math.max(...services.map(({ name }) => name.length));
let stopping = false;
let failed = false;
const children = services.map(({ name, metricsPort }) => {
  const child = spawn(process.execPath, [path.join(root, 'dist/apps', name, 'src/main.js')], {
    cwd: root,
    env: { ...env, METRICS_PORT: String(metricsPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a terminal's Ctrl-C reaches the children once, forwarded from here.
    detached: true,
  });
  const prefix = `${name.padEnd(width)} | `;
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${prefix}${line}\n`));
  let settle;
  const exited = new Promise((resolve) => (settle = resolve));
  child.once('close', (code, signal) => {
    const drained = stopping && (code === 0 || signal === 'SIGTERM' || signal === 'SIGINT');
    if (!drained) {
      console.error(`start-services: ${name} exited (${code ?? signal})${stopping ? '' : ' unexpectedly'}`);
      failed = true;
    }
    settle();
  });
  child.once('error', (error) => {
    console.error(`start-services: ${name} could not start: ${error.message}`);
    failed = true;
    settle();
  });
  return { name, child, exited };
});

function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
// A child that dies on its own stops the rest: a half-running system is worse than none.
for (const { exited } of children) exited.then(() => stopAll('SIGTERM'));

await Promise.all(children.map(({ exited }) => exited));
process.exit(failed ? 1 : 0);
