import { MarketplacesAccess, type RequestContext, TrendyolGetBatch, TrendyolUpdateInventory } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { trendyolSimulator, TEST_SETTINGS, useSandboxUnderTest } from '@tezgah/simulators';
import { randomSuffix, type RunningService, SERVICE_SHAPES, startService } from '@tezgah/testing';
import { ConnectorTrendyolModule } from '../../connector-trendyol.module';

const sandbox = useSandboxUnderTest(() => [trendyolSimulator(TEST_SETTINGS)].flat());
let supplier = 810_000;

// A seller request split into Trendyol's requests of 1000, under one batch id, through the
// connector service as it runs (its table, its handlers), against the simulator, in both shapes.
describe.each(SERVICE_SHAPES)('Trendyol batches through the connector service ($name)', (shape) => {
  let service: RunningService;
  const sellers = new Map<string, string>();

  beforeAll(async () => {
    process.env['TEZGAH_SANDBOX_URL'] = sandbox.base;
    service = await startService(shape, 'trendyol', [ConnectorTrendyolModule]);
    // Stands in for the marketplaces service: each tenant connected to its own supplier, in the sandbox.
    await service.rpc.serve(MarketplacesAccess, async ({ slug }, ctx) => ({
      connection_id: `con_${ctx.tenant_id}`,
      tenant_id: ctx.tenant_id,
      slug: slug as 'trendyol',
      status: 'connected' as const,
      credentials: { supplier_id: sellers.get(ctx.tenant_id) ?? '1', api_key: 'k', api_secret: 's' },
      config: { environment: 'sandbox' as const, cargo_provider: null },
      seller_id: sellers.get(ctx.tenant_id) ?? null,
    }));
  }, 60_000);

  afterAll(async () => {
    await service?.close();
    delete process.env['TEZGAH_SANDBOX_URL'];
  });

  const tenant = (): { ctx: RequestContext; supplierId: string } => {
    const ctx = { tenant_id: `t-${randomSuffix()}`, user_id: 2, role: 'admin' as const, request_id: 'req_test' };
    const supplierId = String(++supplier);
    sellers.set(ctx.tenant_id, supplierId);
    return { ctx, supplierId };
  };
  const items = (supplierId: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({ barcode: `I${supplierId}-${i}`, quantity: i }));
  const inventoryCalls = async (supplierId: string) =>
    (
      (await sandbox.server.inject({ method: 'GET', url: '/control/trendyol/calls' })).json() as Array<{ path: string; status: number }>
    ).filter((call) => call.path === `/integration/inventory/sellers/${supplierId}/products/price-and-inventory`);
  const fault = (supplierId: string, status: number, count: number) =>
    sandbox.server.inject({
      method: 'POST',
      url: '/control/trendyol/faults',
      payload: { path: `/integration/inventory/sellers/${supplierId}/products/price-and-inventory`, status, count },
    });

  it('splits 2,500 items into three Trendyol requests and answers one batch id for them', async () => {
    const { ctx, supplierId } = tenant();
    const answer = await service.rpc.request(TrendyolUpdateInventory, ctx, { items: items(supplierId, 2500) });
    expect(answer).toEqual({ batch_id: expect.stringMatching(/^tyb_/), queued: 2500 });
    expect((await inventoryCalls(supplierId)).map((call) => call.status)).toEqual([200, 200, 200]);
    const batch = await service.rpc.request(TrendyolGetBatch, ctx, { batch_id: answer.batch_id });
    expect(batch).toMatchObject({ type: 'inventory', item_count: 2500, marketplace_batch_count: 3 });
  });

  it('records nothing when Trendyol takes no part of the request: the caller gets the error', async () => {
    const { ctx, supplierId } = tenant();
    await fault(supplierId, 500, 3);
    const error = await service.rpc.request(TrendyolUpdateInventory, ctx, { items: items(supplierId, 1500) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('marketplace.unreachable');
  });

  it('follows a batch nobody reads to the end: the tracking worker reads its results', async () => {
    const { ctx, supplierId } = tenant();
    const answer = await service.rpc.request(TrendyolUpdateInventory, ctx, { items: items(supplierId, 1500) });
    const resultReads = async () =>
      ((await sandbox.server.inject({ method: 'GET', url: '/control/trendyol/calls' })).json() as Array<{ path: string }>).filter((call) =>
        call.path.startsWith(`/integration/product/sellers/${supplierId}/products/batch-requests/`),
      ).length;
    for (let waited = 0; waited < 20_000 && (await resultReads()) < 2; waited += 250)
      await new Promise((resolve) => setTimeout(resolve, 250));
    const reads = await resultReads();
    expect(reads).toBeGreaterThanOrEqual(2);
    const batch = await service.rpc.request(TrendyolGetBatch, ctx, { batch_id: answer.batch_id });
    expect(batch).toMatchObject({ status: 'COMPLETED', item_count: 1500 });
    // Already complete: the read asked Trendyol nothing more.
    expect(await resultReads()).toBe(reads);
  }, 30_000);
});
