import { type ConnectionHandle, MarketplaceHttpPool } from '@tezgah/connector-kit';
import { fieldMessage, type MarketplaceConfig, marketplaceMessage } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { createSandboxServer, type Simulator, trendyolSimulator } from '@tezgah/simulators';
import type { FastifyInstance } from 'fastify';
import { TrendyolConnector } from './trendyol.connector';
import { TRENDYOL_LIMITS } from './trendyol-limits';

const BATCH_MS = 60;
const CARRIER_STEP_MS = 200;
const CONFIG: MarketplaceConfig = { environment: 'sandbox', cargo_provider: null };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('TrendyolConnector against the Trendyol simulator', () => {
  const connector = new TrendyolConnector('Tezgah');
  let app: FastifyInstance;
  let simulator: Simulator;
  let sandboxBase: string;
  let pool: MarketplaceHttpPool;
  let sellerSequence = 1000;

  beforeAll(async () => {
    simulator = trendyolSimulator({
      publicUrl: '',
      trackingStepMs: CARRIER_STEP_MS,
      invoiceAcceptMs: 500,
      batchCompleteMs: BATCH_MS,
    }) as Simulator;
    app = await createSandboxServer([simulator]);
    sandboxBase = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  beforeEach(() => {
    pool = new MarketplaceHttpPool({ retries: 0, timeoutMs: 2000 });
  });
  afterEach(() => pool.close());
  afterAll(() => app.close());

  /** A fresh seller account each time, so the simulator's per-seller limits do not carry over. */
  function connection(overrides: { credentials?: Record<string, string>; limits?: typeof TRENDYOL_LIMITS.rate } = {}): ConnectionHandle {
    const supplierId = String(++sellerSequence);
    const credentials = { supplier_id: supplierId, api_key: 'key', api_secret: 'secret', ...overrides.credentials };
    return {
      tenantId: 'tenant',
      slug: 'trendyol',
      credentials,
      config: CONFIG,
      baseUrl: connector.baseUrl('trendyol', CONFIG, sandboxBase),
      http: pool.clientFor({ marketplace: 'trendyol', seller: credentials.supplier_id, limits: overrides.limits ?? TRENDYOL_LIMITS.rate }),
    };
  }

  const control = async (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) => {
    const response = await app.inject({ method, url: `/control/trendyol${path}`, payload });
    return response.body ? response.json() : undefined;
  };
  const putListings = (seller: string, items: Array<Record<string, unknown>>) =>
    control('POST', '/listings', { supplier_id: seller, items });
  const listing = (barcode: string, extra: Record<string, unknown> = {}) => ({
    barcode,
    stock_code: `SKU-${barcode}`,
    title: `Ürün ${barcode}`,
    quantity: 10,
    sale_price: 90,
    list_price: 100,
    ...extra,
  });
  const rejection = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error as DomainError,
    );

  it('chooses the production, stage and sandbox base URLs', () => {
    expect(connector.baseUrl('trendyol', { ...CONFIG, environment: 'production' }, sandboxBase)).toBe('https://apigw.trendyol.com');
    expect(connector.baseUrl('trendyol', { ...CONFIG, environment: 'stage' }, sandboxBase)).toBe('https://stageapigw.trendyol.com');
    expect(connector.baseUrl('trendyol', CONFIG, 'http://127.0.0.1:3100/')).toBe('http://127.0.0.1:3100/trendyol');
  });

  describe('verify', () => {
    it('accepts credentials the marketplace accepts and names the seller account', async () => {
      const handle = connection();
      await expect(connector.verify(handle)).resolves.toEqual({ seller_id: handle.credentials.supplier_id, store_name: null });
    });

    it('turns a 401 into business.invalid on api_key with a Turkish message', async () => {
      const error = await rejection(connector.verify(connection({ credentials: { api_key: 'invalid' } })));
      expect(error).toBeInstanceOf(DomainError);
      expect(error?.code).toBe('business.invalid');
      expect(error?.details).toEqual({ api_key: [{ code: 'marketplace_refused', message: fieldMessage('trendyol_credentials_refused') }] });
    });

    it('refuses a supplier_id that is not a number without calling Trendyol', async () => {
      const error = await rejection(connector.verify(connection({ credentials: { supplier_id: '12/../34' } })));
      expect(error?.code).toBe('business.invalid');
      expect(Object.keys(error?.details ?? {})).toEqual(['supplier_id']);
    });

    it('lets the marketplace 500 reach the HTTP client as marketplace.unreachable', async () => {
      await control('POST', '/faults', { path: '*', status: 500, count: 1 });
      const error = await rejection(connector.verify(connection()));
      expect(error?.code).toBe('marketplace.unreachable');
      const calls = await control('GET', '/calls');
      expect(calls.at(-1)).toMatchObject({ method: 'GET', status: 500 });
    });

    it('lets the marketplace 429 (51st call in 10 s) reach the HTTP client as marketplace.rate_limited', async () => {
      // A budget looser than Trendyol's, so the marketplace itself answers 429.
      const handle = connection({ limits: { '*': { points: 1000, durationMs: 10_000 } } });
      for (let i = 0; i < 50; i++) await connector.verify(handle);
      const error = await rejection(connector.verify(handle));
      expect(error?.code).toBe('marketplace.rate_limited');
    });
  });

  it('pages the listings, SKU from stockCode (barcode when missing), active when approved and on sale', async () => {
    const handle = connection();
    const seller = handle.credentials.supplier_id;
    await putListings(
      seller,
      Array.from({ length: 149 }, (_, i) => listing(`L${String(i).padStart(3, '0')}`)),
    );
    await putListings(seller, [listing('PENDING', { approved: false })]);

    const first = await connector.listListings(handle, undefined);
    expect(first.listings).toHaveLength(100);
    expect(first.next).toBe('1');
    expect(first.listings[0]).toMatchObject({
      sku: 'SKU-L000',
      barcode: 'L000',
      title: 'Ürün L000',
      quantity: 10,
      price: 90,
      status: 'active',
    });
    const second = await connector.listListings(handle, first.next);
    expect(second.listings).toHaveLength(50);
    expect(second.next).toBeUndefined();
    expect(second.listings.at(-1)).toMatchObject({ sku: 'SKU-PENDING', status: 'pending_review' });
  });

  it('pushes stock through price-and-inventory, visible on the marketplace once the batch completes', async () => {
    const handle = connection();
    const seller = handle.credentials.supplier_id;
    await putListings(seller, [listing('S1'), listing('S2')]);
    const update = (sku: string, barcode: string | null, quantity: number) => ({ sku, barcode, listing_id: 'x', quantity, price: 90 });

    const outcome = await connector.pushStock(handle, [
      update('SKU-S1', 'S1', 4),
      update('SKU-S2', 'S2', 0),
      update('NO-BARCODE', null, 1),
    ]);
    expect(outcome.accepted).toEqual(['SKU-S1', 'SKU-S2']);
    expect(outcome.rejected).toEqual([
      { sku: 'NO-BARCODE', reason: marketplaceMessage('stock_needs_barcode', { marketplace: 'Trendyol' }) },
    ]);
    await wait(BATCH_MS + 30);
    const held = (await control('GET', `/listings?seller=${seller}`)).items;
    expect(held.map((l: { barcode: string; quantity: number; salePrice: number }) => [l.barcode, l.quantity, l.salePrice])).toEqual([
      ['S1', 4, 90],
      ['S2', 0, 90],
    ]);

    // The same values again within 15 minutes: Trendyol refuses the repeat, the values are there.
    await expect(connector.pushStock(handle, [update('SKU-S1', 'S1', 4), update('SKU-S2', 'S2', 0)])).resolves.toEqual({
      accepted: ['SKU-S1', 'SKU-S2'],
      rejected: [],
    });
  });

  it('pulls a control-created order mapped to the spec, advances the cursor, and sees its cancellation', async () => {
    const handle = connection();
    const seller = handle.credentials.supplier_id;
    await putListings(seller, [listing('O1')]);
    const { order } = await control('POST', '/orders', {
      supplier_id: seller,
      lines: [{ barcode: 'O1', merchant_sku: 'SKU-O1', product_name: 'Elbise', quantity: 2, amount: 45.5 }],
      customer: { first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse@example.com', phone: '05550000000' },
      shipping_address: { address1: 'Cumhuriyet Cad. 1', city: 'İstanbul', district: 'Şişli', postal_code: '34380', country_code: 'TR' },
    });

    const first = await connector.pullOrders(handle, null);
    expect(first.more).toBe(false);
    expect(first.orders).toEqual([
      {
        marketplace_order_id: order.order_number,
        marketplace_status: 'Created',
        status: 'created',
        customer: { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '05550000000' },
        items: [{ sku: 'SKU-O1', title: 'Elbise', quantity: 2, price: 45.5, line_id: String(order.line_ids[0]), vat_rate: 20 }],
        total: 91,
        currency: 'TRY',
        shipping_address: {
          line1: 'Cumhuriyet Cad. 1',
          line2: null,
          city: 'İstanbul',
          district: 'Şişli',
          postal_code: '34380',
          country: 'TR',
        },
        billing_address: { tax_office: null, tax_number: null, line1: 'Cumhuriyet Cad. 1', city: 'İstanbul' },
        tracking_number: expect.stringMatching(/^733\d+$/),
        cargo_provider: 'Trendyol Express Marketplace',
        // Trendyol's contracted carrier (no OWN_CONTRACT configured) assigned them.
        tracking_assigned_by_marketplace: true,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    const createdAt = Date.parse(first.orders[0].created_at);
    expect(Math.abs(createdAt - Date.now())).toBeLessThan(60_000);
    expect(Number(first.cursor)).toBe(Date.parse(first.orders[0].updated_at));

    await wait(5);
    await control('POST', `/orders/${order.order_number}/cancel`, { reason: 'müşteri vazgeçti' });
    const second = await connector.pullOrders(handle, first.cursor);
    expect(second.orders.map((o) => [o.marketplace_order_id, o.status])).toEqual([[order.order_number, 'cancelled']]);
    expect(Number(second.cursor)).toBeGreaterThan(Number(first.cursor));
  });

  it('walks an old cursor forward two weeks at a time, saying more is waiting', async () => {
    const handle = connection();
    const monthAgo = Date.now() - 30 * 86_400_000;
    const page = await connector.pullOrders(handle, String(monthAgo));
    expect(page).toEqual({ orders: [], cursor: String(monthAgo + 14 * 86_400_000), more: true });
  });
  describe('pushOrderStatus', () => {
    const change = (order: string, status: 'processing' | 'shipped' | 'delivered', tracking: string | null = null) => ({
      marketplace_order_id: order,
      status,
      tracking_number: tracking,
      cargo_provider: tracking ? 'yurtici' : null,
    });
    /** The writes the seller's account received (package updates), oldest first. */
    const writes = async (seller: string) =>
      ((await control('GET', '/calls')) as Array<{ method: string; path: string; body: unknown; status: number }>)
        .filter((call) => call.method === 'PUT' && call.path.includes(`/sellers/${seller}/`))
        .map(({ path, body, status }) => ({ path, body, status }));
    const packageStatus = async (handle: ConnectionHandle) =>
      (await connector.pullOrders(handle, null)).orders.map((o) => o.marketplace_status);

    async function placeOrder(handle: ConnectionHandle, extra: Record<string, unknown> = {}) {
      const seller = handle.credentials.supplier_id;
      await putListings(seller, [listing('P1')]);
      const { order } = await control('POST', '/orders', {
        supplier_id: seller,
        lines: [{ barcode: 'P1', quantity: 2, amount: 50 }],
        customer: { first_name: 'Ali', last_name: 'Kaya' },
        shipping_address: { address1: 'İnönü Cad. 3', city: 'Ankara', district: 'Çankaya' },
        ...extra,
      });
      return order as { order_number: string; shipment_package_id: number; line_ids: number[] };
    }

    it('notifies processing as Picking with every line of the package, once', async () => {
      const handle = connection();
      const order = await placeOrder(handle);
      await expect(connector.pushOrderStatus(handle, change(order.order_number, 'processing'))).resolves.toBe('done');
      const path = `/integration/order/sellers/${handle.credentials.supplier_id}/shipment-packages/${order.shipment_package_id}`;
      expect(await writes(handle.credentials.supplier_id)).toEqual([
        { path, body: { lines: [{ lineId: order.line_ids[0], quantity: 2 }], params: {}, status: 'Picking' }, status: 200 },
      ]);
      const [pulled] = (await connector.pullOrders(handle, null)).orders;
      expect([pulled.marketplace_status, pulled.status]).toEqual(['Picking', 'processing']);

      await expect(connector.pushOrderStatus(handle, change(order.order_number, 'processing'))).resolves.toBe('skipped');
      expect(await writes(handle.credentials.supplier_id)).toHaveLength(1);
    });

    it("mirrors shipped under Trendyol's contract as Picking only; the package keeps Trendyol's carrier and barcode", async () => {
      const handle = connection();
      const order = await placeOrder(handle);
      await expect(connector.pushOrderStatus(handle, change(order.order_number, 'shipped', 'YK1'))).resolves.toBe('done');
      expect((await writes(handle.credentials.supplier_id)).map((w) => (w.body as { status: string }).status)).toEqual(['Picking']);
      const [pulled] = (await connector.pullOrders(handle, null)).orders;
      expect(pulled).toMatchObject({
        marketplace_status: 'Picking',
        cargo_provider: 'Trendyol Express Marketplace',
        tracking_number: expect.stringMatching(/^733\d+$/),
      });

      await expect(connector.pushOrderStatus(handle, change(order.order_number, 'shipped', 'YK1'))).resolves.toBe('skipped');
      expect(await writes(handle.credentials.supplier_id)).toHaveLength(1);
    });

    it("feeds the tracking number under the seller's own contract; Trendyol has the package Shipped once that carrier takes it", async () => {
      const handle = { ...connection(), config: { ...CONFIG, cargo_provider: 'OWN_CONTRACT' as const } };
      const order = await placeOrder(handle);
      // Yurtiçi's tracking numbers are digits (725…): Trendyol keeps cargoTrackingNumber a number.
      await expect(connector.pushOrderStatus(handle, change(order.order_number, 'shipped', '725123456789'))).resolves.toBe('done');
      const calls = await writes(handle.credentials.supplier_id);
      expect(calls.map((c) => [c.path.split('/').at(-1), c.body, c.status])).toEqual([
        [String(order.shipment_package_id), { lines: [{ lineId: order.line_ids[0], quantity: 2 }], params: {}, status: 'Picking' }, 200],
        ['update-tracking-number', { trackingNumber: '725123456789' }, 200],
      ]);
      // The sandbox's carrier takes the parcel after one tracking step.
      await new Promise((resolve) => setTimeout(resolve, CARRIER_STEP_MS + 100));
      const [pulled] = (await connector.pullOrders(handle, null)).orders;
      expect(pulled).toMatchObject({
        marketplace_status: 'Shipped',
        status: 'shipped',
        tracking_number: '725123456789',
        tracking_assigned_by_marketplace: false,
      });

      // Already shipped: nothing more to send, and nothing is sent.
      await expect(connector.pushOrderStatus(handle, change(order.order_number, 'shipped', '725123456789'))).resolves.toBe('skipped');
      expect(await writes(handle.credentials.supplier_id)).toHaveLength(2);

      // The return flow then shows in the next poll.
      await control('POST', `/orders/${order.order_number}/return`, { reason: 'beden uymadı' });
      expect((await connector.pullOrders(handle, null)).orders).toMatchObject([{ marketplace_status: 'Returned', status: 'returned' }]);
    });

    it('sends for delivered only what the seller still owes (Trendyol sets Delivered itself)', async () => {
      const handle = connection();
      const order = await placeOrder(handle);
      // Shipped and delivered in quick succession reach the runtime as delivered alone.
      await expect(connector.pushOrderStatus(handle, change(order.order_number, 'delivered'))).resolves.toBe('done');
      const afterJump = await writes(handle.credentials.supplier_id);
      expect(afterJump.map((c) => c.body)).toEqual([expect.objectContaining({ status: 'Picking' })]);
      // Once there, delivered sends nothing more.
      await expect(connector.pushOrderStatus(handle, change(order.order_number, 'delivered'))).resolves.toBe('skipped');
      expect(await writes(handle.credentials.supplier_id)).toHaveLength(afterJump.length);
    });

    it('skips a cancelled order and an unknown one; sends nothing', async () => {
      const handle = connection();
      const order = await placeOrder(handle);
      await control('POST', `/orders/${order.order_number}/cancel`, { reason: 'stok yok' });
      await expect(connector.pushOrderStatus(handle, change(order.order_number, 'processing'))).resolves.toBe('skipped');
      await expect(connector.pushOrderStatus(handle, change('999', 'shipped', 'YK1'))).resolves.toBe('skipped');
      expect(await writes(handle.credentials.supplier_id)).toEqual([]);
    });

    it('throws when Trendyol is down, so the change is retried', async () => {
      const handle = connection();
      const order = await placeOrder(handle);
      await control('POST', '/faults', { path: '*shipment-packages*', status: 500, count: 1 });
      const error = await rejection(connector.pushOrderStatus(handle, change(order.order_number, 'processing')));
      expect(error).toBeInstanceOf(DomainError);
      expect(error?.code).toBe('marketplace.unreachable');
      expect(await packageStatus(handle)).toEqual(['Created']);
    });

    it('reports the invoice address of a corporate order as the billing address', async () => {
      const handle = connection();
      await placeOrder(handle, {
        customer: { first_name: 'Ali', last_name: 'Kaya', tax_number: '1234567890' },
        invoice_address: { address1: 'Atatürk Bulvarı 10', city: 'Ankara', district: 'Kavaklıdere' },
      });
      const [pulled] = (await connector.pullOrders(handle, null)).orders;
      expect(pulled.billing_address).toEqual({
        tax_office: 'Kavaklıdere',
        tax_number: '1234567890',
        line1: 'Atatürk Bulvarı 10',
        city: 'Ankara',
      });
    });

    it('the marketplace refuses backward moves: a Shipped package cannot return to Picking', async () => {
      const handle = connection();
      const order = await placeOrder(handle);
      const seller = handle.credentials.supplier_id;
      const auth = { authorization: `Basic ${Buffer.from('key:secret').toString('base64')}`, 'user-agent': `${seller} - Tezgah` };
      const packagePath = `/trendyol/integration/order/sellers/${seller}/shipment-packages/${order.shipment_package_id}`;
      const put = (url: string, payload: object) => app.inject({ method: 'PUT', url, headers: auth, payload });
      const picking = { lines: [{ lineId: order.line_ids[0], quantity: 2 }], params: {}, status: 'Picking' };
      expect((await put(packagePath, { ...picking, status: 'Invoiced', params: { invoiceNumber: 'TZG2026000000001' } })).statusCode).toBe(
        400,
      );
      expect((await put(packagePath, picking)).statusCode).toBe(200);
      expect(
        (
          await put(`/trendyol/integration/test/order/sellers/${seller}/shipment-packages/${order.shipment_package_id}/status`, {
            status: 'Shipped',
          })
        ).statusCode,
      ).toBe(200);
      const back = await put(packagePath, picking);
      expect(back.statusCode).toBe(400);
      expect(back.json().errors[0].message).toContain('Shipped statüsündeki paket Picking');
      await expect(connector.pushOrderStatus(handle, change(order.order_number, 'processing'))).resolves.toBe('skipped');
      expect(await packageStatus(handle)).toEqual(['Shipped']);
    });
  });
});
