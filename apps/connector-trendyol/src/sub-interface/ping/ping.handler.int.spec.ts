import { MarketplacesReadConfig, type RequestContext, TrendyolPing } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { trendyolSimulator, TEST_SETTINGS, useSandboxUnderTest } from '@tezgah/simulators';
import { randomSuffix, type RunningService, SERVICE_SHAPES, startService } from '@tezgah/testing';
import { ConnectorTrendyolModule } from '../../connector-trendyol.module';

const sandbox = useSandboxUnderTest(() => [trendyolSimulator(TEST_SETTINGS)].flat());
const context = (): RequestContext => ({ tenant_id: `t-${randomSuffix()}`, user_id: 3, role: 'admin', request_id: 'req_test' });
let supplier = 400_000;
const credentials = (overrides: Record<string, string> = {}) => ({
  supplier_id: String(++supplier),
  api_key: 'ty-key',
  api_secret: 'ty-secret',
  ...overrides,
});

// The Trendyol connector service as it runs, its sub-interface's ping included, against the simulator.
describe.each(SERVICE_SHAPES)('Trendyol ping through the connector service ($name)', (shape) => {
  let service: RunningService;
  /** The tenants whose configuration the connector asked for. */
  const configAsked: string[] = [];

  beforeAll(async () => {
    process.env['TEZGAH_SANDBOX_URL'] = sandbox.base;
    service = await startService(shape, 'trendyol', [ConnectorTrendyolModule]);
    // Stands in for the marketplaces service: the tenant's configuration, sandbox unless set.
    await service.rpc.serve(MarketplacesReadConfig, async ({ slug }, ctx) => {
      configAsked.push(`${ctx.tenant_id}/${slug}`);
      return { slug, config: { environment: 'sandbox' as const, cargo_provider: null } };
    });
  }, 60_000);

  afterAll(async () => {
    await service?.close();
    delete process.env['TEZGAH_SANDBOX_URL'];
  });

  const calls = async () =>
    (await sandbox.server.inject({ method: 'GET', url: '/control/trendyol/calls' })).json() as Array<{ path: string; status: number }>;
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error as DomainError,
    );

  it("answers approved with the supplier when Trendyol accepts the credentials, in the tenant's environment", async () => {
    const pasted = credentials();
    const ctx = context();
    const before = Date.now();
    const answer = await service.rpc.request(TrendyolPing, ctx, pasted);
    expect(answer).toEqual({
      status: 'ok',
      supplier_id: pasted.supplier_id,
      store_name: `Trendyol satıcısı ${pasted.supplier_id}`,
      approved: true,
      checked_at: expect.any(String),
    });
    expect(Date.parse(answer.checked_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(await calls()).toEqual([
      expect.objectContaining({ path: `/integration/product/sellers/${pasted.supplier_id}/products`, status: 200 }),
    ]);
    // The environment is the tenant's configuration (here the sandbox), asked of the marketplaces service.
    expect(configAsked).toContain(`${ctx.tenant_id}/trendyol`);
  });

  it("turns Trendyol's 401 into 422 business.invalid on api_key, never the caller's 401", async () => {
    const error = await refusal(service.rpc.request(TrendyolPing, context(), credentials({ api_key: 'invalid' })));
    expect(error).toMatchObject({
      code: 'business.invalid',
      status: 422,
      details: { api_key: [expect.objectContaining({ code: 'marketplace_refused' })] },
    });
    expect((await calls()).map((call) => call.status)).toEqual([401]);
  });

  it('refuses a supplier id that is not digits before asking Trendyol', async () => {
    const error = await refusal(service.rpc.request(TrendyolPing, context(), credentials({ supplier_id: 'S-1' })));
    expect(error).toMatchObject({ code: 'business.invalid', details: { supplier_id: expect.any(Array) } });
    expect(await calls()).toEqual([]);
  });
});
