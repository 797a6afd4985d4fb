import {
  AmazonPatterns,
  type ConnectionAccess,
  MarketplacesAccess,
  MarketplacesGrantRefused,
  type MarketplaceEnvironment,
  type RequestContext,
} from '@tezgah/contracts';
import type { DomainError } from '@tezgah/errors';
import { createAmazonSimulator, type SandboxSettings, useSandboxUnderTest } from '@tezgah/simulators';
import { randomSuffix, type RunningService, SERVICE_SHAPES, startService } from '@tezgah/testing';
import { ConnectorAmazonModule } from '../connector-amazon.module';
import { AmazonSessions } from './amazon-sessions';

const settings: SandboxSettings = { publicUrl: '', trackingStepMs: 1000, invoiceAcceptMs: 500, batchCompleteMs: 200 };
const sandbox = useSandboxUnderTest(() => [createAmazonSimulator(settings)]);
const TR = 'A33AVAJ2PDY3EV';

interface Seller {
  ctx: RequestContext;
  sellerId: string;
}

// The Amazon connector service as it runs, its sub-interface's handlers included, against the
// simulator: the refusals and rules the end-to-end suite does not reach.
describe.each(SERVICE_SHAPES)("marketplace B's sub-interface through the connector service ($name)", (shape) => {
  let service: RunningService;
  /** Tenant → its connection, as the marketplaces service would hand it out. */
  const connections = new Map<string, ConnectionAccess>();
  /** The tenants whose refused grant the connector reported. */
  const refusedGrants: string[] = [];

  beforeAll(async () => {
    settings.publicUrl = sandbox.base;
    process.env['TEZGAH_SANDBOX_URL'] = sandbox.base;
    // The demo's LWA application and document-link key (the service signs label links).
    process.env['TEZGAH_ENV'] = 'demo';
    service = await startService(shape, 'amazon', [ConnectorAmazonModule]);
    // Stands in for the marketplaces service: the tenant's stored grant and configuration.
    await service.rpc.serve(MarketplacesAccess, async (_request, ctx) => {
      const access = connections.get(ctx.tenant_id);
      if (!access) throw new Error(`no connection for ${ctx.tenant_id}`);
      return access;
    });
    await service.rpc.serve(MarketplacesGrantRefused, async ({ slug }, ctx) => {
      refusedGrants.push(`${ctx.tenant_id}/${slug}`);
      return { scheduled: true };
    });
  }, 60_000);

  afterAll(async () => {
    await service?.close();
    delete process.env['TEZGAH_SANDBOX_URL'];
    delete process.env['TEZGAH_ENV'];
  });

  /** A seller who consented on the simulator's page, its grant stored for a new tenant. */
  async function seller(environment: MarketplaceEnvironment = 'sandbox'): Promise<Seller> {
    const consent = await sandbox.server.inject({
      url: '/amazon/apps/authorize/consent',
      query: { application_id: 'amzn1.sp.solution.tezgah-demo', state: 's', redirect_uri: 'http://tezgah.test/cb' },
    });
    const back = new URL(consent.headers.location as string);
    const sellerId = back.searchParams.get('selling_partner_id')!;
    const tokens = await sandbox.server.inject({
      method: 'POST',
      url: '/amazon/auth/o2/token',
      payload: { grant_type: 'authorization_code', code: back.searchParams.get('spapi_oauth_code'), client_id: 'c', client_secret: 's' },
    });
    const ctx: RequestContext = { tenant_id: `t-${randomSuffix()}`, user_id: 2, role: 'admin', request_id: 'req_test' };
    connections.set(ctx.tenant_id, {
      connection_id: `con_${randomSuffix()}`,
      tenant_id: ctx.tenant_id,
      slug: 'amazon',
      status: 'connected',
      credentials: { refresh_token: tokens.json().refresh_token, selling_partner_id: sellerId },
      config: { environment, cargo_provider: null },
      seller_id: sellerId,
    });
    return { ctx, sellerId };
  }

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error as DomainError,
    );
  /** The Turkish message of a refusal's first problem on `field`. */
  const messageOn = (error: DomainError | undefined, field: string) =>
    (error?.details as Record<string, Array<{ message: string }>> | undefined)?.[field]?.[0]?.message;
  const control = (url: string, payload: object) => sandbox.server.inject({ method: 'POST', url: `/control/amazon${url}`, payload });

  it('surfaces the content rules as item errors with Turkish reasons, and the ASIN creation restriction', async () => {
    const { ctx } = await seller();
    const product = (sku: string, overrides: object) => ({
      seller_sku: sku,
      product_type: 'SHIRT',
      external_product_id: '8699000000046',
      external_product_id_type: 'EAN' as const,
      title: 'Seramik Kupa 300 ml',
      brand: 'Tezgah',
      manufacturer: 'Tezgah Seramik',
      bullet_points: ['El yapımı'],
      description: 'Bulaşık makinesinde yıkanabilir.',
      price: 120,
      quantity: 4,
      fulfillment: 'FBM' as const,
      package_weight_kg: 0.4,
      images: [{ role: 'main', url: 'https://cdn.example.com/kupa.jpg' }],
      ...overrides,
    });
    const answer = await service.rpc.request(AmazonPatterns.listings, ctx, {
      items: [
        product('KUPA-1', { title: 'Seramik Kupa - ücretsiz kargo' }),
        product('KUPA-2', { description: '<b>Harika</b> kupa' }),
        product('KUPA-3', { external_product_id: '8690000012345' }),
        product('KUPA-4', {}),
      ],
    });
    expect(answer).toMatchObject({ accepted_count: 1, rejected_count: 3, merged_with_existing_asin: true });
    const { items } = await service.rpc.request(AmazonPatterns.submission, ctx, { submission_id: answer.submission_id });
    expect(items.map((item) => [item.seller_sku, item.status, item.errors.map((error) => error.code)])).toEqual([
      ['KUPA-1', 'INVALID', ['8560']],
      ['KUPA-2', 'INVALID', ['8105']],
      ['KUPA-3', 'INVALID', ['8541']],
      ['KUPA-4', 'VALID', []],
    ]);
    expect(items[0].errors[0].message).toContain('tanıtım');
    expect(items[1].errors[0].message).toContain('HTML');
    expect(items[2].errors[0].message).toContain('90 gün');
    expect(items[3]).toMatchObject({ asin: 'B0TEZGAH004', merged_with_existing_asin: true });
    // Another tenant does not see the submission.
    const other = await seller();
    expect(await refusal(service.rpc.request(AmazonPatterns.submission, other.ctx, { submission_id: answer.submission_id }))).toMatchObject(
      {
        code: 'resource.not_found',
      },
    );
  });

  it('answers a grant Amazon revoked with 422 on refresh_token, never a 401, and reports it to the marketplaces service', async () => {
    const { ctx, sellerId } = await seller();
    expect(await service.rpc.request(AmazonPatterns.account, ctx, {})).toMatchObject({ selling_partner_id: sellerId, marketplace_id: TR });
    await control('/grants/expire', { selling_partner_id: sellerId });
    await control('/access-tokens/expire', { selling_partner_id: sellerId });
    const error = await refusal(service.rpc.request(AmazonPatterns.account, ctx, {}));
    expect(error).toMatchObject({
      code: 'business.invalid',
      status: 422,
      details: { refresh_token: [expect.objectContaining({ code: 'amazon_grant_expired' })] },
    });
    expect(refusedGrants).toEqual([`${ctx.tenant_id}/amazon`]);
  });

  it("leaves half of getOrders' burst to the seller's order list however often the order poller pulls", async () => {
    const { ctx } = await seller();
    const sessions = service.app.get(AmazonSessions, { strict: false });
    const { handle } = await sessions.forTenant(ctx.tenant_id);
    const pulls = [];
    for (let pull = 0; pull < 12; pull += 1) pulls.push(await refusal(sessions.amazon.pullOrders(handle, null, { background: true })));
    // getOrders' burst is 20: the poller takes ten turns at once, then waits for the sustained rate (one a minute).
    expect(pulls.slice(0, 10)).toEqual(Array(10).fill(undefined));
    expect(pulls.slice(10)).toEqual([
      expect.objectContaining({ code: 'marketplace.rate_limited' }),
      expect.objectContaining({ code: 'marketplace.rate_limited' }),
    ]);
    expect(pulls[10]?.retryAfter).toBeGreaterThan(30);

    for (let list = 0; list < 3; list += 1) expect(await service.rpc.request(AmazonPatterns.orders, ctx, {})).toEqual({ orders: [] });
  });

  it('refuses pricing in the stage environment too, naming it, without asking Amazon', async () => {
    const { ctx } = await seller('stage');
    const error = await refusal(service.rpc.request(AmazonPatterns.competition, ctx, { seller_skus: ['X'] }));
    expect(error).toMatchObject({
      code: 'business.invalid',
      details: { environment: [expect.objectContaining({ code: 'amazon_pricing_production_only' })] },
    });
    expect(messageOn(error, 'environment')).toContain('test');
  });

  it("refuses a message Amazon's content rules forbid, and a label service the package is not eligible for", async () => {
    const { ctx, sellerId } = await seller();
    await control('/listings', {
      selling_partner_id: sellerId,
      items: [{ seller_sku: 'M-1', asin: 'B0TEZGAH008', quantity: 5, price: 250 }],
    });
    const placed = await control('/orders', { selling_partner_id: sellerId, items: [{ seller_sku: 'M-1', quantity: 1, price: 250 }] });
    const orderId: string = placed.json().order.amazon_order_id;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const message = await refusal(
      service.rpc.request(AmazonPatterns.message, ctx, {
        order_id: orderId,
        message_type: 'confirmOrderDetails',
        text: 'Bize yazın: satici@example.com',
      }),
    );
    expect(message).toMatchObject({ code: 'business.invalid', details: { text: [expect.objectContaining({ code: 'amazon_refused' })] } });
    const label = await refusal(
      service.rpc.request(AmazonPatterns.label, ctx, {
        order_id: orderId,
        ship_from: { name: 'Depo', address_line_1: 'Sanayi Sok. 5', city: 'Bursa', postal_code: '16000', country_code: 'TR' },
        package_dimensions: { length_cm: 10, width_cm: 10, height_cm: 10, weight_kg: 1 },
        shipping_service_id: 'TR_NO_SUCH_SERVICE',
      }),
    );
    expect(messageOn(label, 'shipping_service_id')).toContain('TR_YURTICI_STANDARD');
  });
});
