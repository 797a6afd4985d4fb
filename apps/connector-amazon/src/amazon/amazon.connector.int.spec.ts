import { type ConnectionHandle, MarketplaceHttpPool, type StockUpdate } from '@tezgah/connector-kit';
import { fieldMessage, type MarketplaceConfig } from '@tezgah/contracts';
import { createAmazonSimulator, createSandboxServer, type SandboxSettings } from '@tezgah/simulators';
import type { FastifyInstance } from 'fastify';
import { PRODUCTION_LWA, PRODUCTION_SP_API } from './amazon-endpoints';
import { AmazonConnector } from './amazon.connector';

const SANDBOX: MarketplaceConfig = { environment: 'sandbox', cargo_provider: null };
const BATCH_MS = 300;
const APPLICATION = {
  clientId: 'amzn1.application-oa2-client.test',
  clientSecret: 'test-secret',
  appId: 'amzn1.sp.solution.test',
  spApiUrl: PRODUCTION_SP_API,
  lwaTokenUrl: PRODUCTION_LWA,
};
const CALLBACK = 'http://tezgah.test/v1/marketplaces/amazon/oauth/callback';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the Amazon connector against the SP-API simulator', () => {
  const settings: SandboxSettings = { publicUrl: '', trackingStepMs: 1000, invoiceAcceptMs: 500, batchCompleteMs: BATCH_MS };
  let sandbox: FastifyInstance;
  let sandboxBase: string;
  let pool: MarketplaceHttpPool;
  let connector: AmazonConnector;

  beforeAll(async () => {
    sandbox = await createSandboxServer([createAmazonSimulator(settings)]);
    sandboxBase = await sandbox.listen({ port: 0, host: '127.0.0.1' });
    settings.publicUrl = sandboxBase;
    pool = new MarketplaceHttpPool({ retries: 0, breaker: { volumeThreshold: 1000 } });
  });
  afterAll(async () => {
    await pool.close();
    await sandbox.close();
  });
  beforeEach(async () => {
    await sandbox.inject({ method: 'POST', url: '/control/reset' });
    connector = new AmazonConnector(APPLICATION);
  });

  const baseUrl = () => connector.baseUrl('amazon', SANDBOX, sandboxBase);
  // The pool's budgets would space getOrders a minute apart; here the simulator's own quotas apply.
  const http = (seller: string) => pool.clientFor({ marketplace: 'amazon', seller, limits: {} });
  const control = (method: 'GET' | 'POST', path: string, payload?: object) =>
    sandbox.inject({ method, url: `/control/amazon${path}`, ...(payload && { payload }) });

  /** The seller approves on the consent page; the callback's code becomes the stored grant. */
  async function connect(): Promise<ConnectionHandle> {
    const consent = connector.authorizationUrl('amazon', { config: SANDBOX, state: 'signed-state', redirectUri: CALLBACK, sandboxBase });
    const answer = await sandbox.inject({ url: consent.slice(sandboxBase.length) });
    const callback = new URL(answer.headers.location as string);
    const sellerId = callback.searchParams.get('selling_partner_id')!;
    const { credentials, account } = await connector.exchangeGrant('amazon', {
      code: callback.searchParams.get('spapi_oauth_code')!,
      selling_partner_id: sellerId,
      config: SANDBOX,
      baseUrl: baseUrl(),
      http: http(sellerId),
    });
    expect(account).toEqual({ seller_id: sellerId, store_name: expect.stringContaining('Tezgah') });
    expect(Object.keys(credentials).sort()).toEqual(['refresh_token', 'selling_partner_id']);
    return { tenantId: 't1', slug: 'amazon', credentials, config: SANDBOX, baseUrl: baseUrl(), http: http(sellerId) };
  }

  it('builds the consent address of each environment with our application, state and return address', () => {
    const request = { state: 's t', redirectUri: CALLBACK, sandboxBase };
    const production = new URL(
      connector.authorizationUrl('amazon', { ...request, config: { environment: 'production', cargo_provider: null } }),
    );
    expect(`${production.origin}${production.pathname}`).toBe('https://sellercentral.amazon.com.tr/apps/authorize/consent');
    expect(Object.fromEntries(production.searchParams)).toEqual({
      application_id: APPLICATION.appId,
      state: 's t',
      version: 'beta',
      redirect_uri: CALLBACK,
    });
    expect(connector.authorizationUrl('amazon', { ...request, config: SANDBOX })).toMatch(
      new RegExp(`^${sandboxBase}/amazon/apps/authorize/consent\\?`),
    );
    expect(connector.baseUrl('amazon', { environment: 'production', cargo_provider: null }, sandboxBase)).toBe(
      'https://sellingpartnerapi-eu.amazon.com',
    );
  });

  it('exchanges the grant, verifies the account, and refuses a used code as business.invalid', async () => {
    const connection = await connect();
    expect(await connector.verify(connection)).toEqual({
      seller_id: connection.credentials.selling_partner_id,
      store_name: expect.any(String),
    });
    await expect(
      connector.exchangeGrant('amazon', {
        code: 'ANused',
        selling_partner_id: connection.credentials.selling_partner_id,
        config: SANDBOX,
        baseUrl: baseUrl(),
        http: connection.http,
      }),
    ).rejects.toMatchObject({
      code: 'business.invalid',
      details: { code: [{ code: 'amazon_code_invalid', message: fieldMessage('amazon_code_invalid') }] },
    });
  });

  it('refreshes the grant weekly, and reports an expired grant as business.invalid in Turkish', async () => {
    const connection = await connect();
    const { refresh_token_expires_at: expiresAt } = await connector.refreshGrant(connection);
    expect(Date.parse(expiresAt!)).toBeGreaterThan(Date.now() + 150 * 86_400_000);

    await control('POST', '/grants/expire', { selling_partner_id: connection.credentials.selling_partner_id });
    await expect(connector.refreshGrant(connection)).rejects.toMatchObject({
      code: 'business.invalid',
      status: 422,
      details: { refresh_token: [{ code: 'amazon_grant_expired', message: fieldMessage('amazon_grant_expired') }] },
    });
  });

  it('renews the access token once when Amazon says it expired, and keeps it for the next calls', async () => {
    const connection = await connect();
    await connector.verify(connection);
    await control('POST', '/access-tokens/expire', { selling_partner_id: connection.credentials.selling_partner_id });
    await sandbox.inject({ method: 'POST', url: '/control/reset' });
    // After a reset the simulator knows nothing, yet the stored grant still works (self-describing tokens).
    await control('POST', '/access-tokens/expire', { selling_partner_id: connection.credentials.selling_partner_id });
    await connector.verify(connection);
    await connector.verify(connection);
    const calls = (await control('GET', '/calls'))
      .json<Array<{ path: string; status: number }>>()
      .map((call) => `${call.status} ${call.path.replace(/\?.*/, '')}`);
    expect(calls).toEqual([
      '403 /sellers/v1/marketplaceParticipations',
      '200 /auth/o2/token',
      '200 /sellers/v1/marketplaceParticipations',
      '200 /sellers/v1/marketplaceParticipations',
    ]);
  });

  it('pages the listings in SKU order, active when BUYABLE', async () => {
    const connection = await connect();
    const items = Array.from({ length: 23 }, (_, i) => ({
      seller_sku: `TZ-${String(i).padStart(2, '0')}`,
      asin: 'B0TEZGAH004',
      quantity: i,
      price: 100 + i,
    }));
    await control('POST', '/listings', { selling_partner_id: connection.credentials.selling_partner_id, items });
    const first = await connector.listListings(connection, undefined);
    expect(first.listings).toHaveLength(20);
    expect(first.listings[0]).toEqual({
      sku: 'TZ-00',
      barcode: null,
      listing_id: 'B0TEZGAH004',
      title: 'Seramik Kupa',
      quantity: 0,
      price: 100,
      status: 'discoverable',
    });
    expect(first.listings[1]).toMatchObject({ sku: 'TZ-01', quantity: 1, price: 101, status: 'active' });
    const second = await connector.listListings(connection, first.next);
    expect(second.listings.map((l) => l.sku)).toEqual(['TZ-20', 'TZ-21', 'TZ-22']);
    expect(second.next).toBeUndefined();
  });

  const update = (sku: string, quantity: number): StockUpdate => ({ sku, barcode: null, listing_id: 'B0TEZGAH001', quantity, price: null });

  it('pushes a few stock values as PATCHes: accepted ones arrive, an unknown SKU is rejected for good', async () => {
    const connection = await connect();
    const seller = connection.credentials.selling_partner_id;
    await control('POST', '/listings', {
      selling_partner_id: seller,
      items: [
        { seller_sku: 'A', asin: 'B0TEZGAH001', quantity: 1, price: 10 },
        { seller_sku: 'B', asin: 'B0TEZGAH002', quantity: 1, price: 10 },
      ],
    });
    const outcome = await connector.pushStock(connection, [update('A', 7), update('B', 0), update('GONE', 3)]);
    expect(outcome.accepted).toEqual(['A', 'B']);
    expect(outcome.rejected).toEqual([{ sku: 'GONE', reason: expect.stringContaining('does not exist') }]);
    const held = (await control('GET', `/listings?seller=${seller}`)).json().listings;
    expect(held.map((l: { seller_sku: string; quantity: number }) => [l.seller_sku, l.quantity])).toEqual([
      ['A', 7],
      ['B', 0],
    ]);
  });

  it('pushes many stock values as one JSON_LISTINGS_FEED, applied once Amazon has processed it', async () => {
    const connection = await connect();
    const seller = connection.credentials.selling_partner_id;
    const skus = Array.from({ length: 30 }, (_, i) => `F-${String(i).padStart(2, '0')}`);
    await control('POST', '/listings', {
      selling_partner_id: seller,
      items: skus.map((sku) => ({ seller_sku: sku, asin: 'B0TEZGAH003', quantity: 1, price: 5 })),
    });
    const outcome = await connector.pushStock(
      connection,
      skus.map((sku, i) => update(sku, 50 + i)),
    );
    expect(outcome).toEqual({ accepted: skus, rejected: [] });
    const calls = (await control('GET', '/calls'))
      .json<Array<{ method: string; path: string }>>()
      .map((call) => `${call.method} ${call.path.replace(/\?.*/, '')}`);
    expect(calls.slice(-3)).toEqual([
      'POST /feeds/2021-06-30/documents',
      expect.stringMatching(/^PUT \/uploads\/amzn1\.tortuga\./),
      'POST /feeds/2021-06-30/feeds',
    ]);
    expect(calls.filter((call) => call.startsWith('PATCH'))).toEqual([]);
    await sleep(BATCH_MS + 20);
    const held = (await control('GET', `/listings?seller=${seller}`)).json().listings;
    expect(held.map((l: { quantity: number }) => l.quantity)).toEqual(skus.map((_, i) => 50 + i));
  });

  it('pulls a control-created order with its items, mapped to the spec, and moves the cursor past it', async () => {
    const connection = await connect();
    const seller = connection.credentials.selling_partner_id;
    await control('POST', '/listings', {
      selling_partner_id: seller,
      items: [{ seller_sku: 'KUPA', asin: 'B0TEZGAH004', quantity: 10, price: 125.5 }],
    });
    const created = (
      await control('POST', '/orders', {
        selling_partner_id: seller,
        items: [{ seller_sku: 'KUPA', quantity: 2, price: 125.5 }],
        buyer: { BuyerName: 'Ayşe Yılmaz' },
        shipping_address: {
          Name: 'Ayşe Yılmaz',
          AddressLine1: 'Moda Cd. 1',
          AddressLine2: 'D:3',
          City: 'İstanbul',
          District: 'Kadıköy',
          PostalCode: '34710',
          CountryCode: 'TR',
          Phone: '+905551112233',
        },
      })
    ).json().order;

    const first = await connector.pullOrders(connection, null);
    expect(first.more).toBe(false);
    expect(first.orders).toEqual([
      {
        marketplace_order_id: created.amazon_order_id,
        marketplace_status: 'Pending',
        status: 'created',
        customer: { name: 'Ayşe Yılmaz', email: expect.stringMatching(/@marketplace\.amazon\.com\.tr$/), phone: null },
        items: [{ sku: 'KUPA', title: 'Seramik Kupa', quantity: 2, price: 125.5, line_id: created.items[0].order_item_id }],
        total: 251,
        currency: 'TRY',
        shipping_address: { line1: 'Moda Cd. 1', line2: 'D:3', city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country: 'TR' },
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    expect((await connector.pullOrders(connection, first.cursor)).orders).toEqual([]);

    await sleep(BATCH_MS + 20);
    const paid = await connector.pullOrders(connection, first.cursor);
    expect(paid.orders.map((o) => [o.marketplace_status, o.status])).toEqual([['Unshipped', 'created']]);
    await control('POST', `/orders/${created.amazon_order_id}/cancel`, { reason: 'BuyerCanceled' });
    // A window ends (exclusive) at the moment Amazon answers: a change made in that same
    // millisecond comes with the next window, once, not with this one.
    let cancelled = await connector.pullOrders(connection, paid.cursor);
    const seen = [...cancelled.orders];
    if (!seen.length) {
      await sleep(5);
      cancelled = await connector.pullOrders(connection, cancelled.cursor);
      seen.push(...cancelled.orders);
    }
    expect(seen.map((o) => [o.marketplace_status, o.status])).toEqual([['Canceled', 'cancelled']]);
  });

  it('reads more than a page of orders through NextToken, saying more are waiting', async () => {
    const connection = await connect();
    const seller = connection.credentials.selling_partner_id;
    for (let i = 0; i < 21; i++)
      await control('POST', '/orders', {
        selling_partner_id: seller,
        items: [{ seller_sku: `S${i}`, asin: 'B0TEZGAH001', quantity: 1, price: 1 }],
      });
    // Let them all become Unshipped first: an order updated while the pages are read leaves the
    // frozen window (it comes again in the next one), which this test does not count.
    await sleep(BATCH_MS + 20);
    const first = await connector.pullOrders(connection, null);
    expect([first.orders.length, first.more]).toEqual([20, true]);
    const second = await connector.pullOrders(connection, first.cursor);
    expect([second.orders.length, second.more]).toEqual([1, false]);
    expect(new Set([...first.orders, ...second.orders].map((o) => o.marketplace_order_id)).size).toBe(21);
  });

  it("lets the marketplace's 429 and 500 reach the HTTP client as rate_limited and unreachable", async () => {
    const connection = await connect();
    await control('POST', '/faults', { path: '/orders/v0/orders', status: 429, retry_after: 3 });
    await expect(connector.pullOrders(connection, null)).rejects.toMatchObject({ code: 'marketplace.rate_limited', retryAfter: 3 });
    await control('POST', '/faults', { path: '/listings/*', status: 500 });
    await expect(connector.listListings(connection, undefined)).rejects.toMatchObject({ code: 'marketplace.unreachable' });
  });

  it("declares each operation as its bucket: the usage plan's rate over about ten seconds of turns, and its burst", () => {
    const { rate, stockBatchSize } = connector.limits();
    expect(rate.patchListingsItem).toEqual({ points: 50, durationMs: 10_000, burst: 5 });
    expect(rate.getOrders).toEqual({ points: 1, durationMs: 59_881, burst: 20 });
    expect(rate.createFeed).toEqual({ points: 1, durationMs: 120_482, burst: 15 });
    expect(rate.getInventorySummaries).toEqual({ points: 20, durationMs: 10_000, burst: 2 });
    expect(stockBatchSize).toBe(1000);
  });
  describe('pushOrderStatus', () => {
    /** A paid (Unshipped) order of two units of one item. */
    async function paidOrder(connection: ConnectionHandle) {
      const seller = connection.credentials.selling_partner_id;
      await control('POST', '/listings', {
        selling_partner_id: seller,
        items: [{ seller_sku: 'KUPA', asin: 'B0TEZGAH004', quantity: 10, price: 125.5 }],
      });
      const order = (
        await control('POST', '/orders', { selling_partner_id: seller, items: [{ seller_sku: 'KUPA', quantity: 2, price: 125.5 }] })
      ).json().order;
      await sleep(BATCH_MS + 20);
      return order as { amazon_order_id: string; items: Array<{ order_item_id: string }> };
    }
    const confirmations = async () =>
      (await control('GET', '/calls'))
        .json<Array<{ method: string; path: string; body: unknown; status: number }>>()
        .filter((call) => call.path.endsWith('/shipmentConfirmation'))
        .map(({ path, body, status }) => ({ path, body, status }));
    const change = (id: string, status: 'processing' | 'shipped' | 'delivered', cargo: string | null = 'yurtici') => ({
      marketplace_order_id: id,
      status,
      tracking_number: cargo ? 'YK123456789' : null,
      cargo_provider: cargo,
    });

    it('confirms shipped as a shipment of every unshipped item, and the order becomes Shipped', async () => {
      const connection = await connect();
      const order = await paidOrder(connection);
      await expect(connector.pushOrderStatus(connection, change(order.amazon_order_id, 'shipped'))).resolves.toBe('done');
      expect(await confirmations()).toEqual([
        {
          path: `/orders/v0/orders/${order.amazon_order_id}/shipmentConfirmation`,
          body: {
            marketplaceId: 'A33AVAJ2PDY3EV',
            packageDetail: {
              packageReferenceId: expect.stringMatching(/^\d+$/),
              carrierCode: 'Other',
              carrierName: 'Yurtiçi Kargo',
              trackingNumber: 'YK123456789',
              shipDate: expect.any(String),
              orderItems: [{ orderItemId: order.items[0].order_item_id, quantity: 2 }],
            },
          },
          status: 204,
        },
      ]);
      const pulled = await connector.pullOrders(connection, null);
      expect(pulled.orders.map((o) => [o.marketplace_status, o.status])).toEqual([['Shipped', 'shipped']]);

      // Nothing left to ship: nothing is sent again.
      await expect(connector.pushOrderStatus(connection, change(order.amazon_order_id, 'shipped'))).resolves.toBe('skipped');
      expect(await confirmations()).toHaveLength(1);
    });

    it('names UPS and DHL by their carrier codes', async () => {
      const connection = await connect();
      const order = await paidOrder(connection);
      await connector.pushOrderStatus(connection, change(order.amazon_order_id, 'shipped', 'ups'));
      const [call] = await confirmations();
      expect(call.body).toMatchObject({ packageDetail: { carrierCode: 'UPS' } });
      expect(call.body).not.toHaveProperty('packageDetail.carrierName');
    });

    it('skips processing and a shipment without a carrier, sending nothing', async () => {
      const connection = await connect();
      const order = await paidOrder(connection);
      await expect(connector.pushOrderStatus(connection, change(order.amazon_order_id, 'processing'))).resolves.toBe('skipped');
      await expect(connector.pushOrderStatus(connection, change(order.amazon_order_id, 'shipped', null))).resolves.toBe('skipped');
      await expect(connector.pushOrderStatus(connection, change(order.amazon_order_id, 'delivered', null))).resolves.toBe('skipped');
      expect(await confirmations()).toEqual([]);
      expect((await connector.pullOrders(connection, null)).orders.map((o) => o.marketplace_status)).toEqual(['Unshipped']);
    });

    it('confirms the shipment for delivered when shipped never went out (only the newest status is mirrored), once', async () => {
      const connection = await connect();
      const order = await paidOrder(connection);
      await expect(connector.pushOrderStatus(connection, change(order.amazon_order_id, 'delivered'))).resolves.toBe('done');
      await expect(connector.pushOrderStatus(connection, change(order.amazon_order_id, 'delivered'))).resolves.toBe('skipped');
      expect(await confirmations()).toHaveLength(1);
      expect((await connector.pullOrders(connection, null)).orders.map((o) => o.marketplace_status)).toEqual(['Shipped']);
    });

    it('skips a cancelled order: Amazon refuses its confirmation with a 400', async () => {
      const connection = await connect();
      const order = await paidOrder(connection);
      await control('POST', `/orders/${order.amazon_order_id}/cancel`, { reason: 'BuyerCanceled' });
      await expect(connector.pushOrderStatus(connection, change(order.amazon_order_id, 'shipped'))).resolves.toBe('skipped');
      expect((await confirmations()).map((call) => call.status)).toEqual([400]);
      expect((await connector.pullOrders(connection, null)).orders.map((o) => o.marketplace_status)).toEqual(['Canceled']);
    });

    it('throws when Amazon fails, so the change is retried', async () => {
      const connection = await connect();
      const order = await paidOrder(connection);
      await control('POST', '/faults', { path: '*shipmentConfirmation', status: 500, count: 1 });
      await expect(connector.pushOrderStatus(connection, change(order.amazon_order_id, 'shipped'))).rejects.toMatchObject({
        code: 'marketplace.unreachable',
      });
    });
  });
});
