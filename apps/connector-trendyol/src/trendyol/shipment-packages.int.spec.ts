import { type ConnectionHandle, MarketplaceHttpPool } from '@tezgah/connector-kit';
import type { MarketplaceConfig } from '@tezgah/contracts';
import { createSandboxServer, type Simulator, trendyolSimulator } from '@tezgah/simulators';
import type { ThirdPartyRequest } from '@tezgah/third-party';
import type { FastifyInstance } from 'fastify';
import { findPackages } from './shipment-packages';
import { TrendyolApi } from './trendyol-api';
import { TRENDYOL_LIMITS, TRENDYOL_OPERATIONS as OP } from './trendyol-limits';

const CONFIG: MarketplaceConfig = { environment: 'sandbox', cargo_provider: null };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("an order's packages looked up on the Trendyol simulator", () => {
  let app: FastifyInstance;
  let sandboxBase: string;
  let pool: MarketplaceHttpPool;
  let seller = 5000;

  beforeAll(async () => {
    const simulator = trendyolSimulator({ publicUrl: '', trackingStepMs: 1000, invoiceAcceptMs: 500, batchCompleteMs: 60 });
    app = await createSandboxServer([simulator as Simulator]);
    sandboxBase = await app.listen({ port: 0, host: '127.0.0.1' });
    pool = new MarketplaceHttpPool({ retries: 0, timeoutMs: 2000 });
  });
  afterAll(async () => {
    await pool.close();
    await app.close();
  });

  const control = async (path: string, payload: object) =>
    (await app.inject({ method: 'POST', url: `/control/trendyol${path}`, payload })).json();

  /** A seller with one order placed; `beforeLookUp` runs when a look-up's call has waited its turn, just before Trendyol answers it. */
  async function sellerWithOrder(beforeLookUp: (orderNumber: string) => Promise<void>) {
    const supplierId = String(++seller);
    await control('/listings', {
      supplier_id: supplierId,
      items: [{ barcode: 'P1', stock_code: 'SKU-P1', title: 'Ürün', quantity: 5, sale_price: 90, list_price: 100 }],
    });
    const { order } = await control('/orders', {
      supplier_id: supplierId,
      lines: [{ barcode: 'P1', quantity: 1, amount: 90 }],
      customer: { first_name: 'Ali', last_name: 'Kaya' },
      shipping_address: { address1: 'İnönü Cad. 3', city: 'Ankara', district: 'Çankaya' },
    });
    const http = pool.clientFor({ marketplace: 'trendyol', seller: supplierId, limits: TRENDYOL_LIMITS.rate });
    const handle: ConnectionHandle = {
      tenantId: 'tenant',
      slug: 'trendyol',
      credentials: { supplier_id: supplierId, api_key: 'key', api_secret: 'secret' },
      config: CONFIG,
      baseUrl: `${sandboxBase}/trendyol`,
      http: {
        request: async (request: ThirdPartyRequest) => {
          if (request.operation === OP.getShipmentPackages) await beforeLookUp(order.order_number);
          return http.request(request);
        },
      },
    };
    return { api: new TrendyolApi(handle, 'Tezgah'), order: order as { order_number: string; shipment_package_id: number } };
  }

  it('finds a package that changed while the look-up waited its turn (dated by creation, which never moves)', async () => {
    let changed = false;
    const { api, order } = await sellerWithOrder(async (orderNumber) => {
      if (changed) return;
      changed = true;
      // Later than the look-up's "now": by last change the package would have left every window.
      await wait(5);
      await control(`/orders/${orderNumber}/cancel`, { reason: 'müşteri vazgeçti' });
    });
    const packages = await findPackages(api, order.order_number);
    expect(packages.map((pkg) => [pkg.id, pkg.status])).toEqual([[order.shipment_package_id, 'Cancelled']]);
  });

  it('answers no package for an order Trendyol does not have', async () => {
    const { api } = await sellerWithOrder(async () => undefined);
    await expect(findPackages(api, '999999999')).resolves.toEqual([]);
  });
});
