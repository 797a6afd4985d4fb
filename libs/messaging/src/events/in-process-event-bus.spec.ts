import { eventBusContract, envelope } from '../../test/event-bus.contract';
import { waitFor } from '../../test/wait';
import { InProcessEventBus } from './in-process-event-bus';

eventBusContract('InProcessEventBus', async (logger) => {
  const bus = new InProcessEventBus({ logger, retry: { baseDelayMs: 50 } });
  return {
    bus,
    deadLetters: async (queue) => bus.deadLetters(queue).map((letter) => letter.envelope),
    close: () => bus.close(),
  };
});

describe('InProcessEventBus', () => {
  it('delivers after publish returns, never inside the publisher call', async () => {
    const bus = new InProcessEventBus();
    const seen: string[] = [];
    await bus.subscribe({ queue: 'q', types: ['a.b'], handle: async () => void seen.push('handled') });

    await bus.publish([envelope('a.b')]);
    seen.push('published');

    await waitFor(() => seen.length === 2);
    expect(seen).toEqual(['published', 'handled']);
    await bus.close();
  });

  it('runs at most `prefetch` handlers of a queue at once', async () => {
    const bus = new InProcessEventBus();
    let running = 0;
    let peak = 0;
    let done = 0;
    await bus.subscribe({
      queue: 'q',
      types: ['a.b'],
      prefetch: 2,
      handle: async () => {
        peak = Math.max(peak, ++running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running--;
        done++;
      },
    });

    await bus.publish(Array.from({ length: 6 }, () => envelope('a.b')));

    await waitFor(() => done === 6);
    expect(peak).toBe(2);
    await bus.close();
  });

  it('keeps what a dead letter needs for an operator: queue, attempts and the last error', async () => {
    const bus = new InProcessEventBus({ logger: { error: () => undefined }, retry: { baseDelayMs: 1 } });
    await bus.subscribe({
      queue: 'q',
      types: ['a.b'],
      maxAttempts: 2,
      handle: async () => {
        throw new Error('boom');
      },
    });
    const event = envelope('a.b');

    await bus.publish([event]);

    await waitFor(() => bus.deadLetters().length === 1);
    expect(bus.deadLetters()).toEqual([{ queue: 'q', envelope: event, attempts: 2, error: 'boom' }]);
    await bus.close();
  });
});
