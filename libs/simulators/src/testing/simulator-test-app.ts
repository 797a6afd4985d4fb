import Fastify, { type FastifyInstance } from 'fastify';
import type { SandboxSettings, Simulator } from '../core/simulator';
import { ONLY_DATE_FAKED } from '@tezgah/testing/unit';

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

/**
 * The simulators' clock (`Date`) in the spec's hands until `jest.useRealTimers()`: it stands still
 * and `advance(ms)` moves it on at once, so what a simulator does over time (a feed IN_PROGRESS
 * halfway, a tracking step a second) is read at the moment the spec names, not whenever a sleep
 * on a busy machine ends. Timers stay real.
 */
export function simulatorClock(): { advance(ms: number): void } {
  jest.useFakeTimers({ ...ONLY_DATE_FAKED });
  return { advance: (ms) => jest.setSystemTime(Date.now() + ms) };
}
