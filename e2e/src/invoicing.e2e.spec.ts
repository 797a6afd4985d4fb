// Invoicing as a seller and an integrator see it (spec: the Invoice resource, the Invoices
// endpoints, invoice.created and invoice.failed; decisions §3, §5, §8, §15, §16), in both runtime
// shapes, against the e-invoice providers' simulators: an order moved to `processing` gets its
// automatic invoice (e-Arşiv, and e-Fatura for a registered tax number) accepted with a GİB
// number and one `invoice.created` webhook; the manual invoice's rules; the list's filter and
// paging; the PDF and XML behind their links, every XML valid UBL-TR; a rejecting provider; a
// provider down and back; cancellation.
//
import { api, type Api, DEMO_PASSWORD, startHttpsReceiver, startSystem, testCertificates, uniqueGtin13 } from '@tezgah/testing';
import type { HttpsReceiver, System } from '@tezgah/testing';
import { validateUblTr } from '@tezgah/e-invoice';
import { expectError, expectInvalidField, FAST_MARKETPLACES, uniqueValue, until } from './support';

const ENV = {
  ...FAST_MARKETPLACES,
  TEZGAH_ORDER_POLL_INTERVAL_MS: '1000',
  SANDBOX_INVOICE_ACCEPT_MS: '500',
  TEZGAH_INVOICE_POLL_INTERVAL_MS: '200',
  TEZGAH_INVOICE_VERDICT_INTERVAL_MS: '300',
  TEZGAH_INVOICE_RETRY_BASE_MS: '200',
  TEZGAH_INVOICE_RETRY_MAX_MS: '1000',
  TEZGAH_INVOICE_FAILURE_REPORT_AFTER: '3',
};
const NUMBER = /^TZG\d{4}\d{9}$/;
/** The simulators answer e-Fatura registration for tax numbers ending in an even digit (decisions §14). */
const REGISTERED_VKN = '1234567892';
const CONSUMER_VKN = '1234567891';

