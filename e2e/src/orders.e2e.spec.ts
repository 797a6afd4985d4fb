// Orders as a seller and an integrator see them (spec: Order, the Orders endpoints, the Order
// state table, the order events; decisions §7, §14), in both runtime shapes, driven through the
// sandbox control API: a customer order on Trendyol is ingested by polling, takes stock, and the
// new stock reaches the other marketplaces; list filters; every allowed and refused transition;
// mirroring seen in the sandbox's call log, also through an outage; cancellations and returns from
// the marketplace; a seller's tracking number against Trendyol's (kept through later polls under
// the seller's own contract, refused where Trendyol's carrier assigned one); no duplicates when
// polled again, also across a connector restart.
import {
  api,
  type Api,
  DEMO_PASSWORD,
  type HttpsReceiver,
  startHttpsReceiver,
  startSystem,
  type System,
  testCertificates,
  uniqueGtin13,
} from '@tezgah/testing';
import { expectError, expectInvalidField, FAST_MARKETPLACES, uniqueValue, until } from './support';

const POLL_MS = 1_000;
/** The product's stock at the start: enough for every order the tests place, each of its own. */
const STOCK = 20;
const FAST = { ...FAST_MARKETPLACES, TEZGAH_ORDER_POLL_INTERVAL_MS: String(POLL_MS) };
/** Istanbul's calendar day of an instant (UTC+3 all year). */
const istanbulDay = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

