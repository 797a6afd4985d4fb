// ciceksepeti-stock: 10,000 SKUs' stock changes pushed by the Çiçeksepeti connector to the
// Çiçeksepeti simulator (issue 36), every SKU confirmed by batch-status, against the floor the
// documented limits allow for the same work, measured in the same run: `PUT Products/price-and-stock`
// takes 1 request a second with a new body of at most 200 items, so 10,000 SKUs are 50 requests,
// 50 s. Real time (the simulator's limits run on the clock, as the connector's budgets do). The
// connector and the simulator run in this process, the connector's pool with its documented
// budgets; a few pushes run side by side, each one batch at a time, each batch read back before
// its SKUs count as confirmed. The connector alone: the runtime's stock pipeline is not measured.
import { createRequire } from 'node:module';
import path from 'node:path';
import { systemBuilt } from './lib/bench-system.mjs';

const SKUS = 10_000;
const BATCH = 200;
const WORKERS = 4;
const BATCH_COMPLETE_MS = 500;
const SELLER = { api_key: `bench-cs-${Date.now().toString(36)}`, seller_id: '777001' };
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;

export default {
  name: 'ciceksepeti-stock',
  description: `${SKUS} SKUs' stock pushed to the Çiçeksepeti simulator in price-and-stock batches of ${BATCH}, all confirmed; time against the documented limits' floor, CPU per SKU`,

  async run(ctx) {
    if (!systemBuilt(ctx.root)) throw new Error('not built: run `node scripts/build.mjs`');
    const load = createRequire(import.meta.url);
    const dist = (project) => load(path.join(ctx.root, 'dist', project, 'src/index.js'));
    const { createSandboxServer, ciceksepetiSimulator, TEST_SETTINGS } = dist('libs/simulators');
    const { MarketplaceHttpPool } = dist('libs/connector-kit');
    const { createCiceksepetiConnector } = load(path.join(ctx.root, 'dist/apps/connector-ciceksepeti/src/ciceksepeti/index.js'));

    const server = await createSandboxServer([ciceksepetiSimulator({ ...TEST_SETTINGS, batchCompleteMs: BATCH_COMPLETE_MS })]);
    const sandboxBase = await server.listen({ port: 0, host: '127.0.0.1' });
    const connector = createCiceksepetiConnector();
    const pool = new MarketplaceHttpPool({});
    try {
      const config = { environment: 'sandbox', cargo_provider: null };
      const handle = {
        tenantId: 'bench',
        slug: 'ciceksepeti',
        credentials: SELLER,
        config,
        baseUrl: connector.baseUrl('ciceksepeti', config, sandboxBase),
        http: pool.clientFor({ marketplace: 'ciceksepeti', seller: SELLER.api_key, limits: connector.limits().rate }),
      };
      const skus = Array.from({ length: SKUS }, (_, i) => `CS-BENCH-${String(i).padStart(5, '0')}`);
      await server.inject({
        method: 'POST',
        url: '/control/ciceksepeti/listings',
        payload: { seller: SELLER.api_key, listings: skus.map((sku) => ({ sku, quantity: 1, price: 100 })) },
      });
      const batches = [];
      for (let i = 0; i < SKUS; i += BATCH) {
        batches.push(skus.slice(i, i + BATCH).map((sku) => ({ sku, barcode: null, listing_id: sku, quantity: 7, price: null })));
      }

      const cpuBefore = process.cpuUsage();
      const since = performance.now();
      let accepted = 0;
      let rejected = 0;
      let next = 0;
      const worker = async () => {
        while (next < batches.length) {
          const outcome = await connector.pushStock(handle, batches[next++]);
          accepted += outcome.accepted.length;
          rejected += outcome.rejected.length;
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, worker));
      const elapsedMs = performance.now() - since;
      const cpu = process.cpuUsage(cpuBefore);
      const cpuMsPerSku = (cpu.user + cpu.system) / 1000 / SKUS;

      // What the simulator holds and what it was sent, from its own records.
      const listings = (await server.inject({ url: `/control/ciceksepeti/listings?seller=${SELLER.api_key}` })).json().listings;
      const atSeven = listings.filter((listing) => listing.quantity === 7).length;
      const calls = (await server.inject({ url: '/control/ciceksepeti/calls' })).json();
      const puts = calls.filter((call) => call.path.endsWith('/Products/price-and-stock'));
      const refused = puts.filter((call) => call.status === 429).length;
      const reads = calls.filter((call) => call.path.includes('/Products/batch-status/')).length;
      // The floor: one request a second, the first at once: 50 requests span 49 s, then the last batch's processing.
      const floorMs = (batches.length - 1) * 1000 + BATCH_COMPLETE_MS;
      ctx.log(
        `${SKUS} SKUs confirmed in ${fmt(elapsedMs)} (floor ${fmt(floorMs)}), ${puts.length} price-and-stock calls, ${reads} batch reads`,
      );

      return {
        rows: [],
        checks: [
          {
            name: `${SKUS} SKUs' stock → Çiçeksepeti simulator, every batch read back (batch-status)`,
            value: `${fmt(elapsedMs)}; floor ${fmt(floorMs)} (${batches.length} price-and-stock requests at 1/s, then ${BATCH_COMPLETE_MS} ms processing); ${accepted} confirmed, ${rejected} refused, ${atSeven} at the new value in the simulator; ${puts.length} requests (${refused} answered 429), ${reads} batch-status reads`,
            target: 'every SKU confirmed; no 429; within 15 % of the floor',
            pass: accepted === SKUS && atSeven === SKUS && refused === 0 && elapsedMs <= floorMs * 1.15,
          },
          {
            name: 'CPU per SKU (connector and simulator in one process)',
            value: `${cpuMsPerSku.toFixed(3)} ms (${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU for ${SKUS} SKUs)`,
            target: 'reported',
            pass: true,
          },
        ],
        notes: [
          `${WORKERS} pushes side by side, one batch each at a time; the pool paces price-and-stock at 1.05 s (1/s and 5 % arrival slack)`,
        ],
      };
    } finally {
      await pool.close();
      await server.close();
    }
  },
};
