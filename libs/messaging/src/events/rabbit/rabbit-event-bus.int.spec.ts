import { connect } from 'amqplib';
import { eventBusContract, envelope } from '../../../test/event-bus.contract';
import { AMQP_URL, QueueRegistry, takeAll, uniqueNamespace } from '../../../test/rabbit';
import { waitFor } from '../../../test/wait';
import { RabbitEventBus } from './rabbit-event-bus';
import { RabbitNames } from './rabbit-topology';

const namespace = uniqueNamespace();
const registry = new QueueRegistry();
const names = new RabbitNames(namespace);
const quiet = { error: () => undefined, warn: () => undefined };

afterAll(() => registry.deleteAll(namespace));

eventBusContract('RabbitEventBus', async (logger) => {
  const bus = await RabbitEventBus.connect({ url: AMQP_URL, namespace, logger, retry: { baseDelayMs: 50 } });
  return {
    bus: registry.track(bus),
    deadLetters: (queue) => takeAll(names.deadLetterQueue(queue)),
    close: () => bus.close(),
  };
});

describe('RabbitEventBus', () => {
  it('declares quorum queues with their dead-letter and retry routes from the start', async () => {
    const bus = registry.track(await RabbitEventBus.connect({ url: AMQP_URL, namespace, logger: quiet }));
    await bus.subscribe({ queue: 'topology', types: ['x.y'], handle: async () => undefined });
    await bus.close();

    const connection = await connect(AMQP_URL);
    const channel = await connection.createChannel();
    // Redeclaring with different arguments would fail: so these are the arguments the queue has.
    await channel.assertQueue(names.queue('topology'), {
      durable: true,
      arguments: {
        'x-queue-type': 'quorum',
        'x-dead-letter-exchange': names.deadLetterExchange,
        'x-dead-letter-routing-key': names.queue('topology'),
        'x-delivery-limit': 20,
        'x-dead-letter-strategy': 'at-least-once',
        'x-overflow': 'reject-publish',
      },
    });
    await channel.checkQueue(names.retryQueue('topology'));
    await channel.checkQueue(names.deadLetterQueue('topology'));
    await connection.close();
  });

  it('keeps an event published while nobody consumes, for the consumer that comes back', async () => {
    const first = await RabbitEventBus.connect({ url: AMQP_URL, namespace, logger: quiet });
    await registry.track(first).subscribe({ queue: 'durable', types: ['d.e'], handle: async () => undefined });
    await first.close();
    const event = envelope('d.e');
    const publisher = await RabbitEventBus.connect({ url: AMQP_URL, namespace, logger: quiet });
    await publisher.publish([event]);
    await publisher.close();

    const got: string[] = [];
    const second = await RabbitEventBus.connect({ url: AMQP_URL, namespace, logger: quiet });
    await second.subscribe({ queue: 'durable', types: ['d.e'], handle: async (e) => void got.push(e.id) });

    await waitFor(() => got.length === 1);
    expect(got).toEqual([event.id]);
    await second.close();
  });

  it('rejects publish once closed, so the outbox keeps the event', async () => {
    const bus = await RabbitEventBus.connect({ url: AMQP_URL, namespace, logger: quiet });
    await bus.close();
    await expect(bus.publish([envelope('a.b')])).rejects.toThrow('not connected');
  });
});
