// The client side of a stock bench (lib/stock-bench.mjs), in a child process of its own (its CPU
// read apart from the simulator's). Env: BENCH_ROOT (the workspace, for dist/), BENCH_MARKETPLACE
// (lib/stock-marketplaces.mjs). Requests (lib/ipc-child.mjs), each with
// { base, credentials, items: [{sku, barcode, quantity}] }:
//   connector: the marketplace's connector's pushStock over the connector kit's HTTP pool (the
//     connector's own rate budgets), one batch of its `stockBatchSize` after another as the
//     connector runtime's StockPushFlusher sends them (one batch in flight per connection);
//   bare: the floor's part: a bare client (its token first, where the marketplace wants one)
//     posting batches of the marketplace's `limits.batch` items straight to the stock call, each
//     call `limits.paceMs` after the previous one was answered (the earliest the marketplace has
//     certainly counted it), then reading each batch's result once it is due (the sandbox's
//     `processingMs` after its call was answered; again every 200 ms while it is not done).
// Each answers { ms, accepted, rejected }: items the client saw taken and refused (the connector's
// answer also names its `batchSize` and how many pushes were put back as rate-limited, `putBack`).
import { createRequire } from 'node:module';
import path from 'node:path';
import { serveIpc } from './ipc-child.mjs';
import { stockMarketplaceOfEnv } from './stock-marketplaces.mjs';

const require = createRequire(import.meta.url);
const dist = (file) => require(path.join(process.env.BENCH_ROOT, 'dist', file));
const { MarketplaceHttpPool } = dist('libs/connector-kit/src/index.js');
const { retryDelayMs } = dist('libs/connector-runtime/src/retry-backoff.js');
const marketplace = stockMarketplaceOfEnv();
const Connector = dist(marketplace.connector.module)[marketplace.connector.name];
const slug = process.env.BENCH_MARKETPLACE;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
/** The runtime's retry bounds for stock pushes (TEZGAH_STOCK_RETRY_MIN_MS, TEZGAH_STOCK_RETRY_MAX_MS defaults). */
const RETRY_BOUNDS = { minMs: 1000, maxMs: 60_000 };
const batchesOf = (items, size) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

async function viaConnector({ base, credentials, items }) {
  const connector = new Connector();
  const pool = new MarketplaceHttpPool({});
  const config = { environment: 'sandbox', cargo_provider: null };
  const handle = {
    tenantId: 'bench',
    slug,
    credentials,
    config,
    baseUrl: connector.baseUrl(slug, config, base),
    http: pool.clientFor({ marketplace: slug, seller: marketplace.seller(credentials), limits: connector.limits(slug).rate }),
  };
  const updates = items.map(({ sku, barcode, quantity }) => ({ sku, barcode, listing_id: null, quantity, price: null }));
  const { stockBatchSize } = connector.limits(slug);
  let accepted = 0;
  let rejected = 0;
  let putBack = 0;
  const since = performance.now();
  try {
    for (const batch of batchesOf(updates, stockBatchSize)) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const outcome = await connector.pushStock(handle, batch);
          accepted += outcome.accepted.length;
          rejected += outcome.rejected.length;
          break;
        } catch (error) {
          // As the StockPushFlusher does: a call whose turn at the connector's rate budget is further
          // off than the pool waits (5 s) fails `marketplace.rate_limited`, and the batch goes again
          // after the wait it names (retryAfter, whole seconds).
          if (error?.code !== 'marketplace.rate_limited') throw error;
          putBack += 1;
          await sleep(retryDelayMs(attempt, RETRY_BOUNDS, error.retryAfter));
        }
      }
    }
    return { ms: performance.now() - since, accepted, rejected, putBack, batchSize: stockBatchSize };
  } finally {
    await pool.close();
  }
}

async function bare({ base, credentials, items }) {
  const { limits, processingMs, upload, result } = marketplace;
  const since = performance.now();
  const token = await marketplace.token?.(base, credentials);
  const call = async (method, url, body) => {
    const response = await fetch(`${base}${marketplace.api}${url}`, {
      method,
      headers: { ...marketplace.headers(credentials, token), ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
    return response.json();
  };
  const readWhenDue = async (id, dueAt) => {
    await sleep(dueAt - performance.now());
    for (;;) {
      const answer = await call('GET', result.path(credentials, id));
      if (result.done(answer)) return answer;
      await sleep(200);
    }
  };
  const reads = [];
  let answeredAt = -Infinity;
  for (const batch of batchesOf(items.map(upload.item), limits.batch)) {
    await sleep(answeredAt + limits.paceMs - performance.now());
    const answer = await call(upload.method, upload.path(credentials), upload.body(batch));
    answeredAt = performance.now();
    reads.push(readWhenDue(upload.idOf(answer), answeredAt + processingMs));
  }
  const applied = (await Promise.all(reads)).reduce((sum, answer) => sum + result.applied(answer).length, 0);
  return { ms: performance.now() - since, accepted: applied, rejected: items.length - applied };
}

serveIpc({ connector: viaConnector, bare });
process.on('SIGTERM', () => process.exit(0));
process.send({ ready: true });
