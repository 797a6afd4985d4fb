// Search as a Turkish seller types it (issue: the console a seller can run a day's work in, point 3),
// in both runtime shapes: products and orders are found without Turkish letters and in any case
// ("tisort" finds "Tişört", "cicek" finds "Çiçek", "SUKRU" finds "Şükrü"), orders by the
// marketplace's order number, the customer's name or e-mail and the tracking number.
import { api, type Api, DEMO_PASSWORD, startSystem, type System, uniqueGtin13 } from '@tezgah/testing';
import { expectInvalidField, FAST_MARKETPLACES, uniqueValue, until } from './support';

async function post(url: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each(['single', 'distributed'] as const)('search (%s shape)', (shape) => {
  let system: System;
  let client: Api;
  let owner: string;
  let other: string;
  const unique = uniqueValue('ARA');
  const supplier = String(100_000 + Math.floor(Math.random() * 800_000));
  const barcode = uniqueGtin13('867');

  beforeAll(async () => {
    system = await startSystem({ shape, marketplaces: ['trendyol'], env: { ...FAST_MARKETPLACES, TEZGAH_ORDER_POLL_INTERVAL_MS: '1000' } });
    client = api(system.baseUrl);
    [owner, other] = await Promise.all(
      ['owner@demo.tezgah.dev', 'owner@other.tezgah.dev'].map(async (email) => (await client.tokens(email, DEMO_PASSWORD)).access_token),
    );
    const products = [
      { sku: `${unique}-1`, title: 'Basic Tişört Siyah', price: 120 },
      { sku: `${unique}-2`, title: 'ÇİÇEK DESENLİ ELBİSE', price: 300, barcode },
      { sku: `${unique}-3`, title: 'Sade Şal', price: 80 },
    ];
    for (const body of products) expect((await client.request('POST', '/products', { token: owner, body })).status).toBe(201);
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
  }, 60_000);

  const skusFound = async (search: string, token = owner) =>
    ((await client.request('GET', `/products?per_page=100&search=${encodeURIComponent(search)}`, { token })).body.data as { sku: string }[])
      .map((product) => product.sku)
      .filter((sku) => sku.startsWith(unique))
      .sort();

  it('finds products typed without Turkish letters, in any case, and keeps tenants apart', async () => {
    expect(await skusFound('tisort')).toEqual([`${unique}-1`]);
    expect(await skusFound('TİŞÖRT')).toEqual([`${unique}-1`]);
    expect(await skusFound('cicek desenli')).toEqual([`${unique}-2`]);
    expect(await skusFound('elbise')).toEqual([`${unique}-2`]);
    expect(await skusFound('sal')).toEqual([`${unique}-3`]);
    expect(await skusFound('tisort', other)).toEqual([]);
  });

  it('finds orders by order number, customer name or e-mail and tracking number, Turkish letters optional', async () => {
    const listed = await post(`${system.sandboxUrl}/control/trendyol/listings`, {
      supplier_id: supplier,
      items: [{ barcode, stock_code: `${unique}-2`, title: 'Çiçek desenli elbise', quantity: 10, sale_price: 300, list_price: 350 }],
    });
    expect(listed.status).toBeLessThan(300);
    const connected = await client.request('POST', '/marketplaces/trendyol/connect', {
      token: owner,
      body: { supplier_id: supplier, api_key: uniqueValue('key'), api_secret: uniqueValue('secret') },
    });
    expect(connected.status).toBe(200);
    const email = `${unique.toLowerCase()}@ornek.com.tr`;
    const address = { address1: 'Atatürk Cad. 5', city: 'İzmir', district: 'Konak', postal_code: '35250', country_code: 'TR' };
    const placed = await post(`${system.sandboxUrl}/control/trendyol/orders`, {
      supplier_id: supplier,
      lines: [{ barcode, merchant_sku: `${unique}-2`, product_name: 'Çiçek desenli elbise', quantity: 1, amount: 300 }],
      customer: { first_name: 'Şükrü', last_name: 'Çağlayan', email, phone: '+905551112244', tax_number: null },
      shipping_address: address,
      invoice_address: address,
    });
    expect(placed.status).toBe(201);
    const orderNumber = (placed.body.order as { order_number: string }).order_number;

    type Found = { id: string; marketplace_order_id: string; tracking_number: string | null };
    const search = async (term: string, token = owner) =>
      (await client.request('GET', `/orders?per_page=100&search=${encodeURIComponent(term)}`, { token })).body.data as Found[];
    const [order] = await until(
      () => search(orderNumber),
      (found) => found.length > 0,
      20_000,
    );
    expect(order.marketplace_order_id).toBe(orderNumber);
    for (const term of ['sukru caglayan', 'ŞÜKRÜ', 'caglayan', email.toUpperCase()]) {
      expect({ term, found: (await search(term)).map((o) => o.id) }).toEqual({ term, found: [order.id] });
    }
    expect(order.tracking_number).toEqual(expect.any(String));
    expect((await search(order.tracking_number!)).map((o) => o.id)).toEqual([order.id]);
    expect(await search('sukru caglayan', other)).toEqual([]);
    expect(await search(`${unique}-yok`)).toEqual([]);
    // A search narrows the other filters, and is bounded like the product search.
    const narrowed = await client.request('GET', '/orders?search=sukru&status=cancelled', { token: owner });
    expect((narrowed.body.data as Found[]).filter((o) => o.id === order.id)).toEqual([]);
    expectInvalidField(await client.request('GET', `/orders?search=${'a'.repeat(101)}`, { token: owner }), 'search');
  }, 60_000);
});
