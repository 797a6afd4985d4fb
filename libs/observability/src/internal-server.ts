import { fastify } from 'fastify';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetricsOnce, metricsRegistry } from './metrics';
import { type ReadinessCheck, runReadinessChecks } from './readiness';

export interface InternalServerOptions {
  port: number;
  host?: string;
  readinessChecks?: Record<string, ReadinessCheck>;
  /** How long one readiness check may take before it counts as failed. */
  checkTimeoutMs?: number;
}

/** The internal port: metrics for Prometheus, liveness and readiness for the orchestrator. */
export interface InternalServer {
  /** The bound port (useful when started on port 0). */
  readonly port: number;
  /** A draining process answers 503 on readiness so it stops receiving traffic before it stops. */
  setReady(ready: boolean): void;
  addReadinessCheck(name: string, check: ReadinessCheck): void;
  close(): Promise<void>;
}

export async function startInternalServer(options: InternalServerOptions): Promise<InternalServer> {
  const checks: Record<string, ReadinessCheck> = { ...options.readinessChecks };
  const timeoutMs = options.checkTimeoutMs ?? 2000;
  let ready = true;
  collectDefaultMetricsOnce();

  const server = fastify({ logger: false });
  server.get('/metrics', async (_request, reply) => {
    reply.header('content-type', metricsRegistry.contentType);
    return metricsRegistry.metrics();
  });
  server.get('/health/live', async () => ({ status: 'ok' }));
  server.get('/health/ready', async (_request, reply) => {
    if (!ready) return reply.code(503).send({ status: 'draining', checks: {} });
    const report = await runReadinessChecks(checks, timeoutMs);
    return reply.code(report.ready ? 200 : 503).send({ status: report.ready ? 'ok' : 'unavailable', checks: report.checks });
  });

  try {
    await server.listen({ port: options.port, host: options.host ?? '0.0.0.0' });
  } catch (error) {
    await server.close();
    throw error;
  }
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    setReady: (value) => {
      ready = value;
    },
    addReadinessCheck: (name, check) => {
      checks[name] = check;
    },
    close: () => server.close(),
  };
}
