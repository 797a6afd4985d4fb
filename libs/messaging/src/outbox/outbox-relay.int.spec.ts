import { defineEvent, type EventEnvelope } from '@tezgah/contracts';
import { openTestSchema, type TestSchema } from '../../test/postgres';
import { RecordingBus } from '../../test/recording-bus';
import { sleep, waitFor } from '../../test/wait';
import { Outbox } from './outbox';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxRelay } from './outbox-relay';

const Happened = defineEvent<{ n: number }>('thing.happened');
const quiet = { error: () => undefined, warn: () => undefined };
const gate = () => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
};

describe('OutboxRelay', () => {
  let db: TestSchema;
  let relays: OutboxRelay[];
  beforeAll(async () => (db = await openTestSchema()));
  afterAll(() => db.drop());
  beforeEach(() => (relays = []));
  afterEach(async () => {
    await Promise.all(relays.map((relay) => relay.stop()));
    await db.dataSource.getRepository(OutboxMessage).clear();
  });

  const relay = (bus: RecordingBus, options = {}, dataSource = db.dataSource) => {
    const created = new OutboxRelay(dataSource, bus, { pollIntervalMs: 60_000, logger: quiet, ...options });
    relays.push(created);
    return created;
  };
  const write = (count: number, tenant = 'ten_1') =>
    db.dataSource.transaction(async (manager) => {
      const envelopes = [];
      for (let n = 0; n < count; n++)
        envelopes.push(...(await Outbox.addAll(manager, [{ event: Happened, tenantId: tenant, data: { n } }])));
      return envelopes;
    });
  const remaining = () => db.dataSource.getRepository(OutboxMessage).find();

  it('publishes committed events in the order they occurred, then deletes them', async () => {
    const envelopes = await write(5);
    const bus = new RecordingBus();

    relay(bus, { batchSize: 2 }).start();

    await waitFor(() => bus.published.length === 5);
    expect(bus.published).toEqual(envelopes);
    await waitFor(async () => (await remaining()).length === 0);
  });

  it('publishes as soon as a transaction that wrote events commits, without a wake or the next poll', async () => {
    const bus = new RecordingBus();
    relay(bus).start();
    await sleep(50);

    const [envelope] = await write(1);

    await waitFor(() => bus.published.length === 1, 1_000);
    expect(bus.published[0].id).toBe(envelope.id);
  });

  it('is not woken by a transaction that wrote events and rolled back, nor by a savepoint released inside one', async () => {
    const bus = new RecordingBus();
    relay(bus).start();
    await sleep(50);
    await expect(
      db.dataSource.transaction(async (manager) => {
        await Outbox.addAll(manager, [{ event: Happened, tenantId: 'ten_1', data: { n: 1 } }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const runner = db.dataSource.createQueryRunner();
    await runner.startTransaction();
    await runner.startTransaction(); // a savepoint
    await Outbox.addAll(runner.manager, [{ event: Happened, tenantId: 'ten_1', data: { n: 2 } }]);
    await runner.commitTransaction(); // released, not committed
    await sleep(300);
    expect(bus.published).toHaveLength(0);
    await runner.commitTransaction();
    await runner.release();
    await waitFor(() => bus.published.length === 1, 1_000);
  });

  it('holds back only the commits of held work: one beside it is published at once, the held ones when it ends', async () => {
    const bus = new RecordingBus();
    const held = relay(bus);
    held.start();
    await sleep(50);
    const [besideWritten, workDone] = [gate(), gate()];
    const written: EventEnvelope[] = [];

    const work = held.whileHeld(async () => {
      written.push(...(await write(1)));
      await besideWritten.opened;
      written.push(...(await write(1)));
      await workDone.opened;
    });
    await waitFor(() => written.length === 1);
    await sleep(300);
    expect(bus.published).toEqual([]);

    // Its wake publishes what is committed, the held row too.
    const [beside] = await write(1);
    await waitFor(() => bus.published.length === 2, 2_000);
    expect(bus.published.map((e) => e.id)).toEqual([written[0].id, beside.id]);

    besideWritten.open();
    await waitFor(() => written.length === 2);
    await sleep(300);
    expect(bus.published).toHaveLength(2);
    workDone.open();
    await work;
    await waitFor(() => bus.published.length === 3, 2_000);
    expect(bus.published[2].id).toBe(written[1].id);
  });

  it('keeps the events when publishing fails, counts the failure, and publishes once the bus is back', async () => {
    const [envelope] = await write(1);
    const bus = new RecordingBus();
    bus.failWith = new Error('RabbitMQ is not connected');

    relay(bus, { pollIntervalMs: 50 }).start();

    await waitFor(async () => ((await remaining())[0]?.attempts ?? 0) >= 2);
    expect((await remaining())[0]).toMatchObject({ id: envelope.id, lastError: 'RabbitMQ is not connected' });
    bus.failWith = undefined;
    await waitFor(() => bus.published.length === 1, 3_000);
    await waitFor(async () => (await remaining()).length === 0);
  });

  it('publishes every row exactly once with two relays on the same schema', async () => {
    const envelopes = await write(120);
    const [busA, busB] = [new RecordingBus(), new RecordingBus()];
    busA.delayMs = busB.delayMs = 15;
    const other = await db.openAnother();

    relay(busA, { batchSize: 10 }).start();
    relay(busB, { batchSize: 10 }, other).start();

    await waitFor(() => busA.published.length + busB.published.length >= 120, 10_000);
    await sleep(100);
    const ids = [...busA.published, ...busB.published].map((e) => e.id);
    expect(ids).toHaveLength(120);
    expect(new Set(ids)).toEqual(new Set(envelopes.map((e) => e.id)));
    expect(busA.published.length).toBeGreaterThan(0); // both really worked, side by side
    expect(busB.published.length).toBeGreaterThan(0);
  });

  it('waits for the batch in flight when stopped', async () => {
    await write(3);
    const bus = new RecordingBus();
    bus.delayMs = 150;
    const stopping = relay(bus);
    stopping.start();
    await sleep(50);

    await stopping.stop();

    expect(bus.published).toHaveLength(3);
    expect(await remaining()).toEqual([]);
  });
});
