// The seven marketplaces whose connectors speak the marketplace's own protocol (issues 36, 37;
// decisions §14, §17) end to end, in both runtime shapes: Çiçeksepeti, Koçtaş (Mirakl), PttAVM,
// Idefix, Pazarama, Modanisa and FLO, each through the gateway and its connector to its simulator
// in the sandbox, driven by the simulators' control API. One system per shape holds all seven, each
// with a seller and a product of its own (the distributed shape starts only their connectors).
//
// The shared scenario, per marketplace: credentials the marketplace refuses (422 naming the field,
// in Turkish; nothing connected); the connect and its first sync (the listing matched, where the
// marketplace has product reads); a stock change reaching the marketplace (FLO, which documents no
// stock endpoint, gets none); a customer order placed on the marketplace, ingested with its stock
// reserved, and the seller's `processing` (set by a staff user) as the marketplace takes it
// (Modanisa takes no status: nothing is written there); a cancellation on the marketplace giving
// the stock back. What differs
// is each marketplace's module (e2e/src/native-marketplaces/<slug>.ts): its data, the calls that
// show a change reached it, and its own tests (Çiçeksepeti's field checks and shipping, Koçtaş's
// orders, Modanisa's missingProduct).
//
// One order poll interval serves the seven (ORDER_POLL_INTERVAL_MS, native-marketplaces/context.ts):
// 3 s; Çiçeksepeti's GetOrders (once per 5 s) is booked in order by its polls and its status
// mirrors' lookups alike, so neither starves the other. Koçtaş's OR11 is once a minute
// whatever the interval: its describe comes first, makes its order changes before the OR11 that
// follows its first sync, and checks them after the other six marketplaces' describes, which take
// that minute.
import { api, startSystem, type System } from '@tezgah/testing';
import { ciceksepeti } from './native-marketplaces/ciceksepeti';
import { MarketplaceContext, type MarketplaceTest, ORDER_POLL_INTERVAL_MS, type SystemUnderTest } from './native-marketplaces/context';
import { flo } from './native-marketplaces/flo';
import { idefix } from './native-marketplaces/idefix';
import { koctas } from './native-marketplaces/koctas';
import { modanisa } from './native-marketplaces/modanisa';
import { pazarama } from './native-marketplaces/pazarama';
import { pttAvm } from './native-marketplaces/ptt-avm';
import { demoTokens, expectError, FAST_MARKETPLACES, until } from './support';

/** Koçtaş first: its OR11 minute runs while the others are tested. */
const NATIVE_MARKETPLACES = [koctas, ciceksepeti, pttAvm, idefix, pazarama, modanisa, flo];
const ENV = { ...FAST_MARKETPLACES, TEZGAH_ORDER_POLL_INTERVAL_MS: String(ORDER_POLL_INTERVAL_MS) };

describe.each(['single', 'distributed'] as const)('Native marketplaces (%s shape)', (shape) => {
  let system: System | undefined;
  let systemUnderTest: SystemUnderTest | undefined;
  const running = (): SystemUnderTest => {
    if (!systemUnderTest) throw new Error(`the ${shape} system did not start (see beforeAll)`);
    return systemUnderTest;
  };
  const contexts = NATIVE_MARKETPLACES.map((marketplace) => new MarketplaceContext(marketplace(), running));

  beforeAll(async () => {
    system = await startSystem({
      shape,
      env: ENV,
      marketplaces: contexts.map((ctx) => ctx.marketplace.slug),
      readyTimeoutMs: 120_000,
    });
    const client = api(system.baseUrl);
    systemUnderTest = { system, client, tokens: await demoTokens(client) };
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
  }, 60_000);

  for (const ctx of contexts) describe(ctx.marketplace.title, () => nativeScenario(ctx));
  for (const ctx of contexts.filter((candidate) => candidate.marketplace.later)) {
    describe(`${ctx.marketplace.title}, after the other marketplaces`, () => ownTests(ctx, ctx.marketplace.later ?? []));
  }
});

