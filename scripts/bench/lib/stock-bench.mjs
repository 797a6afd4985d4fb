// The stock benches' body (ptt-avm-stock, idefix-stock), parameterised by marketplace
// (lib/stock-marketplaces.mjs): 10,000 SKUs' stock pushed by the marketplace's connector to its
// simulator, every SKU confirmed by the simulator (each batch's result read back from it shows
// every barcode applied, and its listings carry every SKU's new quantity), against the floor its
// limits allow, measured in the same run by a bare client: 1000 items a stock call at one call a
// second, so 10 calls sent over 9 s, the last batch's processing (SANDBOX_BATCH_COMPLETE_MS) and
// one read. The simulator and the clients each run in a child process of their own; CPU per SKU
// is read from /proc for each.
import { loadavg } from 'node:os';
import path from 'node:path';
import { systemBuilt } from './bench-system.mjs';
import { withCleanups } from './cleanups.mjs';
import { startIpcChild } from './ipc-child.mjs';
import { cpuBetween, cpuSnapshot } from './process-cpu.mjs';
import { sandboxJson as json } from './sandbox-marketplaces.mjs';
import { STOCK_MARKETPLACES } from './stock-marketplaces.mjs';

const SKUS = 10_000;
const BATCH = 1000;
const PACE_MS = 1000;
const PROCESSING_MS = 2000;
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/** CPU µs per SKU of each child and the runner over a phase, and the machine's busy cores. */
function cpuPerSku(cpu) {
  const perSku = cpu.accounts
    .filter((account) => !account.label.startsWith('postgres') && !['rabbitmq', 'nats', 'redis'].includes(account.label))
    .map((account) => `${account.label} ${((account.cores * cpu.seconds * 1e6) / SKUS).toFixed(1)} µs`);
  return `${perSku.join(', ')} (machine busy ${cpu.machineBusyCores.toFixed(2)} of 2 cores)`;
}

