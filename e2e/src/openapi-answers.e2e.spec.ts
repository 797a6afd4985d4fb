// Real answers against the OpenAPI document the gateway serves (issue 14): every documented
// operation's success answer, and a few errors in the envelope, validated with ajv against the
// schema of their status, so a client generated from the document can trust it. Single shape: the
// document and the answers are the same in both.
import {
  api,
  type Api,
  type ApiResponse,
  DEMO_PASSWORD,
  DEMO_USERS,
  type HttpsReceiver,
  type RequestOptions,
  startHttpsReceiver,
  startSystem,
  type System,
  testCertificates,
  uniqueGtin13,
} from '@tezgah/testing';
import { AnswerJudge } from './openapi-answers';
import { FAST_MARKETPLACES, uniqueValue, until } from './support';

const FAST = { ...FAST_MARKETPLACES, TEZGAH_ORDER_POLL_INTERVAL_MS: '1000' };
const PASSWORD = 'e2e-password-1';
const SELF = { tenant: 'demo', email: 'answers@e2e.tezgah.test', role: 'staff', password: PASSWORD } as const;

async function control(url: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

describe('answers against the served OpenAPI document (single shape)', () => {
  let system: System;
  let client: Api;
  let receiver: HttpsReceiver;
  let judge: AnswerJudge;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the served document, read as JSON
  let served: any;
  let documented: string[];
  let owner: string;
  let viewer: string;
  /** `METHOD /v1/template` of each operation whose success answer conformed. */
  const covered = new Set<string>();

  const supplier = String(300_000 + Math.floor(Math.random() * 600_000));
  const trendyol = { supplier_id: supplier, api_key: uniqueValue('tykey'), api_secret: uniqueValue('sec') };
  const listed = { sku: uniqueValue('ANS'), barcode: uniqueGtin13('867') };

  beforeAll(async () => {
    receiver = await startHttpsReceiver();
    system = await startSystem({
      shape: 'single',
      users: [SELF],
      // The simulator stands for Amazon's production too: pricing answers only there.
      env: (sandboxUrl) => ({
        ...FAST,
        NODE_EXTRA_CA_CERTS: testCertificates().caPath,
        AMAZON_SP_API_URL: `${sandboxUrl}/amazon`,
        AMAZON_LWA_TOKEN_URL: `${sandboxUrl}/amazon/auth/o2/token`,
      }),
    });
    client = api(system.baseUrl);
    const document = (await client.request('GET', '/openapi.json')).body;
    served = document;
    judge = new AnswerJudge(document);
    documented = Object.entries<Record<string, unknown>>(document.paths).flatMap(([path, item]) =>
      ['get', 'post', 'put', 'patch', 'delete'].filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
    );
    owner = (await client.tokens(DEMO_USERS.owner, DEMO_PASSWORD)).access_token;
    viewer = (await client.tokens(DEMO_USERS.viewer, DEMO_PASSWORD)).access_token;
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
    await receiver?.close();
  }, 60_000);

  /**
   * Calls `method template` (`/products/{id}`, filled from `params`) and expects `status` with a
   * body the document's schema of that status accepts; on a mismatch, the ajv errors and the body.
   */
  async function call(
    status: number,
    method: string,
    template: string,
    options: RequestOptions & { params?: Record<string, string>; query?: string } = {},
  ): Promise<ApiResponse> {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(options.params?.[name] ?? ''));
    const response = await client.request(method, `${path}${options.query ? `?${options.query}` : ''}`, options);
    expectDocumented(method, template, status, response);
    return response;
  }

  function expectDocumented(method: string, template: string, status: number, response: ApiResponse): void {
    const operation = `${method} /v1${template}`;
    const problems = judge.problems(method, `/v1${template}`, response.status, response.body);
    const conforms = problems.length === 0 && response.status === status;
    expect({ operation, status: response.status, problems, body: conforms ? '(conforms)' : response.body }).toEqual({
      operation,
      status,
      problems: [],
      body: '(conforms)',
    });
    if (status < 300) covered.add(operation);
  }

  const job = (id: string) =>
    until(
      () => client.request('GET', `/jobs/${id}`, { token: owner }),
      (response) => ['completed', 'failed'].includes(response.body?.status),
    );

  it('auth: token, me, has-password, set-password, refresh, logout', async () => {
    const login = await call(200, 'POST', '/auth/token', { body: { email: SELF.email, password: PASSWORD } });
    const token = login.body.access_token;
    await call(200, 'GET', '/auth/me', { token });
    await call(200, 'GET', '/auth/has-password', { token });
    await call(200, 'POST', '/auth/set-password', { token, body: { new_password: `${PASSWORD}-2`, current_password: PASSWORD } });
    const renewed = await call(200, 'POST', '/auth/refresh', { body: { refresh_token: login.body.refresh_token } });
    await call(204, 'POST', '/auth/logout', { token: renewed.body.access_token });

    await call(401, 'POST', '/auth/token', { body: { email: SELF.email, password: 'not-the-password' } });
    await call(401, 'GET', '/auth/me');
  });

  it('products: create, list, read, change, stock, stock movements, delete', async () => {
    const listedSku = uniqueValue('ANS');
    await call(201, 'POST', '/products', { token: owner, body: { sku: listedSku, title: 'Kalan ürün', price: 1 } });
    const created = await call(201, 'POST', '/products', {
      token: owner,
      body: { sku: uniqueValue('ANS'), title: 'Pamuklu Tişört', price: 149.9, stock: 3, images: ['https://cdn.example.com/p/1.jpg'] },
    });
    const params = { id: created.body.id };
    await call(200, 'GET', '/products', { token: viewer, query: 'per_page=5' });
    await call(200, 'GET', '/products/{id}', { token: viewer, params });
    await call(200, 'PATCH', '/products/{id}', { token: owner, params, body: { sale_price: 129.9, brand: 'Tezgah' } });
    await call(200, 'PUT', '/products/{id}/stock', { token: owner, params, body: { stock: 7 } });
    const movements = await call(200, 'GET', '/products/{id}/stock-movements', { token: viewer, params });
    expect(movements.body.data.length).toBeGreaterThanOrEqual(2);
    await call(204, 'DELETE', '/products/{id}', { token: owner, params });

    const invalid = await call(400, 'POST', '/products', { token: owner, body: { sku: '', title: 'x'.repeat(101), price: -1 } });
    expect(invalid.body.error.details).toEqual(expect.any(Object));
    await call(404, 'GET', '/products/{id}', { token: viewer, params });
    await call(409, 'POST', '/products', { token: owner, body: { sku: listedSku, title: 'Aynı SKU', price: 1 } });
    await call(403, 'POST', '/products', { token: viewer, body: { sku: uniqueValue('ANS'), title: 'Görüntüleyen', price: 1 } });
  });

  it('bulk import and its job, read when finished', async () => {
    const bulk = await call(202, 'POST', '/products/bulk', {
      token: owner,
      body: {
        products: [
          { sku: uniqueValue('BULK'), title: 'Toplu ürün', price: 10, stock: 1 },
          { sku: uniqueValue('BULK'), price: 10 },
        ],
      },
    });
    expect(bulk.body).toMatchObject({ accepted: 1, rejected: 1 });
    const finished = await job(bulk.body.job_id);
    expectDocumented('GET', '/jobs/{id}', 200, finished);
    expect(finished.body).toMatchObject({ status: 'completed', result: expect.any(Object) });
    await call(422, 'POST', '/jobs/{id}/cancel', { token: owner, params: { id: bulk.body.job_id } });
    // The finished job as server-sent events: its state once, in the documented content type.
    const stream = await fetch(`${system.baseUrl}/jobs/${bulk.body.job_id}/events`, { headers: { authorization: `Bearer ${viewer}` } });
    expect({ status: stream.status, type: stream.headers.get('content-type')?.split(';')[0] }).toEqual({
      status: 200,
      type: Object.keys(served.paths['/v1/jobs/{id}/events'].get.responses['200'].content)[0],
    });
    expect(await stream.text()).toMatch(/^event: job\ndata: \{.*"status":"completed".*\}\n\n$/);
    covered.add('GET /v1/jobs/{id}/events');

    await call(404, 'GET', '/jobs/{id}', { token: owner, params: { id: 'job_01JD3X5Q9V8K4M2N6P7R8S9T0W' } });
    const imports = await call(200, 'GET', '/jobs', { token: viewer, query: 'type=catalog.bulk_import&status=completed&per_page=5' });
    expect(imports.body.data[0]).toMatchObject({ id: bulk.body.job_id, type: 'catalog.bulk_import', status: 'completed' });
    await call(400, 'GET', '/jobs', { token: viewer, query: 'status=done' });
  }, 60_000);

  it('webhooks: create, list, test, deliveries, resend, delete', async () => {
    const created = await call(201, 'POST', '/webhooks', {
      token: owner,
      body: { url: receiver.urlFor('/answers'), events: ['order.created', 'product.stock_changed'] },
    });
    const params = { id: created.body.id };
    await call(200, 'GET', '/webhooks', { token: owner });
    const test = await call(202, 'POST', '/webhooks/{id}/test', { token: owner, params });
    const delivered = await until(
      () => client.request('GET', `/webhooks/${created.body.id}/deliveries`, { token: owner }),
      (page) => page.body?.data?.[0]?.status === 'delivered',
    );
    expectDocumented('GET', '/webhooks/{id}/deliveries', 200, delivered);
    expect(delivered.body.data[0].attempts.length).toBeGreaterThan(0);
    await call(202, 'POST', '/webhooks/{id}/deliveries/{delivery_id}/resend', {
      token: owner,
      params: { ...params, delivery_id: test.body.id },
    });
    await call(204, 'DELETE', '/webhooks/{id}', { token: owner, params });

    await call(400, 'POST', '/webhooks', { token: owner, body: { url: 'http://insecure.example.com/hook', events: ['order.created'] } });
    await call(404, 'POST', '/webhooks/{id}/test', { token: owner, params });
  }, 40_000);

  it('marketplaces: list, config, connect (pasted fields and the grant), listings, orders, disconnect, the Trendyol ping', async () => {
    const product = await call(201, 'POST', '/products', {
      token: owner,
      body: { sku: listed.sku, barcode: listed.barcode, title: 'Pazaryerinde satılan ürün', price: 150, stock: 10 },
    });
    expect(product.status).toBe(201);
    const listing = await control(`${system.sandboxUrl}/control/trendyol/listings`, {
      supplier_id: supplier,
      items: [
        {
          barcode: listed.barcode,
          stock_code: listed.sku,
          title: 'Pazaryerinde satılan ürün',
          quantity: 10,
          sale_price: 150,
          list_price: 180,
        },
      ],
    });
    expect(listing.status).toBeLessThan(300);

    await call(200, 'GET', '/marketplaces', { token: viewer });
    await call(200, 'PUT', '/marketplaces/{slug}/config', {
      token: owner,
      params: { slug: 'trendyol' },
      body: { cargo_provider: 'OWN_CONTRACT' },
    });
    const connected = await call(200, 'POST', '/marketplaces/{slug}/connect', {
      token: owner,
      params: { slug: 'trendyol' },
      body: trendyol,
    });
    expect((await job(connected.body.sync_job_id)).body.status).toBe('completed');
    const listings = await call(200, 'GET', '/marketplaces/{slug}/products', { token: viewer, params: { slug: 'trendyol' } });
    expect(listings.body.data).toEqual([expect.objectContaining({ sku: listed.sku })]);

    // Marketplace B's grant: connect, the consent page (approves at once), the return address as JSON.
    const grant = await call(200, 'POST', '/marketplaces/{slug}/connect', { token: owner, params: { slug: 'amazon' }, body: {} });
    const consent = await fetch(`${grant.body.authorization_url}&selling_partner_id=A${supplier}TEZ`, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const returned = await fetch(consent.headers.get('location')!, { headers: { accept: 'application/json' } });
    expectDocumented('GET', '/marketplaces/{slug}/oauth/callback', 200, {
      status: returned.status,
      headers: {},
      body: await returned.json(),
    });

    // A first sync held up by a marketplace that does not answer: cancelled while it runs.
    await control(`${system.sandboxUrl}/control/teknosa/faults`, { path: '/api/v1/listings', status: 'timeout', count: 1 });
    const teknosa = await call(200, 'POST', '/marketplaces/{slug}/connect', {
      token: owner,
      params: { slug: 'teknosa' },
      body: { api_key: uniqueValue('apikey'), api_secret: uniqueValue('sec') },
    });
    await call(200, 'POST', '/jobs/{id}/cancel', { token: owner, params: { id: teknosa.body.sync_job_id } });
    await call(204, 'POST', '/marketplaces/{slug}/disconnect', { token: owner, params: { slug: 'teknosa' } });

    // Marketplace A's sub-interface, a connector's own route.
    await call(200, 'POST', '/marketplaces/trendyol/ping', { token: owner, body: trendyol });
    await call(422, 'POST', '/marketplaces/trendyol/ping', { token: owner, body: { ...trendyol, api_key: 'invalid' } });

    await call(404, 'GET', '/marketplaces/{slug}/products', { token: viewer, params: { slug: 'no-such-marketplace' } });
    await call(400, 'POST', '/marketplaces/{slug}/connect', { token: owner, params: { slug: 'n11' }, body: { api_key: 'only-one-field' } });
    await call(403, 'PUT', '/marketplaces/{slug}/config', {
      token: viewer,
      params: { slug: 'trendyol' },
      body: { cargo_provider: 'MARKETPLACE' },
    });
  }, 90_000);

  // Right after the marketplaces test connected Amazon: the order poller spends getOrders' burst within a minute here.
  it("marketplace B's sub-interface: account, listings, submissions, inventory, orders, shipment, cancel, label, returns, refund, FBA, pricing, messaging", async () => {
    const seller = `A${supplier}TEZ`;
    const amazon = (path: string) => `${system.sandboxUrl}/control/amazon${path}`;
    const order = async (sku: string) => {
      await control(amazon('/listings'), {
        selling_partner_id: seller,
        items: [{ seller_sku: sku, asin: 'B0TEZGAH004', quantity: 9, price: 80 }],
      });
      const placed = await control(amazon('/orders'), {
        selling_partner_id: seller,
        items: [{ seller_sku: sku, quantity: 1, price: 80 }],
        buyer: { BuyerName: 'Ali Veli' },
      });
      await new Promise((resolve) => setTimeout(resolve, 400));
      return placed.body.order as { amazon_order_id: string; items: Array<{ order_item_id: string }> };
    };
    await call(200, 'GET', '/marketplaces/amazon/account', { token: viewer });
    const offer = {
      seller_sku: uniqueValue('AMZ'),
      asin: 'B0TEZGAH001',
      condition: 'new_new',
      price: 99,
      currency: 'TRY',
      quantity: 3,
      fulfillment: 'FBM',
      handling_time_days: 1,
    };
    const listed = await call(202, 'POST', '/marketplaces/amazon/listings', { token: owner, body: { items: [offer] } });
    await call(200, 'GET', '/marketplaces/amazon/submissions/{submission_id}', {
      token: viewer,
      params: { submission_id: listed.body.submission_id },
    });
    await call(202, 'POST', '/marketplaces/amazon/inventory', {
      token: owner,
      body: { priority: 'realtime', items: [{ seller_sku: offer.seller_sku, quantity: 4 }] },
    });

    const [shipped, cancelled, labelled] = [
      await order(uniqueValue('AMZ')),
      await order(uniqueValue('AMZ')),
      await order(uniqueValue('AMZ')),
    ];
    await call(200, 'GET', '/marketplaces/amazon/orders', { token: viewer, query: 'status=Unshipped' });
    const item = shipped.items[0].order_item_id;
    const shipment = {
      items: [{ order_item_id: item, quantity: 1 }],
      carrier_code: 'yurtici',
      tracking_number: 'YK1',
      ship_date: new Date().toISOString(),
    };
    await call(200, 'POST', '/marketplaces/amazon/orders/{order_id}/shipment', {
      token: owner,
      params: { order_id: shipped.amazon_order_id },
      body: shipment,
    });
    await call(202, 'POST', '/marketplaces/amazon/orders/{order_id}/cancel', {
      token: owner,
      params: { order_id: cancelled.amazon_order_id },
      body: { reason: 'NoInventory' },
    });
    await call(400, 'POST', '/marketplaces/amazon/orders/{order_id}/cancel', {
      token: owner,
      params: { order_id: cancelled.amazon_order_id },
      body: { reason: 'Bored' },
    });
    await call(201, 'POST', '/marketplaces/amazon/messaging/{order_id}', {
      token: owner,
      params: { order_id: labelled.amazon_order_id },
      body: { message_type: 'confirmOrderDetails', text: 'Siparişiniz hazırlanıyor.' },
    });
    const shipFrom = { name: 'Depo', address_line_1: 'Sanayi Sok. 5', city: 'Bursa', postal_code: '16000', country_code: 'TR' };
    await call(201, 'POST', '/marketplaces/amazon/orders/{order_id}/label', {
      token: owner,
      params: { order_id: labelled.amazon_order_id },
      body: { ship_from: shipFrom, package_dimensions: { length_cm: 20, width_cm: 15, height_cm: 10, weight_kg: 0.5 } },
    });

    await control(amazon(`/orders/${shipped.amazon_order_id}/return`), { reason: 'DEFECTIVE' });
    const returns = await call(200, 'GET', '/marketplaces/amazon/returns', { token: viewer });
    const { return_request_id } = returns.body.returns.find(
      (entry: { amazon_order_id: string }) => entry.amazon_order_id === shipped.amazon_order_id,
    );
    await call(202, 'POST', '/marketplaces/amazon/returns/{return_request_id}/refund', {
      token: owner,
      params: { return_request_id },
      body: { refund_amount: 80, refund_shipping: false, reason: 'CustomerReturn' },
    });

    await control(amazon('/fba-inventory'), {
      selling_partner_id: seller,
      items: [{ seller_sku: offer.seller_sku, asin: 'B0TEZGAH001', fulfillable: 2 }],
    });
    await call(201, 'POST', '/marketplaces/amazon/fba/shipments', {
      token: owner,
      body: { ship_from: shipFrom, items: [{ seller_sku: offer.seller_sku, quantity: 5 }] },
    });
    await call(200, 'GET', '/marketplaces/amazon/fba/inventory', { token: viewer, query: `seller_skus=${offer.seller_sku}` });
    await call(422, 'GET', '/marketplaces/amazon/pricing/competition', { token: viewer, query: `seller_skus=${offer.seller_sku}` });
    // In production (AMAZON_SP_API_URL: the simulator), Amazon is asked, once the connector has the new configuration.
    const environment = (name: string) =>
      call(200, 'PUT', '/marketplaces/{slug}/config', { token: owner, params: { slug: 'amazon' }, body: { environment: name } });
    const pricing = () =>
      client.request('GET', `/marketplaces/amazon/pricing/competition?seller_skus=${offer.seller_sku}`, { token: viewer });
    await environment('production');
    const answered = await until(pricing, (response) => response.status !== 422);
    expectDocumented('GET', '/marketplaces/amazon/pricing/competition', 200, answered);
    expect(answered.body.items).toEqual([expect.objectContaining({ seller_sku: offer.seller_sku, asin: 'B0TEZGAH001' })]);
    // Back in the sandbox, the documented 422 again once the connector has the configuration.
    await environment('sandbox');
    expectDocumented('GET', '/marketplaces/amazon/pricing/competition', 422, await until(pricing, (response) => response.status !== 200));
  }, 90_000);

  /** A customer's order on Trendyol (decisions §14), once ingested: its number and the order as listed. */
  async function ingestedOrder(): Promise<{ orderNumber: string; order: { id: string } & Record<string, unknown> }> {
    const placed = await control(`${system.sandboxUrl}/control/trendyol/orders`, {
      supplier_id: supplier,
      lines: [{ barcode: listed.barcode, merchant_sku: listed.sku, product_name: 'Pazaryerinde satılan ürün', quantity: 2, amount: 150 }],
      customer: { first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse@example.com', phone: '+905551112233', tax_number: null },
      shipping_address: { address1: 'Bağdat Cad. 1', city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country_code: 'TR' },
      invoice_address: { address1: 'Bağdat Cad. 1', city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country_code: 'TR' },
    });
    expect(placed.status).toBe(201);
    const orderNumber = (placed.body.order as { order_number: string }).order_number;
    const ingested = await until(
      () => client.request('GET', '/orders?marketplace=trendyol&per_page=100', { token: owner }),
      (page) => (page.body?.data ?? []).some((order: { marketplace_order_id: string }) => order.marketplace_order_id === orderNumber),
    );
    expectDocumented('GET', '/orders', 200, ingested);
    const order = ingested.body.data.find((o: { marketplace_order_id: string }) => o.marketplace_order_id === orderNumber);
    expect(order).toBeDefined();
    return { orderNumber, order };
  }

  it("orders: a customer's order on a marketplace, as the marketplace holds it and as ingested; a status change", async () => {
    const { orderNumber, order } = await ingestedOrder();
    // Trendyol's own `/orders` is its sub-interface's (spec: Marketplace A connector); the generic list, on a generic marketplace.
    const held = await call(200, 'GET', '/marketplaces/trendyol/orders', { token: viewer });
    expect(held.body.orders).toContainEqual(expect.objectContaining({ order_number: orderNumber }));
    await call(200, 'POST', '/marketplaces/{slug}/connect', {
      token: owner,
      params: { slug: 'boyner' },
      body: { api_key: uniqueValue('apikey'), api_secret: uniqueValue('sec') },
    });
    await call(200, 'GET', '/marketplaces/{slug}/orders', { token: viewer, params: { slug: 'boyner' } });

    const params = { id: order.id };
    await call(200, 'GET', '/orders/{id}', { token: viewer, params });
    await call(200, 'PATCH', '/orders/{id}/status', { token: owner, params, body: { status: 'processing' } });
    const history = await call(200, 'GET', '/orders/{id}/history', { token: viewer, params });
    expect(history.body.map((entry: { to_status: string }) => entry.to_status)).toEqual(['created', 'processing']);
    const sales = await call(200, 'GET', '/sales', { token: viewer });
    expect(sales.body.marketplaces).toContainEqual(expect.objectContaining({ marketplace: 'trendyol', currency: 'TRY' }));

    await call(400, 'PATCH', '/orders/{id}/status', { token: owner, params, body: { status: 'cancelled' } });
    await call(404, 'GET', '/orders/{id}', { token: viewer, params: { id: 'ord_01JD3X5Q9V8K4M2N6P7R8S9T0W' } });
    await call(404, 'GET', '/orders/{id}/history', { token: viewer, params: { id: 'ord_01JD3X5Q9V8K4M2N6P7R8S9T0W' } });
  }, 40_000);

  it('cargo: a label, its document as PDF and ZPL, tracking, the shipments, a batch', async () => {
    const { order } = await ingestedOrder();
    const made = await call(200, 'POST', '/cargo/labels', {
      token: owner,
      body: { order_id: order.id, provider: 'yurtici', weight_kg: 2 },
    });
    await call(200, 'GET', '/cargo/tracking/{tracking_number}', { token: viewer, params: { tracking_number: made.body.tracking_number } });
    await call(200, 'GET', '/orders/{id}', { token: viewer, params: { id: order.id } });
    const listed = await call(200, 'GET', '/cargo/shipments', { token: viewer, query: `provider=yurtici&order_id=${order.id}` });
    expect(listed.body.data).toHaveLength(1);
    // The signed link answers bytes in a documented content type, without a bearer token.
    const documentTypes = Object.keys(served.paths['/v1/documents/{token}'].get.responses['200'].content);
    for (const format of ['pdf', 'zpl']) {
      const answer = await fetch(`${made.body.label_url}?format=${format}`);
      expect({ status: answer.status, type: answer.headers.get('content-type')?.split(';')[0] }).toEqual({
        status: 200,
        type: expect.stringMatching(new RegExp(`^(${documentTypes.join('|')})$`)),
      });
    }
    covered.add('GET /v1/documents/{token}');
    const { order: second } = await ingestedOrder();
    const batch = await call(202, 'POST', '/cargo/labels/batch', { token: owner, body: { order_ids: [second.id], provider: 'aras' } });
    expect((await job(batch.body.job_id)).body.status).toBe('completed');

    await call(400, 'POST', '/cargo/labels', { token: owner, body: { order_id: order.id, provider: 'fedex' } });
    await call(404, 'GET', '/cargo/tracking/{tracking_number}', { token: viewer, params: { tracking_number: 'NO-SUCH-1' } });
    await call(400, 'GET', '/cargo/shipments', { token: viewer, query: 'status=lost' });
  }, 60_000);

  it('invoices: a manual invoice, its documents, the list, one, accepted and cancelled', async () => {
    const { order } = await ingestedOrder();
    const made = await call(201, 'POST', '/invoices', { token: owner, body: { order_id: order.id, provider: 'logo' } });
    const params = { id: made.body.id };
    await call(200, 'GET', '/invoices', { token: viewer, query: 'provider=logo' });
    for (const link of [made.body.pdf_url, made.body.xml_url]) expect((await fetch(link)).status).toBe(200);
    const accepted = await until(
      () => client.request('GET', `/invoices/${made.body.id}`, { token: viewer }),
      (response) => response.body?.status === 'accepted',
      30_000,
    );
    expect(accepted.body.status).toBe('accepted');
    await call(200, 'GET', '/invoices/{id}', { token: viewer, params });
    await call(200, 'POST', '/invoices/{id}/cancel', { token: owner, params, body: { reason: 'Müşteri vazgeçti' } });

    await call(400, 'POST', '/invoices', { token: owner, body: { order_id: order.id, provider: 'marketplace' } });
    await call(404, 'GET', '/invoices/{id}', { token: viewer, params: { id: 'inv_01JD3X5Q9V8K4M2N6P7R8S9T0W' } });
  }, 60_000);

  it('attention: the counts, and their stream', async () => {
    await call(200, 'GET', '/attention', { token: viewer });
    const aborted = new AbortController();
    const stream = await fetch(`${system.baseUrl}/attention/events`, {
      headers: { authorization: `Bearer ${viewer}` },
      signal: aborted.signal,
    });
    expect({ status: stream.status, type: stream.headers.get('content-type')?.split(';')[0] }).toEqual({
      status: 200,
      type: Object.keys(served.paths['/v1/attention/events'].get.responses['200'].content)[0],
    });
    const reader = stream.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    aborted.abort();
    const counts = JSON.parse(/^event: attention\ndata: (.*)\n\n/.exec(first)?.[1] ?? 'null');
    expect(judge.problems('GET', '/v1/attention', 200, counts)).toEqual([]);
    covered.add('GET /v1/attention/events');
  });

  it('settings: read, change', async () => {
    await call(200, 'GET', '/settings', { token: viewer });
    await call(200, 'PATCH', '/settings', { token: owner, body: { sender: { phone: '+90 212 555 00 00' } } });
    await call(400, 'PATCH', '/settings', { token: owner, body: { invoicing: { series_prefix: 'ab' } } });
  });

  it("marketplace A's sub-interface: products, batches, inventory, brands, campaigns, orders, status, label, claims, questions", async () => {
    const base = '/marketplaces/trendyol';
    const barcode = `ANS-${supplier}-1`;
    const product = {
      barcode,
      title: 'Pamuklu Elbise',
      product_main_id: `ANS-${supplier}`,
      brand: 'Tezgah',
      category_id: 411,
      stock_code: `ANS-SKU-${supplier}`,
      quantity: 5,
      list_price: 300,
      sale_price: 250,
      dimensional_weight: 1,
      description: 'Düz metin açıklama.',
      currency_type: 'TRY',
      vat_rate: 20,
      cargo_company_id: 17,
      images: [{ url: 'https://cdn.example.com/a.jpg' }],
      attributes: [
        { attribute_id: 47, custom_value: 'Mavi' },
        { attribute_id: 338, attribute_value_id: 6981 },
      ],
    };
    const submitted = await call(200, 'POST', `${base}/products`, { token: owner, body: { items: [product] } });
    await call(200, 'GET', `${base}/batches/{batch_id}`, { token: viewer, params: { batch_id: submitted.body.batch_id } });
    const { barcode: _b, quantity: _q, list_price: _l, sale_price: _s, ...content } = product;
    await call(200, 'PUT', `${base}/products/{barcode}`, { token: owner, params: { barcode }, body: content });
    await call(200, 'POST', `${base}/inventory`, { token: owner, body: { items: [{ barcode, quantity: 3 }] } });
    await call(200, 'GET', `${base}/brands/lookup`, { token: viewer, query: 'name=Tezgah' });
    const campaign = await control(`${system.sandboxUrl}/control/trendyol/campaigns`, {
      name: 'Yılbaşı',
      starts_at: new Date().toISOString(),
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
      min_discount: 10,
    });
    await call(200, 'GET', `${base}/campaigns`, { token: viewer });
    await call(200, 'POST', `${base}/campaigns/{campaign_id}/items`, {
      token: owner,
      params: { campaign_id: String(campaign.body.campaign_id) },
      body: { items: [{ barcode: listed.barcode, campaign_price: 1 }] },
    });

    // The label needs Trendyol's own carrier: the connection leaves the seller's own contract.
    await call(200, 'PUT', '/marketplaces/{slug}/config', {
      token: owner,
      params: { slug: 'trendyol' },
      body: { cargo_provider: 'MARKETPLACE' },
    });
    const { orderNumber } = await ingestedOrder();
    const orders = await call(200, 'GET', `${base}/orders`, { token: viewer, query: 'page=0&size=50' });
    const order = orders.body.orders.find((o: { order_number: string }) => o.order_number === orderNumber);
    await call(200, 'PATCH', `${base}/orders/{order_number}/status`, {
      token: owner,
      params: { order_number: orderNumber },
      body: {
        shipment_package_id: order.shipment_package_id,
        status: 'Invoiced',
        invoice_number: 'ANS2026000000001',
        lines: order.lines.map((line: { line_id: number; quantity: number }) => ({ line_id: line.line_id, quantity: line.quantity })),
      },
    });
    const label = await until(
      () => client.request('GET', `${base}/orders/${orderNumber}/label`, { token: viewer }),
      (response) => response.status === 202,
    );
    expectDocumented('GET', `${base}/orders/{order_number}/label`, 202, label);

    const claim = await control(`${system.sandboxUrl}/control/trendyol/claims`, { order_number: orderNumber, reason: '401' });
    const claims = await call(200, 'GET', `${base}/claims`, { token: viewer });
    expect(claims.body.claims.map((c: { claim_id: string }) => c.claim_id)).toContain(claim.body.claim_id);
    // Trendyol's stage service: the return reaches the seller now.
    const held = await fetch(`${system.sandboxUrl}/trendyol/integration/order/sellers/${supplier}/claims?claimIds=${claim.body.claim_id}`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${trendyol.api_key}:${trendyol.api_secret}`).toString('base64')}`,
        'user-agent': `${supplier} - Tezgah`,
      },
    });
    const returnPackage = ((await held.json()) as { content: Array<{ orderShipmentPackageId: number }> }).content[0].orderShipmentPackageId;
    await fetch(`${system.sandboxUrl}/trendyol/integration/test/order/sellers/${supplier}/claims/waiting-in-action`, {
      method: 'PUT',
      headers: {
        authorization: `Basic ${Buffer.from(`${trendyol.api_key}:${trendyol.api_secret}`).toString('base64')}`,
        'user-agent': `${supplier} - Tezgah`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ shipmentPackageId: returnPackage }),
    });
    await call(200, 'PATCH', `${base}/claims/{claim_id}`, {
      token: owner,
      params: { claim_id: claim.body.claim_id as string },
      body: { decision: 'approve' },
    });

    const question = await control(`${system.sandboxUrl}/control/trendyol/questions`, {
      supplier_id: supplier,
      barcode: listed.barcode,
      text: 'Kumaşı nedir?',
    });
    await call(200, 'GET', `${base}/questions`, { token: viewer, query: 'status=WAITING_FOR_ANSWER' });
    await call(200, 'POST', `${base}/questions/{question_id}/answer`, {
      token: owner,
      params: { question_id: String(question.body.question_id) },
      body: { text: 'Yüzde yüz pamuktur.' },
    });
  }, 90_000);

  it("has checked every documented operation's success answer", () => {
    expect(documented.filter((operation) => !covered.has(operation)).sort()).toEqual([]);
  });
});
