// Two replicas of a connector service on one seller stay within the marketplace's documented rate
// (issue 14): the distributed shape with two Trendyol connector processes, each with its own HTTP
// kit, sharing their rate budgets through Redis. The seller changes the status of many orders at
// once; both replicas mirror them to Trendyol (each order a getShipmentPackages and an
// updatePackage), together far more than Trendyol's 50 requests per endpoint in 10 s allow. The
// sandbox's own record of request times must show at most 50 to each endpoint in every closed
// 10 s window, wherever it starts, and no 429.
import { api, type Api, DEMO_PASSWORD, mostWithin, startSystem, type System, uniqueGtin13 } from '@tezgah/testing';
import { connectTrendyolSeller, FAST_MARKETPLACES, inBatches, uniqueValue, until } from './support';

/** Research §1.2: every Trendyol endpoint takes at most 50 requests in 10 s per seller. */
const TRENDYOL_ALLOWANCE = { points: 50, durationMs: 10_000 };
const ORDERS = 100;
const REPLICAS = ['connector-trendyol', 'connector-trendyol-1'];

interface SandboxCall {
  at: string;
  method: string;
  path: string;
  status: number | null;
}

/** Trendyol counts per endpoint: the method and the route, whatever the seller and package ids. */
function endpointOf(call: SandboxCall): string {
  return `${call.method} ${call.path.replace(/\/\d+/g, '/{id}')}`;
}

async function post(url: string, body: unknown): Promise<number> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await response.arrayBuffer();
  return response.status;
}

/** A counter of a process's /metrics, summed over the series whose labels include `labels`. */
async function counter(internalUrl: string, name: string, labels: Record<string, string>): Promise<number> {
  const text = await (await fetch(`${internalUrl}/metrics`)).text();
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) && wanted.every((pair) => line.includes(pair)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

describe('two Trendyol connector replicas on one seller (distributed shape)', () => {
  let system: System;
  let client: Api;
  let owner: string;
  const supplier = String(300_000 + Math.floor(Math.random() * 600_000));
  const product = { sku: uniqueValue('REPLICA'), barcode: uniqueGtin13('867') };

  beforeAll(async () => {
    system = await startSystem({
      shape: 'distributed',
      marketplaces: ['trendyol'],
      serviceReplicas: { 'connector-trendyol': 2 },
      env: { ...FAST_MARKETPLACES, TEZGAH_ORDER_POLL_INTERVAL_MS: '1000', TEZGAH_ORDER_MIRROR_RETRY_MAX_MS: '2000' },
    });
    client = api(system.baseUrl);
    owner = (await client.tokens('owner@demo.tezgah.dev', DEMO_PASSWORD)).access_token;
    await connectTrendyolSeller(system, client, owner, { supplier, ...product, title: 'Çok satan ürün', price: 150, stock: 10_000 });
  }, 120_000);

  afterAll(() => system?.stop(), 60_000);

  it('stay within 50 requests per endpoint in every 10 s window together, both sending, none answered 429', async () => {
    const placed = await inBatches(ORDERS, 8, () =>
      post(`${system.sandboxUrl}/control/trendyol/orders`, {
        supplier_id: supplier,
        lines: [{ barcode: product.barcode, merchant_sku: product.sku, product_name: 'Çok satan ürün', quantity: 1, amount: 150 }],
        customer: { first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse@example.com', phone: '+905551112233', tax_number: null },
        shipping_address: { address1: 'Bağdat Cad. 1', city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country_code: 'TR' },
        invoice_address: { address1: 'Bağdat Cad. 1', city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country_code: 'TR' },
      }),
    );
    expect(placed.every((status) => status === 201)).toBe(true);
    const listOrders = async () => {
      const pages = await Promise.all(
        [1, 2].map(
          async (page) => (await client.request('GET', `/orders?marketplace=trendyol&per_page=100&page=${page}`, { token: owner })).body,
        ),
      );
      return pages.flatMap((page) => page.data as Array<{ id: string }>);
    };
    const orders = await until(listOrders, (listed) => listed.length === ORDERS, 30_000);
    expect(orders).toHaveLength(ORDERS);

    // The seller starts preparing every order at once: each becomes a status mirror to Trendyol.
    const moved = await inBatches(ORDERS, 8, async (i) => {
      const response = await client.request('PATCH', `/orders/${orders[i].id}/status`, { token: owner, body: { status: 'processing' } });
      return response.status;
    });
    expect(moved.every((status) => status === 200)).toBe(true);
    const calls = async () => (await (await fetch(`${system.sandboxUrl}/control/trendyol/calls`)).json()) as SandboxCall[];
    const isPicking = (call: SandboxCall) => endpointOf(call) === 'PUT /integration/order/sellers/{id}/shipment-packages/{id}';
    const log = await until(calls, (all) => all.filter((call) => isPicking(call) && call.status === 200).length === ORDERS, 90_000);

    const byEndpoint = new Map<string, number[]>();
    for (const call of log.filter((c) => c.path.startsWith('/integration/'))) {
      byEndpoint.set(endpointOf(call), [...(byEndpoint.get(endpointOf(call)) ?? []), Date.parse(call.at)]);
    }
    const busiest = Object.fromEntries(
      [...byEndpoint].map(([endpoint, times]) => [endpoint, mostWithin(times, TRENDYOL_ALLOWANCE.durationMs)]),
    );
    const over = Object.keys(busiest).filter((endpoint) => busiest[endpoint] > TRENDYOL_ALLOWANCE.points);
    expect({ busiest, over }).toEqual({ busiest, over: [] });
    // The work spent the allowance: a single instance's budget alone would have been the limit.
    expect(busiest['GET /integration/order/sellers/{id}/orders']).toBeGreaterThanOrEqual(0.8 * TRENDYOL_ALLOWANCE.points);
    expect(log.filter((call) => call.status === 429)).toEqual([]);
    for (const replica of REPLICAS) {
      const sent = await counter(system.internalUrls[replica], 'tezgah_marketplace_requests_total', {
        marketplace: 'trendyol',
        operation: 'updatePackage',
        outcome: 'ok',
      });
      expect({ replica, sent: sent > 0 }).toEqual({ replica, sent: true });
    }
  }, 180_000);
});
