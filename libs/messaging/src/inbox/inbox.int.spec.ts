import { newId, type EventEnvelope } from '@tezgah/contracts';
import { Transactions } from '@tezgah/persistence';
import type { DataSource } from 'typeorm';
import { openTestSchema, type TestSchema } from '../../test/postgres';
import { sleep } from '../../test/wait';
import { EventInbox } from './event-inbox';
import { Inbox } from './inbox';

const envelope = (): EventEnvelope => ({
  id: newId('evt'),
  type: 'order.created',
  version: 1,
  tenant_id: 'ten_1',
  occurred_at: new Date().toISOString(),
  data: {},
});
const inboxOf = (dataSource: DataSource) => new EventInbox(new Transactions(dataSource));

describe('EventInbox.once', () => {
  let db: TestSchema;
  beforeAll(async () => {
    db = await openTestSchema();
    await db.dataSource.query(`CREATE TABLE "${db.schema}".work_log (event_id text NOT NULL)`);
  });
  afterAll(() => db.drop());

  const logWork = (event: EventEnvelope) => async (manager: import('typeorm').EntityManager) => {
    await manager.query(`INSERT INTO "${db.schema}".work_log (event_id) VALUES ($1)`, [event.id]);
  };
  const workDone = async (event: EventEnvelope) =>
    (await db.dataSource.query(`SELECT 1 FROM "${db.schema}".work_log WHERE event_id = $1`, [event.id])).length;

  it('runs the work the first time and skips it for a redelivery', async () => {
    const event = envelope();

    expect(await inboxOf(db.dataSource).once('orders', event, logWork(event))).toBe(true);
    expect(await inboxOf(db.dataSource).once('orders', event, logWork(event))).toBe(false);

    expect(await workDone(event)).toBe(1);
  });

  it('keeps consumers apart: each processes the event once', async () => {
    const event = envelope();

    expect(await inboxOf(db.dataSource).once('webhooks', event, logWork(event))).toBe(true);
    expect(await inboxOf(db.dataSource).once('catalog', event, logWork(event))).toBe(true);

    expect(await workDone(event)).toBe(2);
  });

  it('rolls back the record with the work when the work fails, so the redelivery runs it', async () => {
    const event = envelope();
    const failing = async (manager: import('typeorm').EntityManager) => {
      await logWork(event)(manager);
      throw new Error('downstream failed');
    };

    await expect(inboxOf(db.dataSource).once('orders', event, failing)).rejects.toThrow('downstream failed');
    expect(await workDone(event)).toBe(0);

    expect(await inboxOf(db.dataSource).once('orders', event, logWork(event))).toBe(true);
    expect(await workDone(event)).toBe(1);
  });

  it('runs the work once when two deliveries of one event race', async () => {
    const event = envelope();
    const slowWork = async (manager: import('typeorm').EntityManager) => {
      await sleep(100);
      await logWork(event)(manager);
    };

    const results = await Promise.all([
      inboxOf(db.dataSource).once('orders', event, slowWork),
      inboxOf(db.dataSource).once('orders', event, slowWork),
    ]);

    expect(results.sort()).toEqual([false, true]);
    expect(await workDone(event)).toBe(1);
  });
});

describe('Inbox.recordStep', () => {
  let db: TestSchema;
  beforeAll(async () => {
    db = await openTestSchema();
  });
  afterAll(() => db.drop());

  /** One statement: the record step, then the row count of the step, as a consumer's work would test it. */
  const deliver = (event: EventEnvelope, condition?: string) =>
    db.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL search_path = "${db.schema}"`);
      const [row] = await manager.query(
        `WITH ${Inbox.recordStep('first', { consumer: '$1', eventId: '$2' }, condition)} SELECT count(*)::int AS first FROM first`,
        ['orders', event.id],
      );
      return row.first as number;
    });

  it("holds a row on the event's first delivery to the consumer only", async () => {
    const event = envelope();
    expect(await deliver(event)).toBe(1);
    expect(await deliver(event)).toBe(0);
    expect(await inboxOf(db.dataSource).once('orders', event, async () => undefined)).toBe(false);
  });

  it('records nothing while its condition does not hold', async () => {
    const event = envelope();
    expect(await deliver(event, 'false')).toBe(0);
    expect(await deliver(event)).toBe(1);
  });
});
