// modanisa-stock: 10,000 SKUs' stock pushed by Tezgah's Modanisa connector to the Modanisa
// simulator (issue 37), every SKU confirmed by the simulator: each updateProductStock batch read
// back from the simulator (getBatchRequest) shows every barcode complete, and the simulator's
// listings carry every SKU's new quantity. The floor, measured in the same run: what the limits
// allow for the same work (docs/simulators/modanisa.md): Modanisa documents neither a batch size
// nor a rate, so the sandbox's 1000 items a call at the connector's one call a second: 10 calls
// sent over 9 s, the last batch's processing (SANDBOX_BATCH_COMPLETE_MS) and one read; a bare
// client does exactly that. The simulator and the clients each run in a child process of their own; CPU per SKU is
// read from /proc for each.
import { loadavg } from 'node:os';
import path from 'node:path';
import { systemBuilt } from './lib/bench-system.mjs';
import { withCleanups } from './lib/cleanups.mjs';
import { startIpcChild } from './lib/ipc-child.mjs';
import { cpuBetween, cpuSnapshot } from './lib/process-cpu.mjs';
import { sandboxJson as json } from './lib/sandbox-marketplaces.mjs';

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

export default {
  name: 'modanisa-stock',
  description: `${SKUS} SKUs' stock pushed by the Modanisa connector to the Modanisa simulator, every SKU confirmed by it; time against the limits' floor, CPU per SKU`,

  run: (ctx) =>
    withCleanups(ctx, async (defer) => {
      if (!systemBuilt(ctx.root)) throw new Error('not built: run `node scripts/build.mjs`');
      const env = { BENCH_ROOT: ctx.root, SANDBOX_BATCH_COMPLETE_MS: String(PROCESSING_MS) };
      const sandbox = await startIpcChild(path.join(import.meta.dirname, 'lib/modanisa-sandbox.mjs'), { env });
      defer(() => sandbox.stop());
      const pusher = await startIpcChild(path.join(import.meta.dirname, 'lib/modanisa-pusher.mjs'), { env });
      defer(() => pusher.stop());
      const { base } = sandbox.info;
      const loadBefore = load();
      const run = Date.now().toString(36);

      /** One seller per phase (its own same-request history), its SKUs listed at 1, each given its own new quantity. */
      async function phase(label, cmd, extra = {}) {
        const credentials = { api_key: `bench-${label}-${run}`, api_secret: `secret-${run}` };
        const items = Array.from({ length: SKUS }, (_, i) => ({
          sku: `MDN-${label}-${String(i).padStart(5, '0')}`,
          barcode: `869${String(i).padStart(10, '0')}`,
          quantity: 2 + (i % 500),
        }));
        await json(`${base}/control/modanisa/listings`, {
          method: 'POST',
          body: JSON.stringify({
            seller: credentials.api_key,
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

      /** From the simulator: every job of the phase read back completed, every barcode a success, every listing at its value. */
      async function confirmedBySimulator(credentials, items, since) {
        const calls = await json(`${base}/control/modanisa/calls?since=${encodeURIComponent(since)}`);
        const stockCalls = calls.filter((call) => call.method === 'POST' && call.path.endsWith('/updateProductStock'));
        const reads = calls.filter((call) => call.method === 'GET' && call.path.endsWith('/getBatchRequest'));
        const batchIds = [...new Set(reads.map((call) => call.query.batchId))];
        const applied = new Set();
        let completed = 0;
        const authorization = `Basic ${Buffer.from(`${credentials.api_key}:${credentials.api_secret}`).toString('base64')}`;
        for (const batchId of batchIds) {
          const result = await json(`${base}/modanisa/api/marketplace/getBatchRequest?batchId=${encodeURIComponent(batchId)}`, {
            headers: { authorization },
          });
          if (result.status === 'complete') completed += 1;
          for (const [id, item] of Object.entries(result.items)) if (item.status === 'complete') applied.add(id);
        }
        const { listings } = await json(`${base}/control/modanisa/listings?seller=${encodeURIComponent(credentials.api_key)}`);
        const quantityOf = new Map(listings.map((listing) => [listing.sku, listing.quantity]));
        const atValue = items.filter((item) => quantityOf.get(item.sku) === item.quantity).length;
        const all =
          stockCalls.every((call) => call.status === 200) && completed === stockCalls.length && applied.size === SKUS && atValue === SKUS;
        return {
          all,
          stockCalls: stockCalls.length,
          reads: reads.length,
          summary: `${stockCalls.length} updateProductStock calls, ${completed} batches complete, ${applied.size} barcodes applied, ${atValue} listings at their new value, ${reads.length} getBatchRequest reads`,
        };
      }

      const floor = await phase('floor', 'bare', { paceMs: PACE_MS, processingMs: PROCESSING_MS });
      const ours = await phase('connector', 'connector');
      const floorArithmetic = ((SKUS / BATCH - 1) * PACE_MS + PROCESSING_MS) / 1000;

      return {
        rows: [],
        checks: [
          {
            name: `${SKUS} SKUs by ModanisaConnector.pushStock (batches of ${BATCH}, one in flight) → every SKU confirmed by the simulator`,
            value: `${fmt(ours.ms)}; floor ${fmt(floor.ms)} (${floorArithmetic.toFixed(0)} s by arithmetic: ${SKUS / BATCH} calls at one a second, the last batch's ${fmt(PROCESSING_MS)}, one read); ratio ${(ours.ms / floor.ms).toFixed(2)}`,
            target: 'every SKU confirmed (getBatchRequest and listings); ratio reported',
            pass: ours.confirmed.all && floor.confirmed.all,
          },
          { name: 'CPU per SKU, connector phase', value: cpuPerSku(ours.cpu), target: 'reported', pass: true },
          { name: 'CPU per SKU, floor phase (bare client)', value: cpuPerSku(floor.cpu), target: 'reported', pass: true },
        ],
        notes: [
          `simulator, connector phase: ${ours.confirmed.summary}; floor phase: ${floor.confirmed.summary}`,
          `the connector's batches go one after another, each read back until complete (getBatchRequest every 500 ms) before the next is sent, as the runtime's StockPushFlusher keeps one batch in flight per connection`,
          `load average (1/5/15 min) ${loadBefore} before, ${load()} after, on 2 cores shared with other work`,
        ],
        ratio: ours.ms / floor.ms,
        oursMs: ours.ms,
        floorMs: floor.ms,
      };
    }),
};