/** The shared scenario of one marketplace, then its own tests. */
function nativeScenario(ctx: MarketplaceContext): void {
  const m = ctx.marketplace;

  beforeAll(async () => {
    const created = await ctx.client.request('POST', '/products', { token: ctx.tokens.owner, body: m.product });
    expect(created.status).toBe(201);
    ctx.productId = created.body.id;
    if (m.listing) {
      const { sku, barcode, title, price } = m.product;
      const listed = await ctx.sandbox('/listings', 'POST', { seller: m.seller, listings: [{ sku, barcode, title, price, ...m.listing }] });
      expect(listed.status).toBeLessThan(300);
    }
  });

  it(`refuses credentials ${m.name} refuses with a 422 naming ${m.refused.field}, in Turkish, and connects nothing`, async () => {
    const refused = await ctx.connect(m.refused.credentials);
    expectError(refused, 422, 'business.invalid');
    expect(refused.body.error.details).toEqual({
      [m.refused.field]: [{ code: 'marketplace_credentials_refused', message: m.refused.message }],
    });
    expect(await ctx.connection()).toMatchObject({ connected: false });
  });

  it(`connects, and its first sync ${m.firstSync.title}`, async () => {
    await m.firstSync.before?.(ctx);
    const connected = await ctx.connect(m.credentials);
    expect(connected.status).toBe(200);
    const job = await until(
      async () => (await ctx.get(`/jobs/${connected.body.sync_job_id}`)).body,
      (j) => j.status === 'completed' || j.status === 'failed',
      60_000,
    );
    expect(job).toMatchObject({ type: 'marketplace_sync', status: 'completed' });
    const listed = m.listing ? 1 : 0;
    expect(await ctx.connection()).toMatchObject({
      status: 'connected',
      connected: true,
      protocol: 'native',
      credential_fields: m.credentialFields,
      product_count: listed,
      active_listing_count: listed,
    });
    // The marketplace's own quantity: the first sync does not push the catalog's stock.
    const listings = m.listing ? [expect.objectContaining({ sku: m.product.sku, quantity: m.listing.quantity })] : [];
    expect((await ctx.get(`/marketplaces/${m.slug}/products`)).body).toMatchObject({ data: listings, pagination: { total: listed } });
    const listedOn = m.listing ? [m.slug] : [];
    const product = await until(
      async () => (await ctx.get(`/products/${ctx.productId}`)).body,
      (p) => p.marketplaces.length === listedOn.length,
    );
    expect(product.marketplaces).toEqual(listedOn);
    await m.firstSync.check?.(ctx);
  }, 150_000);

  it(
    m.stock.title,
    async () => {
      const { to } = m.stock;
      const changed = await ctx.client.request('PUT', `/products/${ctx.productId}/stock`, { token: ctx.tokens.owner, body: { stock: to } });
      expect(changed.status).toBe(200);
      if (m.listing) expect(await until(ctx.listedQuantity, (quantity) => quantity === to, 30_000)).toBe(to);
      await m.stock.check(ctx);
    },
    60_000,
  );

  const { orders } = m;
  if (orders) {
    it(
      `ingests a customer order with its stock reserved, and ${orders.processing.title}`,
      async () => {
        const before = await ctx.stock();
        const order = await ctx.customerOrder(2);
        expect(await until(ctx.stock, (s) => s === before - 2)).toBe(before - 2);
        expect((await ctx.get(`/orders/${order.id}`)).body).toMatchObject({
          marketplace: m.slug,
          status: 'created',
          items: [{ sku: m.product.sku, quantity: 2 }],
        });
        const statusSetAt = new Date();
        const processing = await ctx.setStatus(order.id, { status: 'processing' });
        expect({ status: processing.status, order: processing.body.status }).toEqual({ status: 200, order: 'processing' });
        await orders.processing.mirrored(ctx, order, statusSetAt);
      },
      orders.processing.timeoutMs ?? 120_000,
    );

    it(`turns a cancellation on ${m.name} (${orders.cancelledAs}) into a cancelled order with its stock given back`, async () => {
      const before = await ctx.stock();
      const order = await ctx.customerOrder(1);
      expect(await until(ctx.stock, (s) => s === before - 1)).toBe(before - 1);
      expect((await ctx.sandbox(`/orders/${order.number}/cancel`, 'POST', { reason: 'Müşteri vazgeçti' })).status).toBeLessThan(300);
      expect((await ctx.orderReaches(order.id, 'cancelled')).status).toBe('cancelled');
      expect(await until(ctx.stock, (s) => s === before)).toBe(before);
    }, 150_000);
  }

  ownTests(ctx, m.tests ?? []);
}

function ownTests(ctx: MarketplaceContext, tests: MarketplaceTest[]): void {
  for (const test of tests) it(test.title, () => test.run(ctx), test.timeoutMs ?? 60_000);
}
