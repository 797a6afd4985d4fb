// amazon-inventory: 1,000 SKUs of stock through POST /v1/marketplaces/amazon/inventory (issue 18),
// in the distributed shape against the Amazon simulator: the time from the request to every SKU
// accepted (the submission ACCEPTED with every item VALID), against the floor the documented quotas
// allow for the same work, measured in the same run. Two paths: the standard one (one
// JSON_LISTINGS_FEED: createFeedDocument 0.5/s burst 15, createFeed 0.0083/s burst 15, then
// Amazon's processing, here SANDBOX_BATCH_COMPLETE_MS), and `priority: realtime` for REALTIME_SKUS
// (a patchListingsItem per SKU: 5/s, burst 5, 20 SKUs a request).
import { provisionUsers, startBenchSystem, systemBuilt } from './lib/bench-system.mjs';
import { createTenant } from './lib/bench-users.mjs';
import { withCleanups } from './lib/cleanups.mjs';
import { sandboxJson as json, sleep, until } from './lib/sandbox-marketplaces.mjs';

const SKUS = 1000;
const REALTIME_SKUS = 100;
const BATCH_COMPLETE_MS = 2000;
const USERS = { tenant: 'benchamz', prefix: 'benchamz', role: 'admin', password: 'bench-password-1' };
const SELLER = `A${Date.now().toString(36).toUpperCase()}BENCH`;
/** patchListingsItem's usage plan. */
const PATCH = { rate: 5, burst: 5 };
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;

export default {
  name: 'amazon-inventory',
  description: `${SKUS} SKUs of stock through POST /marketplaces/amazon/inventory (feed) and ${REALTIME_SKUS} realtime; time to accepted against the quotas' floor`,

  run: (ctx) =>
    withCleanups(ctx, async (defer) => {
      if (!systemBuilt(ctx.root)) throw new Error('not built: run `node scripts/build.mjs`');
      const bench = await startBenchSystem(ctx, defer, {
        SANDBOX_BATCH_COMPLETE_MS: String(BATCH_COMPLETE_MS),
        TEZGAH_ORDER_POLL_INTERVAL_MS: '60000',
      });
      const sandboxUrl = bench.system.sandboxUrl;
      await createTenant(ctx.root, bench.databaseUrl, USERS.tenant);
      const { tokens } = await provisionUsers(ctx, bench, USERS, 1);
      const call = async (method, path, body) => {
        const response = await bench.api.request(method, path, { token: tokens[0], body });
        if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
        return response.body;
      };

      // The seller's listings on Amazon, then its grant through the consent page.
      const skus = Array.from({ length: SKUS }, (_, i) => `BENCH-${String(i).padStart(4, '0')}`);
      await json(`${sandboxUrl}/control/amazon/listings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          selling_partner_id: SELLER,
          items: skus.map((sku) => ({ seller_sku: sku, asin: 'B0TEZGAH001', quantity: 1, price: 100 })),
        }),
      });
      const started = await call('POST', '/marketplaces/amazon/connect', {});
      const consent = await fetch(`${started.authorization_url}&selling_partner_id=${SELLER}`, { redirect: 'manual' });
      await fetch(consent.headers.get('location'), { headers: { accept: 'application/json' } });
      ctx.log(`Amazon connected with ${SKUS} listings`);

      const settled = (id, timeoutMs) =>
        until(
          () => call('GET', `/marketplaces/amazon/submissions/${id}`),
          (body) => body.status !== 'IN_PROGRESS',
          timeoutMs,
          `submission ${id}`,
        );

      // 1. The standard path: one request, one feed.
      let since = performance.now();
      const feed = await call('POST', '/marketplaces/amazon/inventory', { items: skus.map((sku) => ({ seller_sku: sku, quantity: 7 })) });
      const answeredMs = performance.now() - since;
      const feedDone = await settled(feed.submission_id, 120_000);
      const feedMs = performance.now() - since;
      const feedValid = feedDone.items.filter((item) => item.status === 'VALID').length;
      // The floor: both feed calls within their bursts (no wait), then Amazon's processing.
      const feedFloorMs = BATCH_COMPLETE_MS;
      ctx.log(`feed: answered in ${fmt(answeredMs)}, accepted in ${fmt(feedMs)} (${feedValid} valid)`);

      // 2. Realtime, 20 SKUs a request, one request after another.
      since = performance.now();
      let direct = 0;
      let fallbacks = 0;
      const submissions = [];
      for (let i = 0; i < REALTIME_SKUS; i += 20) {
        const answer = await call('POST', '/marketplaces/amazon/inventory', {
          priority: 'realtime',
          items: skus.slice(i, i + 20).map((sku) => ({ seller_sku: sku, quantity: 9 })),
        });
        submissions.push(answer.submission_id);
        if (answer.fallback) fallbacks += 1;
        else direct += 1;
      }
      for (const id of submissions) await settled(id, 120_000);
      const realtimeMs = performance.now() - since;
      // The floor: the burst at once, then one PATCH every 1/rate seconds.
      const realtimeFloorMs = ((REALTIME_SKUS - PATCH.burst) / PATCH.rate) * 1000;
      ctx.log(`realtime: ${REALTIME_SKUS} SKUs accepted in ${fmt(realtimeMs)} (${direct} requests direct, ${fallbacks} by feed)`);
      await sleep(100);

      return {
        rows: [],
        checks: [
          {
            name: `${SKUS} SKUs by POST /inventory (one JSON_LISTINGS_FEED) → every item accepted`,
            value: `${fmt(feedMs)} (answered ${fmt(answeredMs)}); floor ${fmt(feedFloorMs)} (the sandbox's processing; the feed calls fit their bursts)`,
            target: `every SKU VALID; within 2 s of the floor`,
            pass: feedValid === SKUS && feedMs - feedFloorMs < 2000,
          },
          {
            name: `${REALTIME_SKUS} SKUs by POST /inventory priority realtime (20 a request) → accepted`,
            value: `${fmt(realtimeMs)}; floor ${fmt(realtimeFloorMs)} (patchListingsItem ${PATCH.rate}/s, burst ${PATCH.burst}); ${fallbacks} of ${submissions.length} requests fell back to the feed`,
            target: 'within 15 % of the floor',
            pass: realtimeMs <= realtimeFloorMs * 1.15 + 1000,
          },
        ],
        notes: [
          `the feed path's floor is Amazon's processing (5-30 minutes in production); the realtime floor is the usage plan's, which 1,000 SKUs would take ${fmt(((SKUS - PATCH.burst) / PATCH.rate) * 1000)} at best`,
          `seller ${SELLER}`,
        ],
      };
    }),
};
