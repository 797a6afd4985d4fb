import { RabbitNames } from '@tezgah/messaging';
import { connect } from 'amqplib';
import { execFile } from 'node:child_process';
import { Client } from 'pg';

/** The services every developer machine and CI run on 127.0.0.1 (docs/configuration.md). */
export const LOCAL = {
  postgresAdmin: 'postgres://postgres@127.0.0.1:5432/postgres',
  postgres: (database: string) => `postgres://postgres@127.0.0.1:5432/${database}`,
  amqp: (vhost?: string) => `amqp://guest:guest@127.0.0.1:5672${vhost ? `/${encodeURIComponent(vhost)}` : ''}`,
  nats: 'nats://127.0.0.1:4222',
  redis: 'redis://127.0.0.1:6379',
};

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: LOCAL.postgresAdmin });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Names reach SQL only after this check, so quoting them is enough. */
function assertPlainName(name: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
}

export async function createDatabase(name: string): Promise<void> {
  assertPlainName(name);
  await admin((client) => client.query(`CREATE DATABASE "${name}"`));
}

export async function dropDatabase(name: string): Promise<void> {
  assertPlainName(name);
  await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** rabbitmqctl's output (one name a line with `-q list_…`). */
function rabbitmqctl(args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('rabbitmqctl', args, { timeout: timeoutMs }, (error, stdout, stderr) =>
      error ? reject(new Error(`rabbitmqctl ${args.join(' ')}: ${stderr || error.message}`)) : resolve(stdout),
    );
  });
}

const lines = (output: string): string[] =>
  output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What tests name their own: vhosts `tezgah_e2e_…`/`tezgah_bench_…`, namespaces `<service>-<10 letters or digits>`. */
const TEST_VHOST = /^tezgah_(e2e|bench)_/;
const TEST_NAMESPACE_QUEUE = /^[a-z][a-z0-9-]*-[a-z0-9]{10}\./;

/**
 * Deletes queues of the default vhost and the namespaces' exchanges. Quorum queues left behind
 * pile up run after run and each keeps files open: at the broker's limit (1,024 here) it stops
 * accepting connections at all.
 */
async function deleteFromDefaultVhost(queues: string[], namespaces: string[]): Promise<void> {
  const connection = await connect(LOCAL.amqp());
  try {
    const channel = await connection.createChannel();
    for (const queue of queues) await channel.deleteQueue(queue);
    for (const names of namespaces.map((namespace) => new RabbitNames(namespace))) {
      await channel.deleteExchange(names.exchange);
      await channel.deleteExchange(names.deadLetterExchange);
    }
  } finally {
    await connection.close();
  }
}

/** Removes what a namespace declared in the default vhost (a test that could not have a vhost of its own). */
export async function deleteRabbitNamespace(namespace: string): Promise<void> {
  const queues = lines(await rabbitmqctl(['-q', 'list_queues', '-p', '/', 'name'], 20_000));
  await deleteFromDefaultVhost(
    queues.filter((queue) => queue.startsWith(`${namespace}.`)),
    [namespace],
  );
}

/**
 * Removes what earlier test runs left in the local broker (a run killed before its clean-up, a
 * vhost whose deletion timed out): test vhosts, and queues of test namespaces in the default one.
 * Answers what it removed.
 */
export async function sweepTestLeftovers(): Promise<{ vhosts: number; queues: number }> {
  const vhosts = lines(await rabbitmqctl(['-q', 'list_vhosts'], 20_000)).filter((name) => TEST_VHOST.test(name));
  for (const vhost of vhosts) await deleteVhost(vhost);
  const queues = lines(await rabbitmqctl(['-q', 'list_queues', '-p', '/', 'name'], 20_000)).filter((name) =>
    TEST_NAMESPACE_QUEUE.test(name),
  );
  const namespaces = [...new Set(queues.map((queue) => queue.slice(0, queue.indexOf('.'))))];
  await deleteFromDefaultVhost(queues, namespaces);
  return { vhosts: vhosts.length, queues: queues.length };
}

/**
 * A fresh RabbitMQ vhost that guest may use. rabbitmqctl takes about 0.5 s a call here; when it
 * is missing, refused or slower than `timeoutMs`, answers undefined and the caller shares the
 * default vhost, isolated by its namespace alone.
 */
export async function createVhost(name: string, timeoutMs = 3_000): Promise<string | undefined> {
  const started = Date.now();
  try {
    await rabbitmqctl(['add_vhost', name], timeoutMs);
    await rabbitmqctl(['set_permissions', '-p', name, 'guest', '.*', '.*', '.*'], Math.max(500, timeoutMs - (Date.now() - started)));
    return name;
  } catch {
    await deleteVhost(name).catch(() => undefined);
    return undefined;
  }
}

/** Deleting is slower than creating (queues and connections go too): one retry under load. */
export async function deleteVhost(name: string): Promise<void> {
  try {
    await rabbitmqctl(['delete_vhost', name], 20_000);
  } catch {
    await rabbitmqctl(['delete_vhost', name], 20_000);
  }
}
