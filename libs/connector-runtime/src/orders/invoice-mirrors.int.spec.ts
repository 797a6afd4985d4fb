import {
  type ConnectionAccess,
  InvoiceAccepted,
  MarketplacesAccess,
  type MarketplaceSlug,
  OrderStatusMirrorRequested,
} from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { randomSuffix, type RunningService, startService } from '@tezgah/testing';
import { DataSource } from 'typeorm';
import { eventEnvelope, eventually, sharedPostgres, sleep } from '../../test/connector-harness';
import { FakeMarketplace } from '../../test/fake-marketplace';
import { ConnectorServiceModule } from '../connector-service.module';

process.env.TEZGAH_ORDER_MIRROR_RETRY_MIN_MS = '200';
process.env.TEZGAH_ORDER_MIRROR_RETRY_MAX_MS = '400';
process.env.TEZGAH_ORDER_MIRROR_POLL_INTERVAL_MS = '50';

const SLUG: MarketplaceSlug = 'boyner';

describe('telling the marketplace of accepted invoices, on PostgreSQL with in-process transports', () => {
  const marketplace = new FakeMarketplace();
  const connected = new Set<string>();
  const shared = sharedPostgres();
  let service: RunningService;

  const accepted = (tenant: string, order: string, number: string, issuedAt = '2026-03-01T10:00:00.000Z', slug: MarketplaceSlug = SLUG) =>
    eventEnvelope(InvoiceAccepted, tenant, {
      invoice_id: `inv_${number}`,
      order_id: `ord_${order}`,
      marketplace: slug,
      marketplace_order_id: `MO-${order}`,
      number,
      ettn: '0b1f6a3c-1d2e-4f5a-9b8c-7d6e5f4a3b2c',
      type: 'earsiv',
      provider: 'parasut',
      pdf_url: `https://tezgah.example/v1/documents/${number}`,
      issued_at: issuedAt,
    });

  const rowsOf = (tenant: string): Promise<Array<{ kind: string; seq: number; done_seq: number; outcome: string | null }>> =>
    service.app
      .get(DataSource)
      .query(`SELECT kind, seq, done_seq, outcome FROM connector_generic.order_mirrors WHERE tenant_id = $1`, [tenant]);

  beforeAll(async () => {
    service = await startService(shared.shape, 'connector-generic', [
      ConnectorServiceModule.forConnector(marketplace, { schema: 'connector_generic' }),
    ]);
    await service.rpc.serve(MarketplacesAccess, async ({ slug }, ctx): Promise<ConnectionAccess> => {
      if (!connected.has(ctx.tenant_id)) throw new DomainError('resource.not_found');
      return {
        connection_id: `con_${ctx.tenant_id}`,
        tenant_id: ctx.tenant_id,
        slug: slug as MarketplaceSlug,
        status: 'connected',
        credentials: { api_key: 'k', api_secret: 's' },
        config: { environment: 'sandbox', cargo_provider: null },
        seller_id: 'S-1',
      };
    });
  }, 60_000);

  afterAll(async () => {
    await service?.close();
    await shared.drop();
  });

  it('tells the marketplace once, with the invoice as accepted, and not again for a redelivery', async () => {
    const tenant = `inv-${randomSuffix()}`;
    connected.add(tenant);
    const event = accepted(tenant, '1', 'TZG2026000000001');
    await service.bus.publish([event]);
    await eventually(() => marketplace.invoicesOf(tenant, 'MO-1').length === 1);
    await service.bus.publish([event]);
    // The same invoice in a new envelope (another delivery of the provider's verdict) changes nothing either.
    await service.bus.publish([accepted(tenant, '1', 'TZG2026000000001')]);
    await sleep(500);
    expect(marketplace.invoices.filter((i) => i.tenantId === tenant)).toEqual([
      {
        tenantId: tenant,
        slug: SLUG,
        at: expect.any(Number),
        invoice: {
          marketplace_order_id: 'MO-1',
          number: 'TZG2026000000001',
          ettn: '0b1f6a3c-1d2e-4f5a-9b8c-7d6e5f4a3b2c',
          type: 'earsiv',
          pdf_url: 'https://tezgah.example/v1/documents/TZG2026000000001',
          issued_at: '2026-03-01T10:00:00.000Z',
          replaces: false,
        },
      },
    ]);
    expect(await rowsOf(tenant)).toEqual([{ kind: 'invoice', seq: 1, done_seq: 1, outcome: 'done' }]);
  }, 20_000);

  it('retries after a failure until the marketplace takes it, beside the status row of the same order', async () => {
    const tenant = `inv-retry-${randomSuffix()}`;
    connected.add(tenant);
    marketplace.failingInvoices = 2;
    const processing = eventEnvelope(OrderStatusMirrorRequested, tenant, {
      order_id: 'ord_1',
      marketplace: SLUG,
      marketplace_order_id: 'MO-1',
      status: 'processing',
      tracking_number: null,
      cargo_provider: null,
      seq: 1,
    });
    await service.bus.publish([processing, accepted(tenant, '1', 'TZG2026000000002')]);
    await eventually(() => marketplace.invoicesOf(tenant, 'MO-1').length === 3, { timeoutMs: 10_000 });
    const [first, second, third] = marketplace.invoices.filter((i) => i.tenantId === tenant).map((i) => i.at);
    expect(second - first).toBeGreaterThanOrEqual(100);
    expect(third - second).toBeGreaterThanOrEqual(100);
    await eventually(async () => (await rowsOf(tenant)).every((row) => row.outcome === 'done'));
    await sleep(500);
    expect(marketplace.invoicesOf(tenant, 'MO-1')).toHaveLength(3);
    expect(marketplace.statusesOf(tenant, 'MO-1')).toEqual(['processing']);
    expect(await rowsOf(tenant)).toEqual(
      expect.arrayContaining([
        { kind: 'status', seq: 1, done_seq: 1, outcome: 'done' },
        { kind: 'invoice', seq: 1, done_seq: 1, outcome: 'done' },
      ]),
    );
  }, 20_000);

  it('tells a newer invoice of the order (one issued after the first was cancelled), never an older one after it', async () => {
    const tenant = `inv-newer-${randomSuffix()}`;
    connected.add(tenant);
    await service.bus.publish([accepted(tenant, '1', 'TZG2026000000003', '2026-03-01T10:00:00.000Z')]);
    await eventually(() => marketplace.invoicesOf(tenant, 'MO-1').length === 1);
    await service.bus.publish([accepted(tenant, '1', 'TZG2026000000004', '2026-03-02T10:00:00.000Z')]);
    await eventually(() => marketplace.invoicesOf(tenant, 'MO-1').length === 2);
    await service.bus.publish([accepted(tenant, '1', 'TZG2026000000003', '2026-03-01T10:00:00.000Z')]);
    await sleep(500);
    expect(marketplace.invoicesOf(tenant, 'MO-1')).toEqual(['TZG2026000000003', 'TZG2026000000004']);
    // The newer one is told that it takes the first one's place.
    const told = marketplace.invoices.filter((i) => i.tenantId === tenant).map((i) => i.invoice.replaces);
    expect(told).toEqual([false, true]);
    expect(await rowsOf(tenant)).toEqual([{ kind: 'invoice', seq: 2, done_seq: 2, outcome: 'done' }]);
  }, 20_000);

  it("leaves another marketplace's invoice without a row, and skips every invoice when the connector tells none", async () => {
    const tenant = `inv-skip-${randomSuffix()}`;
    connected.add(tenant);
    await service.bus.publish([accepted(tenant, '1', 'TZG2026000000005', undefined, 'trendyol')]);
    await sleep(500);
    expect(await rowsOf(tenant)).toEqual([]);

    const send = marketplace.sendInvoice;
    marketplace.sendInvoice = undefined;
    try {
      await service.bus.publish([accepted(tenant, '2', 'TZG2026000000006')]);
      await eventually(async () => (await rowsOf(tenant)).length === 1 && (await rowsOf(tenant))[0].outcome !== null);
    } finally {
      marketplace.sendInvoice = send;
    }
    expect(await rowsOf(tenant)).toEqual([{ kind: 'invoice', seq: 1, done_seq: 1, outcome: 'skipped' }]);
    expect(marketplace.invoices.filter((i) => i.tenantId === tenant)).toEqual([]);
  }, 20_000);

  it('waits while the marketplace is not connected, without calling it', async () => {
    const tenant = `inv-dormant-${randomSuffix()}`;
    await service.bus.publish([accepted(tenant, '1', 'TZG2026000000007')]);
    await eventually(async () => {
      const rows: Array<{ last_error: string | null }> = await service.app
        .get(DataSource)
        .query(`SELECT last_error FROM connector_generic.order_mirrors WHERE tenant_id = $1`, [tenant]);
      return rows[0]?.last_error === 'not connected';
    });
    expect(marketplace.invoicesOf(tenant, 'MO-1')).toEqual([]);
    expect(await rowsOf(tenant)).toEqual([{ kind: 'invoice', seq: 1, done_seq: 0, outcome: null }]);
  }, 20_000);
});
