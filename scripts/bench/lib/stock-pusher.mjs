// The client side of a stock bench (lib/stock-bench.mjs), in a child process of its own (its CPU
// read apart from the simulator's). Env: BENCH_ROOT (the workspace, for dist/), BENCH_MARKETPLACE
// (lib/stock-marketplaces.mjs). Requests (lib/ipc-child.mjs), each with
// { base, credentials, items: [{sku, barcode, quantity}] }:
//   connector: the marketplace's connector's pushStock over the connector kit's HTTP pool (the
//     connector's own rate budgets), one batch of `stockBatchSize` after another as the connector
//     runtime's StockPushFlusher sends them (one batch in flight per connection);
//   bare: the floor's part: a bare client posting the same batches straight to the stock call at
//     `paceMs` (one call a second), then reading each batch's result once it is due
//     (`processingMs` after it was sent; again every 200 ms while pending).
// Each answers { ms, accepted, rejected }: items the client saw taken and refused.
import { createRequire } from 'node:module';
import path from 'node:path';
import { serveIpc } from './ipc-child.mjs';
import { stockMarketplaceOfEnv } from './stock-marketplaces.mjs';

const require = createRequire(import.meta.url);
const dist = (file) => require(path.join(process.env.BENCH_ROOT, 'dist', file));
const { MarketplaceHttpPool } = dist('libs/connector-kit/src/index.js');
const marketplace = stockMarketplaceOfEnv();
const Connector = dist(marketplace.connector.module)[marketplace.connector.name];
const slug = process.env.BENCH_MARKETPLACE;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const BATCH = new Connector().limits(slug).stockBatchSize;
const batchesOf = (items) => Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));

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
  let accepted = 0;
  let rejected = 0;
  const since = performance.now();
  try {
    for (const batch of batchesOf(updates)) {
      const outcome = await connector.pushStock(handle, batch);
      accepted += outcome.accepted.length;
      rejected += outcome.rejected.length;
    }
    return { ms: performance.now() - since, accepted, rejected };
  } finally {
    await pool.close();
  }
}

async function bare({ base, credentials, items, paceMs, processingMs }) {
  const { upload, result } = marketplace;
  const call = async (method, url, body) => {
    const response = await fetch(`${base}${marketplace.api}${url}`, {
      method,
      headers: { ...marketplace.headers(credentials), ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
    return response.json();
  };
  const readWhenDue = async (id, sentAt) => {
    await sleep(sentAt + processingMs - performance.now());
    for (;;) {
      const answer = await call('GET', result.path(credentials, id));
      if (result.completed(answer)) return answer;
      await sleep(200);
    }
  };
  const since = performance.now();
  const reads = [];
  for (const [i, batch] of batchesOf(items.map(upload.item)).entries()) {
    await sleep(since + i * paceMs - performance.now());
    const sentAt = performance.now();
    const answer = await call('POST', upload.path(credentials), { items: batch });
    reads.push(readWhenDue(upload.idOf(answer), sentAt));
  }
  const answered = (await Promise.all(reads)).flatMap((answer) => answer.items);
  const ms = performance.now() - since;
  const applied = answered.filter(result.applied).length;
  return { ms, accepted: applied, rejected: answered.length - applied };
}

serveIpc({ connector: viaConnector, bare });
process.on('SIGTERM', () => process.exit(0));
process.send({ ready: true });
