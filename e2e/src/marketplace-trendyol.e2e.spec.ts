// Marketplace A's sub-interface end to end (issue 17; spec "Marketplace A connector"; decisions §3,
// §5, §10, §14), in both runtime shapes, through the gateway and the Trendyol connector to the
// sandbox's Trendyol simulator: one test per endpoint and rule of the acceptance list.
import { api, startSystem, type Api, type ApiResponse, type System } from '@tezgah/testing';
import { control, demoTokens, expectError, expectInvalidField, FAST_MARKETPLACES, until } from './support';

const BASE = '/marketplaces/trendyol';
// Long enough that a claim is still on its way back when the test first tries to approve it.
const STEP_MS = 3_000;
const ENV = { ...FAST_MARKETPLACES, SANDBOX_TRACKING_STEP_MS: String(STEP_MS) };

describe.each(['single', 'distributed'] as const)("marketplace A's sub-interface: Trendyol (%s shape)", (shape) => {
  let system: System;
  let client: Api;
  const tokens = { owner: '', admin: '', staff: '', viewer: '' };
  const supplier = String(600_000 + Math.floor(Math.random() * 300_000));
  let run = 0;
  const barcode = (name: string) => `${name}-${supplier}-${++run}`;

  beforeAll(async () => {
    system = await startSystem({ shape, marketplaces: ['trendyol'], env: ENV, readyTimeoutMs: 120_000 });
    client = api(system.baseUrl);
    Object.assign(tokens, await demoTokens(client));
    const connected = await client.request('POST', `${BASE}/connect`, {
      token: tokens.owner,
      body: { supplier_id: supplier, api_key: 'ty-key', api_secret: 'ty-secret' },
    });
    expect(connected.status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
  }, 60_000);

  const call = (method: string, path: string, body?: unknown, token = tokens.admin): Promise<ApiResponse> =>
    client.request(method, `${BASE}${path}`, { token, body });
  const sandbox = (path: string, method: 'GET' | 'POST' | 'DELETE' = 'GET', body?: unknown) =>
    control(`${system.sandboxUrl}${path}`, method, body);
  const callsOf = async (fragment: string) =>
    ((await sandbox('/control/trendyol/calls')).body as Array<{ method: string; path: string; status: number }>).filter(
      (c) => c.path.includes(`/sellers/${supplier}/`) && c.path.includes(fragment),
    );
  const item = (code: string, overrides: Record<string, unknown> = {}) => ({
    barcode: code,
    title: 'Pamuklu Yazlık Elbise',
    product_main_id: `ELB-${supplier}`,
    brand: 'Tezgah',
    category_id: 411,
    stock_code: `SKU-${code}`,
    quantity: 10,
    list_price: 300,
    sale_price: 250,
    dimensional_weight: 2,
    description: 'Yüzde yüz pamuk, yazlık elbise.',
    currency_type: 'TRY',
    vat_rate: 10,
    cargo_company_id: 17,
    images: [{ url: 'https://cdn.example.com/elbise.jpg' }],
    attributes: [
      { attribute_id: 47, custom_value: 'Mavi' },
      { attribute_id: 338, attribute_value_id: 6981 },
    ],
    ...overrides,
  });
  const completed = (batchId: string) =>
    until(
      () => call('GET', `/batches/${batchId}`, undefined, tokens.viewer),
      (response) => response.body?.status === 'COMPLETED',
    );

  it('submits a product and follows its batch to COMPLETED with its approval status and content id', async () => {
    const code = barcode('P');
    const submitted = await call('POST', '/products', { items: [item(code)] });
    expect({ status: submitted.status, body: submitted.body }).toMatchObject({
      status: 200,
      body: { batch_id: expect.stringMatching(/^tyb_/), accepted_count: 1, rejected_count: 0, rejections: [] },
    });
    expect(submitted.body.status_url).toBe(`/v1${BASE}/batches/${submitted.body.batch_id}`);
    const batch = await completed(submitted.body.batch_id);
    expect(batch.body).toMatchObject({
      batch_id: submitted.body.batch_id,
      status: 'COMPLETED',
      item_count: 1,
      succeeded: 1,
      failed: 0,
      items: [{ barcode: code, status: 'SUCCESS', content_id: null, approval_status: 'PENDING_REVIEW' }],
    });
    // Trendyol's review approves it: the next read shows the content id.
    const reviewed = await sandbox('/control/trendyol/products/review', 'POST', {
      supplier_id: supplier,
      barcodes: [code],
      decision: 'approve',
    });
    expect(reviewed.status).toBe(200);
    const approved = await call('GET', `/batches/${submitted.body.batch_id}`, undefined, tokens.viewer);
    expect(approved.body.items).toEqual([
      { barcode: code, status: 'SUCCESS', content_id: reviewed.body.items[0].productCode, approval_status: 'APPROVED' },
    ]);
    expect(Number.isInteger(approved.body.items[0].content_id)).toBe(true);
  }, 30_000);

  it("lists a product whose every attribute is one of the category's values, as the spec's {attribute_id, attribute_value_id} sends", async () => {
    const code = barcode('S');
    // Elbise (411): Renk Mavi and Beden M from the sandbox's category fixtures (docs/marketplaces.md).
    const attributes = [
      { attribute_id: 47, attribute_value_id: 1004 },
      { attribute_id: 338, attribute_value_id: 6981 },
    ];
    const submitted = await call('POST', '/products', { items: [item(code, { attributes })] });
    expect(submitted.body).toMatchObject({ accepted_count: 1, rejected_count: 0, rejections: [] });
    const batch = await completed(submitted.body.batch_id);
    expect(batch.body.items).toEqual([{ barcode: code, status: 'SUCCESS', content_id: null, approval_status: 'PENDING_REVIEW' }]);
    // A value the category does not list is still refused before Trendyol sees it.
    const unknown = await call('POST', '/products', {
      items: [item(barcode('S'), { attributes: [{ attribute_id: 47, attribute_value_id: 999_999 }, attributes[1]] })],
    });
    expect(unknown.body.rejections).toEqual([expect.objectContaining({ code: 'trendyol_attribute_value_invalid' })]);
  }, 30_000);

  it('fails a barcode Trendyol already has with DUPLICATE_BARCODE', async () => {
    const code = barcode('D');
    await completed((await call('POST', '/products', { items: [item(code)] })).body.batch_id);
    const again = await call('POST', '/products', { items: [item(code)] });
    const batch = await completed(again.body.batch_id);
    expect(batch.body.items).toEqual([
      { barcode: code, status: 'FAILED', content_id: null, approval_status: null, rejection_reason: 'DUPLICATE_BARCODE' },
    ]);
  }, 30_000);

  it('refuses vat_rate 18 for the whole request (400), a 101-character title for its item, in Turkish', async () => {
    const refused = await call('POST', '/products', { items: [item(barcode('V'), { vat_rate: 18 })] });
    expectError(refused, 400, 'validation.failed');
    expect(Object.keys(refused.body.error.details).join()).toContain('vat_rate');

    const long = barcode('T');
    const submitted = await call('POST', '/products', { items: [item(long, { title: 'x'.repeat(101) }), item(barcode('T'))] });
    expect(submitted.body).toMatchObject({
      accepted_count: 1,
      rejected_count: 1,
      rejections: [
        { index: 0, barcode: long, field: 'items[0].title', code: 'trendyol_title_too_long', reason: expect.stringMatching(/100/) },
      ],
    });
    const batch = await completed(submitted.body.batch_id);
    expect(batch.body.items[0]).toMatchObject({ barcode: long, status: 'FAILED', rejection_reason: expect.stringMatching(/100 karakter/) });
  }, 30_000);

  it('refuses an item missing a required attribute of its category before anything is sent to Trendyol', async () => {
    const before = (await callsOf('/products')).filter((c) => c.method === 'POST').length;
    const code = barcode('A');
    const refused = await call('POST', '/products', { items: [item(code, { attributes: [{ attribute_id: 47, custom_value: 'Mavi' }] })] });
    expect(refused.body).toMatchObject({
      accepted_count: 0,
      rejected_count: 1,
      rejections: [
        {
          index: 0,
          barcode: code,
          field: 'items[0].attributes',
          code: 'trendyol_attribute_required',
          reason: expect.stringContaining('Beden'),
        },
      ],
    });
    expect((await callsOf('/products')).filter((c) => c.method === 'POST')).toHaveLength(before);
    expect((await call('GET', `/batches/${refused.body.batch_id}`)).body).toMatchObject({ status: 'COMPLETED', failed: 1 });
  }, 30_000);

  it('validates per item: HTML description, a non-https image, variants of one product_main_id in two categories, auto_category', async () => {
    const main = `M-${supplier}`;
    const submitted = await call('POST', '/products', {
      items: [
        item(barcode('H'), { description: '<b>kalın</b>' }),
        item(barcode('I'), { images: [{ url: 'http://cdn.example.com/a.jpg' }] }),
        item(barcode('V1'), { product_main_id: main }),
        item(barcode('V2'), { product_main_id: main, category_id: 1040 }),
        item(barcode('AC'), { product_main_id: `AC-${supplier}`, category_id: undefined, auto_category: true, title: 'Şık Elbise' }),
      ],
    });
    expect(submitted.body.rejections.map((r: { index: number; code: string }) => [r.index, r.code])).toEqual([
      [0, 'trendyol_description_html'],
      [1, 'trendyol_image_url'],
      [3, 'trendyol_main_id_inconsistent'],
    ]);
    expect(submitted.body.accepted_count).toBe(2);
  }, 30_000);

  it('updates a product through PUT /products/{barcode} as a batch of one', async () => {
    const code = barcode('U');
    await completed((await call('POST', '/products', { items: [item(code)] })).body.batch_id);
    const { barcode: _b, quantity: _q, list_price: _l, sale_price: _s, ...content } = item(code, { title: 'Yeni Başlıklı Elbise' });
    const updated = await call('PUT', `/products/${code}`, content);
    expect(updated.body).toMatchObject({ accepted_count: 1, rejected_count: 0 });
    expect((await completed(updated.body.batch_id)).body).toMatchObject({ type: 'product_update', succeeded: 1 });
  }, 30_000);

  it('accepts 2,500 inventory items in one call, split into three Trendyol batches under one batch id', async () => {
    const before = (await callsOf('/price-and-inventory')).length;
    const items = Array.from({ length: 2500 }, (_, i) => ({
      barcode: `INV-${supplier}-${i}`,
      quantity: i % 50,
      sale_price: 100,
      list_price: 120,
    }));
    const accepted = await call('POST', '/inventory', { items });
    expect({ status: accepted.status, body: accepted.body }).toEqual({
      status: 200,
      body: { batch_id: expect.stringMatching(/^tyb_/), queued: 2500 },
    });
    const sent = (await callsOf('/price-and-inventory')).slice(before);
    expect(sent.map((c) => c.status)).toEqual([200, 200, 200]);
    const batch = await completed(accepted.body.batch_id);
    // Unknown barcodes on Trendyol: every item's outcome is known, each FAILED with Trendyol's reason.
    expect(batch.body).toMatchObject({ type: 'inventory', item_count: 2500, marketplace_batch_count: 3, failed: 2500 });
  }, 60_000);

  async function placeOrder(): Promise<{ order_number: string; shipment_package_id: number; line_ids: number[] }> {
    const code = barcode('O');
    await sandbox('/control/trendyol/listings', 'POST', {
      supplier_id: supplier,
      items: [{ barcode: code, stock_code: `SKU-${code}`, title: 'Sipariş Ürünü', quantity: 10, sale_price: 90, list_price: 100 }],
    });
    const placed = await sandbox('/control/trendyol/orders', 'POST', {
      supplier_id: supplier,
      lines: [{ barcode: code, quantity: 2, amount: 90 }],
      customer: { first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse@example.com' },
      shipping_address: { address1: 'Bağdat Cad. 1', city: 'İstanbul', district: 'Kadıköy', postal_code: '34710' },
    });
    expect(placed.status).toBe(201);
    return placed.body.order;
  }

  it("lists orders in the spec's shape (zero-based pages), moves one forward, and refuses a backward move with 422", async () => {
    const order = await placeOrder();
    const page = await call('GET', '/orders?status=Created&page=0&size=50', undefined, tokens.viewer);
    expect(page.body).toMatchObject({ page: 0, size: 50, total_pages: expect.any(Number), total_elements: expect.any(Number) });
    expect(page.body.orders.find((o: { order_number: string }) => o.order_number === order.order_number)).toEqual({
      order_number: order.order_number,
      shipment_package_id: order.shipment_package_id,
      status: 'Created',
      customer_first_name: 'Ayşe',
      customer_last_name: 'Yılmaz',
      customer_id: expect.any(Number),
      gross_amount: 180,
      total_discount: 0,
      tax_number: null,
      shipping_address: { city: 'İstanbul', district: 'Kadıköy', address1: 'Bağdat Cad. 1', postal_code: '34710' },
      cargo_provider: 'Trendyol Express Marketplace',
      cargo_tracking_number: expect.stringMatching(/^733\d+$/),
      lines: [{ line_id: order.line_ids[0], barcode: expect.any(String), quantity: 2, amount: 90, vat_base_amount: expect.any(Number) }],
      created_at: expect.any(String),
    });
    expectInvalidField(await call('GET', '/orders?page=-1', undefined, tokens.viewer), 'page');

    const lines = [{ line_id: order.line_ids[0], quantity: 2 }];
    const status = (body: Record<string, unknown>) =>
      call('PATCH', `/orders/${order.order_number}/status`, { shipment_package_id: order.shipment_package_id, lines, ...body });
    expect((await status({ status: 'Invoiced', invoice_number: 'TZG2026000000001' })).body).toMatchObject({ status: 'Invoiced' });
    const back = await status({ status: 'Picking' });
    expectError(back, 422, 'business.invalid');
    expect(back.body.error.details).toMatchObject({ from: 'Invoiced', to: 'Picking', allowed: ['Shipped'] });
    expectError(await status({ status: 'Cancelled' }), 422, 'business.invalid');
  }, 30_000);

  it('answers the common label with 202 and Retry-After until Trendyol made it, then the PDF', async () => {
    const order = await placeOrder();
    const label = () =>
      client.request('GET', `${BASE}/orders/${order.order_number}/label`, { token: tokens.viewer, headers: { accept: 'application/pdf' } });
    expectError(await label(), 422, 'business.invalid');
    await call('PATCH', `/orders/${order.order_number}/status`, {
      shipment_package_id: order.shipment_package_id,
      status: 'Invoiced',
      invoice_number: 'TZG2026000000002',
      lines: [{ line_id: order.line_ids[0], quantity: 2 }],
    });
    const pending = await label();
    expect(pending.status).toBe(202);
    expect(Number(pending.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const ready = await until(label, (response) => response.status === 200, 10_000);
    expect(ready.headers['content-type']).toBe('application/pdf');
    expect(
      Buffer.from(ready.body as ArrayBuffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }, 30_000);

  it('approves a claim created through the control API once it waits for the seller; a rejection without evidence is 400', async () => {
    const order = await placeOrder();
    const made = await sandbox('/control/trendyol/claims', 'POST', {
      order_number: order.order_number,
      reason: 'Beden uymadı',
      customer_note: 'küçük',
    });
    expect(made.status).toBe(201);
    const listed = await call('GET', '/claims', undefined, tokens.viewer);
    expect(listed.body.claims).toContainEqual({
      claim_id: made.body.claim_id,
      order_number: order.order_number,
      reason: 'Diğer',
      status: 'Created',
      items: [{ line_id: order.line_ids[0], quantity: 2 }],
      customer_note: 'küçük',
      created_at: expect.any(String),
    });
    expectInvalidField(await call('PATCH', `/claims/${made.body.claim_id}`, { decision: 'reject', note: 'kullanılmış' }), 'evidence_url');
    expectError(await call('PATCH', `/claims/${made.body.claim_id}`, { decision: 'approve' }), 422, 'business.invalid');
    await new Promise((resolve) => setTimeout(resolve, STEP_MS + 200));
    const approved = await call('PATCH', `/claims/${made.body.claim_id}`, { decision: 'approve' });
    expect({ status: approved.status, body: approved.body }).toMatchObject({
      status: 200,
      body: { claim_id: made.body.claim_id, status: 'Accepted' },
    });
  }, 30_000);

  it('lists a waiting question with its 24-hour deadline and answers it', async () => {
    const order = await placeOrder();
    const listing = (await sandbox(`/control/trendyol/listings?seller=${supplier}`)).body.items.at(-1);
    const asked = await sandbox('/control/trendyol/questions', 'POST', {
      supplier_id: supplier,
      barcode: listing.barcode,
      text: 'Kumaşı nedir?',
    });
    expect(asked.status).toBe(201);
    expect(order.order_number).toBeDefined();
    const waiting = await call('GET', '/questions?status=WAITING_FOR_ANSWER', undefined, tokens.viewer);
    const question = waiting.body.questions.find((q: { question_id: number }) => q.question_id === asked.body.question_id);
    expect(question).toMatchObject({ text: 'Kumaşı nedir?', status: 'WAITING_FOR_ANSWER', answer: null });
    expect(Date.parse(question.answer_deadline) - Date.parse(question.created_at)).toBe(86_400_000);
    expectInvalidField(await call('POST', `/questions/${asked.body.question_id}/answer`, { text: 'Pamuk' }), 'text');
    const answered = await call('POST', `/questions/${asked.body.question_id}/answer`, { text: 'Yüzde yüz pamuktur.' });
    expect(answered.body).toMatchObject({ status: 'ANSWERED', answer_deadline: null, answer: { text: 'Yüzde yüz pamuktur.' } });
  }, 30_000);

  it("looks a brand up by Trendyol's exact name", async () => {
    expect((await call('GET', '/brands/lookup?name=Tezgah', undefined, tokens.viewer)).body).toEqual({
      name: 'Tezgah',
      status: 'APPROVED',
      brand_id: 1791,
      suggestions: [],
    });
    expect((await call('GET', '/brands/lookup?name=tezgah', undefined, tokens.viewer)).body).toMatchObject({
      status: 'NOT_FOUND',
      brand_id: null,
      suggestions: [{ brand_id: 1791, name: 'Tezgah' }],
    });
    expectInvalidField(await call('GET', '/brands/lookup', undefined, tokens.viewer), 'name');
  });

  it('refuses a configuration environment outside production, stage and sandbox with 400', async () => {
    expectInvalidField(await call('PUT', '/config', { environment: 'bogus' }, tokens.owner), 'environment');
  });

  it("passes Trendyol's 429 on as 503 with Retry-After, and a failing Trendyol as 502", async () => {
    // Only this seller's calls of one endpoint: the order poller of the connection shares the sandbox.
    await sandbox('/control/trendyol/faults', 'POST', {
      path: `/integration/order/sellers/${supplier}/orders`,
      status: 429,
      count: 20,
      retry_after: 1,
    });
    try {
      const limited = await call('GET', '/orders', undefined, tokens.viewer);
      expectError(limited, 503, 'marketplace.rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      await sandbox('/control/trendyol/faults', 'DELETE');
    }
    await sandbox('/control/trendyol/faults', 'POST', { path: `/integration/order/sellers/${supplier}/claims`, status: 500, count: 20 });
    try {
      expectError(await call('GET', '/claims', undefined, tokens.viewer), 502, 'marketplace.unreachable');
    } finally {
      await sandbox('/control/trendyol/faults', 'DELETE');
    }
  }, 30_000);

  it('is for admins and owners to write: staff and viewers get 403; reads for every role', async () => {
    for (const token of [tokens.staff, tokens.viewer]) {
      expectError(await call('POST', '/products', { items: [item(barcode('R'))] }, token), 403, 'auth.insufficient_scope');
      expectError(await call('POST', '/inventory', { items: [{ barcode: 'X', quantity: 1 }] }, token), 403, 'auth.insufficient_scope');
      expectError(await call('PATCH', '/claims/x', { decision: 'approve' }, token), 403, 'auth.insufficient_scope');
      expectError(await call('POST', '/questions/1/answer', { text: 'Yüzde yüz pamuktur.' }, token), 403, 'auth.insufficient_scope');
    }
    expect((await call('GET', '/brands/lookup?name=Tezgah', undefined, tokens.staff)).status).toBe(200);
  });

  // Last: it changes the tenant's configuration for the tests after it.
  it("under the seller's own carrier contract ships with its tracking number and leaves labels to the carrier", async () => {
    const configured = await call('PUT', '/config', { cargo_provider: 'OWN_CONTRACT' }, tokens.owner);
    expect(configured.body).toMatchObject({ config: { cargo_provider: 'OWN_CONTRACT' } });
    const order = await placeOrder();
    const shipped = await until(
      () =>
        call('PATCH', `/orders/${order.order_number}/status`, {
          shipment_package_id: order.shipment_package_id,
          status: 'Shipped',
          tracking_number: '725000111222',
          lines: [{ line_id: order.line_ids[0], quantity: 2 }],
        }),
      (response) => response.status === 200,
      10_000,
    );
    expect(shipped.body).toEqual({ order_number: order.order_number, shipment_package_id: order.shipment_package_id, status: 'Shipped' });
    const fed = (await callsOf(`/shipment-packages/${order.shipment_package_id}`)).map((c) => c.path.split('/').at(-1));
    expect(fed).toEqual([String(order.shipment_package_id), 'update-tracking-number']);
    const label = await client.request('GET', `${BASE}/orders/${order.order_number}/label`, { token: tokens.viewer });
    expectError(label, 422, 'business.invalid');
    expect(label.body.error.details.cargo_provider).toEqual([expect.objectContaining({ code: 'trendyol_label_own_contract' })]);
  }, 30_000);
});
