import { connectorPatterns, type RequestContext } from '@tezgah/contracts';
import { randomSuffix, type RunningService, SERVICE_SHAPES, startService } from '@tezgah/testing';
import { DataSource } from 'typeorm';
import { eventEnvelope, eventually } from '../../test/connector-harness';
import { FakeMarketplace } from '../../test/fake-marketplace';
import { listingNotesExtension, NoteRequested, NotesAdd, NotesList } from '../../test/listing-notes.extension';
import { ConnectorServiceModule } from '../connector-service.module';

const context = (tenant: string): RequestContext => ({ tenant_id: tenant, user_id: 7, role: 'admin', request_id: 'req_test' });

// A connector's own handlers, table, migration, event handler and worker, handed to the runtime as
// an extension: nothing of the runtime is edited or told about them.
describe.each(SERVICE_SHAPES)('a connector extension beside the runtime ($name)', (shape) => {
  let service: RunningService;

  beforeAll(async () => {
    service = await startService(shape, 'connector', [
      ConnectorServiceModule.forConnector(new FakeMarketplace(), { schema: 'connector_generic', extensions: [listingNotesExtension] }),
    ]);
  }, 60_000);

  afterAll(() => service?.close());

  const notesOf = (tenant: string, sku: string) => service.rpc.request(NotesList, context(tenant), { sku });

  it("applies the extension's migration with the runtime's, in the connector's schema", async () => {
    const db = service.app.get(DataSource);
    const migrations: Array<{ name: string }> = await db.query('SELECT name FROM connector_generic.migrations ORDER BY timestamp');
    expect(migrations.map((migration) => migration.name)).toEqual(
      expect.arrayContaining([
        'CreateConnectorTables1764300000000',
        'AddOrderPollingAndMirrors1767300000000',
        'CreateListingNotes1799000000000',
      ]),
    );
    expect(migrations.at(-1)?.name).toBe('CreateListingNotes1799000000000');
    const tables: Array<{ table_name: string }> = await db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'connector_generic' ORDER BY table_name`,
    );
    expect(tables.map((table) => table.table_name)).toEqual(expect.arrayContaining(['listing_notes', 'listings', 'stock_pushes']));
  });

  it("serves the extension's request/reply patterns, and the runtime's as before", async () => {
    const tenant = `notes-${randomSuffix()}`;
    const { id } = await service.rpc.request(NotesAdd, context(tenant), { sku: 'SKU-1', text: 'Kargo paketine dikkat' });
    expect(id).toEqual(expect.any(Number));
    expect(await notesOf(tenant, 'SKU-1')).toEqual([
      expect.objectContaining({ id, sku: 'SKU-1', text: 'Kargo paketine dikkat', written_by: 'user:7' }),
    ]);
    expect(await notesOf(`elsewhere-${randomSuffix()}`, 'SKU-1')).toEqual([]);

    const listings = await service.rpc.request(connectorPatterns('generic').listings, context(tenant), {
      slug: 'boyner',
      page: 1,
      per_page: 10,
    });
    expect(listings).toEqual({ data: [], pagination: { page: 1, per_page: 10, total: 0, total_pages: 0 } });
  });

  it("runs the extension's worker on the extension's table", async () => {
    const tenant = `worker-${randomSuffix()}`;
    await service.rpc.request(NotesAdd, context(tenant), { sku: 'SKU-2', text: 'Teslim edilecek' });
    await eventually(
      async () => expect(await notesOf(tenant, 'SKU-2')).toEqual([expect.objectContaining({ text: 'Teslim edilecek', delivered: true })]),
      {
        timeoutMs: 10_000,
      },
    );
  });

  it("hands the extension the events it subscribes on the service's own queue", async () => {
    const tenant = `event-${randomSuffix()}`;
    await service.bus.publish([eventEnvelope(NoteRequested, tenant, { sku: 'SKU-3', text: 'Olaydan gelen not' })]);
    await eventually(
      async () =>
        expect(await notesOf(tenant, 'SKU-3')).toEqual([
          expect.objectContaining({ text: 'Olaydan gelen not', written_by: 'event:generic', delivered: true }),
        ]),
      { timeoutMs: 10_000 },
    );
  });
});
