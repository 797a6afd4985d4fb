import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MARKETPLACES, type MarketplaceSlug } from '@tezgah/contracts';
import { childEnv } from './child-env';
import { parseCreatedUser } from './cli-output';
import { freePorts } from './free-ports';
import { createDatabase, createVhost, deleteRabbitNamespace, deleteVhost, dropDatabase, LOCAL } from './local-services';
import { LogBuffer } from './log-buffer';
import { runToCompletion, startProcess, stopProcess, waitUntilReady, type ServiceProcess } from './processes';
import { rowsOnPglite, rowsOnPostgres } from './stored-rows';
import { randomSecret, randomSuffix } from './unique';
import { distEntry, workspaceRoot } from './workspace';

export type Role = 'owner' | 'admin' | 'staff' | 'viewer';

export interface ExtraUser {
  tenant: string;
  email: string;
  name?: string;
  role: Role;
  /** Without one the user is created password-less (has_password false). */
  password?: string;
}

export interface CreatedUser {
  id: number;
  setupToken?: string;
}

export interface SystemOptions {
  shape: 'single' | 'distributed';
  /** Distributed only; default 1. */
  gatewayReplicas?: number;
  /**
   * Distributed only: processes of a service behind the gateway (default 1 each), e.g.
   * `{ 'connector-trendyol': 2 }`. The first is named after the service, the others `<service>-<i>`.
   */
  serviceReplicas?: Record<string, number>;
  /**
   * Added to every process's environment, over the harness's own settings; a function is given the
   * sandbox's URL (e.g. a marketplace's production address standing in for the real party).
   */
  env?: Record<string, string> | ((sandboxUrl: string) => Record<string, string>);
  /** Created with the CLI before the system serves requests. */
  users?: ExtraUser[];
  /**
   * Distributed only: the marketplaces whose connector services run (each one's `connector` in the
   * registry); default every connector. A spec names the marketplaces it connects, so that the system
   * it waits for holds the processes it uses: a connector starts in about 2 s of CPU, and fourteen
   * marketplaces' worth of them on two cores is most of a distributed start.
   */
  marketplaces?: readonly MarketplaceSlug[];
  /**
   * Per process; default 60 s for the single process (it loads every service; 30 s was missed with
   * two end-to-end files running at once), and in the distributed shape 30 s and 2 s more for every
   * process past ten, since they all start at once on the same cores (a whole system of 23 took
   * 32 s on two).
   */
  readyTimeoutMs?: number;
}

export interface System {
  shape: 'single' | 'distributed';
  /** `http://127.0.0.1:<port>/v1` of gateway replica 0 (of the standalone process when single). */
  baseUrl: string;
  /** Public base URL of each gateway replica, replica 0 first. */
  gatewayUrls: string[];
  /**
   * `http://127.0.0.1:<SANDBOX_PORT>`: the marketplace, carrier and e-invoice sandboxes and their
   * `/control/…` API (decisions §14). Every process gets it as `TEZGAH_SANDBOX_URL`.
   */
  sandboxUrl: string;
  /** Internal base URL (metrics, health) per process: `standalone`, or `gateway-<i>` and each service. */
  internalUrls: Record<string, string>;
  /** The HS256 key of access tokens, the same for every replica. */
  jwtSecret: string;
  /**
   * The users of `options.users` by e-mail, as the CLI created them. A user created without a
   * password carries the CLI's one-time setup token: a refresh token to exchange at
   * POST /auth/refresh for the access token that sets the first password.
   */
  users: Record<string, CreatedUser>;
  /** All captured stdout and stderr, each line prefixed with its process. */
  logs(): string;
  /**
   * Sends SIGTERM to one process (`standalone`, `gateway-<i>`, `jobs`, `catalog`, …) and resolves with its exit
   * code once it has drained and exited: how a test proves graceful shutdown.
   */
  terminate(name: string): Promise<number | string>;
  /**
   * Sends SIGKILL to one process: no drain, connections and work in flight cut off as by a crash or
   * an OOM kill. Resolves with `'SIGKILL'` once the process is gone.
   */
  kill(name: string): Promise<number | string>;
  /**
   * Starts a process that `terminate` or `kill` stopped again, on its ports and settings, and
   * resolves once it is ready (how a test shows that work resumes after a restart). Throws while
   * the process is still running.
   */
  restart(name: string): Promise<void>;
  /**
   * The rows `sql` reads from what the system stored, in either shape: on its PostgreSQL database
   * (distributed), or on its PGlite data directory (single), which one process serves at a time,
   * so `standalone` is stopped for the read and started again before this resolves (what it holds in
   * memory, its sandboxes' state included, starts afresh).
   */
  storedRows<Row>(sql: string): Promise<Row[]>;
  stop(): Promise<void>;
}

