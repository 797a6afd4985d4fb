// Three sandbox marketplaces with three protocols and three connector services (Trendyol, n11,
// Boyner on the generic protocol), as the marketplace benchmarks use them: fresh seller
// credentials, the control calls that list products and place customer orders, and how to read
// a stock value or an order poll out of each sandbox's call log.
import { randomBytes } from 'node:crypto';

const CUSTOMER = { first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse@example.com', phone: '+905551112233', tax_number: null };
const ADDRESS = { address1: 'Bağdat Cad. 1', city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country_code: 'TR' };

export function sandboxMarketplaces() {
  const run = randomBytes(3).toString('hex');
  const keyed = (slug, prefix) => ({
    slug,
    credentials: { api_key: `${prefix}-${run}`, api_secret: `bench-secret-${run}` },
    seller: (c) => c.api_key,
    listings: (c, products, quantity) => ({
      seller: c.api_key,
      listings: products.map((p) => ({ sku: p.sku, barcode: p.barcode, title: 'Bench ürünü', quantity, price: 100 })),
    }),
    order: (c, p, quantity) => ({
      seller: c.api_key,
      lines: [{ barcode: p.barcode, merchant_sku: p.sku, product_name: 'Bench ürünü', quantity, amount: 100 }],
      customer: CUSTOMER,
      shipping_address: ADDRESS,
    }),
    key: (p) => p.sku,
  });
  return [
    {
      slug: 'trendyol',
      credentials: {
        supplier_id: String(700_000 + Math.floor(Math.random() * 90_000)),
        api_key: `bench-${run}`,
        api_secret: `bench-secret-${run}`,
      },
      seller: (c) => c.supplier_id,
      listings: (c, products, quantity) => ({
        supplier_id: c.supplier_id,
        items: products.map((p) => ({
          barcode: p.barcode,
          stock_code: p.sku,
          title: 'Bench ürünü',
          quantity,
          sale_price: 100,
          list_price: 120,
        })),
      }),
      order: (c, p, quantity) => ({
        supplier_id: c.supplier_id,
        lines: [{ barcode: p.barcode, merchant_sku: p.sku, product_name: 'Bench ürünü', quantity, amount: 100 }],
        customer: CUSTOMER,
        shipping_address: ADDRESS,
        invoice_address: ADDRESS,
      }),
      /** [sku or barcode, quantity] of every stock value in a recorded call. */
      pushed: (call) => (call.path.endsWith('/price-and-inventory') ? (call.body?.items ?? []).map((i) => [i.barcode, i.quantity]) : []),
      polled: (call) => call.method === 'GET' && call.path.endsWith('/orders') && call.path.includes('/order/sellers/'),
      key: (p) => p.barcode,
      direct: (base, c, p) => ({
        url: `${base}/trendyol/integration/inventory/sellers/${c.supplier_id}/products/price-and-inventory`,
        headers: {
          authorization: `Basic ${Buffer.from(`${c.api_key}:${c.api_secret}`).toString('base64')}`,
          'user-agent': `${c.supplier_id} - Bench`,
        },
        body: { items: [{ barcode: p.barcode, quantity: 1 }] },
      }),
    },
    {
      ...keyed('n11', 'bench-n11'),
      pushed: (call) =>
        call.path.endsWith('/price-stock-update') ? (call.body?.payload?.skus ?? []).map((s) => [s.stockCode, s.quantity]) : [],
      polled: (call) => call.method === 'GET' && call.path.endsWith('/shipmentPackages'),
      direct: (base, c, p) => ({
        url: `${base}/n11/ms/product/tasks/price-stock-update`,
        headers: { appkey: c.api_key, appsecret: c.api_secret },
        body: { payload: { integrator: 'Bench', skus: [{ stockCode: p.sku, quantity: 1 }] } },
      }),
    },
    {
      ...keyed('boyner', 'bench-by'),
      pushed: (call) => (call.path.endsWith('/api/v1/stock') ? (call.body?.items ?? []).map((i) => [i.sku, i.quantity]) : []),
      polled: (call) => call.method === 'GET' && call.path.endsWith('/api/v1/orders'),
      direct: (base, c, p) => ({
        url: `${base}/boyner/api/v1/stock`,
        headers: { 'x-api-key': c.api_key, 'x-api-secret': c.api_secret },
        body: { items: [{ sku: p.sku, quantity: 1 }] },
      }),
    },
  ];
}

/** Every accepted stock value a sandbox received, per SKU key: [[atMs, quantity]] in arrival order. */
export function receiptsOf(marketplace, calls) {
  const receipts = new Map();
  for (const call of calls) {
    if (call.status !== 200 && call.status !== 202) continue;
    for (const [key, quantity] of marketplace.pushed(call))
      (receipts.get(key) ?? receipts.set(key, []).get(key)).push([Date.parse(call.at), quantity]);
  }
  return receipts;
}

/** The last accepted stock value per SKU key. */
export function lastValues(marketplace, calls) {
  const last = new Map();
  for (const [key, values] of receiptsOf(marketplace, calls)) last.set(key, values.at(-1)[1]);
  return last;
}

/** JSON in and out of the sandbox control API; throws on a non-2xx answer. */
export async function sandboxJson(url, init) {
  const response = await fetch(url, init && { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

const percentile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN);
export function latencySummary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? NaN,
    count: sorted.length,
  };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(probe, done, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

/** Lists the products on each marketplace's sandbox, connects it through the gateway and waits for its first sync. */
export async function connectWithListings(marketplaces, sandboxUrl, call, products, quantity) {
  for (const m of marketplaces) {
    await sandboxJson(`${sandboxUrl}/control/${m.slug}/listings`, {
      method: 'POST',
      body: JSON.stringify(m.listings(m.credentials, products, quantity)),
    });
    const connected = await call('POST', `/marketplaces/${m.slug}/connect`, m.credentials);
    await until(
      () => call('GET', `/jobs/${connected.sync_job_id}`),
      (job) => job.status === 'completed',
      60_000,
      `${m.slug} sync`,
    );
  }
  const last = marketplaces.at(-1).slug;
  await until(
    () => call('GET', `/products?marketplace=${last}&per_page=1`),
    (page) => page.pagination.total === products.length,
    60_000,
    'the listing map',
  );
}

/** `count` products through the gateway, each with a unique SKU and barcode, at `stock`. */
export async function createBenchProducts(call, count, stock) {
  const tag = randomBytes(3).toString('hex');
  const digits = String(parseInt(tag, 16) % 10_000).padStart(4, '0');
  const products = [];
  for (let i = 0; i < count; i++) {
    const sku = `MP-${tag}-${String(i).padStart(4, '0')}`;
    const created = await call('POST', '/products', {
      sku,
      barcode: `868${digits}${String(i).padStart(6, '0')}`,
      title: `Bench ürünü ${i}`,
      price: 100,
      stock,
    });
    products.push({ id: created.id, sku, barcode: created.barcode, value: stock });
  }
  return products;
}
