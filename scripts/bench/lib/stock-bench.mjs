// The stock benches' body (ptt-avm-stock, idefix-stock, modanisa-stock, ciceksepeti-stock,
// pazarama-stock), parameterised by marketplace (lib/stock-marketplaces.mjs): 10,000 SKUs' stock
// pushed by the marketplace's connector to its simulator, every SKU confirmed by the simulator
// (each batch's result read back from it shows every item applied, and its listings carry every
// SKU's new quantity), against the floor its limits allow, measured in the same run by a bare
// client: the marketplace's `limits.batch` items a stock call, one call every `limits.paceMs`, the
// last batch's processing (SANDBOX_BATCH_COMPLETE_MS, the entry's `processingMs`) and one read.
// The simulator and the clients each run in a child process of their own; CPU per SKU is read
// from /proc for each.
import { loadavg } from 'node:os';
import path from 'node:path';
import { systemBuilt } from './bench-system.mjs';
import { withCleanups } from './cleanups.mjs';
import { startIpcChild } from './ipc-child.mjs';
import { cpuBetween, cpuSnapshot } from './process-cpu.mjs';
import { sandboxJson as json } from './sandbox-marketplaces.mjs';
import { STOCK_MARKETPLACES } from './stock-marketplaces.mjs';

const SKUS = 10_000;
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
const seconds = (ms) => `${ms % 1000 ? (ms / 1000).toFixed(1) : ms / 1000} s`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
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
  const { title, limits, processingMs, upload, result } = marketplace;
  const connectorName = marketplace.connector.name;
  const calls = Math.ceil(SKUS / limits.batch);
  // The floor by arithmetic: the calls `paceMs` apart, then the last batch's processing (and one read).
  const floorArithmeticMs = (calls - 1) * limits.paceMs + processingMs;
  return {
    name: `${slug}-stock`,
    description: `${SKUS} SKUs' stock pushed by the ${title} connector to the ${title} simulator, every SKU confirmed by it; time against the limits' floor, CPU per SKU`,

    run: (ctx) =>
      withCleanups(ctx, async (defer) => {
        if (!systemBuilt(ctx.root)) throw new Error('not built: run `node scripts/build.mjs`');
        const env = { BENCH_ROOT: ctx.root, BENCH_MARKETPLACE: slug, SANDBOX_BATCH_COMPLETE_MS: String(processingMs) };
        const sandbox = await startIpcChild(path.join(import.meta.dirname, 'stock-sandbox.mjs'), { env });
        defer(() => sandbox.stop());
        const pusher = await startIpcChild(path.join(import.meta.dirname, 'stock-pusher.mjs'), { env });
        defer(() => pusher.stop());
        const { base } = sandbox.info;
        const loadBefore = load();
        const run = Date.now().toString(36);

        /** One seller per phase (its own same-request history), its SKUs listed at 1, each given its own new quantity. */
        async function phase(label, cmd) {
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
          const answer = await pusher.request({ cmd, base, credentials, items });
          const cpu = cpuBetween(before, cpuSnapshot());
          const confirmed = await confirmedBySimulator(credentials, items, startedAt);
          const putBack = answer.putBack ? ` (${answer.putBack} pushes put back as rate-limited, sent again after their Retry-After)` : '';
          ctx.log(
            `${label}: ${answer.accepted} taken, ${answer.rejected} refused in ${fmt(answer.ms)}${putBack}; simulator: ${confirmed.summary}`,
          );
          return { ...answer, cpu, confirmed };
        }

        /** From the simulator: every batch of the phase read back done, every item applied, every listing at its value. */
        async function confirmedBySimulator(credentials, items, since) {
          const log = await json(`${base}/control/${slug}/calls?since=${encodeURIComponent(since)}`);
          const stockCalls = log.filter((call) => call.method === upload.method && call.path.endsWith(upload.path(credentials)));
          const reads = log.filter((call) => call.method === 'GET' && result.idOfRead(call) !== undefined);
          const ids = [...new Set(reads.map(result.idOfRead))];
          const token = await marketplace.token?.(base, credentials);
          const applied = new Set();
          let done = 0;
          for (const id of ids) {
            // Within the read-back's documented rate, where it has one.
            if (result.perSecond) await sleep(1000 / result.perSecond);
            const answer = await json(`${base}${marketplace.api}${result.path(credentials, id)}`, {
              headers: marketplace.headers(credentials, token),
            });
            if (result.done(answer)) done += 1;
            for (const key of result.applied(answer)) applied.add(key);
          }
          const { listings } = await json(`${base}/control/${slug}/listings?seller=${encodeURIComponent(marketplace.seller(credentials))}`);
          const quantityOf = new Map(listings.map((listing) => [listing.sku, listing.quantity]));
          const atValue = items.filter((item) => quantityOf.get(item.sku) === item.quantity).length;
          const refused = stockCalls.filter((call) => call.status !== 200).length;
          const all = refused === 0 && done === stockCalls.length && applied.size === SKUS && atValue === SKUS;
          return {
            all,
            summary: `${stockCalls.length} ${upload.name} calls (${refused} not answered 200), ${done} batches done, ${applied.size} items applied, ${atValue} listings at their new value, ${reads.length} ${result.name} reads`,
          };
        }

        const floor = await phase('floor', 'bare');
        const ours = await phase('connector', 'connector');
        const ratio = ours.ms / floor.ms;

        return {
          rows: [],
          checks: [
            {
              name: `${SKUS} SKUs by ${connectorName}.pushStock (batches of ${ours.batchSize}, one in flight) → every SKU confirmed by the simulator`,
              value: `${fmt(ours.ms)}; floor ${fmt(floor.ms)} (${seconds(floorArithmeticMs)} by arithmetic: ${calls} ${upload.name} calls of ${limits.batch} items ${seconds(limits.paceMs)} apart, the last batch's ${seconds(processingMs)}, one read); ratio ${ratio.toFixed(2)}`,
              target: `every SKU confirmed (${result.name} and listings); ${marketplace.maxRatio ? `ratio at most ${marketplace.maxRatio}` : 'ratio reported'}`,
              pass: ours.confirmed.all && floor.confirmed.all && ratio <= (marketplace.maxRatio ?? Infinity),
            },
            { name: 'CPU per SKU, connector phase', value: cpuPerSku(ours.cpu), target: 'reported', pass: true },
            { name: 'CPU per SKU, floor phase (bare client)', value: cpuPerSku(floor.cpu), target: 'reported', pass: true },
          ],
          notes: [
            `simulator, connector phase: ${ours.confirmed.summary}; floor phase: ${floor.confirmed.summary}`,
            ...(ours.putBack
              ? [
                  `${ours.putBack} of the connector's pushes found their turn at its rate budget further off than the pool waits and were put back (marketplace.rate_limited), then sent again after the Retry-After, as the StockPushFlusher does`,
                ]
              : []),
            `the connector's batches go one after another, each read back (${result.name}) before the next is sent, as the runtime's StockPushFlusher keeps one batch in flight per connection; the bare client sends each call ${seconds(limits.paceMs)} after the previous one was answered and reads each batch ${seconds(processingMs)} after its call was answered`,
            `load average (1/5/15 min) ${loadBefore} before, ${load()} after, on 2 cores shared with other work`,
          ],
          ratio,
          oursMs: ours.ms,
          floorMs: floor.ms,
        };
      }),
  };
}
