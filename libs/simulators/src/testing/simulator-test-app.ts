import Fastify, { type FastifyInstance } from 'fastify';
import type { SandboxSettings, Simulator } from '../core/simulator';

/** Test settings: uploads complete after 50 ms. */
export const TEST_SETTINGS: SandboxSettings = {
  publicUrl: 'http://127.0.0.1',
  trackingStepMs: 1000,
  invoiceAcceptMs: 500,
  batchCompleteMs: 50,
};

/** A bare Fastify serving simulators as the sandbox core does (`/<party>` and `/control/<party>`); for specs. */
export async function simulatorApp(simulators: Simulator[]): Promise<FastifyInstance> {
  const app = Fastify();
  for (const simulator of simulators) {
    await app.register(simulator.api, { prefix: `/${simulator.party}` });
    await app.register(simulator.control, { prefix: `/control/${simulator.party}` });
  }
  await app.ready();
  return app;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
