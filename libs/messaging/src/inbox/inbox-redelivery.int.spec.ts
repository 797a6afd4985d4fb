import { newId, type EventEnvelope } from '@tezgah/contracts';
import { Transactions } from '@tezgah/persistence';
import type { EntityManager } from 'typeorm';
import { openTestSchema, type TestSchema } from '../../test/postgres';
import { AMQP_URL, QueueRegistry, uniqueNamespace } from '../../test/rabbit';
import { sleep, waitFor } from '../../test/wait';
import { RabbitEventBus } from '../events/rabbit/rabbit-event-bus';
import { EventInbox } from './event-inbox';

const namespace = uniqueNamespace();
const registry = new QueueRegistry();

describe('a redelivered event over RabbitMQ (acceptance)', () => {
  let db: TestSchema;
  let bus: RabbitEventBus;
  beforeAll(async () => {
    db = await openTestSchema();
    await db.dataSource.query(`CREATE TABLE "${db.schema}".reservations (event_id text NOT NULL)`);
    bus = await RabbitEventBus.connect({ url: AMQP_URL, namespace, logger: { error: () => undefined } });
  });
  afterAll(async () => {
    await bus.close();
    await registry.deleteAll(namespace);
    await db.drop();
  });

  it('is processed once: the handler sees both deliveries, the work runs once', async () => {
    const deliveries: string[] = [];
    const reserveStock = async (manager: EntityManager, event: EventEnvelope) => {
      await manager.query(`INSERT INTO "${db.schema}".reservations (event_id) VALUES ($1)`, [event.id]);
    };
    await registry.track(bus).subscribe({
      queue: 'orders',
      types: ['order.created'],
      handle: async (event) => {
        deliveries.push(event.id);
        await new EventInbox(new Transactions(db.dataSource)).once('orders', event, (manager) => reserveStock(manager, event));
      },
    });
    const event: EventEnvelope = {
      id: newId('evt'),
      type: 'order.created',
      version: 1,
      tenant_id: 'ten_1',
      occurred_at: new Date().toISOString(),
      data: { order_id: 'ord_1' },
    };

    // The relay publishing again after a crash between confirm and commit looks exactly like this.
    await bus.publish([event]);
    await bus.publish([event]);

    await waitFor(() => deliveries.length === 2);
    await sleep(50);
    expect(deliveries).toEqual([event.id, event.id]);
    const rows = await db.dataSource.query(`SELECT event_id FROM "${db.schema}".reservations`);
    expect(rows).toEqual([{ event_id: event.id }]);
  });
});