async function post(url: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

type Invoice = {
  id: string;
  order_id: string;
  provider: string;
  type: string;
  number: string | null;
  status: string;
  pdf_url: string;
  xml_url: string;
};

type TrendyolPackage = { id: number; status: string; invoiceLink: string; lines: Array<{ id: number; quantity: number }> };

describe.each(['single', 'distributed'] as const)('invoicing (%s shape)', (shape) => {
  let system: System;
  let client: Api;
  let receiver: HttpsReceiver;
  let owner: string;
  let staff: string;
  let viewer: string;
  let other: string;
  const hookPath = `/invoice-events-${shape}`;
  const supplier = String(200_000 + Math.floor(Math.random() * 700_000));
  const product = { sku: uniqueValue('FTR'), barcode: uniqueGtin13('869') };

  beforeAll(async () => {
    receiver = await startHttpsReceiver();
    system = await startSystem({
      shape,
      marketplaces: ['trendyol'],
      env: { ...ENV, NODE_EXTRA_CA_CERTS: testCertificates().caPath },
      readyTimeoutMs: 120_000,
    });
    client = api(system.baseUrl);
    [owner, staff, viewer, other] = await Promise.all(
      ['owner@demo.tezgah.dev', 'staff@demo.tezgah.dev', 'viewer@demo.tezgah.dev', 'owner@other.tezgah.dev'].map(
        async (email) => (await client.tokens(email, DEMO_PASSWORD)).access_token,
      ),
    );
    const hook = await client.request('POST', '/webhooks', {
      token: owner,
      body: { url: receiver.urlFor(hookPath), events: ['invoice.created', 'invoice.failed'] },
    });
    expect(hook.status).toBe(201);
    const created = await client.request('POST', '/products', {
      token: owner,
      body: { sku: product.sku, barcode: product.barcode, title: 'Faturalanan ürün', price: 120, stock: 500, vat_rate: 10 },
    });
    expect(created.status).toBe(201);
    await post(`${system.sandboxUrl}/control/trendyol/listings`, {
      supplier_id: supplier,
      items: [
        { barcode: product.barcode, stock_code: product.sku, title: 'Faturalanan ürün', quantity: 500, sale_price: 120, list_price: 150 },
      ],
    });
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
  const manual = (body: Record<string, unknown>, token = staff) => client.request('POST', '/invoices', { token, body });
  const events = (type: string) =>
    receiver
      .requestsTo(hookPath)
      .map((request) => JSON.parse(request.rawBody.toString()) as { type: string; data: Record<string, unknown> })
      .filter((event) => event.type === type);
  const setProvider = (provider: string) =>
    client.request('PATCH', '/settings', { token: owner, body: { invoicing: { default_provider: provider } } });
  /** The simulator rejects the next document it takes, with `reason` (docs/invoice-providers/README.md). */
  const rejectNext = (provider: string, reason: string) => post(`${system.sandboxUrl}/control/${provider}/reject-next`, { reason });

  /** A customer buys on Trendyol, billed to `taxNumber`; answers the ingested order's id. */
  async function ingestedOrder(taxNumber: string | null = null): Promise<string> {
    const address = { address1: 'Bağdat Cad. 1', city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country_code: 'TR' };
    const placed = await post(`${system.sandboxUrl}/control/trendyol/orders`, {
      supplier_id: supplier,
      lines: [{ barcode: product.barcode, merchant_sku: product.sku, product_name: 'Faturalanan ürün', quantity: 2, amount: 120 }],
      customer: { first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse@example.com', phone: '+905321112233', tax_number: taxNumber },
      shipping_address: address,
      invoice_address: address,
    });
    expect(placed.status).toBe(201);
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

  async function invoiceOf(orderId: string, status = 'accepted'): Promise<Invoice> {
    const order = await until(
      () => get(`/orders/${orderId}`),
      (answer) => Boolean(answer.body.invoice_id),
      20_000,
    );
    const invoice = await until(
      () => get(`/invoices/${order.body.invoice_id}`, viewer),
      (answer) => answer.body.status === status,
      20_000,
    );
    expect(invoice.body.status).toBe(status);
    return invoice.body as Invoice;
  }

  /** The order's packages as Trendyol's own Partner API shows them to the seller. */
  async function trendyolPackages(orderNumber: string): Promise<Array<TrendyolPackage>> {
    const response = await fetch(`${system.sandboxUrl}/trendyol/integration/order/sellers/${supplier}/orders?orderNumber=${orderNumber}`, {
      headers: { authorization: `Basic ${Buffer.from('key:secret').toString('base64')}`, 'user-agent': `${supplier} - Tezgah` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { content: TrendyolPackage[] }).content;
  }

  async function expectDocuments(invoice: Invoice): Promise<void> {
    const pdf = await fetch(invoice.pdf_url);
    expect({ status: pdf.status, type: pdf.headers.get('content-type') }).toEqual({ status: 200, type: 'application/pdf' });
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const xml = await fetch(invoice.xml_url);
    expect({ status: xml.status, type: xml.headers.get('content-type') }).toEqual({
      status: 200,
      type: expect.stringContaining('application/xml'),
    });
    expect(await validateUblTr(await xml.text())).toEqual(expect.objectContaining({ valid: true }));
  }

  it('issues an accepted e-Arşiv invoice when an order enters processing, once, with one invoice.created', async () => {
    expect((await setProvider('parasut')).status).toBe(200);
    const orderId = await ingestedOrder(CONSUMER_VKN);
    expect((await client.request('PATCH', `/orders/${orderId}/status`, { token: staff, body: { status: 'processing' } })).status).toBe(200);
    const invoice = await invoiceOf(orderId);
    expect(invoice).toMatchObject({ order_id: orderId, provider: 'parasut', type: 'earsiv', number: expect.stringMatching(NUMBER) });
    await expectDocuments(invoice);
    // The line's KDV is Trendyol's 20 %, not the catalog's 10 % (decisions §8: the marketplace's rate first).
    const xml = await (await fetch(invoice.xml_url)).text();
    expect(xml).toContain('<cbc:Percent>20</cbc:Percent>');
    expect(xml).not.toContain('<cbc:Percent>10</cbc:Percent>');
    const created = await until(
      async () => events('invoice.created').filter((event) => event.data.id === invoice.id),
      (found) => found.length > 0,
      10_000,
    );
    // Delivered once: a second delivery would come within the dispatcher's retry window.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(events('invoice.created').filter((event) => event.data.id === invoice.id)).toHaveLength(1);
    expect(created[0].data).toMatchObject({ status: 'accepted', number: invoice.number });
    // Trendyol is told (decisions §8, issue 16 item 6): the package is Invoiced and carries the link.
    const orderNumber = (await get(`/orders/${orderId}`)).body.marketplace_order_id;
    const packages = await until(
      () => trendyolPackages(orderNumber),
      (found) => found.length > 0 && found.every((pkg) => pkg.status === 'Invoiced') && Boolean(found[0].invoiceLink),
      20_000,
    );
    const linked = await fetch(packages[0].invoiceLink);
    expect({ status: linked.status, type: linked.headers.get('content-type') }).toEqual({ status: 200, type: 'application/pdf' });
    expect((await get(`/invoices?per_page=100`)).body.data.filter((row: Invoice) => row.order_id === orderId)).toHaveLength(1);
  }, 90_000);

  it("moves a Trendyol package to Invoiced without a number with the order's accepted invoice, its number and link; none is 422", async () => {
    const orderId = await ingestedOrder();
    const orderNumber = (await get(`/orders/${orderId}`)).body.marketplace_order_id;
    const [pkg] = await trendyolPackages(orderNumber);
    const invoiced = () =>
      client.request('PATCH', `/marketplaces/trendyol/orders/${orderNumber}/status`, {
        token: owner,
        body: {
          shipment_package_id: pkg.id,
          status: 'Invoiced',
          lines: pkg.lines.map((line) => ({ line_id: line.id, quantity: line.quantity })),
        },
      });
    const refused = await invoiced();
    expectError(refused, 422, 'business.invalid');
    expect(refused.body.error.details.invoice_number).toEqual([
      { code: 'trendyol_invoice_not_issued', message: expect.stringContaining('invoice_number') },
    ]);

    // Trendyol's 429 holds the invoice mirror back for ten minutes: the call below is the one that moves the package.
    const packagePath = `/integration/order/sellers/${supplier}/shipment-packages/${pkg.id}`;
    expect(
      (await post(`${system.sandboxUrl}/control/trendyol/faults`, { path: packagePath, status: 429, count: 1, retry_after: 600 })).status,
    ).toBe(204);
    expect((await manual({ order_id: orderId, provider: 'parasut' })).status).toBe(201);
    const invoice = await invoiceOf(orderId);
    const packageCalls = async () =>
      (
        (await (await fetch(`${system.sandboxUrl}/control/trendyol/calls`)).json()) as Array<{
          path: string;
          status: number;
          body: unknown;
        }>
      ).filter((call) => call.path === packagePath);
    expect((await until(packageCalls, (calls) => calls.some((call) => call.status === 429))).map((call) => call.status)).toEqual([429]);

    const moved = await invoiced();
    expect({ status: moved.status, body: moved.body }).toEqual({
      status: 200,
      body: { order_number: orderNumber, shipment_package_id: pkg.id, status: 'Invoiced' },
    });
    expect((await packageCalls()).filter((call) => call.status === 200).map((call) => call.body)).toEqual([
      expect.objectContaining({ status: 'Picking' }),
      expect.objectContaining({ status: 'Invoiced', params: { invoiceNumber: invoice.number } }),
    ]);
    const [linked] = await trendyolPackages(orderNumber);
    expect(linked).toMatchObject({ status: 'Invoiced', invoiceLink: expect.stringMatching(/^https?:/) });
    const pdf = await fetch(linked.invoiceLink);
    expect({ status: pdf.status, type: pdf.headers.get('content-type') }).toEqual({ status: 200, type: 'application/pdf' });
  }, 90_000);

  it('issues an e-Fatura for a registered taxpayer', async () => {
    const orderId = await ingestedOrder(REGISTERED_VKN);
    await client.request('PATCH', `/orders/${orderId}/status`, { token: staff, body: { status: 'processing' } });
    const invoice = await invoiceOf(orderId);
    expect(invoice).toMatchObject({ type: 'efatura', number: expect.stringMatching(NUMBER) });
    await expectDocuments(invoice);
  }, 90_000);

  it('refuses manual invoices as the rules say: marketplace and bogus providers 400, unknown order 404, viewer 403, other tenant 404, live invoice 409', async () => {
    const orderId = await ingestedOrder();
    expectInvalidField(await manual({ order_id: orderId, provider: 'marketplace' }), 'provider');
    expectInvalidField(await manual({ order_id: orderId, provider: 'bogus' }), 'provider');
    expectInvalidField(await manual({ order_id: orderId, provider: 'logo', extra: 1 }), 'extra');
    expectError(await manual({ order_id: 'ord_01ARZ3NDEKTSV4RRFFQ69G5FAV', provider: 'logo' }), 404, 'resource.not_found');
    expectError(await manual({ order_id: orderId, provider: 'logo' }, viewer), 403, 'auth.insufficient_scope');
    expectError(await manual({ order_id: orderId, provider: 'logo' }, other), 404, 'resource.not_found');
    const made = await manual({ order_id: orderId, provider: 'logo' });
    expect({ status: made.status, body: made.body }).toMatchObject({
      status: 201,
      body: { status: 'pending', number: null, provider: 'logo' },
    });
    expectError(await manual({ order_id: orderId, provider: 'uyumsoft' }), 409, 'resource.conflict');
    expectError(await get(`/invoices/${made.body.id}`, other), 404, 'resource.not_found');
    await expectDocuments(made.body as Invoice);
  }, 60_000);

  it('lists invoices newest first, filtered by provider and paged', async () => {
    for (let index = 0; index < 3; index++)
      expect((await manual({ order_id: await ingestedOrder(), provider: 'uyumsoft' })).status).toBe(201);
    const page = await get('/invoices?provider=uyumsoft&per_page=2&page=1', viewer);
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.data.every((invoice: Invoice) => invoice.provider === 'uyumsoft')).toBe(true);
    expect(page.body.pagination).toMatchObject({ page: 1, per_page: 2, total: expect.any(Number) });
    expect(page.body.pagination.total).toBeGreaterThanOrEqual(3);
    expectInvalidField(await get('/invoices?per_page=101', viewer), 'per_page');
    expectInvalidField(await get('/invoices?provider=bogus', viewer), 'provider');
    expect((await get('/invoices', other)).body.data.some((invoice: Invoice) => invoice.provider === 'uyumsoft')).toBe(false);
  }, 90_000);

  it('marks an invoice the provider rejects as rejected, with invoice.failed', async () => {
    expect((await rejectNext('nilvera', 'Alıcı bilgileri hatalı')).status).toBeLessThan(300);
    const made = await manual({ order_id: await ingestedOrder(), provider: 'nilvera' });
    const rejected = await until(
      () => get(`/invoices/${made.body.id}`),
      (answer) => answer.body.status === 'rejected',
      20_000,
    );
    expect(rejected.body).toMatchObject({ status: 'rejected', number: null });
    const failed = await until(
      async () => events('invoice.failed').filter((event) => event.data.invoice_id === made.body.id),
      (found) => found.length > 0,
      10_000,
    );
    expect(failed[0].data).toEqual({ invoice_id: made.body.id, error: expect.stringContaining('Alıcı bilgileri hatalı') });
    // The home page's count of rejected invoices is the list it links to.
    const listed = await get('/invoices?status=rejected&per_page=100');
    expect(listed.body.data.map((invoice: { id: string }) => invoice.id)).toContain(made.body.id);
    expect(listed.body.data.every((invoice: { status: string }) => invoice.status === 'rejected')).toBe(true);
    expect((await get('/attention')).body.rejected_invoices).toBe(listed.body.pagination.total);
    expectInvalidField(await get('/invoices?status=bogus'), 'status');
  }, 60_000);

  it('retries while the provider is down, reports it once, and is accepted when it is back', async () => {
    expect((await post(`${system.sandboxUrl}/control/logo/faults`, { path: '*', status: 500, count: 1000 })).status).toBeLessThan(300);
    const made = await manual({ order_id: await ingestedOrder(), provider: 'logo' }).catch(() => null);
    // The taxpayer lookup of a buyer without a tax number asks nothing: the invoice is issued and waits.
    expect(made?.status).toBe(201);
    const failing = await until(
      async () => events('invoice.failed').filter((event) => event.data.invoice_id === made!.body.id),
      (found) => found.length > 0,
      20_000,
    );
    expect(failing).toHaveLength(1);
    expect((await get(`/invoices/${made!.body.id}`)).body.status).toBe('pending');
    await fetch(`${system.sandboxUrl}/control/logo/faults`, { method: 'DELETE' });
    const accepted = await until(
      () => get(`/invoices/${made!.body.id}`),
      (answer) => answer.body.status === 'accepted',
      30_000,
    );
    expect(accepted.body.number).toMatch(NUMBER);
  }, 90_000);

  it('cancels an accepted invoice (staff) with its reason kept, refuses other states, and cancels an e-Arşiv invoice when its order is cancelled', async () => {
    const made = await manual({ order_id: await ingestedOrder(), provider: 'parasut' });
    const reason = { reason: '  Müşteri siparişten vazgeçti  ' };
    const cancel = (token: string, body?: object) => client.request('POST', `/invoices/${made.body.id}/cancel`, { token, body });
    expectInvalidField(await cancel(staff), 'reason');
    expectInvalidField(await cancel(staff, { reason: ' a ' }), 'reason');
    expectError(await cancel(staff, reason), 422, 'business.invalid');
    await until(
      () => get(`/invoices/${made.body.id}`),
      (answer) => answer.body.status === 'accepted',
      20_000,
    );
    expectError(await cancel(viewer, reason), 403, 'auth.insufficient_scope');
    const cancelled = await cancel(staff, reason);
    expect({ status: cancelled.status, body: cancelled.body }).toMatchObject({
      status: 200,
      body: { status: 'cancelled', cancel_reason: 'Müşteri siparişten vazgeçti' },
    });
    expect((await get(`/invoices/${made.body.id}`)).body.cancel_reason).toBe('Müşteri siparişten vazgeçti');

    const orderId = await ingestedOrder(CONSUMER_VKN);
    await client.request('PATCH', `/orders/${orderId}/status`, { token: staff, body: { status: 'processing' } });
    const invoice = await invoiceOf(orderId);
    const orderNumber = (await get(`/orders/${orderId}`)).body.marketplace_order_id;
    expect((await post(`${system.sandboxUrl}/control/trendyol/orders/${orderNumber}/cancel`, { reason: 'Stok yok' })).status).toBe(200);
    const auto = await until(
      () => get(`/invoices/${invoice.id}`),
      (answer) => answer.body.status === 'cancelled',
      20_000,
    );
    expect(auto.body).toMatchObject({
      status: 'cancelled',
      number: invoice.number,
      cancel_reason: 'Sipariş iptal edildiği için fatura iptal edildi.',
    });
  }, 90_000);
});
