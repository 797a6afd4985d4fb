// The client side of modanisa-stock, in a child process of its own (its CPU read apart from the
// simulator's). Env: BENCH_ROOT (the workspace, for dist/). Requests (lib/ipc-child.mjs), each
// with { base, credentials: {api_key, api_secret}, items: [{sku, barcode, quantity}] }:
//   connector: Tezgah's ModanisaConnector.pushStock over the connector kit's HTTP pool (the
//     connector's own rate budgets), one batch of `stockBatchSize` after another as the connector
//     runtime's StockPushFlusher sends them (one batch in flight per connection);
//   bare: the floor's part: a bare client posting the same batches straight to updateProductStock
//     at `pace` (one call a second), then reading each batch by getBatchRequest once it is due
//     (`processingMs` after it was sent; again every 200 ms while in progress).
// Each answers { ms, accepted, rejected }: items the client saw taken and refused.
import { createRequire } from 'node:module';
import path from 'node:path';
import { serveIpc } from './ipc-child.mjs';

const require = createRequire(import.meta.url);
const dist = (file) => require(path.join(process.env.BENCH_ROOT, 'dist', file));
const { MarketplaceHttpPool } = dist('libs/connector-kit/src/index.js');
const { ModanisaConnector, MODANISA_LIMITS } = dist('apps/connector-modanisa/src/modanisa/index.js');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const BATCH = MODANISA_LIMITS.stockBatchSize;
const batchesOf = (items) => Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));

async function viaConnector({ base, credentials, items }) {
  const connector = new ModanisaConnector();
  const pool = new MarketplaceHttpPool({});
  const config = { environment: 'sandbox', cargo_provider: null };
  const handle = {
    tenantId: 'bench',
    slug: 'modanisa',
    credentials,
    config,
    baseUrl: connector.baseUrl('modanisa', config, base),
    http: pool.clientFor({ marketplace: 'modanisa', seller: credentials.api_key, limits: connector.limits('modanisa').rate }),
  };
  const updates = items.map(({ sku, barcode, quantity }) => ({ sku, barcode, listing_id: sku, quantity }));
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
  const call = async (method, url, body) => {
    const response = await fetch(`${base}/modanisa/api/marketplace${url}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${credentials.api_key}:${credentials.api_secret}`).toString('base64')}`,
        ...(body && { 'content-type': 'application/json' }),
      },
      body: body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
    return response.json();
  };
  const readWhenDue = async (batchId, sentAt) => {
    await sleep(sentAt + processingMs - performance.now());
    for (;;) {
      const result = await call('GET', `/getBatchRequest?batchId=${encodeURIComponent(batchId)}`);
      if (result.status !== 'inprogress') return result;
      await sleep(200);
    }
  };
  const since = performance.now();
  const reads = [];
  const batches = batchesOf(items.map(({ barcode, quantity }) => ({ barcode, quantity })));
  for (const [i, batch] of batches.entries()) {
    await sleep(since + i * paceMs - performance.now());
    const sentAt = performance.now();
    const { batchId } = await call('POST', '/updateProductStock', { Products: batch });
    reads.push(readWhenDue(batchId, sentAt));
  }
  const results = await Promise.all(reads);
  const ms = performance.now() - since;
  const answered = results.flatMap((result) => Object.values(result.items));
  const done = answered.filter((item) => item.status === 'complete').length;
  return { ms, accepted: done, rejected: answered.length - done };
}

serveIpc({ connector: viaConnector, bare });
process.on('SIGTERM', () => process.exit(0));
process.send({ ready: true });
