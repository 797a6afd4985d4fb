import { newId, type EventEnvelope } from '@tezgah/contracts';
import type { EventBus } from '../src/events/event-bus';
import type { MessagingLogger } from '../src/logger';
import { sleep, waitFor } from './wait';

export interface BusHarness {
  bus: EventBus;
  /** What the named consumer queue has dead-lettered. */
  deadLetters(queue: string): Promise<EventEnvelope[]>;
  close(): Promise<void>;
}

export interface BusLogger extends MessagingLogger {
  warnings: Array<Record<string, unknown>>;
}

export function envelope(type: string, data: unknown = {}): EventEnvelope {
  return { id: newId('evt'), type, version: 1, tenant_id: 'ten_1', occurred_at: new Date().toISOString(), data };
}

/**
 * One behaviour, every bus: both buses are opened with retries starting at 50 ms, so the
 * single-process shape is proven to behave like the distributed one.
 */
export function eventBusContract(name: string, open: (logger: BusLogger) => Promise<BusHarness>): void {
  describe(`${name} (EventBus contract)`, () => {
    let harness: BusHarness;
    let logger: BusLogger;
    let seq = 0;
    const unique = (what: string) => `${what}${++seq}`;

    beforeEach(async () => {
      const warnings: Array<Record<string, unknown>> = [];
      logger = { warnings, error: () => undefined, warn: (obj) => warnings.push(obj) };
      harness = await open(logger);
    });
    afterEach(() => harness.close());

    it('delivers an event once to every queue bound to its type, and to no other', async () => {
      const type = unique('order.created');
      const got: Record<string, EventEnvelope[]> = { billing: [], shipping: [], other: [] };
      for (const queue of Object.keys(got)) {
        await harness.bus.subscribe({
          queue: unique(queue),
          types: queue === 'other' ? [unique('product.changed')] : [type],
          handle: async (e) => void got[queue].push(e),
        });
      }
      const event = envelope(type, { at: 'x' });

      await harness.bus.publish([event]);

      await waitFor(() => got['billing'].length === 1 && got['shipping'].length === 1, 5_000, 'deliveries');
      await sleep(100);
      expect(got).toEqual({ billing: [event], shipping: [event], other: [] });
    });

    it('routes topic wildcards as a topic exchange does', async () => {
      const prefix = unique('conn');
      const got: string[] = [];
      await harness.bus.subscribe({ queue: unique('q'), types: [`${prefix}.*.updated`], handle: async (e) => void got.push(e.type) });

      await harness.bus.publish([envelope(`${prefix}.listing.updated`), envelope(`${prefix}.listing.created`)]);

      await waitFor(() => got.length === 1, 5_000, 'delivery');
      await sleep(100);
      expect(got).toEqual([`${prefix}.listing.updated`]);
    });

    it('reports an event no queue is bound to instead of dropping it silently', async () => {
      const event = envelope(unique('nobody.listens'));
      await harness.bus.publish([event]);
      await waitFor(() => logger.warnings.some((w) => w['event_id'] === event.id), 5_000, 'unroutable warning');
    });

    it('retries a failing handler after a delay until it succeeds', async () => {
      const type = unique('flaky.happened');
      const calls: number[] = [];
      await harness.bus.subscribe({
        queue: unique('flaky'),
        types: [type],
        handle: async () => {
          calls.push(Date.now());
          if (calls.length < 3) throw new Error('downstream not ready');
        },
      });

      await harness.bus.publish([envelope(type)]);

      await waitFor(() => calls.length === 3, 5_000, 'three attempts');
      expect(calls[1] - calls[0]).toBeGreaterThanOrEqual(40); // 50 ms, then 100 ms: no hot loop
      expect(calls[2] - calls[1]).toBeGreaterThanOrEqual(90);
      await sleep(150);
      expect(calls).toHaveLength(3);
    });

    it('dead-letters an event after maxAttempts failed deliveries, never looping', async () => {
      const type = unique('poison.happened');
      const queue = unique('poisoned');
      let calls = 0;
      await harness.bus.subscribe({
        queue,
        types: [type],
        maxAttempts: 3,
        handle: async () => {
          calls++;
          throw new Error('always broken');
        },
      });
      const event = envelope(type);

      await harness.bus.publish([event]);

      await waitFor(async () => calls >= 3, 5_000, 'three attempts');
      await sleep(400); // a fourth attempt would come after 200 ms
      expect(calls).toBe(3);
      const letters: EventEnvelope[] = [];
      await waitFor(async () => letters.push(...(await harness.deadLetters(queue))) > 0, 5_000, 'dead letter');
      expect(letters[0]).toEqual(event);
    });

    it('lets a running handler finish when drained and delivers nothing after', async () => {
      const type = unique('slow.happened');
      const finished: string[] = [];
      await harness.bus.subscribe({
        queue: unique('slow'),
        types: [type],
        handle: async (e) => {
          await sleep(200);
          finished.push(e.id);
        },
      });
      const first = envelope(type);
      await harness.bus.publish([first]);
      await sleep(80);

      await harness.bus.drain();

      expect(finished).toEqual([first.id]);
      await harness.bus.publish([envelope(type)]);
      await sleep(300);
      expect(finished).toEqual([first.id]);
    });
  });
}
