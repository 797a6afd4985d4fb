// Cargo as a seller and an integrator see it (spec: Cargo endpoints, Cargo label and tracking
// results; decisions §5, §9, §14, §16), in both runtime shapes, against the carriers' simulators:
// a label for an ingested Trendyol order (a real PDF whose barcode reads back as the tracking
// number, and the same label as ZPL), the order carrying it, idempotence also under ten
// concurrent requests, the refusals, tracking that ships and delivers the order with webhooks and
// the Trendyol mirror, carrier failures as decisions §16 says, and a label batch run as a job.
import {
  api,
  type Api,
  DEMO_PASSWORD,
  readPdfPages,
  startHttpsReceiver,
  startSystem,
  testCertificates,
  uniqueGtin13,
} from '@tezgah/testing';
import type { HttpsReceiver, System } from '@tezgah/testing';
import { expectError, expectInvalidField, FAST_MARKETPLACES, uniqueValue, until } from './support';

const STEP_MS = 1_000;
const ENV = {
  ...FAST_MARKETPLACES,
  TEZGAH_ORDER_POLL_INTERVAL_MS: '1000',
  SANDBOX_TRACKING_STEP_MS: String(STEP_MS),
  TEZGAH_TRACKING_POLL_INTERVAL_MS: '500',
  TEZGAH_CARGO_POLL_INTERVAL_MS: '300',
};