const CLI = 'apps/gateway/src/cli/main.js';
const SINGLE_READY_MS = 60_000;
const LOG_TAIL = 200;

function tail(text: string): string {
  return text.split('\n').slice(-LOG_TAIL).join('\n');
}

interface Running {
  logs: LogBuffer;
  processes: ServiceProcess[];
  cleanups: Array<() => Promise<void> | void>;
}

/** Starts a whole Tezgah system on this machine and waits until every process is ready. */
export async function startSystem(options: SystemOptions): Promise<System> {
  const running: Running = { logs: new LogBuffer(), processes: [], cleanups: [] };
  const stop = async () => {
    await Promise.all(running.processes.map((proc) => stopProcess(proc)));
    for (const cleanup of running.cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        running.logs.write('harness', `cleanup failed: ${(error as Error).message}\n`);
      }
    }
  };
  try {
    const started = options.shape === 'single' ? await startSingle(options, running) : await startDistributed(options, running);
    const processNamed = (name: string) => {
      const proc = running.processes.find((candidate) => candidate.name === name);
      if (!proc) throw new Error(`no process named ${name}`);
      return proc;
    };
    const sendSignal = (name: string, signal: NodeJS.Signals) => {
      const proc = processNamed(name);
      proc.child.kill(signal);
      return proc.exited;
    };
    const restart = async (name: string) => {
      const again = started.restarters[name];
      if (!again) throw new Error(`no restartable process named ${name}`);
      if (!processNamed(name).hasExited()) throw new Error(`${name} is still running: terminate or kill it first`);
      running.processes = running.processes.filter((candidate) => candidate.name !== name);
      await again();
    };
    const storedRows = async <Row>(sql: string): Promise<Row[]> => {
      const { store } = started;
      if ('databaseUrl' in store) return rowsOnPostgres<Row>(store.databaseUrl, sql);
      await sendSignal('standalone', 'SIGTERM');
      try {
        return await rowsOnPglite<Row>(store.dataDir, sql);
      } finally {
        await restart('standalone');
      }
    };
    const { restarters: _restarters, store: _store, ...system } = started;
    return {
      ...system,
      shape: options.shape,
      logs: () => running.logs.text(),
      terminate: (name) => sendSignal(name, 'SIGTERM'),
      kill: (name) => sendSignal(name, 'SIGKILL'),
      restart,
      storedRows,
      stop,
    };
  } catch (error) {
    await stop();
    const message = `${(error as Error).message}\n--- captured output (last ${LOG_TAIL} lines) ---\n${tail(running.logs.text())}`;
    throw Object.assign(new Error(message), { cause: error });
  }
}

type Started = Pick<System, 'baseUrl' | 'gatewayUrls' | 'sandboxUrl' | 'internalUrls' | 'jwtSecret' | 'users'> & {
  restarters: Record<string, () => Promise<void>>;
  /** Where the system stores its data: a PostgreSQL database, or a PGlite data directory. */
  store: { databaseUrl: string } | { dataDir: string };
};