/** The bench `<slug>-stock` for one of STOCK_MARKETPLACES. */
export function stockBench(slug) {
  const marketplace = STOCK_MARKETPLACES[slug];
  const { title, upload, result } = marketplace;
  const connectorName = marketplace.connector.name;
  return {
    name: `${slug}-stock`,
    description: `${SKUS} SKUs' stock pushed by the ${title} connector to the ${title} simulator, every SKU confirmed by it; time against the limits' floor, CPU per SKU`,

    run: (ctx) =>
      withCleanups(ctx, async (defer) => {
        if (!systemBuilt(ctx.root)) throw new Error('not built: run `node scripts/build.mjs`');
        const env = { BENCH_ROOT: ctx.root, BENCH_MARKETPLACE: slug, SANDBOX_BATCH_COMPLETE_MS: String(PROCESSING_MS) };
        const sandbox = await startIpcChild(path.join(import.meta.dirname, 'stock-sandbox.mjs'), { env });
        defer(() => sandbox.stop());
        const pusher = await startIpcChild(path.join(import.meta.dirname, 'stock-pusher.mjs'), { env });
        defer(() => pusher.stop());
        const { base } = sandbox.info;
        const loadBefore = load();
        const run = Date.now().toString(36);

        /** One seller per phase (its own same-request history), its SKUs listed at 1, each given its own new quantity. */
        async function phase(label, cmd, extra = {}) {
          const credentials = marketplace.credentials(`bench-${label}-${run}`, run);
          const seller = marketplace.seller(credentials);
          const items = Array.from({ length: SKUS }, (_, i) => ({
            sku: `${marketplace.skuPrefix}-${label}-${String(i).padStart(5, '0')}`,
            barcode: `869${String(i).padStart(10, '0')}`,
            quantity: 2 + (i % 500),
          }));
          await json(`${base}/control/${slug}/listings`, {
            method: 'POST',
            body: JSON.stringify({
              seller,
              listings: items.map(({ sku, barcode }) => ({ sku, barcode, title: 'Bench ürünü', quantity: 1, price: 100 })),
            }),
          });
          const startedAt = new Date().toISOString();
          const before = cpuSnapshot();
          const answer = await pusher.request({ cmd, base, credentials, items, ...extra });
          const cpu = cpuBetween(before, cpuSnapshot());
          const confirmed = await confirmedBySimulator(credentials, items, startedAt);
          ctx.log(`${label}: ${answer.accepted} taken, ${answer.rejected} refused in ${fmt(answer.ms)}; simulator: ${confirmed.summary}`);
          return { ...answer, cpu, confirmed };
        }

        /** From the simulator: every batch of the phase read back completed, every barcode applied, every listing at its value. */
        async function confirmedBySimulator(credentials, items, since) {
          const calls = await json(`${base}/control/${slug}/calls?since=${encodeURIComponent(since)}`);
          const stockCalls = calls.filter((call) => call.method === 'POST' && call.path.endsWith(upload.path(credentials)));
          const reads = calls.filter((call) => call.method === 'GET' && call.path.includes(result.path(credentials, '')));
          const ids = [...new Set(reads.map((call) => call.path.split('/').at(-1)))];
          const applied = new Set();
          let completed = 0;
          for (const id of ids) {
            const answer = await json(`${base}${marketplace.api}${result.path(credentials, id)}`, {
              headers: marketplace.headers(credentials),
            });
            if (result.completed(answer)) completed += 1;
            for (const item of answer.items) if (result.applied(item)) applied.add(item.barcode);
          }
          const { listings } = await json(`${base}/control/${slug}/listings?seller=${encodeURIComponent(marketplace.seller(credentials))}`);
          const quantityOf = new Map(listings.map((listing) => [listing.sku, listing.quantity]));
          const atValue = items.filter((item) => quantityOf.get(item.sku) === item.quantity).length;
          const all =
            stockCalls.every((call) => call.status === 200) && completed === stockCalls.length && applied.size === SKUS && atValue === SKUS;
          return {
            all,
            summary: `${stockCalls.length} ${upload.name} calls, ${completed} batches completed, ${applied.size} barcodes applied, ${atValue} listings at their new value, ${reads.length} ${result.name} reads`,
          };
        }

        const floor = await phase('floor', 'bare', { paceMs: PACE_MS, processingMs: PROCESSING_MS });
        const ours = await phase('connector', 'connector');
        const floorArithmetic = ((SKUS / BATCH - 1) * PACE_MS + PROCESSING_MS) / 1000;

        return {
          rows: [],
          checks: [
            {
              name: `${SKUS} SKUs by ${connectorName}.pushStock (batches of ${BATCH}, one in flight) → every SKU confirmed by the simulator`,
              value: `${fmt(ours.ms)}; floor ${fmt(floor.ms)} (${floorArithmetic.toFixed(0)} s by arithmetic: ${SKUS / BATCH} calls at one a second, the last batch's ${fmt(PROCESSING_MS)}, one read); ratio ${(ours.ms / floor.ms).toFixed(2)}`,
              target: `every SKU confirmed (${result.name} and listings); ratio reported`,
              pass: ours.confirmed.all && floor.confirmed.all,
            },
            { name: 'CPU per SKU, connector phase', value: cpuPerSku(ours.cpu), target: 'reported', pass: true },
            { name: 'CPU per SKU, floor phase (bare client)', value: cpuPerSku(floor.cpu), target: 'reported', pass: true },
          ],
          notes: [
            `simulator, connector phase: ${ours.confirmed.summary}; floor phase: ${floor.confirmed.summary}`,
            `the connector's batches go one after another, each read back until completed (${result.name} every 500 ms) before the next is sent, as the runtime's StockPushFlusher keeps one batch in flight per connection`,
            `load average (1/5/15 min) ${loadBefore} before, ${load()} after, on 2 cores shared with other work`,
          ],
          ratio: ours.ms / floor.ms,
          oursMs: ours.ms,
          floorMs: floor.ms,
        };
      }),
  };
}
