import { getOrCreateCounter } from './metrics';
import { type InternalServer, startInternalServer } from './internal-server';

describe('startInternalServer', () => {
  let server: InternalServer;
  let dbUp: boolean;
  const url = (path: string) => `http://127.0.0.1:${server.port}${path}`;

  beforeEach(async () => {
    dbUp = true;
    server = await startInternalServer({
      port: 0,
      host: '127.0.0.1',
      checkTimeoutMs: 100,
      readinessChecks: {
        database: async () => {
          if (!dbUp) throw new Error('connection terminated');
        },
      },
    });
  });

  afterEach(() => server.close());

  it('binds an ephemeral port when asked for port 0', () => {
    expect(server.port).toBeGreaterThan(0);
  });

  it('serves Prometheus text with default and custom metrics', async () => {
    getOrCreateCounter({ name: 'tezgah_test_requests_total', help: 'requests' }).inc();
    const response = await fetch(url('/metrics'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('tezgah_test_requests_total 1');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('is live while the process runs', async () => {
    const response = await fetch(url('/health/live'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when every check passes', async () => {
    const response = await fetch(url('/health/ready'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('answers 503 naming the failing and the hanging checks', async () => {
    dbUp = false;
    server.addReadinessCheck('broker', () => new Promise(() => undefined));
    const response = await fetch(url('/health/ready'));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'connection terminated', broker: 'timed out after 100 ms' },
    });
  });

  it('answers 503 on readiness while draining, and stays live', async () => {
    server.setReady(false);
    expect((await fetch(url('/health/ready'))).status).toBe(503);
    expect((await fetch(url('/health/live'))).status).toBe(200);
    server.setReady(true);
    expect((await fetch(url('/health/ready'))).status).toBe(200);
  });
});
