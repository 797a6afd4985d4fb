// The client side of ptt-avm-stock, in a child process of its own (its CPU read apart from the
// simulator's). Env: BENCH_ROOT (the workspace, for dist/). Requests (lib/ipc-child.mjs), each
// with { base, credentials: {api_key, access_token}, items: [{sku, barcode, quantity}] }:
//   connector: Tezgah's PttAvmConnector.pushStock over the connector kit's HTTP pool (the
//     connector's own rate budgets), one batch of `stockBatchSize` after another as the connector
//     runtime's StockPushFlusher sends them (one batch in flight per connection);
//   bare: the floor's part: a bare client posting the same batches straight to stock-prices at
//     `pace` (one call a second), then reading each job's tracking-result once it is due
//     (`processingMs` after it was sent; again every 200 ms while pending).
// Each answers { ms, accepted, rejected }: items the client saw taken and refused.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serveIpc } from './ipc-child.mjs';

const require = createRequire(import.meta.url);
const dist = (file) => require(path.join(process.env.BENCH_ROOT, 'dist', file));
const { MarketplaceHttpPool } = dist('libs/connector-kit/src/index.js');
const { PttAvmConnector, PTT_AVM_LIMITS } = dist('apps/connector-ptt-avm/src/ptt-avm/index.js');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const BATCH = PTT_AVM_LIMITS.stockBatchSize;
const batchesOf = (items) => Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));

async function viaConnector({ base, credentials, items }) {
  const connector = new PttAvmConnector();
  const pool = new MarketplaceHttpPool({});
  const config = { environment: 'sandbox', cargo_provider: null };
  const handle = {
    tenantId: 'bench',
    slug: 'ptt-avm',
    credentials,
    config,
    baseUrl: connector.baseUrl('ptt-avm', config, base),
    http: pool.clientFor({ marketplace: 'ptt-avm', seller: credentials.api_key, limits: connector.limits('ptt-avm').rate }),
  };
  const updates = items.map(({ sku, barcode, quantity }) => ({ sku, barcode, listing_id: null, quantity }));
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
    const response = await fetch(`${base}/ptt-avm/api/v1${url}`, {
      method,
      headers: {
        'Api-Key': credentials.api_key,
        'access-token': credentials.access_token,
        'X-Correlation-Id': randomUUID(),
        ...(body && { 'content-type': 'application/json' }),
      },
      body: body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
    return response.json();
  };
  const readWhenDue = async (trackingId, sentAt) => {
    await sleep(sentAt + processingMs - performance.now());
    for (;;) {
      const result = await call('GET', `/products/tracking-result/${trackingId}`);
      if (result.status === 'completed') return result;
      await sleep(200);
    }
  };
  const since = performance.now();
  const reads = [];
  const batches = batchesOf(items.map(({ barcode, quantity }) => ({ barcode, quantity })));
  for (const [i, batch] of batches.entries()) {
    await sleep(since + i * paceMs - performance.now());
    const sentAt = performance.now();
    const { trackingId } = await call('POST', '/products/stock-prices', { items: batch });
    reads.push(readWhenDue(trackingId, sentAt));
  }
  const results = await Promise.all(reads);
  const ms = performance.now() - since;
  const answered = results.flatMap((result) => result.items);
  return { ms, accepted: answered.filter((item) => item.success).length, rejected: answered.filter((item) => !item.success).length };
}

serveIpc({ connector: viaConnector, bare });
process.on('SIGTERM', () => process.exit(0));
process.send({ ready: true });
