// Gap-free numbering as deployed (issue 16, decisions §8): the distributed shape with two invoicing
// replicas. A hundred orders enter `processing` at once; their automatic invoices are issued by both
// replicas, and one replica is killed (SIGKILL) while the issuing goes on. Every order ends with one
// accepted invoice, and the numbers are the series' first hundred: consecutive, none twice.
import { api, type Api, DEMO_PASSWORD, startSystem, type System, uniqueGtin13 } from '@tezgah/testing';
import { connectTrendyolSeller, FAST_MARKETPLACES, inBatches, uniqueValue, until } from './support';

const ORDERS = 100;
const REPLICAS = ['invoicing', 'invoicing-1'];
/** Not a registered e-Fatura taxpayer (decisions §14): each issue asks the provider first, which spreads the issuing out. */
const CONSUMER_VKN = '1234567891';
const ENV = {
  ...FAST_MARKETPLACES,
  TEZGAH_ORDER_POLL_INTERVAL_MS: '1000',
  SANDBOX_INVOICE_ACCEPT_MS: '200',
  TEZGAH_INVOICE_POLL_INTERVAL_MS: '200',
  TEZGAH_INVOICE_VERDICT_INTERVAL_MS: '300',
  TEZGAH_INVOICE_RETRY_BASE_MS: '200',
  TEZGAH_INVOICE_RETRY_MAX_MS: '1000',
  // The killed replica's claims pass to the other after this.
  TEZGAH_INVOICE_LEASE_MS: '2000',
};

async function post(url: string, body: unknown): Promise<number> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await response.arrayBuffer();
  return response.status;
}

/** `tezgah_invoices_issued_total` of one process, over every provider, type and origin. */
async function issuedBy(internalUrl: string): Promise<number> {
  const text = await (await fetch(`${internalUrl}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('tezgah_invoices_issued_total{'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

type Invoice = { order_id: string; number: string | null; status: string };

describe('100 automatic invoices across two invoicing replicas, one killed mid-run (distributed shape)', () => {
  let system: System;
  let client: Api;
  let owner: string;
  const supplier = String(100_000 + Math.floor(Math.random() * 800_000));
  const product = { sku: uniqueValue('NUM'), barcode: uniqueGtin13('868') };

  beforeAll(async () => {
    system = await startSystem({ shape: 'distributed', marketplaces: ['trendyol'], serviceReplicas: { invoicing: 2 }, env: ENV });
    client = api(system.baseUrl);
    owner = (await client.tokens('owner@demo.tezgah.dev', DEMO_PASSWORD)).access_token;
    const provider = await client.request('PATCH', '/settings', { token: owner, body: { invoicing: { default_provider: 'nilvera' } } });
    expect(provider.status).toBe(200);
    await connectTrendyolSeller(system, client, owner, {
      supplier,
      ...product,
      title: 'Numaralı ürün',
      price: 80,
      stock: 10_000,
      vat_rate: 20,
    });
  }, 180_000);

  afterAll(() => system?.stop(), 60_000);

  const invoices = async (): Promise<Invoice[]> => {
    const pages = await Promise.all(
      [1, 2].map(
        async (page) => (await client.request('GET', `/invoices?per_page=100&page=${page}`, { token: owner })).body.data as Invoice[],
      ),
    );
    return pages.flat();
  };

  it('gives the hundred invoices the numbers 1 to 100 of the series, each once, though a replica dies while issuing', async () => {
    const address = { address1: 'Bağdat Cad. 1', city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country_code: 'TR' };
    const placed = await inBatches(ORDERS, 8, () =>
      post(`${system.sandboxUrl}/control/trendyol/orders`, {
        supplier_id: supplier,
        lines: [{ barcode: product.barcode, merchant_sku: product.sku, product_name: 'Numaralı ürün', quantity: 1, amount: 80 }],
        customer: { first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse@example.com', phone: '+905551112233', tax_number: CONSUMER_VKN },
        shipping_address: address,
        invoice_address: address,
      }),
    );
    expect(placed.every((status) => status === 201)).toBe(true);
    const listOrders = async () => {
      const pages = await Promise.all(
        [1, 2].map(
          async (page) =>
            (await client.request('GET', `/orders?marketplace=trendyol&per_page=100&page=${page}`, { token: owner })).body.data as Array<{
              id: string;
            }>,
        ),
      );
      return pages.flat();
    };
    const orders = await until(listOrders, (listed) => listed.length === ORDERS, 60_000);
    expect(orders).toHaveLength(ORDERS);

    const moved = await inBatches(ORDERS, 10, async (i) => {
      const response = await client.request('PATCH', `/orders/${orders[i].id}/status`, { token: owner, body: { status: 'processing' } });
      return response.status;
    });
    expect(moved.every((status) => status === 200)).toBe(true);

    // Both replicas issue; the second dies while invoices are still being issued.
    const issuing = await until(
      async () => Promise.all(REPLICAS.map((name) => issuedBy(system.internalUrls[name]))),
      (counts) => counts.every((count) => count > 0),
      60_000,
    );
    expect(issuing.every((count) => count > 0)).toBe(true);
    expect(issuing[0] + issuing[1]).toBeLessThan(ORDERS);
    expect(await system.kill('invoicing-1')).toBe('SIGKILL');

    const all = await until(
      invoices,
      (found) => found.length === ORDERS && found.every((invoice) => invoice.status === 'accepted'),
      180_000,
    );
    expect(all.filter((invoice) => invoice.status === 'accepted')).toHaveLength(ORDERS);
    expect(new Set(all.map((invoice) => invoice.order_id))).toEqual(new Set(orders.map((order) => order.id)));
    const year = all[0].number!.slice(3, 7);
    const expected = Array.from({ length: ORDERS }, (_, index) => `TZG${year}${String(index + 1).padStart(9, '0')}`);
    expect(all.map((invoice) => invoice.number).sort()).toEqual(expected);
  }, 420_000);
});
