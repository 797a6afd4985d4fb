// The Modanisa simulator alone on a sandbox server, in a child process of its own (so that its CPU
// is read apart from the clients'): reports { ready, base } once listening on a free local port.
//
// Env: BENCH_ROOT (the workspace, for dist/), SANDBOX_BATCH_COMPLETE_MS (a stock job's processing).
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { createSandboxServer, modanisaSimulator } = require(path.join(process.env.BENCH_ROOT, 'dist/libs/simulators/src/index.js'));

const settings = {
  publicUrl: 'http://127.0.0.1',
  trackingStepMs: 1000,
  invoiceAcceptMs: 1000,
  batchCompleteMs: Number(process.env.SANDBOX_BATCH_COMPLETE_MS),
};
const server = await createSandboxServer([modanisaSimulator(settings)].flat(), { callCapacity: 1000 });
const base = await server.listen({ port: 0, host: '127.0.0.1' });
process.send({ ready: true, base });
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
