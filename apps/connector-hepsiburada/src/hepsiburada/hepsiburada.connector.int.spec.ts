import { type ConnectionHandle, MarketplaceHttpPool } from '@tezgah/connector-kit';
import { fieldMessage, type MarketplaceConfig } from '@tezgah/contracts';
import { hepsiburadaSimulator, TEST_SETTINGS, useSandboxUnderTest } from '@tezgah/simulators';
import type { ThirdPartyHttp, ThirdPartyRequest } from '@tezgah/third-party';
import { HepsiburadaConnector } from './hepsiburada.connector';

const SANDBOX: MarketplaceConfig = { environment: 'sandbox', cargo_provider: null };
const MERCHANT = 'a1b2c3';
const CREDENTIALS = { merchant_id: MERCHANT, username: 'tezgah_dev', password: 's3cret' };

describe('the Hepsiburada connector against the Hepsiburada simulator', () => {
  const sandbox = useSandboxUnderTest(() => [hepsiburadaSimulator(TEST_SETTINGS)].flat());
  const connector = new HepsiburadaConnector();
  // No retries and no breaker trips: each test sees the marketplace's own answers.
  const pool = new MarketplaceHttpPool({ retries: 0, breaker: { volumeThreshold: 1000 } });
  afterAll(() => pool.close());

  const connection = (credentials: Record<string, string> = CREDENTIALS): ConnectionHandle => ({
    tenantId: 't1',
    slug: 'hepsiburada',
    credentials,
    config: SANDBOX,
    baseUrl: connector.baseUrl('hepsiburada', SANDBOX, sandbox.base),
    http: pool.clientFor({ marketplace: 'hepsiburada', seller: credentials.merchant_id, limits: connector.limits().rate }),
  });
  const control = (path: string, payload: object) => sandbox.server.inject({ method: 'POST', url: `/control/hepsiburada${path}`, payload });
  const putListings = (count: number) =>
    control('/listings', {
      seller: MERCHANT,
      listings: Array.from({ length: count }, (_, i) => ({ sku: `SKU-${i}`, listing_id: `HBV${i}`, quantity: 3, price: 99.9 })),
    });

  it('verifies credentials with Basic auth and a User-Agent, and names the merchant', async () => {
    expect(await connector.verify(connection())).toEqual({ seller_id: MERCHANT, store_name: null });
    const [call] = (await sandbox.server.inject({ url: '/control/hepsiburada/calls' })).json<Array<{ path: string }>>();
    expect(call.path).toBe(`/listing-external/listings/merchantid/${MERCHANT}`);
  });

  it('turns a refused password into business.invalid with a Turkish message', async () => {
    await expect(connector.verify(connection({ ...CREDENTIALS, password: 'invalid' }))).rejects.toMatchObject({
      code: 'business.invalid',
      details: {
        password: [
          { code: 'marketplace_credentials_refused', message: fieldMessage('marketplace_login_refused', { marketplace: 'Hepsiburada' }) },
        ],
      },
    });
  });

  it('pages listings by offset', async () => {
    await putListings(130);
    const first = await connector.listListings(connection(), undefined);
    expect(first.listings).toHaveLength(100);
    expect(first.listings[0]).toEqual({
      sku: 'SKU-0',
      barcode: null,
      listing_id: 'HBV0',
      title: null,
      quantity: 3,
      price: 99.9,
      status: 'active',
    });
    expect(first.next).toBe('100');
    const second = await connector.listListings(connection(), first.next);
    expect(second.listings.map((l) => l.sku)).toEqual(Array.from({ length: 30 }, (_, i) => `SKU-${100 + i}`));
    expect(second.next).toBeUndefined();
  });

  it('pushes stock as an upload: accepted at once, visible on the marketplace once the upload completed', async () => {
    await putListings(2);
    const outcome = await connector.pushStock(connection(), [
      { sku: 'SKU-0', barcode: null, listing_id: 'HBV0', quantity: 17, price: 99.9 },
      { sku: 'SKU-1', barcode: null, listing_id: 'HBV1', quantity: 0, price: 99.9 },
    ]);
    expect(outcome).toEqual({ accepted: ['SKU-0', 'SKU-1'], rejected: [] });
    await new Promise((resolve) => setTimeout(resolve, TEST_SETTINGS.batchCompleteMs + 20));
    const held = await sandbox.server.inject({ url: `/control/hepsiburada/listings?seller=${MERCHANT}` });
    expect(held.json()).toMatchObject({
      listings: [
        { sku: 'SKU-0', quantity: 17 },
        { sku: 'SKU-1', quantity: 0 },
      ],
    });
  });

  it('pulls a package created on the marketplace, mapped to the spec, and follows its cancellation with the cursor', async () => {
    const created = await control('/orders', {
      seller: MERCHANT,
      lines: [{ merchant_sku: 'SKU-0', product_name: 'Kazak', quantity: 1, amount: 250 }],
      customer: { first_name: 'Mehmet', last_name: 'Öz', email: 'm@example.com', phone: '5551112233' },
      shipping_address: { address1: 'Cumhuriyet Mah. 3', city: 'Ankara', district: 'Çankaya', postal_code: '06690', country_code: 'TR' },
    });
    const number = created.json<{ order: { order_number: string } }>().order.order_number;
    const page = await connector.pullOrders(connection(), null);
    expect(page.orders).toEqual([
      {
        marketplace_order_id: number,
        marketplace_status: 'Open',
        status: 'created',
        customer: { name: 'Mehmet Öz', email: 'm@example.com', phone: '5551112233' },
        items: [{ sku: 'SKU-0', title: 'Kazak', quantity: 1, price: 250, line_id: `${number}-1` }],
        total: 250,
        currency: 'TRY',
        shipping_address: {
          line1: 'Cumhuriyet Mah. 3',
          line2: null,
          city: 'Ankara',
          district: 'Çankaya',
          postal_code: '06690',
          country: 'TR',
        },
        tracking_number: null,
        cargo_provider: null,
        created_at: expect.any(String),
        updated_at: page.cursor,
      },
    ]);
    expect(page.more).toBe(false);
    await control(`/orders/${number}/cancel`, { reason: 'stok yok' });
    const next = await connector.pullOrders(connection(), page.cursor);
    expect(next.orders).toMatchObject([{ marketplace_order_id: number, marketplace_status: 'Cancelled', status: 'cancelled' }]);
    expect(next.cursor > page.cursor).toBe(true);
  });

  describe('pushOrderStatus', () => {
    const placeOrder = async () =>
      (
        await control('/orders', { seller: MERCHANT, lines: [{ merchant_sku: 'SKU-0', product_name: 'Kazak', quantity: 2, amount: 250 }] })
      ).json<{
        order: { order_number: string };
      }>().order.order_number;
    const packings = async () =>
      (await sandbox.server.inject({ url: '/control/hepsiburada/calls' }))
        .json<Array<{ method: string; path: string; body: unknown; status: number }>>()
        .filter((call) => call.method === 'POST' && call.path === `/oms-external/packages/merchantid/${MERCHANT}`)
        .map(({ body, status }) => ({ body, status }));
    const push = (id: string, status: 'processing' | 'shipped' | 'delivered') =>
      connector.pushOrderStatus(connection(), { marketplace_order_id: id, status, tracking_number: null, cargo_provider: null });
    const statusOf = async (id: string) =>
      (await connector.pullOrders(connection(), null)).orders.find((o) => o.marketplace_order_id === id)?.marketplace_status;

    it('packs an Open order for processing: one parcel with every line item, and the package is Packed', async () => {
      const id = await placeOrder();
      await expect(push(id, 'processing')).resolves.toBe('done');
      expect(await packings()).toEqual([
        { body: { parcelQuantity: 1, deci: 1, lineItemRequests: [{ id: `${id}-1`, quantity: 2 }] }, status: 200 },
      ]);
      expect(await statusOf(id)).toBe('Packed');
      // Packed already: shipped has nothing more for the seller to send, and processing neither.
      await expect(push(id, 'shipped')).resolves.toBe('skipped');
      await expect(push(id, 'processing')).resolves.toBe('skipped');
      expect(await packings()).toHaveLength(1);
    });

    it('packs an Open order for shipped too (the carrier moves it on)', async () => {
      const id = await placeOrder();
      await expect(push(id, 'shipped')).resolves.toBe('done');
      expect(await statusOf(id)).toBe('Packed');
    });

    it('packs for delivered when it stands for a shipment that never went out', async () => {
      const id = await placeOrder();
      await expect(push(id, 'delivered')).resolves.toBe('done');
      expect(await statusOf(id)).toBe('Packed');
    });

    it('skips a cancelled order and an unknown one, packing nothing', async () => {
      const id = await placeOrder();
      await control(`/orders/${id}/cancel`, { reason: 'stok yok' });
      await expect(push(id, 'processing')).resolves.toBe('skipped');
      await expect(push('404404', 'processing')).resolves.toBe('skipped');
      expect(await packings()).toEqual([]);
    });

    it('the marketplace refuses to pack a package again: Packed cannot go back to Open', async () => {
      const id = await placeOrder();
      await push(id, 'processing');
      const again = await sandbox.server.inject({
        method: 'POST',
        url: `/hepsiburada/oms-external/packages/merchantid/${MERCHANT}`,
        headers: { authorization: `Basic ${Buffer.from('tezgah_dev:s3cret').toString('base64')}`, 'user-agent': 'tezgah_dev' },
        payload: { parcelQuantity: 1, deci: 1, lineItemRequests: [{ id: `${id}-1`, quantity: 2 }] },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().detail).toContain('Packed');
    });

    it('throws when Hepsiburada fails, so the change is retried', async () => {
      const id = await placeOrder();
      await control('/faults', { path: `/oms-external/packages/merchantid/${MERCHANT}`, status: 500, count: 1 });
      await expect(push(id, 'processing')).rejects.toMatchObject({ code: 'marketplace.unreachable' });
      expect(await statusOf(id)).toBe('Open');
    });
  });

  it("lets the marketplace's 429 and 500 reach the HTTP client as marketplace.rate_limited and marketplace.unreachable", async () => {
    await control('/faults', { path: '*', status: 429, count: 1, retry_after: 3 });
    await expect(connector.verify(connection())).rejects.toMatchObject({ code: 'marketplace.rate_limited' });
    await control('/faults', { path: '*', status: 500, count: 1 });
    await expect(connector.verify(connection())).rejects.toMatchObject({ code: 'marketplace.unreachable' });
  });
});

describe('the Hepsiburada connector outside the sandbox', () => {
  it('calls each HB host of the environment: production hosts, and the -sit hosts for stage', async () => {
    const connector = new HepsiburadaConnector();
    const urls: string[] = [];
    const http: ThirdPartyHttp = {
      request: async (request: ThirdPartyRequest) => {
        urls.push(request.url);
        return { status: 200, headers: {}, body: { listings: [], items: [], totalCount: 0, limit: 1, offset: 0 } };
      },
    };
    for (const environment of ['production', 'stage'] as const) {
      const config: MarketplaceConfig = { environment, cargo_provider: null };
      const handle: ConnectionHandle = {
        tenantId: 't',
        slug: 'hepsiburada',
        credentials: CREDENTIALS,
        config,
        baseUrl: connector.baseUrl('hepsiburada', config, ''),
        http,
      };
      await connector.verify(handle);
      await connector.pullOrders(handle, '2026-01-01T00:00:00.000Z');
    }
    expect(urls).toEqual([
      `https://listing-external.hepsiburada.com/listings/merchantid/${MERCHANT}`,
      `https://oms-external.hepsiburada.com/packages/merchantid/${MERCHANT}`,
      `https://listing-external-sit.hepsiburada.com/listings/merchantid/${MERCHANT}`,
      `https://oms-external-sit.hepsiburada.com/packages/merchantid/${MERCHANT}`,
    ]);
  });
});
