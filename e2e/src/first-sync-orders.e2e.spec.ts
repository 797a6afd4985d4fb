// Orders already open when a seller connects a marketplace (issue 30; docs/orders.md, "Orders open
// at connect"), in both runtime shapes, driven through the sandbox control API: the first sync
// imports every open order once, with its stock taken as for any new order, and leaves out what was
// cancelled before; none of the 100 orders customers place while a Trendyol first sync runs is
// lost or doubled; Amazon, n11, Hepsiburada and a generic-protocol marketplace import theirs the same way.
import { api, type Api, DEMO_PASSWORD, startSystem, type System, uniqueGtin13 } from '@tezgah/testing';
import { control, FAST_MARKETPLACES, inBatches, uniqueValue, until } from './support';

const FAST = { ...FAST_MARKETPLACES, TEZGAH_ORDER_POLL_INTERVAL_MS: '1000' };
/** Orders customers place while the Trendyol first sync runs. */
const DURING_SYNC = 100;

interface ListedOrder {
  id: string;
  marketplace_order_id: string;
  status: string;
}

describe.each(['single', 'distributed'] as const)('orders open at connect (%s shape)', (shape) => {
  let system: System;
  let client: Api;
  let owner: string;

  beforeAll(async () => {
    // A shared machine under load may start slowly: readiness is not what this file measures.
    system = await startSystem({
      shape,
      marketplaces: ['trendyol', 'amazon', 'hepsiburada', 'n11', 'boyner'],
      env: FAST,
      readyTimeoutMs: 120_000,
    });
    client = api(system.baseUrl);
    owner = (await client.tokens('owner@demo.tezgah.dev', DEMO_PASSWORD)).access_token;
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
  }, 60_000);

  const get = (path: string) => client.request('GET', path, { token: owner });
  const sandbox = (path: string, method: 'GET' | 'POST', body?: unknown) => control(`${system.sandboxUrl}${path}`, method, body);

  async function createProduct(stock: number): Promise<{ id: string; sku: string; barcode: string }> {
    const sku = uniqueValue('ACIK');
    const barcode = uniqueGtin13();
    const created = await client.request('POST', '/products', {
      token: owner,
      body: { sku, barcode, title: 'Açık sipariş ürünü', price: 80, stock },
    });
    expect(created.status).toBe(201);
    return { id: created.body.id, sku, barcode };
  }

  /** Every order of a marketplace in Tezgah, all pages. */
  async function ordersOn(slug: string): Promise<ListedOrder[]> {
    const orders: ListedOrder[] = [];
    for (let page = 1; ; page++) {
      const answer = await get(`/orders?marketplace=${slug}&per_page=100&page=${page}`);
      expect(answer.status).toBe(200);
      orders.push(...answer.body.data);
      if (page >= answer.body.pagination.total_pages) return orders;
    }
  }

  const stockOf = async (productId: string) => (await get(`/products/${productId}`)).body.stock as number;

  async function syncCompleted(jobId: string): Promise<void> {
    const status = await until(
      async () => (await get(`/jobs/${jobId}`)).body.status,
      (s) => s === 'completed' || s === 'failed',
      60_000,
    );
    expect(status).toBe('completed');
  }

  it(`imports the open Trendyol orders at connect and the ${DURING_SYNC} placed during its first sync, each once with its stock`, async () => {
    const supplier = String(300_000 + Math.floor(Math.random() * 600_000));
    const product = await createProduct(1000);
    const listing = {
      barcode: product.barcode,
      stock_code: product.sku,
      title: 'Açık sipariş ürünü',
      quantity: 1000,
      sale_price: 80,
      list_price: 96,
    };
    expect((await sandbox('/control/trendyol/listings', 'POST', { supplier_id: supplier, items: [listing] })).status).toBeLessThan(300);
    const customerOrder = async (): Promise<string> => {
      const placed = await sandbox('/control/trendyol/orders', 'POST', {
        supplier_id: supplier,
        lines: [{ barcode: product.barcode, merchant_sku: product.sku, product_name: 'Açık sipariş ürünü', quantity: 1, amount: 80 }],
        customer: { first_name: 'Elif', last_name: 'Şahin', email: 'elif@example.com', phone: '+905551112233', tax_number: null },
        shipping_address: { address1: 'İnönü Cad. 3', city: 'İzmir', district: 'Konak', postal_code: '35250', country_code: 'TR' },
      });
      expect(placed.status).toBe(201);
      return placed.body.order.order_number;
    };
    const openAtConnect = [await customerOrder(), await customerOrder(), await customerOrder()];
    const cancelledBefore = await customerOrder();
    expect((await sandbox(`/control/trendyol/orders/${cancelledBefore}/cancel`, 'POST', {})).status).toBe(200);

    // The sync's first orders read is told to come back in 2 s: half the customers order while it
    // waits, the other half while it reads on and finishes, on either side of where the pollers take over.
    const ordersPath = `/integration/order/sellers/${supplier}/orders`;
    expect((await sandbox('/control/trendyol/faults', 'POST', { path: ordersPath, status: 429, retry_after: 2 })).status).toBe(204);
    const connected = await client.request('POST', '/marketplaces/trendyol/connect', {
      token: owner,
      body: { supplier_id: supplier, api_key: uniqueValue('tykey'), api_secret: uniqueValue('sec') },
    });
    expect(connected.status).toBe(200);
    const jobId: string = connected.body.sync_job_id;
    const ordersCalls = async () =>
      ((await sandbox('/control/trendyol/calls', 'GET')).body as Array<{ path: string; status: number | null }>)
        .filter((call) => call.path === ordersPath)
        .map((call) => call.status);
    expect(await until(ordersCalls, (statuses) => statuses.includes(429))).toContain(429);

    const whileHeld = await inBatches(DURING_SYNC / 2, 4, async (i) => {
      const number = await customerOrder();
      if (i === 0) expect((await get(`/jobs/${jobId}`)).body.status).toBe('running');
      return number;
    });
    // Its read came back: the rest arrive one by one while it pages on, completes, and the pollers start.
    expect(await until(ordersCalls, (statuses) => statuses.includes(200))).toContain(200);
    const whileReading: string[] = [];
    for (let i = 0; i < DURING_SYNC / 2; i++) {
      whileReading.push(await customerOrder());
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    await syncCompleted(jobId);
    // Orders placed while its first read (three months back) was held are read by its later windows: the sync's own.
    const imported = (await get(`/jobs/${jobId}`)).body.result.orders;
    expect(imported).toBeGreaterThanOrEqual(openAtConnect.length + whileHeld.length);

    const placedDuring = [...whileHeld, ...whileReading];
    const expected = [...openAtConnect, ...placedDuring].sort();
    const orders = await until(
      () => ordersOn('trendyol'),
      (found) => found.length >= expected.length,
      30_000,
    );
    // Each once: no order missing, none twice, the cancelled one not imported.
    expect(orders.map((order) => order.marketplace_order_id).sort()).toEqual(expected);
    expect(orders.every((order) => order.status === 'created')).toBe(true);
    // Their stock is taken as for any new order, once each.
    expect(
      await until(
        () => stockOf(product.id),
        (stock) => stock === 1000 - expected.length,
      ),
    ).toBe(1000 - expected.length);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await ordersOn('trendyol')).length).toBe(expected.length);
    expect(await stockOf(product.id)).toBe(1000 - expected.length);
  }, 180_000);

  it('imports the open orders of Amazon, n11, Hepsiburada and a generic-protocol marketplace at connect, and leaves out the cancelled ones', async () => {
    const product = await createProduct(50);
    const open = new Map<string, string>();

    // Amazon: SP-API terms, and a grant the seller approves instead of pasted credentials.
    const partner = `A${Date.now().toString(36).toUpperCase()}${shape === 'single' ? 'S' : 'D'}OPN`;
    const amazonOrder = async () => {
      const placed = await sandbox('/control/amazon/orders', 'POST', {
        selling_partner_id: partner,
        items: [{ seller_sku: product.sku, quantity: 2, price: 80 }],
        buyer: { BuyerName: 'Zeynep Kaya' },
      });
      expect(placed.status).toBe(200);
      return placed.body.order.amazon_order_id as string;
    };
    const amazonListing = { seller_sku: product.sku, asin: 'B0TEZGAH004', quantity: 50, price: 80 };
    expect((await sandbox('/control/amazon/listings', 'POST', { selling_partner_id: partner, items: [amazonListing] })).status).toBe(200);
    open.set('amazon', await amazonOrder());
    const cancelledOnAmazon = await amazonOrder();
    expect((await sandbox(`/control/amazon/orders/${cancelledOnAmazon}/cancel`, 'POST', {})).status).toBe(200);
    const started = await client.request('POST', '/marketplaces/amazon/connect', { token: owner, body: {} });
    expect(started.status).toBe(200);
    const consent = await fetch(`${started.body.authorization_url}&selling_partner_id=${partner}`, { redirect: 'manual' });
    const callback = await fetch(consent.headers.get('location')!, { headers: { accept: 'application/json' } });
    expect(callback.status).toBe(200);
    await syncCompleted(((await callback.json()) as { sync_job_id: string }).sync_job_id);

    const accounts = {
      n11: { seller: uniqueValue('n11key'), credentials: (seller: string) => ({ api_key: seller, api_secret: uniqueValue('sec') }) },
      hepsiburada: {
        seller: uniqueValue('merchant'),
        credentials: (seller: string) => ({ merchant_id: seller, username: uniqueValue('hbuser'), password: uniqueValue('sec') }),
      },
      boyner: { seller: uniqueValue('bykey'), credentials: (seller: string) => ({ api_key: seller, api_secret: uniqueValue('sec') }) },
    };
    for (const [slug, { seller, credentials }] of Object.entries(accounts)) {
      const listed = await sandbox(`/control/${slug}/listings`, 'POST', {
        seller,
        listings: [{ sku: product.sku, barcode: product.barcode, title: 'Açık sipariş ürünü', quantity: 50, price: 80 }],
      });
      expect(listed.status).toBeLessThan(300);
      const order = async () => {
        const placed = await sandbox(`/control/${slug}/orders`, 'POST', {
          seller,
          lines: [{ barcode: product.barcode, merchant_sku: product.sku, product_name: 'Açık sipariş ürünü', quantity: 2, amount: 160 }],
        });
        expect({ slug, status: placed.status, ok: placed.status < 300 }).toMatchObject({ slug, ok: true });
        return placed.body.order.order_number as string;
      };
      open.set(slug, await order());
      const cancelled = await order();
      expect((await sandbox(`/control/${slug}/orders/${cancelled}/cancel`, 'POST', {})).status).toBe(200);

      const connected = await client.request('POST', `/marketplaces/${slug}/connect`, { token: owner, body: credentials(seller) });
      expect({ slug, status: connected.status }).toEqual({ slug, status: 200 });
      await syncCompleted(connected.body.sync_job_id);
    }

    // Polls follow (every second here): they re-read the last changes the sync saw, and still import no cancelled order.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    for (const [slug, number] of open) {
      const orders = await until(
        () => ordersOn(slug),
        (found) => found.length > 0,
        15_000,
      );
      expect({ slug, orders: orders.map((order) => [order.marketplace_order_id, order.status]) }).toEqual({
        slug,
        orders: [[number, 'created']],
      });
    }
    expect(
      await until(
        () => stockOf(product.id),
        (stock) => stock === 50 - 4 * 2,
      ),
    ).toBe(42);
  }, 180_000);
});
