// koctas-stock: 10,000 SKUs' stock pushed by the Mirakl connector to the Koçtaş simulator (issue 36):
// one MiraklConnector.pushStock over the connector kit's HTTP pool (its own rate budget) to the
// sandbox server on a local port, every SKU confirmed (the import read back with OF02, and every
// offer's quantity read from the simulator). The floor, measured in the same run: what Mirakl's
// documented limits allow for the same work, i.e. one OF24 of 10,000 offers sent straight to the
// simulator, the import's processing (SANDBOX_BATCH_COMPLETE_MS) and one OF02. CPU per SKU is this
// process's (connector and simulator), with the simulator's share from the direct run beside it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { systemBuilt } from './lib/bench-system.mjs';
import { sleep } from './lib/sandbox-marketplaces.mjs';

const SKUS = 10_000;
const BATCH_COMPLETE_MS = 2_000;
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
const cpuMs = (usage) => (usage.user + usage.system) / 1000;

export default {
  name: 'koctas-stock',
  description: `${SKUS} SKUs' stock pushed by the Mirakl connector to the Koçtaş simulator, every SKU confirmed; time against the documented limits' floor, CPU per SKU`,

  async run(ctx) {
    if (!systemBuilt(ctx.root)) throw new Error('not built: run `node scripts/build.mjs`');
    const load = createRequire(import.meta.url);
    const dist = (file) => load(path.join(ctx.root, 'dist', file));
    const { createSandboxServer, miraklSimulator } = dist('libs/simulators/src/index.js');
    const { MarketplaceHttpPool } = dist('libs/connector-kit/src/index.js');
    const { MiraklConnector } = dist('apps/connector-mirakl/src/mirakl/index.js');

    const settings = { publicUrl: 'http://127.0.0.1', trackingStepMs: 1000, invoiceAcceptMs: 1000, batchCompleteMs: BATCH_COMPLETE_MS };
    const server = await createSandboxServer([miraklSimulator(settings)].flat(), { callCapacity: 100 });
    const base = await server.listen({ port: 0, host: '127.0.0.1' });
    const connector = new MiraklConnector();
    const pool = new MarketplaceHttpPool({});
    try {
      const skus = Array.from({ length: SKUS }, (_, i) => `KT-${String(i).padStart(5, '0')}`);
      const listings = (shop) =>
        server.inject({
          method: 'POST',
          url: '/control/koctas/listings',
          payload: { seller: shop, listings: skus.map((sku) => ({ sku, listing_id: `P-${sku}`, quantity: 1, price: 100 })) },
        });
      const quantities = async (shop) =>
        (await server.inject({ url: `/control/koctas/listings?seller=${shop}` })).json().listings.map((listing) => listing.quantity);

      // The floor: one OF24 of every offer straight to the simulator, its processing, one OF02.
      await listings('bench-floor');
      const headers = { authorization: 'bench-floor', 'content-type': 'application/json' };
      const offers = skus.map((sku) => ({
        shop_sku: sku,
        product_id: `P-${sku}`,
        product_id_type: 'SKU',
        price: 100,
        quantity: 7,
        state_code: '11',
        update_delete: 'update',
      }));
      let cpu = process.cpuUsage();
      let since = performance.now();
      const created = await fetch(`${base}/koctas/api/offers`, { method: 'POST', headers, body: JSON.stringify({ offers }) });
      const { import_id: importId } = await created.json();
      const sentMs = performance.now() - since;
      await sleep(BATCH_COMPLETE_MS);
      const read = await (await fetch(`${base}/koctas/api/offers/imports/${importId}`, { headers })).json();
      const floorMs = performance.now() - since;
      const floorCpuMs = cpuMs(process.cpuUsage(cpu));
      const floorConfirmed = read.status === 'COMPLETE' && (await quantities('bench-floor')).every((q) => q === 7);
      ctx.log(`floor: OF24 sent in ${fmt(sentMs)}, import ${read.status} after ${fmt(floorMs)}`);

      // The connector: the same 10,000 SKUs through pushStock (its budget, its read-back).
      await listings('bench-connector');
      const connection = {
        tenantId: 'bench',
        slug: 'koctas',
        credentials: { api_key: 'bench-connector' },
        config: { environment: 'sandbox', cargo_provider: null },
        baseUrl: `${base}/koctas`,
        http: pool.clientFor({ marketplace: 'koctas', seller: 'bench-connector', limits: connector.limits().rate }),
      };
      const updates = skus.map((sku) => ({ sku, barcode: null, listing_id: `P-${sku}`, quantity: 7, price: 100 }));
      cpu = process.cpuUsage();
      since = performance.now();
      const outcome = await connector.pushStock(connection, updates);
      const pushMs = performance.now() - since;
      const pushCpuMs = cpuMs(process.cpuUsage(cpu));
      const confirmed = outcome.accepted.length === SKUS && (await quantities('bench-connector')).every((q) => q === 7);
      const calls = (await server.inject({ url: '/control/koctas/calls' })).json();
      const ofCalls = (method, fragment) => calls.filter((c) => c.method === method && c.path.includes(fragment)).length;
      ctx.log(`connector: ${outcome.accepted.length} accepted, ${outcome.rejected.length} refused in ${fmt(pushMs)}`);

      const perSku = (ms) => `${((ms * 1000) / SKUS).toFixed(1)} µs`;
      return {
        rows: [],
        checks: [
          {
            name: `${SKUS} SKUs by MiraklConnector.pushStock → every SKU confirmed on Koçtaş (OF02 read back, quantities read)`,
            value: `${fmt(pushMs)}; floor ${fmt(floorMs)} (one OF24 of ${SKUS} offers sent in ${fmt(sentMs)}, ${fmt(BATCH_COMPLETE_MS)} processing, one OF02)`,
            target: 'every SKU confirmed; within 1 s of the floor',
            pass: confirmed && floorConfirmed && pushMs - floorMs < 1000,
          },
          {
            name: 'CPU per SKU (this process: connector and simulator)',
            value: `${perSku(pushCpuMs)} (the simulator and a bare client alone: ${perSku(floorCpuMs)}; the connector's part ≈ ${perSku(pushCpuMs - floorCpuMs)})`,
            target: 'reported',
            pass: true,
          },
        ],
        notes: [
          `Mirakl calls, the floor's and the connector's together: ${ofCalls('POST', '/api/offers')} OF24, ${ofCalls('GET', '/api/offers/imports/')} OF02/OF03 (OF24, OF02 and OF03 once a minute; 10,000 offers a call, assumed)`,
          'the connector reads the import back 2 s after sending it (IMPORT_SETTLE_MS), the earliest the sandbox completes it here',
        ],
      };
    } finally {
      await pool.close();
      await server.close();
    }
  },
};
