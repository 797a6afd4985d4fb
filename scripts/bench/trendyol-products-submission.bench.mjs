// trendyol-products-submission: 10,000 products submitted to marketplace A in one call
// (`POST /v1/marketplaces/trendyol/products`), then `GET /batches/{id}` until every item's final
// status is known (SUCCESS with its approval status, or FAILED with its reason), in the
// distributed shape against the sandbox's Trendyol simulator.
// The floor, from Trendyol's documented limits: createProducts takes at most 1000 items, so 10
// requests; 50 requests to one endpoint in 10 s lets all 10 go at once (and the 10
// getBatchRequestResult and 10 filterProducts pages of the tracking likewise); Trendyol's
// batches are processed concurrently, so the floor is one batch processing time (the sandbox's
// SANDBOX_BATCH_COMPLETE_MS), plus the round trips.
import { provisionUsers, secondsSince, startBenchSystem, systemBuilt } from './lib/bench-system.mjs';
import { createTenant } from './lib/bench-users.mjs';
import { withCleanups } from './lib/cleanups.mjs';
import { sandboxJson, sleep } from './lib/sandbox-marketplaces.mjs';

const PRODUCTS = 10_000;
const BATCH_COMPLETE_MS = 2_000;
const CREATE_CAP = 1_000;
/** Over the floor, what one call and its tracking may take on this machine. */
const TARGET_OVER_FLOOR_S = 30;
const POLL_PAUSE_MS = 500;
const USERS = { tenant: 'benchty', prefix: 'benchty', role: 'admin', password: 'bench-password-1' };

/** A product item as short as the spec's fields allow: 10,000 of them stay under the gateway's 5 MiB body. */
function item(supplier, i) {
  return {
    barcode: `B${supplier}${i}`,
    title: `Elbise ${i}`,
    product_main_id: `M${supplier}${Math.floor(i / 4)}`,
    brand: 'Tezgah',
    category_id: 411,
    stock_code: `S${i}`,
    quantity: 5,
    list_price: 300,
    sale_price: 250,
    dimensional_weight: 1,
    description: 'Pamuk',
    currency_type: 'TRY',
    vat_rate: 10,
    cargo_company_id: 17,
    images: [{ url: `https://c.ex/${i}.jpg` }],
    attributes: [
      { attribute_id: 47, custom_value: 'Mavi' },
      { attribute_id: 338, attribute_value_id: 6980 + (i % 4) },
    ],
  };
}

export default {
  name: 'trendyol-products-submission',
  description: `${PRODUCTS.toLocaleString('en-US')} products submitted to Trendyol in one call, every item's final status known; against the floor Trendyol's documented limits allow; distributed shape`,

  run: (ctx) =>
    withCleanups(ctx, async (defer) => {
      if (!systemBuilt(ctx.root)) throw new Error('not built: run `node scripts/build.mjs`');
      const bench = await startBenchSystem(ctx, defer, { SANDBOX_BATCH_COMPLETE_MS: String(BATCH_COMPLETE_MS) });
      const sandboxUrl = bench.system.sandboxUrl;
      await createTenant(ctx.root, bench.databaseUrl, USERS.tenant);
      const { tokens } = await provisionUsers(ctx, bench, USERS, 1);
      const call = async (method, path, body) => {
        const response = await bench.api.request(method, path, { token: tokens[0], body });
        if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
        return response.body;
      };
      const supplier = String(700_000 + Math.floor(Math.random() * 200_000));
      await call('POST', '/marketplaces/trendyol/connect', { supplier_id: supplier, api_key: 'bench-key', api_secret: 'bench-secret' });
      const items = Array.from({ length: PRODUCTS }, (_, i) => item(supplier, i));
      ctx.log(`request body ${(JSON.stringify({ items }).length / 1_048_576).toFixed(2)} MiB`);

      const since = Date.now();
      const submitted = await call('POST', '/marketplaces/trendyol/products', { items });
      const answeredS = (Date.now() - since) / 1000;
      ctx.log(`answered in ${secondsSince(since)}: ${submitted.accepted_count} accepted, ${submitted.rejected_count} rejected`);
      let batch;
      let polls = 0;
      for (;;) {
        batch = await call('GET', `/marketplaces/trendyol/batches/${submitted.batch_id}`);
        polls += 1;
        if (batch.status === 'COMPLETED' && batch.items.every((i) => i.status !== 'PENDING')) break;
        if (Date.now() - since > 300_000) throw new Error('the batch did not complete within 5 minutes');
        await sleep(POLL_PAUSE_MS);
      }
      const doneS = (Date.now() - since) / 1000;
      const known = batch.items.filter((i) => i.status === 'FAILED' || i.approval_status !== null).length;
      const calls = await sandboxJson(`${sandboxUrl}/control/trendyol/calls`);
      const ofSeller = calls.filter((c) => c.path.includes(`/sellers/${supplier}/`));
      const creates = ofSeller.filter((c) => c.method === 'POST' && c.path.endsWith('/products')).length;
      const resultReads = ofSeller.filter((c) => c.path.includes('/batch-requests/')).length;
      const filters = ofSeller.filter((c) => c.method === 'GET' && c.path.endsWith('/products')).length;
      const refused = ofSeller.filter((c) => c.status === 429).length;
      const floorS = BATCH_COMPLETE_MS / 1000;
      const rows = [
        {
          target: `POST /marketplaces/trendyol/products (${PRODUCTS} items)`,
          reqPerSec: NaN,
          latencyMs: { p50: answeredS * 1000, p99: answeredS * 1000 },
          requests: 1,
          non2xx: 0,
          errors: 0,
        },
        {
          target: 'submission -> every item final (GET /batches/{id})',
          reqPerSec: NaN,
          latencyMs: { p50: doneS * 1000, p99: doneS * 1000 },
          requests: polls,
          non2xx: 0,
          errors: PRODUCTS - known,
        },
      ];
      const checks = [
        {
          name: `${PRODUCTS.toLocaleString('en-US')} products in one call, every item's final status known`,
          value: `${doneS.toFixed(1)} s (answer ${answeredS.toFixed(1)} s; ${batch.succeeded} SUCCESS, ${batch.failed} FAILED, ${known} known; floor ${floorS.toFixed(1)} s)`,
          target: `<= floor + ${TARGET_OVER_FLOOR_S} s, all ${PRODUCTS} known`,
          pass: known === PRODUCTS && doneS <= floorS + TARGET_OVER_FLOOR_S,
        },
        {
          name: 'Trendyol calls within its documented limits',
          value: `${creates} createProducts (minimum ${Math.ceil(PRODUCTS / CREATE_CAP)}), ${resultReads} getBatchRequestResult, ${filters} filterProducts, ${refused} answered 429`,
          target: `${Math.ceil(PRODUCTS / CREATE_CAP)} createProducts, no 429`,
          pass: creates === Math.ceil(PRODUCTS / CREATE_CAP) && refused === 0,
        },
      ];
      const notes = [
        `floor = one Trendyol batch processing time (SANDBOX_BATCH_COMPLETE_MS ${BATCH_COMPLETE_MS} ms): ${Math.ceil(PRODUCTS / CREATE_CAP)} createProducts of ${CREATE_CAP} fit in Trendyol's 50 requests per endpoint in 10 s, and its batches run concurrently`,
        `tracking: GET /batches/{id} every ${POLL_PAUSE_MS} ms after the previous answer (${polls} calls); each reads the unfinished Trendyol batches and the approvals`,
      ];
      return { rows, checks, notes };
    }),
};