async function startSingle(options: SystemOptions, running: Running): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tezgah-e2e-'));
  running.cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const [port, metricsPort, sandboxPort] = await freePorts(3);
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const extra = extraEnv(options, sandboxUrl);
  const jwtSecret = extra.TEZGAH_JWT_SECRET ?? randomSecret(48);
  const common = {
    TEZGAH_ENV: 'demo',
    TEZGAH_DATA_DIR: dataDir,
    TEZGAH_NAMESPACE: `e2e-${randomSuffix()}`,
    TEZGAH_JWT_SECRET: jwtSecret,
    TEZGAH_TRUSTED_PROXIES: '127.0.0.1',
    ...sandboxSettings(sandboxUrl, `http://127.0.0.1:${port}`),
  };
  // PGlite is one process: the CLI writes the users before the service opens the data dir.
  const users = await createUsers(options.users ?? [], childEnv(process.env, common, extra), running.logs);
  const env = childEnv(
    process.env,
    { ...common, PORT: String(port), METRICS_PORT: String(metricsPort), SANDBOX_PORT: String(sandboxPort) },
    extra,
  );
  const internal = `http://127.0.0.1:${metricsPort}`;
  const start = () => {
    const proc = startProcess('standalone', distEntry('apps/standalone/src/main.js'), [], env, running.logs);
    running.processes.push(proc);
    return waitUntilReady(proc, `${internal}/health/ready`, options.readyTimeoutMs ?? SINGLE_READY_MS);
  };
  await start();
  const baseUrl = `http://127.0.0.1:${port}/v1`;
  return {
    baseUrl,
    gatewayUrls: [baseUrl],
    sandboxUrl,
    internalUrls: { standalone: internal },
    jwtSecret,
    users,
    restarters: { standalone: start },
    store: { dataDir },
  };
}

async function startDistributed(options: SystemOptions, running: Running): Promise<Started> {
  const replicas = options.gatewayReplicas ?? 1;
  const id = randomSuffix();
  const database = `tezgah_e2e_${id}`;
  await createDatabase(database);
  running.cleanups.push(() => dropDatabase(database));
  const namespace = `e2e-${id}`;
  const vhost = await createVhost(`tezgah_e2e_${id}`);
  if (vhost) running.cleanups.push(() => deleteVhost(vhost));
  else {
    running.logs.write('harness', 'rabbitmqctl unavailable or slow: sharing the default vhost, isolated by namespace\n');
    running.cleanups.push(() => deleteRabbitNamespace(namespace));
  }

  const services = backendServices(options.marketplaces);
  const unknown = Object.keys(options.serviceReplicas ?? {}).filter((service) => !services.includes(service));
  if (unknown.length) throw new Error(`serviceReplicas: no service named ${unknown.join(', ')}`);
  const backends = services.flatMap((service) =>
    Array.from({ length: options.serviceReplicas?.[service] ?? 1 }, (_, i) => ({ service, name: i === 0 ? service : `${service}-${i}` })),
  );
  const ports = await freePorts(replicas * 2 + backends.length + 1);
  const sandboxPort = ports[ports.length - 1];
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const extra = extraEnv(options, sandboxUrl);
  const jwtSecret = extra.TEZGAH_JWT_SECRET ?? randomSecret(48);
  const common = {
    TEZGAH_ENV: 'demo',
    TEZGAH_NAMESPACE: namespace,
    TEZGAH_JWT_SECRET: jwtSecret,
    TEZGAH_TRUSTED_PROXIES: '127.0.0.1',
    DATABASE_URL: LOCAL.postgres(database),
    AMQP_URL: LOCAL.amqp(vhost),
    NATS_URL: LOCAL.nats,
    REDIS_URL: LOCAL.redis,
    ...sandboxSettings(sandboxUrl, `http://127.0.0.1:${ports[0]}`),
  };
  const processes = replicas + backends.length;
  const timeout = options.readyTimeoutMs ?? 30_000 + 2_000 * Math.max(0, processes - 10);
  // The sandbox is a service like the others, listening on the port every process was told.
  const ownSettings: Record<string, Record<string, string>> = { sandbox: { SANDBOX_PORT: String(sandboxPort) } };
  const start = (name: string, app: string, metricsPort: number, own: Record<string, string> = {}) => {
    const env = childEnv(process.env, { ...common, METRICS_PORT: String(metricsPort), ...own }, extra);
    const proc = startProcess(name, distEntry(`apps/${app}/src/main.js`), [], env, running.logs);
    running.processes.push(proc);
    const internal = `http://127.0.0.1:${metricsPort}`;
    const ready = waitUntilReady(proc, `${internal}/health/ready`, timeout);
    ready.catch(() => undefined); // awaited later; an early failure must not go unhandled meanwhile
    return { internal, ready };
  };

  const internalUrls: Record<string, string> = {};
  const gatewayUrls: string[] = [];
  const gateway = (i: number) => {
    const [port, metricsPort] = [ports[2 * i], ports[2 * i + 1]];
    gatewayUrls[i] = `http://127.0.0.1:${port}/v1`;
    const started = start(`gateway-${i}`, 'gateway', metricsPort, { PORT: String(port) });
    internalUrls[`gateway-${i}`] = started.internal;
    return started.ready;
  };
  const restarters: Started['restarters'] = {};
  const started = backends.map(({ service, name }, i) => {
    const proc = start(name, service, ports[replicas * 2 + i], ownSettings[service]);
    internalUrls[name] = proc.internal;
    restarters[name] = () => start(name, service, ports[replicas * 2 + i], ownSettings[service]).ready;
    return proc.ready;
  });
  // Replica 0 alone first: it migrates the schema and seeds the demo, which replicas must not race.
  // Nothing calls the sandbox before the system is returned, and that waits for every process.
  await gateway(0);
  const users = await createUsers(options.users ?? [], childEnv(process.env, common, extra), running.logs);
  const others = Array.from({ length: replicas - 1 }, (_, i) => gateway(i + 1));
  await Promise.all([...started, ...others]);
  return {
    baseUrl: gatewayUrls[0],
    gatewayUrls,
    sandboxUrl,
    internalUrls,
    jwtSecret,
    users,
    restarters,
    store: { databaseUrl: common.DATABASE_URL },
  };
}

