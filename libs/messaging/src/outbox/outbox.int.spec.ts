import { defineEvent } from '@tezgah/contracts';
import { openTestSchema, type TestSchema } from '../../test/postgres';
import { Outbox } from './outbox';
import { OutboxMessage } from './outbox-message.entity';

const StockChanged = defineEvent<{ sku: string; stock: number }>('product.stock_changed', 2);
const SoldOut = defineEvent<{ sku: string }>('product.sold_out');

describe('Outbox', () => {
  let db: TestSchema;
  beforeAll(async () => (db = await openTestSchema()));
  afterAll(() => db.drop());
  afterEach(() => db.dataSource.getRepository(OutboxMessage).clear());

  it('creates tables exactly as the entities describe them, in the data source schema', async () => {
    const pending = await db.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    const [{ count }] = await db.dataSource.query(
      `SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = $1 AND table_name IN ('outbox', 'inbox')`,
      [db.schema],
    );
    expect(count).toBe(2);
  });

  it('writes the event inside the caller transaction and returns its envelope', async () => {
    const [envelope] = await db.dataSource.transaction((manager) =>
      Outbox.addAll(manager, [{ event: StockChanged, tenantId: 'ten_1', data: { sku: 'A-1', stock: 3 } }]),
    );

    expect(envelope).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'product.stock_changed',
      version: 2,
      tenant_id: 'ten_1',
      occurred_at: expect.any(String),
      data: { sku: 'A-1', stock: 3 },
    });
    const row = await db.dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: envelope.id });
    expect(row).toMatchObject({ tenantId: 'ten_1', payload: { sku: 'A-1', stock: 3 }, attempts: 0, lastError: null });
    expect(row.occurredAt.toISOString()).toBe(envelope.occurred_at);
  });

  it('leaves no event when the business transaction rolls back', async () => {
    await expect(
      db.dataSource.transaction(async (manager) => {
        await Outbox.addAll(manager, [{ event: StockChanged, tenantId: 'ten_1', data: { sku: 'A-1', stock: 3 } }]);
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');

    expect(await db.dataSource.getRepository(OutboxMessage).count()).toBe(0);
  });

  it('writes many events in one statement, kept in the order given', async () => {
    const entries = Array.from({ length: 300 }, (_, n) =>
      n % 3 === 2
        ? { event: SoldOut, tenantId: 'ten_2', data: { sku: `S-${n}` } }
        : { event: StockChanged, tenantId: 'ten_1', data: { sku: `S-${n}`, stock: n } },
    );

    const envelopes = await db.dataSource.transaction((manager) => Outbox.addAll(manager, entries));

    expect(envelopes.map((e) => [e.type, e.tenant_id, e.data])).toEqual(entries.map((e) => [e.event.type, e.tenantId, e.data]));
    const rows = await db.dataSource.getRepository(OutboxMessage).find({ order: { occurredAt: 'ASC', position: 'ASC' } });
    expect(rows.map((row) => row.id)).toEqual(envelopes.map((e) => e.id));
  });
});
