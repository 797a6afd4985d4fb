// An automatic invoice as a seller meets it on a fresh demo (issue 30, point 1), in both runtime
// shapes: an order moved to `processing` has its invoice `accepted` within the e-invoice sandbox's
// delay plus a few seconds, and `invoice.created` reaches the webhook within that too. Nothing
// here shortens the invoicing workers' intervals: the safety poll stays at its 30 s default, so
// only a worker woken by its new rows meets the bound.
import { api, type Api, DEMO_PASSWORD, startHttpsReceiver, startSystem, testCertificates, uniqueGtin13 } from '@tezgah/testing';
import type { HttpsReceiver, System } from '@tezgah/testing';
import { connectTrendyolSeller, control, uniqueValue, until } from './support';

/** The demo sandbox's verdict delay (SANDBOX_INVOICE_ACCEPT_MS' default) plus three seconds, rounded up as the issue sets it. */
const ACCEPTED_WITHIN_MS = 10_000;
const ORDERS = 5;

type InvoiceCreated = { created: number; data: { id: string; order_id: string; status: string } };

describe.each(['single', 'distributed'] as const)('automatic invoice latency (%s shape, demo settings)', (shape) => {
  let system: System;
  let client: Api;
  let receiver: HttpsReceiver;
  let owner: string;
  const hookPath = `/invoice-latency-${shape}`;
  const supplier = String(200_000 + Math.floor(Math.random() * 700_000));
  const product = { sku: uniqueValue('LAT'), barcode: uniqueGtin13('869') };

  beforeAll(async () => {
    receiver = await startHttpsReceiver();
    system = await startSystem({
      shape,
      marketplaces: ['trendyol'],
      env: { NODE_EXTRA_CA_CERTS: testCertificates().caPath },
      readyTimeoutMs: 90_000,
    });
    client = api(system.baseUrl);
    owner = (await client.tokens('owner@demo.tezgah.dev', DEMO_PASSWORD)).access_token;
    const hook = await client.request('POST', '/webhooks', {
      token: owner,
      body: { url: receiver.urlFor(hookPath), events: ['invoice.created'] },
    });
    expect(hook.status).toBe(201);
    await connectTrendyolSeller(system, client, owner, { supplier, ...product, title: 'Hızlı faturalanan ürün', price: 120, stock: 100 });
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
    await receiver?.close();
  }, 60_000);

  /** A customer buys on Trendyol; answers the ingested order's id. */
  async function ingestedOrder(): Promise<string> {
    const address = { address1: 'Bağdat Cad. 1', city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country_code: 'TR' };
    const placed = await control(`${system.sandboxUrl}/control/trendyol/orders`, 'POST', {
      supplier_id: supplier,
      lines: [{ barcode: product.barcode, merchant_sku: product.sku, product_name: 'Hızlı faturalanan ürün', quantity: 1, amount: 120 }],
      customer: { first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse@example.com', phone: '+905321112233', tax_number: null },
      shipping_address: address,
      invoice_address: address,
    });
    expect(placed.status).toBe(201);
    const orderNumber = placed.body.order.order_number as string;
    const found = await until(
      async () =>
        (
          (await client.request('GET', '/orders?marketplace=trendyol&per_page=100', { token: owner })).body.data as Array<{
            id: string;
            marketplace_order_id: string;
          }>
        ).find((order) => order.marketplace_order_id === orderNumber),
      Boolean,
      20_000,
    );
    expect(found).toBeDefined();
    return found!.id;
  }

  /**
   * Moves the order to `processing`; answers how long until its invoice was accepted (the event's
   * event's time, bounded from above) and until `invoice.created` reached the webhook (ms).
   * Both are read from the system, not from how fast this test polls.
   */
  async function timeToAccepted(orderId: string): Promise<{ accepted: number; created: number }> {
    const start = Date.now();
    const moved = await client.request('PATCH', `/orders/${orderId}/status`, { token: owner, body: { status: 'processing' } });
    expect(moved.status).toBe(200);
    const created = await until(
      async () => receiver.requestsTo(hookPath).find((request) => (request.body as InvoiceCreated).data.order_id === orderId),
      Boolean,
      60_000,
    );
    expect(created).toBeDefined();
    const event = created!.body as InvoiceCreated;
    expect(event.data.status).toBe('accepted');
    expect((await client.request('GET', `/invoices/${event.data.id}`, { token: owner })).body.status).toBe('accepted');
    // `created` is whole seconds: its end, or the arrival when that is sooner, bounds the acceptance.
    return { accepted: Math.min((event.created + 1) * 1000, created!.receivedAt) - start, created: created!.receivedAt - start };
  }

  it(`accepts each of ${ORDERS} automatic invoices, and delivers its invoice.created, within ${ACCEPTED_WITHIN_MS / 1000} s of processing`, async () => {
    const times: Array<{ accepted: number; created: number }> = [];
    for (let i = 0; i < ORDERS; i++) times.push(await timeToAccepted(await ingestedOrder()));
    // The figures the issue asks for, in the run's output.
    console.log(
      `automatic invoice latency (${shape}): ${times.map((t) => `accepted ${t.accepted} ms, invoice.created ${t.created} ms`).join('; ')}`,
    );
    for (const time of times) {
      expect(time.accepted).toBeLessThanOrEqual(ACCEPTED_WITHIN_MS);
      expect(time.created).toBeLessThanOrEqual(ACCEPTED_WITHIN_MS);
    }
  }, 300_000);
});
