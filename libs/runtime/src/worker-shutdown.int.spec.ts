import { Injectable, Module } from '@nestjs/common';
import { type BackgroundWork, BackgroundWorker, Worker } from '@tezgah/background';
import { baseConfigSchema, type BaseConfig, loadConfig } from '@tezgah/config';
import { PersistenceModule } from '@tezgah/persistence';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { runProcess } from './run-process';

// A fresh PGlite (initdb in WebAssembly) takes seconds on a busy 2-core machine.
jest.setTimeout(120_000);

const POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
/** What happened, in order: statements and failures after the data source began to close, and who stopped when. */
const timeline: string[] = [];

/** Statements back to back, as a relay or a poll under load runs them. */
@Injectable()
class BusyLoops {
  @Worker()
  private readonly first: BackgroundWorker;
  @Worker()
  private readonly second: BackgroundWorker;

  constructor(dataSource: DataSource) {
    const busy = (name: string) =>
      new BackgroundWorker({
        name,
        run: async () => {
          await dataSource.query('SELECT 1');
          return true;
        },
        onError: (error) => timeline.push(`${name} failed: ${String(error)}`),
      });
    this.first = busy('busy-1');
    this.second = busy('busy-2');
  }
}

/** A provider's own loop that hands something back with a statement once stopped (a lease, an import). */
@Injectable()
@Worker()
class LeaseHolder implements BackgroundWork {
  private readonly loop: BackgroundWorker;

  constructor(private readonly dataSource: DataSource) {
    this.loop = new BackgroundWorker({ name: 'lease-holder', run: async () => void (await dataSource.query('SELECT 2')), intervalMs: 5 });
  }

  start(): Promise<void> {
    return this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    await this.dataSource.query('SELECT 3');
    timeline.push('lease handed back');
  }
}

const shapes: Array<{ name: string; config: (dataDir: string) => BaseConfig }> = [
  { name: 'one process on PGlite', config: (dataDir) => loadConfig(baseConfigSchema, { LOG_LEVEL: 'silent', TEZGAH_DATA_DIR: dataDir }) },
  {
    name: 'a service on PostgreSQL',
    config: () =>
      loadConfig(baseConfigSchema, {
        LOG_LEVEL: 'silent',
        DATABASE_URL: POSTGRES,
        AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672',
        NATS_URL: 'nats://127.0.0.1:4222',
        TEZGAH_NAMESPACE: `test-workers-${randomBytes(3).toString('hex')}`,
      }),
  },
];

describe.each(shapes)('a process shut down while its workers are busy, as $name', ({ config }) => {
  const schema = `runtime_workers_${randomBytes(4).toString('hex')}`;
  let dataDir: string;
  beforeAll(async () => (dataDir = await mkdtemp(path.join(tmpdir(), 'tezgah-workers-'))));
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    const client = new Client({ connectionString: POSTGRES });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });

  it('stops every declared worker before the data source closes: no statement runs after it', async () => {
    timeline.length = 0;
    @Module({
      imports: [PersistenceModule.forService({ schema, entities: [], migrations: [], poolMax: 4 })],
      providers: [BusyLoops, LeaseHolder],
    })
    class BusyServiceModule {}
    const running = await runProcess({ name: 'busy', config: config(dataDir), services: [BusyServiceModule], metricsPort: 0 });
    const dataSource = running.app.get(DataSource, { strict: false });
    let statements = 0;
    let closing = false;
    const logQuery = dataSource.logger.logQuery.bind(dataSource.logger);
    dataSource.logger.logQuery = (query, parameters, runner) => {
      statements++;
      if (closing) timeline.push(`statement after close: ${query}`);
      logQuery(query, parameters, runner);
    };
    const destroy = dataSource.destroy.bind(dataSource);
    dataSource.destroy = () => {
      closing = true;
      timeline.push('data source closing');
      return destroy();
    };
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(statements).toBeGreaterThan(10);

    await running.stop();

    expect(timeline).toEqual(['lease handed back', 'data source closing']);
  });
});
