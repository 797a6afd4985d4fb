import { Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { baseConfigSchema, loadConfig, PUBLIC_URLS, type PublicUrls } from '@tezgah/config';
import { createServer, type Server } from 'node:net';
import { PersistenceModule } from '@tezgah/persistence';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runProcess } from './run-process';

/** A service with something of its own to report (the sandbox's listener, say). */
@Injectable()
class Probe implements OnApplicationShutdown {
  up = true;
  closed = false;
  onApplicationShutdown(): void {
    this.closed = true;
  }
}

@Module({ providers: [Probe], exports: [Probe] })
class ProbeModule {}

/** A service that hands out URLs (the grant flow, the connectors): it only asks for PUBLIC_URLS. */
@Injectable()
class UrlUser {
  constructor(@Inject(PUBLIC_URLS) readonly urls: PublicUrls) {}
}

@Module({ providers: [UrlUser] })
class UrlUserModule {}

async function occupiedPort(): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  return server;
}

const portOf = (server: Server) => (server.address() as { port: number }).port;

const probeReadiness = (app: { get(token: typeof Probe): Probe }) => {
  const probe = app.get(Probe);
  return {
    probe: async () => {
      if (!probe.up) throw new Error('probe down');
    },
  };
};

async function readiness(port: number): Promise<{ status: number; body: { status: string; checks: Record<string, string> } }> {
  const response = await fetch(`http://127.0.0.1:${port}/health/ready`);
  return { status: response.status, body: (await response.json()) as { status: string; checks: Record<string, string> } };
}

// A fresh PGlite (initdb in WebAssembly) takes seconds on a busy 2-core machine: more than jest's default 5 s.
jest.setTimeout(30_000);

const signalListeners = () => process.listenerCount('SIGTERM') + process.listenerCount('SIGINT');

describe('runProcess', () => {
  describe("infrastructure: 'none'", () => {
    // Addresses where nothing listens: a process that tried to open any of them could not start.
    const config = loadConfig(baseConfigSchema, {
      LOG_LEVEL: 'silent',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      AMQP_URL: 'amqp://127.0.0.1:1',
      NATS_URL: 'nats://127.0.0.1:1',
    });

    it('starts without a database or transports, ready on its modules’ own checks', async () => {
      const listenersBefore = signalListeners();
      const running = await runProcess({
        name: 'self-contained',
        config,
        services: [ProbeModule],
        metricsPort: 0,
        infrastructure: 'none',
        readinessChecks: probeReadiness,
      });
      const probe = running.app.get(Probe);
      try {
        expect(await readiness(running.internal.port)).toEqual({ status: 200, body: { status: 'ok', checks: { probe: 'ok' } } });
        probe.up = false;
        expect(await readiness(running.internal.port)).toEqual({
          status: 503,
          body: { status: 'unavailable', checks: { probe: 'probe down' } },
        });
        expect(signalListeners()).toBe(listenersBefore + 2);
      } finally {
        await running.stop();
      }
      expect(probe.closed).toBe(true);
      await expect(fetch(`http://127.0.0.1:${running.internal.port}/health/live`)).rejects.toThrow();
      expect(signalListeners()).toBe(listenersBefore);
    });

    it('gives every module the public URLs it was given, else those of the environment', async () => {
      const given = { api: 'http://localhost:8080', sandbox: 'http://127.0.0.1:8180' };
      const running = await runProcess({
        name: 'urls',
        config,
        services: [UrlUserModule],
        metricsPort: 0,
        infrastructure: 'none',
        publicUrls: given,
      });
      try {
        expect(running.app.get(UrlUser).urls).toEqual(given);
      } finally {
        await running.stop();
      }
      process.env['TEZGAH_PUBLIC_URL'] = 'https://api.tezgah.example/';
      try {
        const fromEnvironment = await runProcess({
          name: 'urls',
          config,
          services: [UrlUserModule],
          metricsPort: 0,
          infrastructure: 'none',
        });
        expect(fromEnvironment.app.get(UrlUser).urls).toEqual({ api: 'https://api.tezgah.example', sandbox: 'http://127.0.0.1:3100' });
        await fromEnvironment.stop();
      } finally {
        delete process.env['TEZGAH_PUBLIC_URL'];
      }
    });

    it('takes any free internal port when the derived one is taken, but never instead of one that was asked for', async () => {
      const taken = await occupiedPort();
      try {
        const running = await runProcess({
          name: 'beside',
          config,
          services: [ProbeModule],
          metricsPort: { port: portOf(taken), whenTaken: 'any' },
          infrastructure: 'none',
        });
        try {
          expect(running.internal.port).not.toBe(portOf(taken));
          expect((await readiness(running.internal.port)).status).toBe(200);
        } finally {
          await running.stop();
        }
        await expect(
          runProcess({
            name: 'beside',
            config,
            services: [ProbeModule],
            metricsPort: { port: portOf(taken), whenTaken: 'fail' },
            infrastructure: 'none',
          }),
        ).rejects.toThrow(/EADDRINUSE/);
      } finally {
        await new Promise((resolve) => taken.close(resolve));
      }
    });

    it('is ready once started when its modules report nothing', async () => {
      const running = await runProcess({ name: 'self-contained', config, services: [ProbeModule], metricsPort: 0, infrastructure: 'none' });
      try {
        expect(await readiness(running.internal.port)).toEqual({ status: 200, body: { status: 'ok', checks: {} } });
      } finally {
        await running.stop();
      }
    });
  });

  describe('connected (the default)', () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'tezgah-runtime-'));
    });
    afterAll(async () => {
      await rm(dataDir, { recursive: true, force: true });
    });

    it('reports the database beside the modules’ checks and closes it on stop', async () => {
      // No URLs: the single shape, on PGlite under the data directory with in-process transports.
      const config = loadConfig(baseConfigSchema, { LOG_LEVEL: 'silent', TEZGAH_DATA_DIR: dataDir });
      @Module({
        imports: [PersistenceModule.forService({ schema: 'runtime_spec', entities: [], migrations: [], poolMax: 2 }), ProbeModule],
      })
      class DatabaseServiceModule {}
      const running = await runProcess({
        name: 'connected',
        config,
        services: [DatabaseServiceModule],
        metricsPort: 0,
        readinessChecks: probeReadiness,
      });
      try {
        expect(await readiness(running.internal.port)).toEqual({
          status: 200,
          body: { status: 'ok', checks: { database: 'ok', probe: 'ok' } },
        });
      } finally {
        await running.stop();
      }
      await expect(fetch(`http://127.0.0.1:${running.internal.port}/health/live`)).rejects.toThrow();
    });
  });
});
