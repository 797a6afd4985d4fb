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

function rabbitmqctl(args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('rabbitmqctl', args, { timeout: timeoutMs }, (error, _stdout, stderr) =>
      error ? reject(new Error(`rabbitmqctl ${args.join(' ')}: ${stderr || error.message}`)) : resolve(),
    );
  });
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