async function post(url: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

interface SandboxCall {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  status: number | null;
}

describe.each(['single', 'distributed'] as const)('orders (%s shape)', (shape) => {
  let system: System;
  let client: Api;
  let receiver: HttpsReceiver;
  let owner: string;
  let staff: string;
  let viewer: string;
  let other: string;
  const hookPath = `/order-events-${shape}`;
  const supplier = String(200_000 + Math.floor(Math.random() * 700_000));
  const accounts = {
    trendyol: { supplier_id: supplier, api_key: uniqueValue('tykey'), api_secret: uniqueValue('sec') },
    n11: { api_key: uniqueValue('n11key'), api_secret: uniqueValue('sec') },
    boyner: { api_key: uniqueValue('bykey'), api_secret: uniqueValue('sec') },
  };
  const product = { sku: uniqueValue('ORD'), barcode: uniqueGtin13('868') };
  let productId: string;

  beforeAll(async () => {
    receiver = await startHttpsReceiver();
    system = await startSystem({
      shape,
      marketplaces: ['trendyol', 'n11', 'boyner'],
      env: { ...FAST, NODE_EXTRA_CA_CERTS: testCertificates().caPath },
    });
    client = api(system.baseUrl);
    [owner, staff, viewer, other] = await Promise.all(
      ['owner@demo.tezgah.dev', 'staff@demo.tezgah.dev', 'viewer@demo.tezgah.dev', 'owner@other.tezgah.dev'].map(
        async (email) => (await client.tokens(email, DEMO_PASSWORD)).access_token,
      ),
    );
    const hook = await client.request('POST', '/webhooks', {
      token: owner,
      body: { url: receiver.urlFor(hookPath), events: ['order.created', 'order.updated', 'order.cancelled', 'order.returned'] },
    });
    expect(hook.status).toBe(201);

    const created = await client.request('POST', '/products', {
      token: owner,
      body: { sku: product.sku, barcode: product.barcode, title: 'Sipariş edilen ürün', price: 150, stock: STOCK },
    });
    expect(created.status).toBe(201);
    productId = created.body.id;
    const listings = [
      post(`${system.sandboxUrl}/control/trendyol/listings`, {
        supplier_id: supplier,
        items: [
          {
            barcode: product.barcode,
            stock_code: product.sku,
            title: 'Sipariş edilen ürün',
            quantity: STOCK,
            sale_price: 150,
            list_price: 180,
          },
        ],
      }),
      ...(['n11', 'boyner'] as const).map((slug) =>
        post(`${system.sandboxUrl}/control/${slug}/listings`, {
          seller: accounts[slug].api_key,
          listings: [{ sku: product.sku, barcode: product.barcode, title: 'Sipariş edilen ürün', quantity: STOCK, price: 150 }],
        }),
      ),
    ];
    for (const listed of await Promise.all(listings)) expect(listed.status).toBeLessThan(300);
    // A seller-contracted carrier: Trendyol then takes the tracking number the seller gives.
    expect(
      (await client.request('PUT', '/marketplaces/trendyol/config', { token: owner, body: { cargo_provider: 'OWN_CONTRACT' } })).status,
    ).toBe(200);
    for (const slug of ['trendyol', 'n11', 'boyner'] as const) {
      const connected = await client.request('POST', `/marketplaces/${slug}/connect`, { token: owner, body: accounts[slug] });
      expect({ slug, status: connected.status }).toEqual({ slug, status: 200 });
      await until(
        async () => (await client.request('GET', `/jobs/${connected.body.sync_job_id}`, { token: owner })).body.status,
        (s) => s === 'completed',
      );
    }
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
    await receiver?.close();
  }, 60_000);

  const get = (path: string, token = owner) => client.request('GET', path, { token });
  const patch = (id: string, body: unknown, token = owner) => client.request('PATCH', `/orders/${id}/status`, { token, body });
  const hookEvents = () =>
    receiver
      .requestsTo(hookPath)
      .map(
        (request) => JSON.parse(request.rawBody.toString()) as { type: string; data: { id: string; status: string; updated_at: string } },
      );
  /** Trendyol's call log, or its part since an instant (ISO 8601). */
  const trendyolCalls = async (since?: string) =>
    (await (await fetch(`${system.sandboxUrl}/control/trendyol/calls${since ? `?since=${since}` : ''}`)).json()) as SandboxCall[];
  const sandboxQuantity = async (slug: 'n11' | 'boyner') => {
    const body = (await (await fetch(`${system.sandboxUrl}/control/${slug}/listings?seller=${accounts[slug].api_key}`)).json()) as {
      listings: Array<{ sku: string; quantity: number }>;
    };
    return body.listings.find((listing) => listing.sku === product.sku)?.quantity;
  };

  /** A customer buys on Trendyol (decisions §14); answers the order number and its package. */
  async function customerOrder(quantity: number, supplierId = supplier): Promise<{ orderNumber: string; packageId: number }> {
    const placed = await post(`${system.sandboxUrl}/control/trendyol/orders`, {
      supplier_id: supplierId,
      lines: [{ barcode: product.barcode, merchant_sku: product.sku, product_name: 'Sipariş edilen ürün', quantity, amount: 150 }],
      customer: { first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse@example.com', phone: '+905551112233', tax_number: null },
      shipping_address: { address1: 'Bağdat Cad. 1', city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country_code: 'TR' },
      invoice_address: { address1: 'Bağdat Cad. 1', city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country_code: 'TR' },
    });
    expect(placed.status).toBe(201);
    const order = placed.body.order as { order_number: string; shipment_package_id: number };
    return { orderNumber: order.order_number, packageId: order.shipment_package_id };
  }

  type ListedOrder = { id: string; status: string; marketplace_order_id: string } & Record<string, unknown>;
  async function ingested(orderNumber: string, token = owner): Promise<ListedOrder> {
    const found = await until(
      async () =>
        ((await get('/orders?marketplace=trendyol&per_page=100', token)).body.data as ListedOrder[]).find(
          (o) => o.marketplace_order_id === orderNumber,
        ),
      Boolean,
      10_000,
    );
    expect(found).toBeDefined();
    return found!;
  }

  it('ingests a Trendyol customer order within two poll intervals, with the right fields, and takes its stock once', async () => {
    const placedAt = Date.now();
    const { orderNumber } = await customerOrder(3);
    const order = await ingested(orderNumber);
    // Within two poll intervals of being placed (decisions §7's interval, 1 s here).
    expect(Date.now() - placedAt).toBeLessThan(2 * POLL_MS);
    expect(Object.keys(order).sort()).toEqual([
      'billing_address',
      'cargo_provider',
      'created_at',
      'currency',
      'customer',
      'id',
      'invoice_id',
      'items',
      'marketplace',
      'marketplace_order_id',
      'shipping_address',
      'status',
      'total',
      'tracking_number',
      'updated_at',
    ]);
    expect(order).toMatchObject({
      id: expect.stringMatching(/^ord_/),
      marketplace: 'trendyol',
      marketplace_order_id: orderNumber,
      status: 'created',
      customer: { name: 'Ayşe Yılmaz' },
      items: [{ sku: product.sku, title: 'Sipariş edilen ürün', quantity: 3, price: 150 }],
      total: 450,
      currency: 'TRY',
      shipping_address: { line1: 'Bağdat Cad. 1', city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country: 'TR' },
      invoice_id: null,
    });
    // The one order's read also shows its shipment (none yet).
    expect((await get(`/orders/${order.id}`, viewer)).body).toEqual({ ...order, shipment: null });

    // The stock drops by the quantity, and the new value reaches the other two marketplaces.
    expect(
      await until(
        async () => (await get(`/products/${productId}`)).body.stock,
        (stock) => stock === STOCK - 3,
      ),
    ).toBe(STOCK - 3);
    for (const slug of ['n11', 'boyner'] as const)
      expect(
        await until(
          () => sandboxQuantity(slug),
          (q) => q === STOCK - 3,
        ),
      ).toBe(STOCK - 3);
    const movements = (await get(`/products/${productId}/stock-movements`)).body.data;
    expect(movements[0]).toMatchObject({ old_stock: STOCK, new_stock: STOCK - 3, source: 'order', reference: order.id });

    // order.created reaches the webhook once, even after more polls.
    await new Promise((resolve) => setTimeout(resolve, 3 * POLL_MS));
    const created = hookEvents().filter((event) => event.type === 'order.created' && event.data.id === order.id);
    expect(created).toHaveLength(1);
    expect(created[0].data).toEqual(order);
    expect(
      ((await get('/orders?per_page=100')).body.data as Array<{ marketplace_order_id: string }>).filter(
        (o) => o.marketplace_order_id === orderNumber,
      ),
    ).toHaveLength(1);
    expect((await get(`/products/${productId}`)).body.stock).toBe(STOCK - 3);
  }, 60_000);

  it('filters the list by status, marketplace and Istanbul days, and refuses a bogus status', async () => {
    const { orderNumber } = await customerOrder(1);
    const order = await ingested(orderNumber);
    // The order's own Istanbul day, not the clock's now: a run across 21:00 UTC changes Istanbul's date.
    const day = istanbulDay(new Date(order.created_at as string));
    expect(
      (await get(`/orders?status=created&marketplace=trendyol&from_date=${day}&to_date=${day}&per_page=100`)).body.data.map(
        (o: ListedOrder) => o.id,
      ),
    ).toContain(order.id);
    expect((await get('/orders?marketplace=n11')).body.data).toEqual([]);
    expect((await get('/orders?status=delivered')).body.data.every((o: { status: string }) => o.status === 'delivered')).toBe(true);
    expect((await get('/orders?from_date=2020-01-01&to_date=2020-01-02')).body.data).toEqual([]);
    expectInvalidField(await get('/orders?status=bogus'), 'status');
    expectInvalidField(await get('/orders?from_date=2026-13-40'), 'from_date');
  });

  it('moves through every allowed transition and refuses the others, mirroring each to Trendyol', async () => {
    const { orderNumber, packageId } = await customerOrder(1);
    const order = await ingested(orderNumber);
    const refused = async (body: Record<string, unknown>, from: string, allowed: string[]) => {
      const response = await patch(order.id, body);
      expectError(response, 422, 'business.invalid');
      expect(response.body.error.details).toEqual({ from, to: body.status, allowed });
    };

    expectError(await patch(order.id, { status: 'processing' }, viewer), 403, 'auth.insufficient_scope');
    expectError(await patch(order.id, { status: 'processing' }, other), 404, 'resource.not_found');
    expectInvalidField(await patch(order.id, { status: 'cancelled' }), 'status');
    await refused({ status: 'delivered' }, 'created', ['processing', 'shipped']);

    const processing = await patch(order.id, { status: 'processing' }, staff);
    expect({ status: processing.status, order: processing.body }).toMatchObject({
      status: 200,
      order: { id: order.id, status: 'processing' },
    });
    const again = await patch(order.id, { status: 'processing' });
    expect({ status: again.status, order: again.body.status }).toEqual({ status: 200, order: 'processing' });
    await refused({ status: 'delivered' }, 'processing', ['shipped']);

    const shipped = await patch(order.id, { status: 'shipped', tracking_number: 'TRK123456', cargo_provider: 'aras' });
    expect(shipped.body).toMatchObject({ status: 'shipped', tracking_number: 'TRK123456', cargo_provider: 'aras' });
    await refused({ status: 'processing' }, 'shipped', ['delivered']);
    expect((await patch(order.id, { status: 'delivered' })).body.status).toBe('delivered');
    await refused({ status: 'shipped' }, 'delivered', []);

    // The marketplace saw Picking, then the seller's tracking number; nothing for Delivered.
    const calls = await until(trendyolCalls, (all) =>
      all.some((c) => c.path.endsWith(`/shipment-packages/${packageId}/update-tracking-number`)),
    );
    const mirrored = calls.filter((c) => c.method === 'PUT' && c.path.includes(`/shipment-packages/${packageId}`));
    expect(
      mirrored.map((c) => [c.path.replace(/.*shipment-packages\/\d+/, ''), c.body?.status ?? c.body?.trackingNumber, c.status]),
    ).toEqual([
      ['', 'Picking', 200],
      ['/update-tracking-number', 'TRK123456', 200],
    ]);

    const updates = await until(
      async () => hookEvents().filter((event) => event.type === 'order.updated' && event.data.id === order.id),
      (events) => events.length >= 3,
    );
    // Deliveries run in parallel, so they may arrive out of order; each carries the order as it was.
    const byChange = [...updates].sort((a, b) => a.data.updated_at.localeCompare(b.data.updated_at));
    expect(byChange.map((event) => event.data.status)).toEqual(['processing', 'shipped', 'delivered']);
  }, 60_000);

  it('ships only with a tracking number and a carrier, given or already on the order', async () => {
    // Boyner (the generic protocol) reports no carrier before shipping, unlike Trendyol's own.
    const placed = await post(`${system.sandboxUrl}/control/boyner/orders`, {
      seller: accounts.boyner.api_key,
      lines: [{ merchant_sku: product.sku, product_name: 'Sipariş edilen ürün', quantity: 1, amount: 150 }],
    });
    expect(placed.status).toBeLessThan(300);
    const number = (placed.body.order as { order_number: string }).order_number;
    const order = await until(
      async () =>
        (
          (await get('/orders?marketplace=boyner&per_page=100')).body.data as Array<{
            id: string;
            marketplace_order_id: string;
            tracking_number: string | null;
          }>
        ).find((o) => o.marketplace_order_id === number),
      Boolean,
      10_000,
    );
    expect(order).toMatchObject({ tracking_number: null });
    const untracked = await patch(order!.id, { status: 'shipped' });
    expectError(untracked, 422, 'business.invalid');
    expect(Object.keys(untracked.body.error.details).sort()).toEqual(['cargo_provider', 'tracking_number']);
    expectError(await patch(order!.id, { status: 'shipped', tracking_number: 'CS-1' }), 422, 'business.invalid');
    expect((await patch(order!.id, { status: 'shipped', tracking_number: 'CS-1', cargo_provider: 'mng' })).body).toMatchObject({
      status: 'shipped',
      cargo_provider: 'mng',
    });
    // The generic protocol's status call carried it.
    const calls = await until(
      async () => (await (await fetch(`${system.sandboxUrl}/control/boyner/calls`)).json()) as SandboxCall[],
      (all) => all.some((c) => c.path.endsWith('/status') && c.status === 200),
    );
    expect(calls.filter((c) => c.path.endsWith('/status')).map((c) => c.body)).toEqual([
      expect.objectContaining({ status: 'shipped', tracking_number: 'CS-1', cargo_provider: 'mng' }),
    ]);
  }, 60_000);

  it('accepts a status change while Trendyol fails, and mirrors it after recovery', async () => {
    const { orderNumber, packageId } = await customerOrder(1);
    const order = await ingested(orderNumber);
    const fault = await post(`${system.sandboxUrl}/control/trendyol/faults`, { path: '*', status: 500, count: 100_000 });
    expect(fault.status).toBe(204);
    const since = new Date().toISOString();
    try {
      const response = await patch(order.id, { status: 'processing' });
      expect({ status: response.status, order: response.body.status }).toEqual({ status: 200, order: 'processing' });
      // Trendyol refuses what the connector sends meanwhile (its polls; the mirroring, until the
      // breaker opens), and the status does not get through.
      const during = await until(
        () => trendyolCalls(since),
        (calls) => calls.some((c) => c.status === 500),
      );
      expect(during.filter((c) => c.path.endsWith(`/shipment-packages/${packageId}`) && c.status === 200)).toEqual([]);
    } finally {
      expect((await fetch(`${system.sandboxUrl}/control/trendyol/faults`, { method: 'DELETE' })).status).toBe(204);
    }
    const calls = await until(
      trendyolCalls,
      (all) => all.some((c) => c.path.endsWith(`/shipment-packages/${packageId}`) && c.status === 200),
      40_000,
    );
    expect(calls.filter((c) => c.path.endsWith(`/shipment-packages/${packageId}`) && c.status === 200)).toEqual([
      expect.objectContaining({ method: 'PUT', body: expect.objectContaining({ status: 'Picking' }) }),
    ]);
  }, 90_000);

  it('turns a marketplace cancellation into order.cancelled with the stock given back, and a return into order.returned', async () => {
    const before = (await get(`/products/${productId}`)).body.stock as number;
    const cancelledOne = await customerOrder(2);
    const toCancel = await ingested(cancelledOne.orderNumber);
    expect(
      await until(
        async () => (await get(`/products/${productId}`)).body.stock,
        (stock) => stock === before - 2,
      ),
    ).toBe(before - 2);
    expect(
      (await post(`${system.sandboxUrl}/control/trendyol/orders/${cancelledOne.orderNumber}/cancel`, { reason: 'Müşteri vazgeçti' }))
        .status,
    ).toBeLessThan(300);
    expect(
      (
        await until(
          async () => (await get(`/orders/${toCancel.id}`)).body,
          (o) => o.status === 'cancelled',
        )
      ).status,
    ).toBe('cancelled');
    expect(
      await until(
        async () => (await get(`/products/${productId}`)).body.stock,
        (stock) => stock === before,
      ),
    ).toBe(before);
    const cancelledEvents = await until(
      async () => hookEvents().filter((e) => e.type === 'order.cancelled' && e.data.id === toCancel.id),
      (e) => e.length > 0,
    );
    expect(cancelledEvents.map((e) => e.data.status)).toEqual(['cancelled']);

    const returnedOne = await customerOrder(1);
    const toReturn = await ingested(returnedOne.orderNumber);
    await patch(toReturn.id, { status: 'shipped', tracking_number: 'TRK777', cargo_provider: 'yurtici' });
    expect(
      (await post(`${system.sandboxUrl}/control/trendyol/orders/${returnedOne.orderNumber}/return`, { reason: 'Beden uymadı' })).status,
    ).toBeLessThan(300);
    expect(
      (
        await until(
          async () => (await get(`/orders/${toReturn.id}`)).body,
          (o) => o.status === 'returned',
        )
      ).status,
    ).toBe('returned');
    const returned = await until(
      async () => hookEvents().filter((e) => e.type === 'order.returned' && e.data.id === toReturn.id),
      (e) => e.length > 0,
    );
    expect(returned).toHaveLength(1);
    expectError(await patch(toReturn.id, { status: 'delivered' }), 422, 'business.invalid');
  }, 90_000);

  it("sums a day's sales by marketplace and currency as the list holds them, cancelled and returned left out", async () => {
    const { orderNumber } = await customerOrder(2);
    const order = await ingested(orderNumber);
    const day = istanbulDay(new Date(order.created_at as string));
    type Listed = { marketplace: string; currency: string; total: number; status: string };
    const listed: Listed[] = [];
    for (let page = 1; ; page++) {
      const answer = await get(`/orders?from_date=${day}&to_date=${day}&per_page=100&page=${page}`);
      listed.push(...(answer.body.data as Listed[]));
      if (page >= answer.body.pagination.total_pages) break;
    }
    const expected = new Map<string, { orders: number; amount: number }>();
    for (const o of listed.filter((o) => !['cancelled', 'returned'].includes(o.status))) {
      const key = `${o.marketplace} ${o.currency}`;
      const sum = expected.get(key) ?? { orders: 0, amount: 0 };
      expected.set(key, { orders: sum.orders + 1, amount: Math.round((sum.amount + o.total) * 100) / 100 });
    }
    const sales = await get(`/sales?from_date=${day}&to_date=${day}`, viewer);
    expect(sales.status).toBe(200);
    expect(sales.body).toMatchObject({ from_date: day, to_date: day });
    const answered = new Map(
      (sales.body.marketplaces as Array<{ marketplace: string; currency: string; orders: number; amount: number }>).map((m) => [
        `${m.marketplace} ${m.currency}`,
        { orders: m.orders, amount: Math.round(m.amount * 100) / 100 },
      ]),
    );
    expect(answered).toEqual(expected);
    expect(answered.get('trendyol TRY')?.orders).toBeGreaterThan(0);
    // One day given stands for both; days of the other tenant are its own.
    expect((await get(`/sales?from_date=${day}`)).body.marketplaces).toEqual(sales.body.marketplaces);
    expect((await get('/sales?from_date=2020-01-01&to_date=2020-01-02')).body.marketplaces).toEqual([]);
    expectInvalidField(await get('/sales?from_date=2026-02-30'), 'from_date');
    expectInvalidField(await get('/sales?from_date=2026-03-02&to_date=2026-03-01'), 'from_date');
  });

  it('keeps another tenant out', async () => {
    const { orderNumber } = await customerOrder(1);
    const order = await ingested(orderNumber);
    expectError(await get(`/orders/${order.id}`, other), 404, 'resource.not_found');
    // None of this tenant's orders, whatever orders the other tenant has of its own.
    const ours = ((await get('/orders?per_page=100')).body.data as ListedOrder[]).map((o) => o.id);
    const theirs = ((await get('/orders?per_page=100', other)).body.data as ListedOrder[]).map((o) => o.id);
    expect(ours).toContain(order.id);
    expect(theirs.filter((id) => ours.includes(id))).toEqual([]);
  });

  it("keeps the seller's own-contract tracking number and carrier once Trendyol took them, through later polls", async () => {
    const { orderNumber, packageId } = await customerOrder(1);
    const order = await ingested(orderNumber);
    // Under OWN_CONTRACT, Trendyol's barcode on the package is only shown: the seller sends their own.
    expect(order).toMatchObject({ tracking_number: expect.stringMatching(/^733\d+$/), cargo_provider: 'Trendyol Express Marketplace' });
    const shipped = await patch(order.id, { status: 'shipped', tracking_number: 'OWN-4455', cargo_provider: 'mng' });
    expect({ status: shipped.status, body: shipped.body }).toMatchObject({
      status: 200,
      body: { status: 'shipped', tracking_number: 'OWN-4455', cargo_provider: 'mng' },
    });
    const fed = await until(trendyolCalls, (all) =>
      all.some((c) => c.path.endsWith(`/shipment-packages/${packageId}/update-tracking-number`)),
    );
    expect(
      fed.filter((c) => c.path.endsWith(`/shipment-packages/${packageId}/update-tracking-number`)).map((c) => [c.body, c.status]),
    ).toEqual([[{ trackingNumber: 'OWN-4455' }, 200]]);
    // Trendyol now reports the package Shipped, with its own carrier name; polls bring it again and again.
    await new Promise((resolve) => setTimeout(resolve, 4 * POLL_MS));
    expect((await get(`/orders/${order.id}`)).body).toMatchObject({
      status: 'shipped',
      tracking_number: 'OWN-4455',
      cargo_provider: 'mng',
    });
  }, 60_000);

  it("refuses a seller's tracking number where Trendyol's contracted carrier assigned one, and ships with Trendyol's", async () => {
    // Another tenant on Trendyol's contracted carrier (no cargo_provider configured).
    const otherSupplier = String(Number(supplier) + 1);
    const listed = await post(`${system.sandboxUrl}/control/trendyol/listings`, {
      supplier_id: otherSupplier,
      items: [
        { barcode: product.barcode, stock_code: product.sku, title: 'Sipariş edilen ürün', quantity: 5, sale_price: 150, list_price: 180 },
      ],
    });
    expect(listed.status).toBeLessThan(300);
    const connected = await client.request('POST', '/marketplaces/trendyol/connect', {
      token: other,
      body: { supplier_id: otherSupplier, api_key: uniqueValue('tykey'), api_secret: uniqueValue('sec') },
    });
    expect(connected.status).toBe(200);
    await until(
      async () => (await get(`/jobs/${connected.body.sync_job_id}`, other)).body.status,
      (s) => s === 'completed',
    );
    const { orderNumber, packageId } = await customerOrder(1, otherSupplier);
    const order = await ingested(orderNumber, other);
    const assigned = { tracking_number: order.tracking_number as string, cargo_provider: 'Trendyol Express Marketplace' };
    expect(assigned.tracking_number).toMatch(/^733\d+$/);

    const refused = await patch(order.id, { status: 'shipped', tracking_number: 'YK-1', cargo_provider: 'yurtici' }, other);
    expectError(refused, 422, 'business.invalid');
    expect(refused.body.error.details).toEqual({
      tracking_number: [{ code: 'assigned_by_marketplace', message: expect.stringContaining(assigned.tracking_number) }],
      cargo_provider: [{ code: 'assigned_by_marketplace', message: expect.stringContaining(assigned.cargo_provider) }],
    });
    expect((await get(`/orders/${order.id}`, other)).body).toEqual({ ...order, shipment: null });

    const shipped = await patch(order.id, { status: 'shipped', tracking_number: assigned.tracking_number }, other);
    expect({ status: shipped.status, body: shipped.body }).toMatchObject({ status: 200, body: { status: 'shipped', ...assigned } });
    // Trendyol got the seller's part (Picking) and no tracking number of the seller's.
    const calls = await until(trendyolCalls, (all) =>
      all.some((c) => c.path.endsWith(`/shipment-packages/${packageId}`) && c.status === 200),
    );
    expect(
      calls.filter((c) => c.method === 'PUT' && c.path.includes(`/shipment-packages/${packageId}`)).map((c) => c.body?.status ?? c.path),
    ).toEqual(['Picking']);
    await new Promise((resolve) => setTimeout(resolve, 3 * POLL_MS));
    expect((await get(`/orders/${order.id}`, other)).body).toMatchObject({ status: 'shipped', ...assigned });
  }, 90_000);

  if (shape === 'distributed') {
    it('creates no duplicate after a restart of the connector, which polls the same orders again', async () => {
      const { orderNumber } = await customerOrder(1);
      const first = await ingested(orderNumber);
      // Its order.created has arrived before the count of them is taken.
      await until(async () => hookEvents().some((e) => e.type === 'order.created' && e.data.id === first.id), Boolean);
      const count = async () => (await get('/orders?marketplace=trendyol&per_page=100')).body.pagination.total as number;
      const before = await count();
      const createdBefore = hookEvents().filter((e) => e.type === 'order.created').length;
      await system.terminate('connector-trendyol');
      await system.restart('connector-trendyol');
      await new Promise((resolve) => setTimeout(resolve, 4 * POLL_MS));
      expect(await count()).toBe(before);
      expect(hookEvents().filter((e) => e.type === 'order.created').length).toBe(createdBefore);
      const next = await customerOrder(1);
      await ingested(next.orderNumber);
      expect(await count()).toBe(before + 1);
    }, 60_000);
  }
});
