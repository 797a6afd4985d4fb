// Marketplace B's sub-interface through the gateway (spec: "Marketplace B connector"; decisions §3,
// §5, §10; issue 18), in both runtime shapes, against the Amazon simulator: one test per endpoint
// and rule of the acceptance list, the seller connected through the consent page.
import { api, startSystem, type Api, type System } from '@tezgah/testing';
import { control, demoTokens, expectError, expectInvalidField, FAST_MARKETPLACES, until } from './support';

const B = '/marketplaces/amazon';
const TR = 'A33AVAJ2PDY3EV';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Every answer's first bytes, for the label. */
const head = (bytes: ArrayBuffer, n: number) => Buffer.from(bytes).subarray(0, n).toString();

describe.each(['single', 'distributed'] as const)("marketplace B's sub-interface: Amazon (%s shape)", (shape) => {
  let system: System;
  let client: Api;
  const tokens = { owner: '', admin: '', staff: '', viewer: '' };
  const seller = `A${Date.now().toString(36).toUpperCase()}${shape === 'single' ? 'S' : 'D'}TEZ`;

  const sim = (path: string, method: 'GET' | 'POST' | 'DELETE' = 'POST', body?: unknown) =>
    control(`${system.sandboxUrl}/control/amazon${path}`, method, body);
  const get = (path: string, token = tokens.viewer) => client.request('GET', `${B}${path}`, { token });
  const post = (path: string, body: unknown, token = tokens.admin) => client.request('POST', `${B}${path}`, { token, body });

  /** The seller approves on the consent page; the callback completes the connection. */
  async function connect(): Promise<void> {
    const started = await client.request('POST', '/marketplaces/amazon/connect', { token: tokens.owner, body: {} });
    expect(started.status).toBe(200);
    const consent = await fetch(`${started.body.authorization_url}&selling_partner_id=${seller}`, { redirect: 'manual' });
    const callback = await fetch(consent.headers.get('location')!, { headers: { accept: 'application/json' } });
    expect(callback.status).toBe(200);
  }

  /** A customer buys a listed SKU; the order is Unshipped once the payment went through. */
  async function customerOrder(sku: string, quantity = 1): Promise<{ amazon_order_id: string; items: Array<{ order_item_id: string }> }> {
    await sim('/listings', 'POST', {
      selling_partner_id: seller,
      items: [{ seller_sku: sku, asin: 'B0TEZGAH004', quantity: 20, price: 120 }],
    });
    const created = await sim('/orders', 'POST', {
      selling_partner_id: seller,
      items: [{ seller_sku: sku, quantity, price: 120 }],
      buyer: { BuyerName: 'Zeynep Kaya', BuyerEmail: 'zeynep.kaya@example.com' },
      shipping_address: {
        Name: 'Zeynep Kaya',
        AddressLine1: 'Bağdat Cad. 10',
        City: 'İstanbul',
        PostalCode: '34710',
        CountryCode: 'TR',
        Phone: '+905321112233',
      },
    });
    expect(created.status).toBe(200);
    await sleep(400);
    return created.body.order;
  }

  beforeAll(async () => {
    system = await startSystem({
      shape,
      marketplaces: ['amazon'],
      // Fifteen processes on a shared machine may take longer than the default half minute.
      readyTimeoutMs: 90_000,
      env: { ...FAST_MARKETPLACES, TEZGAH_ORDER_POLL_INTERVAL_MS: '60000', TEZGAH_GRANT_REFRESH_INTERVAL_MS: '600000' },
    });
    client = api(system.baseUrl);
    Object.assign(tokens, await demoTokens(client));
    // A seller already selling on Amazon: its listing is mapped by the first synchronisation.
    await sim('/listings', 'POST', {
      selling_partner_id: seller,
      items: [{ seller_sku: `KEEP-${shape}`, asin: 'B0TEZGAH010', quantity: 4, price: 75 }],
    });
    await connect();
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
  }, 60_000);

  it('answers the account on A33AVAJ2PDY3EV with the grant’s expiry, to every role', async () => {
    const account = await get('/account');
    expect({ status: account.status, body: account.body }).toEqual({
      status: 200,
      body: {
        status: 'ok',
        selling_partner_id: seller,
        marketplace_id: TR,
        marketplace_name: 'Amazon.com.tr',
        store_name: expect.stringContaining('Tezgah'),
        brand_registry: [],
        refresh_token_expires_at: expect.any(String),
        checked_at: expect.any(String),
      },
    });
    const months = (Date.parse(account.body.refresh_token_expires_at) - Date.now()) / (30 * 86_400_000);
    expect(months).toBeGreaterThan(5.5);
    expect(months).toBeLessThan(6.5);
  });

  it('lists an offer on an existing ASIN and a new product joining a catalogue entry by its EAN, followed to ACCEPTED/VALID', async () => {
    const offer = {
      seller_sku: `OFF-${shape}`,
      asin: 'B0TEZGAH001',
      condition: 'new_new',
      price: 199.9,
      currency: 'TRY',
      quantity: 12,
      fulfillment: 'FBM',
      handling_time_days: 2,
    };
    const product = {
      seller_sku: `NEW-${shape}`,
      product_type: 'SHIRT',
      external_product_id: '8699000000022',
      external_product_id_type: 'EAN',
      title: 'Kot Pantolon Mavi 32',
      brand: 'Tezgah',
      manufacturer: 'Tezgah Tekstil',
      bullet_points: ['Pamuklu denim'],
      description: 'Rahat kesim kot pantolon.',
      price: 499,
      quantity: 5,
      fulfillment: 'FBM',
      package_weight_kg: 0.6,
      images: [{ role: 'main', url: 'https://cdn.example.com/kot.jpg' }],
    };
    const listed = await post('/listings', { items: [offer, product] });
    expect({ status: listed.status, body: listed.body }).toEqual({
      status: 202,
      body: {
        submission_id: expect.stringMatching(/^sub_/),
        accepted_count: 2,
        rejected_count: 0,
        status_url: expect.stringContaining('/v1/marketplaces/amazon/submissions/sub_'),
        merged_with_existing_asin: true,
      },
    });
    const submission = await get(`/submissions/${listed.body.submission_id}`);
    expect(submission.body).toMatchObject({
      status: 'ACCEPTED',
      path: 'direct',
      items: [
        { seller_sku: offer.seller_sku, status: 'VALID', asin: 'B0TEZGAH001', warnings: [], errors: [] },
        { seller_sku: product.seller_sku, status: 'VALID', asin: 'B0TEZGAH002', merged_with_existing_asin: true, errors: [] },
      ],
    });
    expectInvalidField(await post('/listings', { items: [{ ...offer, condition: 'used_good' }] }), 'items.0.condition');
    expectError(await post('/listings', { items: [offer] }, tokens.staff), 403, 'auth.insufficient_scope');
    expectError(await get('/submissions/sub_01JD7Z8QW0ZK6Y1T3G4V5N6M7P'), 404, 'resource.not_found');
  });

  it('sends more than 20 new products as a JSON_LISTINGS_FEED and reads its processing report into per-item results with Turkish reasons', async () => {
    const items = Array.from({ length: 21 }, (_, i) => ({
      seller_sku: `FEED-${shape}-${i}`,
      product_type: 'HOME',
      // Every third product has an EAN Amazon does not know: a new ASIN, which new sellers may not create.
      external_product_id: i % 3 === 0 ? `86900000${String(10_000 + i)}` : '8699000000039',
      external_product_id_type: 'EAN',
      title: `Deri Cüzdan ${i}`,
      brand: 'Tezgah',
      manufacturer: 'Tezgah Deri',
      bullet_points: ['Hakiki deri'],
      description: 'El yapımı.',
      price: 350,
      quantity: 3,
      fulfillment: 'FBM',
      package_weight_kg: 0.2,
      images: [{ role: 'main', url: 'https://cdn.example.com/cuzdan.jpg' }],
    }));
    const listed = await post('/listings', { items });
    expect(listed.status).toBe(202);
    expect(listed.body).toMatchObject({ accepted_count: 21, rejected_count: 0 });
    expect((await get(`/submissions/${listed.body.submission_id}`)).body).toMatchObject({ status: 'IN_PROGRESS', path: 'feed' });
    const done = await until(
      async () => (await get(`/submissions/${listed.body.submission_id}`)).body,
      (body) => body.status !== 'IN_PROGRESS',
      15_000,
    );
    expect(done.status).toBe('ACCEPTED');
    const refused = done.items.filter((item: { status: string }) => item.status === 'INVALID');
    expect(refused.map((item: { seller_sku: string }) => item.seller_sku)).toEqual(
      items.filter((_, i) => i % 3 === 0).map((item) => item.seller_sku),
    );
    expect(refused[0].errors).toEqual([expect.objectContaining({ code: '8541', message: expect.stringContaining('90 gün') })]);
    expect(done.items[1]).toMatchObject({ status: 'VALID', asin: 'B0TEZGAH003', merged_with_existing_asin: true });
  });

  it('puts realtime stock directly, and falls back to the feed when Amazon says the quota is spent, saying so', async () => {
    const skus = [`STK-${shape}-1`, `STK-${shape}-2`];
    await sim('/listings', 'POST', {
      selling_partner_id: seller,
      items: skus.map((sku) => ({ seller_sku: sku, asin: 'B0TEZGAH005', quantity: 1, price: 90 })),
    });
    const direct = await post('/inventory', { priority: 'realtime', items: [{ seller_sku: skus[0], quantity: 7 }] });
    expect({ status: direct.status, body: direct.body }).toEqual({
      status: 202,
      body: { submission_id: expect.any(String), queued: 1, path: 'direct' },
    });
    expect((await get(`/submissions/${direct.body.submission_id}`)).body.items).toEqual([
      { seller_sku: skus[0], status: 'VALID', asin: null, warnings: [], errors: [] },
    ]);
    await sim('/faults', 'POST', { path: '/listings/2021-08-01/items/*', status: 429, count: 3, retry_after: 1 });
    const fallback = await post('/inventory', { priority: 'realtime', items: [{ seller_sku: skus[1], quantity: 9 }] });
    await sim('/faults', 'DELETE');
    expect(fallback.body).toMatchObject({
      queued: 1,
      path: 'feed',
      fallback: { reason: 'realtime_quota_exhausted', message: expect.stringContaining('feed') },
    });
    const settled = await until(
      async () => (await get(`/submissions/${fallback.body.submission_id}`)).body,
      (body) => body.status !== 'IN_PROGRESS',
      15_000,
    );
    expect(settled.items).toEqual([expect.objectContaining({ seller_sku: skus[1], status: 'VALID' })]);
    const stock = (await sim(`/listings?seller=${seller}`, 'GET')).body.listings;
    expect(stock.filter((l: { seller_sku: string }) => skus.includes(l.seller_sku)).map((l: { quantity: number }) => l.quantity)).toEqual([
      7, 9,
    ]);
  }, 30_000);

  it('lists an order with the buyer masked, ships it, and cancels another with NoInventory; a bogus reason is 400', async () => {
    const shipped = await customerOrder(`ORD-${shape}-1`, 2);
    const cancelled = await customerOrder(`ORD-${shape}-2`);
    const listed = await get('/orders?status=Unshipped');
    expect(listed.status).toBe(200);
    const order = listed.body.orders.find((o: { amazon_order_id: string }) => o.amazon_order_id === shipped.amazon_order_id);
    expect(order).toMatchObject({
      order_status: 'Unshipped',
      buyer: { name: 'Z*** K***', email: expect.stringMatching(/@marketplace\.amazon\.com\.tr$/) },
      shipping_address: { name: 'Z*** K***', city: 'İstanbul', phone: null },
      items: [{ order_item_id: shipped.items[0].order_item_id, quantity_ordered: 2, item_price: { amount: 240, currency_code: 'TRY' } }],
    });
    expect(JSON.stringify(listed.body)).not.toMatch(/zeynep\.kaya@example\.com|\+905321112233|Zeynep/);

    const ship = await post(`/orders/${shipped.amazon_order_id}/shipment`, {
      items: [{ order_item_id: shipped.items[0].order_item_id, quantity: 2 }],
      carrier_code: 'yurtici',
      tracking_number: 'YK123456',
      ship_date: new Date().toISOString(),
    });
    expect({ status: ship.status, body: ship.body }).toMatchObject({ status: 200, body: { status: 'shipment_confirmed' } });

    expectInvalidField(await post(`/orders/${cancelled.amazon_order_id}/cancel`, { reason: 'ChangedMyMind' }), 'reason');
    const cancel = await post(`/orders/${cancelled.amazon_order_id}/cancel`, { reason: 'NoInventory' });
    expect({ status: cancel.status, body: cancel.body }).toMatchObject({
      status: 202,
      body: { status: 'accepted', reason: 'NoInventory' },
    });
    await sleep(1000);
    const after = (await get('/orders')).body.orders;
    const statusOf = (id: string) => after.find((o: { amazon_order_id: string }) => o.amazon_order_id === id)?.order_status;
    expect([statusOf(shipped.amazon_order_id), statusOf(cancelled.amazon_order_id)]).toEqual(['Shipped', 'Canceled']);
    expectError(await post(`/orders/${shipped.amazon_order_id}/cancel`, { reason: 'NoInventory' }), 422, 'business.invalid');
  }, 30_000);

  it('buys a Merchant Fulfillment label and opens it as a PDF by its signed link', async () => {
    const order = await customerOrder(`LBL-${shape}`);
    const label = await post(`/orders/${order.amazon_order_id}/label`, {
      ship_from: { name: 'Tezgah Depo', address_line_1: 'Sanayi Sok. 5', city: 'Bursa', postal_code: '16000', country_code: 'TR' },
      package_dimensions: { length_cm: 30, width_cm: 20, height_cm: 10, weight_kg: 1.2 },
    });
    expect({ status: label.status, body: label.body }).toMatchObject({
      status: 201,
      body: {
        label_format: 'PDF',
        label_url: expect.stringContaining('/v1/documents/'),
        tracking_number: expect.any(String),
        carrier_name: expect.any(String),
        cost: { currency_code: 'TRY' },
      },
    });
    const pdf = await fetch(label.body.label_url);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(head(await pdf.arrayBuffer(), 5)).toBe('%PDF-');
  });

  it('lists a return from the returns report and refunds it', async () => {
    const order = await customerOrder(`RET-${shape}`);
    const item = order.items[0].order_item_id;
    await post(`/orders/${order.amazon_order_id}/shipment`, {
      items: [{ order_item_id: item, quantity: 1 }],
      carrier_code: 'aras',
      tracking_number: 'AR1',
      ship_date: new Date().toISOString(),
    });
    expect(
      (await sim(`/orders/${order.amazon_order_id}/return`, 'POST', { reason: 'DEFECTIVE', customer_comments: 'Kırık geldi' })).status,
    ).toBe(200);
    const returns = await get('/returns');
    expect(returns.status).toBe(200);
    const entry = returns.body.returns.find((r: { amazon_order_id: string }) => r.amazon_order_id === order.amazon_order_id);
    expect(entry).toMatchObject({
      order_item_id: item,
      seller_sku: `RET-${shape}`,
      asin: 'B0TEZGAH004',
      reason: 'DEFECTIVE',
      customer_comments: 'Kırık geldi',
      status: 'Authorized',
    });
    expectError(
      await post(`/returns/${entry.return_request_id}/refund`, { refund_amount: 500, refund_shipping: false, reason: 'CustomerReturn' }),
      422,
      'business.invalid',
    );
    const refund = await post(`/returns/${entry.return_request_id}/refund`, {
      refund_amount: 120,
      refund_shipping: false,
      reason: 'CustomerReturn',
    });
    expect({ status: refund.status, body: refund.body }).toMatchObject({
      status: 202,
      body: { status: 'accepted', refund_amount: { amount: 120, currency_code: 'TRY' } },
    });
  }, 60_000);

  it('reads FBA inventory and creates an inbound shipment that shows as inbound working', async () => {
    const sku = `FBA-${shape}`;
    await sim('/listings', 'POST', {
      selling_partner_id: seller,
      items: [{ seller_sku: sku, asin: 'B0TEZGAH006', quantity: 0, price: 60 }],
    });
    await sim('/fba-inventory', 'POST', {
      selling_partner_id: seller,
      items: [{ seller_sku: sku, asin: 'B0TEZGAH006', fulfillable: 14, reserved: 2 }],
    });
    const plan = await post('/fba/shipments', {
      ship_from: { name: 'Tezgah Depo', address_line_1: 'Sanayi Sok. 5', city: 'Bursa', postal_code: '16000', country_code: 'TR' },
      items: [{ seller_sku: sku, quantity: 30 }],
    });
    expect({ status: plan.status, body: plan.body }).toMatchObject({
      status: 201,
      body: { status: 'created', inbound_plan_id: expect.any(String) },
    });
    const inventory = await get(`/fba/inventory?seller_skus=${sku}`);
    expect(inventory.body).toEqual({
      inventory: [
        {
          seller_sku: sku,
          fnsku: expect.stringMatching(/^X00/),
          asin: 'B0TEZGAH006',
          fulfillable_quantity: 14,
          inbound_working: 30,
          inbound_shipped: 0,
          inbound_receiving: 0,
          reserved_quantity: 2,
          researching_quantity: 0,
          unfulfillable_quantity: 0,
        },
      ],
    });
  });

  it('refuses pricing outside production with 422 business.invalid, before asking Amazon', async () => {
    const calls = async () =>
      ((await sim('/calls', 'GET')).body as Array<{ path: string }>).filter((c) => c.path.includes('/products/pricing')).length;
    const before = await calls();
    const refused = await get('/pricing/competition?seller_skus=OFF-1');
    expectError(refused, 422, 'business.invalid');
    expect(refused.body.error.details.environment[0].message).toContain('canlı');
    expect(await calls()).toBe(before);
    expectInvalidField(await get('/pricing/competition'), 'seller_skus');
  });

  it('sends a message of a permitted type to the buyer, refusing one Amazon does not permit for the order', async () => {
    const order = await customerOrder(`MSG-${shape}`);
    const sent = await post(`/messaging/${order.amazon_order_id}`, {
      message_type: 'confirmOrderDetails',
      text: 'Siparişiniz yarın kargoya verilecek.',
    });
    expect({ status: sent.status, body: sent.body }).toMatchObject({
      status: 201,
      body: { status: 'sent', message_type: 'confirmOrderDetails' },
    });
    const refused = await post(`/messaging/${order.amazon_order_id}`, { message_type: 'confirmDeliveryDetails', text: 'Teslim edildi.' });
    expectError(refused, 422, 'business.invalid');
    expect((await sim(`/messages?seller=${seller}`, 'GET')).body.messages).toEqual([
      expect.objectContaining({ amazonOrderId: order.amazon_order_id, type: 'confirmOrderDetails' }),
    ]);
    expectInvalidField(await post('/messaging/not-an-order', { message_type: 'confirmOrderDetails', text: 'x' }), 'order_id');
  });

  it('answers 503 marketplace.rate_limited with Retry-After once getOrders’ quota would make the caller wait', async () => {
    const start = new Date().toISOString();
    let limited;
    for (let i = 0; i < 25 && !limited; i += 1) {
      const answer = await get(`/orders?start=${encodeURIComponent(start)}`);
      if (answer.status === 503) limited = answer;
      else expect(answer.status).toBe(200);
    }
    expect(limited).toBeDefined();
    expectError(limited!, 503, 'marketplace.rate_limited');
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  }, 60_000);

  // Last: it takes the connection away until the seller authorises again.
  it('moves a connection whose grant Amazon revoked to reauthorization_required; reconnecting restores it with its listings', async () => {
    const connection = async () =>
      ((await client.request('GET', '/marketplaces', { token: tokens.viewer })).body as Array<{ slug: string; status: string }>).find(
        (entry) => entry.slug === 'amazon',
      );
    const listings = async () =>
      (
        (await client.request('GET', '/marketplaces/amazon/products?per_page=100', { token: tokens.viewer })).body.data as Array<{
          sku: string;
        }>
      ).map((listing) => ({ sku: listing.sku, listing_id: (listing as { listing_id?: string }).listing_id }));
    const before = await listings();
    expect(before).toContainEqual({ sku: `KEEP-${shape}`, listing_id: 'B0TEZGAH010' });
    expect((await sim('/grants/expire', 'POST', { selling_partner_id: seller })).status).toBe(200);
    await sim('/access-tokens/expire', 'POST', { selling_partner_id: seller });
    // A call meets the refused grant (422, never a 401); the connection is rechecked at once, not at the weekly refresh.
    const refused = await get('/account');
    expectError(refused, 422, 'business.invalid');
    expect(refused.body.error.details.refresh_token).toEqual([expect.objectContaining({ code: 'amazon_grant_expired' })]);
    expect((await until(connection, (entry) => entry?.status === 'reauthorization_required', 20_000))?.status).toBe(
      'reauthorization_required',
    );
    expectError(await get('/account'), 404, 'resource.not_found');
    await connect();
    expect((await connection())?.status).toBe('connected');
    expect((await get('/account')).body).toMatchObject({ selling_partner_id: seller, marketplace_id: TR });
    // The mapping of before the expiry is kept (the new synchronisation adds what was listed since).
    expect(await listings()).toEqual(expect.arrayContaining(before));
  }, 60_000);
});
