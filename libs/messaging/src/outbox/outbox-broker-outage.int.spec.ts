import { defineEvent, type EventEnvelope } from '@tezgah/contracts';
import { openTestSchema, type TestSchema } from '../../test/postgres';
import { AMQP_URL, QueueRegistry, uniqueNamespace, withBrokerStopped } from '../../test/rabbit';
import { sleep, waitFor } from '../../test/wait';
import { RabbitEventBus } from '../events/rabbit/rabbit-event-bus';
import { Outbox } from './outbox';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxRelay } from './outbox-relay';

const OrderCreated = defineEvent<{ order_id: string }>('order.created');
const namespace = uniqueNamespace();
const registry = new QueueRegistry();
const quiet = { error: () => undefined, warn: () => undefined };

describe('an event written while RabbitMQ is down (acceptance)', () => {
  let db: TestSchema;
  let bus: RabbitEventBus;
  let relay: OutboxRelay;
  beforeAll(async () => {
    db = await openTestSchema();
    bus = await RabbitEventBus.connect({
      url: AMQP_URL,
      namespace,
      logger: quiet,
      reconnect: { initialDelayMs: 100, maxDelayMs: 500 },
    });
    relay = new OutboxRelay(db.dataSource, bus, { pollIntervalMs: 100, maxBackoffMs: 400, logger: quiet });
  });
  afterAll(async () => {
    await relay.stop();
    await bus.close();
    await registry.deleteAll(namespace);
    await db.drop();
  });

  it('stays in the outbox during the outage and is delivered once the broker is back', async () => {
    const received: EventEnvelope[] = [];
    await registry.track(bus).subscribe({
      queue: 'webhooks',
      types: ['order.created'],
      handle: async (event) => void received.push(event),
    });
    relay.start();
    let written: EventEnvelope | undefined;

    await withBrokerStopped(async () => {
      await waitFor(
        () =>
          bus.publish([]).then(
            () => false,
            () => true,
          ),
        5_000,
        'the bus to notice',
      );
      [written] = await db.dataSource.transaction((manager) =>
        Outbox.addAll(manager, [{ event: OrderCreated, tenantId: 'ten_1', data: { order_id: 'ord_1' } }]),
      );
      await waitFor(async () => ((await db.dataSource.getRepository(OutboxMessage).findOneBy({ id: written!.id }))?.attempts ?? 0) > 0);
      await sleep(300);
      expect(received).toEqual([]);
    });

    await waitFor(() => received.length === 1, 20_000, 'delivery after the broker restart');
    expect(received[0]).toEqual(written);
    await waitFor(async () => (await db.dataSource.getRepository(OutboxMessage).count()) === 0);
    // Stopping and starting RabbitMQ alone can take several seconds on a busy machine.
  }, 60_000);
});