async function post(url: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

type Shipment = { tracking_number: string; reference: string; status: string };

describe.each(['single', 'distributed'] as const)('cargo (%s shape)', (shape) => {
  let system: System;
  let client: Api;
  let receiver: HttpsReceiver;
  let owner: string;
  let staff: string;
  let viewer: string;
  let other: string;
  const hookPath = `/cargo-events-${shape}`;
  const supplier = String(200_000 + Math.floor(Math.random() * 700_000));
  const product = { sku: uniqueValue('KRG'), barcode: uniqueGtin13('869') };

  beforeAll(async () => {
    receiver = await startHttpsReceiver();
    system = await startSystem({ shape, marketplaces: ['trendyol'], env: { ...ENV, NODE_EXTRA_CA_CERTS: testCertificates().caPath } });
    client = api(system.baseUrl);
    [owner, staff, viewer, other] = await Promise.all(
      ['owner@demo.tezgah.dev', 'staff@demo.tezgah.dev', 'viewer@demo.tezgah.dev', 'owner@other.tezgah.dev'].map(
        async (email) => (await client.tokens(email, DEMO_PASSWORD)).access_token,
      ),
    );
    const hook = await client.request('POST', '/webhooks', {
      token: owner,
      body: { url: receiver.urlFor(hookPath), events: ['order.updated'] },
    });
    expect(hook.status).toBe(201);
    const created = await client.request('POST', '/products', {
      token: owner,
      body: { sku: product.sku, barcode: product.barcode, title: 'Kargolanan ürün', price: 99, stock: 500 },
    });
    expect(created.status).toBe(201);
    const listed = await post(`${system.sandboxUrl}/control/trendyol/listings`, {
      supplier_id: supplier,
      items: [
        { barcode: product.barcode, stock_code: product.sku, title: 'Kargolanan ürün', quantity: 500, sale_price: 99, list_price: 120 },
      ],
    });
    expect(listed.status).toBeLessThan(300);
    // The seller ships under its own carrier contract: Trendyol takes the tracking number the seller gives.
    expect(
      (await client.request('PUT', '/marketplaces/trendyol/config', { token: owner, body: { cargo_provider: 'OWN_CONTRACT' } })).status,
    ).toBe(200);
    const connected = await client.request('POST', '/marketplaces/trendyol/connect', {
      token: owner,
      body: { supplier_id: supplier, api_key: uniqueValue('tykey'), api_secret: uniqueValue('sec') },
    });
    expect(connected.status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
    await receiver?.close();
  }, 60_000);

  const get = (path: string, token = owner) => client.request('GET', path, { token });
  const label = (body: Record<string, unknown>, token = staff) => client.request('POST', '/cargo/labels', { token, body });
  const shipments = async (carrier: string) =>
    ((await (await fetch(`${system.sandboxUrl}/control/${carrier}/shipments`)).json()) as { shipments: Shipment[] }).shipments;
  const barcodesOf = async (pdf: Buffer) => (await readPdfPages(pdf)).map((page) => page.barcodes);
  const document = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url, { headers });
    return { status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) };
  };

  /** A customer buys on Trendyol (decisions §14) and the order is ingested; answers its id. */
  async function ingestedOrder(): Promise<string> {
    const placed = await post(`${system.sandboxUrl}/control/trendyol/orders`, {
      supplier_id: supplier,
      lines: [{ barcode: product.barcode, merchant_sku: product.sku, product_name: 'Kargolanan ürün', quantity: 1, amount: 99 }],
      customer: { first_name: 'Gülşen', last_name: 'Çağlayan', email: 'gulsen@example.com', phone: '+905321112233', tax_number: null },
      shipping_address: {
        address1: 'İnönü Mah. Şehit Sok. 7',
        city: 'İzmir',
        district: 'Karşıyaka',
        postal_code: '35530',
        country_code: 'TR',
      },
      invoice_address: {
        address1: 'İnönü Mah. Şehit Sok. 7',
        city: 'İzmir',
        district: 'Karşıyaka',
        postal_code: '35530',
        country_code: 'TR',
      },
    });
    expect({ status: placed.status, body: placed.body }).toMatchObject({ status: 201 });
    const orderNumber = (placed.body.order as { order_number: string }).order_number;
    const found = await until(
      async () =>
        ((await get('/orders?marketplace=trendyol&per_page=100')).body.data as Array<{ id: string; marketplace_order_id: string }>).find(
          (order) => order.marketplace_order_id === orderNumber,
        ),
      Boolean,
      15_000,
    );
    expect(found).toBeDefined();
    return found!.id;
  }

  it('labels an ingested order: a PDF page per package whose barcode reads as the tracking number, the same as ZPL, the order carrying it', async () => {
    const orderId = await ingestedOrder();
    const made = await label({ order_id: orderId, provider: 'yurtici', package_count: 2, weight_kg: 3.5 });
    expect({ status: made.status, body: made.body }).toEqual({ status: 200, body: expect.objectContaining({ provider: 'yurtici' }) });
    expect(made.body).toEqual({
      label_url: expect.stringMatching(/^http:\/\/.+\/v1\/documents\//),
      tracking_number: expect.any(String),
      provider: 'yurtici',
    });
    const { label_url, tracking_number } = made.body;

    // The link opens without a bearer token (a browser, a printer): a real PDF, one page per package.
    const pdf = await document(label_url);
    expect({ status: pdf.status, type: pdf.type }).toEqual({ status: 200, type: 'application/pdf' });
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await barcodesOf(pdf.body)).toEqual([[tracking_number], [tracking_number]]);
    for (const zpl of [
      await document(`${label_url}${label_url.includes('?') ? '&' : '?'}format=zpl`),
      await document(label_url, { accept: 'application/zpl' }),
    ]) {
      expect({ status: zpl.status, type: zpl.type }).toEqual({ status: 200, type: expect.stringContaining('application/zpl') });
      const text = zpl.body.toString('utf8');
      expect(text.match(/\^XA/g)).toHaveLength(2);
      expect(text).toContain(`^FD${tracking_number}^FS`);
      expect(text).toContain('Gülşen Çağlayan');
    }
    expectError({ ...(await client.request('GET', `/documents/${'x'.repeat(40)}`)) }, 401, 'auth.token_invalid');

    const order = (await get(`/orders/${orderId}`, viewer)).body;
    expect(order).toMatchObject({
      tracking_number,
      cargo_provider: 'yurtici',
      shipment: { provider: 'yurtici', tracking_number, package_count: 2 },
    });

    // Asking again answers the same label; the carrier booked one shipment.
    const again = await label({ order_id: orderId, provider: 'yurtici', package_count: 2, weight_kg: 3.5 });
    expect({ status: again.status, tracking: again.body.tracking_number }).toEqual({ status: 200, tracking: tracking_number });
    expect((await shipments('yurtici')).filter((shipment) => shipment.tracking_number === tracking_number)).toHaveLength(1);
  }, 60_000);

  it('books one shipment for ten simultaneous requests', async () => {
    const orderId = await ingestedOrder();
    const before = (await shipments('aras')).length;
    const answers = await Promise.all(Array.from({ length: 10 }, () => label({ order_id: orderId, provider: 'aras' })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body.tracking_number)).size).toBe(1);
    expect((await shipments('aras')).length).toBe(before + 1);
  }, 60_000);

  it('refuses a bad provider (400), a viewer (403), another tenant (404) and a cancelled order (422)', async () => {
    const orderId = await ingestedOrder();
    expectInvalidField(await label({ order_id: orderId, provider: 'fedex' }), 'provider');
    expectInvalidField(await label({ order_id: orderId, provider: 'mng', surprise: 1 }), 'surprise');
    expectError(await label({ order_id: orderId, provider: 'mng' }, viewer), 403, 'auth.insufficient_scope');
    expectError(await label({ order_id: orderId, provider: 'mng' }, other), 404, 'resource.not_found');
    expectError(await label({ order_id: 'ord_01ARZ3NDEKTSV4RRFFQ69G5FAV', provider: 'mng' }), 404, 'resource.not_found');

    const orderNumber = (await get(`/orders/${orderId}`)).body.marketplace_order_id;
    expect((await post(`${system.sandboxUrl}/control/trendyol/orders/${orderNumber}/cancel`, { reason: 'Müşteri vazgeçti' })).status).toBe(
      200,
    );
    await until(
      async () => (await get(`/orders/${orderId}`)).body.status,
      (status) => status === 'cancelled',
    );
    const refused = await label({ order_id: orderId, provider: 'mng' });
    expectError(refused, 422, 'business.invalid');
    expect(refused.body.error.details).toEqual({ order_id: [expect.objectContaining({ code: 'order_closed' })] });
  }, 60_000);

  it('moves the order to shipped then delivered as the parcel travels, with order.updated webhooks and the Trendyol mirror', async () => {
    const orderId = await ingestedOrder();
    const { tracking_number } = (await label({ order_id: orderId, provider: 'ptt' })).body;
    expect(
      await until(
        async () => (await get(`/orders/${orderId}`)).body.status,
        (status) => status === 'delivered',
        8 * STEP_MS + 10_000,
      ),
    ).toBe('delivered');
    // Webhooks are delivered after the change commits: wait for both, as a receiver would.
    const orderUpdates = () =>
      receiver
        .requestsTo(hookPath)
        .map(
          (request) =>
            JSON.parse(request.rawBody.toString()) as { type: string; data: { id: string; status: string; tracking_number: string } },
        )
        .filter((event) => event.type === 'order.updated' && event.data.id === orderId);
    const updates = await until(
      async () => orderUpdates(),
      (events) => ['shipped', 'delivered'].every((status) => events.some((event) => event.data.status === status)),
      10_000,
    );
    expect(updates.map((event) => event.data.status)).toEqual(expect.arrayContaining(['shipped', 'delivered']));
    expect(updates.find((event) => event.data.status === 'shipped')?.data.tracking_number).toBe(tracking_number);

    // The shipped status reaches Trendyol with the label's tracking number (mirrored in the background).
    const mirrored = await until(
      async () => {
        const calls = (await (await fetch(`${system.sandboxUrl}/control/trendyol/calls`)).json()) as Array<{
          method: string;
          body: unknown;
        }>;
        return calls.some((call) => call.method === 'PUT' && JSON.stringify(call.body ?? '').includes(tracking_number));
      },
      Boolean,
      10_000,
    );
    expect(mirrored).toBe(true);

    const tracking = await get(`/cargo/tracking/${tracking_number}`, viewer);
    expect(tracking.status).toBe(200);
    expect(tracking.body).toMatchObject({ tracking_number, status: 'delivered' });
    expect(tracking.body.events.length).toBeGreaterThanOrEqual(5);
    for (const event of tracking.body.events)
      expect(event).toEqual({ timestamp: expect.any(String), description: expect.any(String), location: expect.any(String) });
    expectError(await get(`/cargo/tracking/${tracking_number}`, other), 404, 'resource.not_found');
  }, 60_000);

  it('answers a failing carrier as decisions §16 says, and books once it answers again', async () => {
    const orderId = await ingestedOrder();
    const fault = (body: unknown) => post(`${system.sandboxUrl}/control/ups/faults`, body);
    expect((await fault({ path: '*', status: 500, count: 50 })).status).toBeLessThan(300);
    expectError(await label({ order_id: orderId, provider: 'ups' }), 502, 'provider.unreachable');
    await fetch(`${system.sandboxUrl}/control/ups/faults`, { method: 'DELETE' });
    expect((await fault({ path: '*', status: 429, count: 50, retry_after: 7 })).status).toBeLessThan(300);
    const limited = await label({ order_id: orderId, provider: 'ups' });
    expectError(limited, 503, 'provider.rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.error.retry_after).toBe(Number(limited.headers['retry-after']));
    await fetch(`${system.sandboxUrl}/control/ups/faults`, { method: 'DELETE' });
    // The breaker may still be open for a moment: the label arrives once the carrier answers.
    const booked = await until(
      () => label({ order_id: orderId, provider: 'ups' }),
      (answer) => answer.status === 200,
      20_000,
    );
    expect(booked.status).toBe(200);
    expect((await shipments('ups')).filter((shipment) => shipment.tracking_number === booked.body.tracking_number)).toHaveLength(1);
  }, 60_000);

  it('runs a label batch as a job: one PDF with a page per package, rejections per order', async () => {
    const [first, second] = [await ingestedOrder(), await ingestedOrder()];
    const unknown = 'ord_01ARZ3NDEKTSV4RRFFQ69G5FAV';
    const accepted = await client.request('POST', '/cargo/labels/batch', {
      token: staff,
      body: { order_ids: [first, unknown, second], provider: 'dhl', package_count: 2 },
    });
    expect(accepted.status).toBe(202);
    const job = await until(
      async () => (await get(`/jobs/${accepted.body.job_id}`)).body,
      (body) => body.status === 'completed' || body.status === 'failed',
      30_000,
    );
    expect(job).toMatchObject({ status: 'completed', progress: 100, result: { labelled: 2, rejected: 1 } });
    expect(job.result.rejections).toEqual([
      { index: 1, order_id: unknown, code: 'resource.not_found', field: 'order_id', message: expect.any(String) },
    ]);
    const pdf = await document(job.result.label_url);
    expect(pdf.type).toBe('application/pdf');
    const pages = await barcodesOf(pdf.body);
    expect(pages).toHaveLength(4);
    const tracking = await Promise.all([first, second].map(async (id) => (await get(`/orders/${id}`)).body.tracking_number));
    expect(pages).toEqual([[tracking[0]], [tracking[0]], [tracking[1]], [tracking[1]]]);
  }, 60_000);

  it('lists its tenant’s booked shipments to every role, newest first, filtered by status, carrier and order, paged', async () => {
    const orderId = await ingestedOrder();
    const made = (await label({ order_id: orderId, provider: 'surat', package_count: 3 })).body;
    const ofOrder = await get(`/cargo/shipments?order_id=${orderId}`, viewer);
    expect({ status: ofOrder.status, body: ofOrder.body }).toEqual({
      status: 200,
      body: {
        data: [
          {
            order_id: orderId,
            provider: 'surat',
            tracking_number: made.tracking_number,
            status: expect.any(String),
            package_count: 3,
            weight_kg: null,
            label_url: expect.stringMatching(/^http:\/\/.+\/v1\/documents\//),
            created_at: expect.any(String),
            updated_at: expect.any(String),
          },
        ],
        pagination: { page: 1, per_page: 25, total: 1, total_pages: 1 },
      },
    });
    // The listed link reprints the label.
    expect(await barcodesOf((await document(ofOrder.body.data[0].label_url)).body)).toEqual([
      [made.tracking_number],
      [made.tracking_number],
      [made.tracking_number],
    ]);

    const newest = await get('/cargo/shipments?per_page=1&page=1', staff);
    expect(newest.body.data.map((shipment: { order_id: string }) => shipment.order_id)).toEqual([orderId]);
    const second = await get('/cargo/shipments?per_page=1&page=2');
    expect(second.body.pagination).toMatchObject({ page: 2, per_page: 1, total: newest.body.pagination.total });
    expect(second.body.data[0].order_id).not.toBe(orderId);

    const total = async (query: string, token = owner) => (await get(`/cargo/shipments?${query}`, token)).body.pagination.total;
    expect(await total(`provider=surat&order_id=${orderId}`)).toBe(1);
    expect(await total(`provider=aras&order_id=${orderId}`)).toBe(0);
    expect(await total(`order_id=${orderId}`, other)).toBe(0);
    // The parcel travels (a step a second in the sandbox): the status filter follows its tracking.
    expect(
      await until(
        () => total(`status=delivered&order_id=${orderId}`),
        (count) => count === 1,
        8 * STEP_MS + 10_000,
      ),
    ).toBe(1);
    expect(await total(`status=created&order_id=${orderId}`)).toBe(0);
    const delivered = (await get('/cargo/shipments?status=delivered&per_page=100')).body.data as Array<{ status: string }>;
    expect(delivered.map((shipment) => shipment.status)).toEqual(delivered.map(() => 'delivered'));

    for (const [query, field] of [
      ['status=lost', 'status'],
      ['provider=fedex', 'provider'],
      ['per_page=0', 'per_page'],
      [`order_id=${'x'.repeat(65)}`, 'order_id'],
      ['page=bir', 'page'],
    ]) {
      const refused = await get(`/cargo/shipments?${query}`);
      expectInvalidField(refused, field);
      expect(refused.body.error.details[field][0].message).toMatch(/olmalıdır/);
    }
  }, 60_000);
});