function extraEnv(options: SystemOptions, sandboxUrl: string): Record<string, string> {
  return typeof options.env === 'function' ? options.env(sandboxUrl) : (options.env ?? {});
}

/** Where every process finds the sandboxes, and the public origin a service hands out (OAuth callbacks). */
function sandboxSettings(sandboxUrl: string, publicOrigin: string): Record<string, string> {
  return { TEZGAH_SANDBOX_URL: sandboxUrl, TEZGAH_PUBLIC_URL: publicOrigin };
}

/**
 * The services behind the gateway, as deploy/services.json lists them; of the connector services only
 * those of `marketplaces`, when given.
 */
function backendServices(marketplaces?: readonly MarketplaceSlug[]): string[] {
  const services = JSON.parse(readFileSync(path.join(workspaceRoot(), 'deploy/services.json'), 'utf8')) as Array<{ name: string }>;
  const connectors =
    marketplaces && new Set(MARKETPLACES.filter((m) => marketplaces.includes(m.slug)).map((m) => `connector-${m.connector}`));
  return services
    .map((service) => service.name)
    .filter((name) => name !== 'gateway' && (!connectors || !name.startsWith('connector-') || connectors.has(name)));
}

/** Runs the CLI once per tenant (an existing tenant is fine) and once per user. */
async function createUsers(users: ExtraUser[], env: Record<string, string>, logs: LogBuffer): Promise<Record<string, CreatedUser>> {
  const created: Record<string, CreatedUser> = {};
  if (!users.length) return created;
  const cli = distEntry(CLI);
  for (const tenant of new Set(users.map((user) => user.tenant))) {
    // A failure here is mostly "exists"; a real one shows when its users cannot be created.
    await runToCompletion('cli', cli, ['tenant', 'create', tenant], env, logs);
  }
  for (const user of users) {
    const args = ['user', 'create', '--tenant', user.tenant, '--email', user.email];
    args.push('--name', user.name ?? user.email.split('@')[0], '--role', user.role);
    if (user.password !== undefined) args.push('--password', user.password);
    const { code, stdout, output } = await runToCompletion('cli', cli, args, env, logs);
    if (code !== 0) throw new Error(`creating user ${user.email} failed (${code}): ${output.trim()}`);
    created[user.email] = parseCreatedUser(stdout);
  }
  return created;
}
