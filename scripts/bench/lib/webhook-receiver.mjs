// The webhook endpoint of webhooks-delivery, in a child process of its own: HTTPS (node:https,
// keep-alive) with the test certificate the dispatcher trusts through NODE_EXTRA_CA_CERTS. Every
// POST is checked as a customer's endpoint would check it: `X-Tezgah-Signature` (`t=<unix s>,
// v1=<hex HMAC-SHA256 of "t.<raw body>">`, keyed by the secret string shown at registration)
// against the secret of the webhook registered on that path, the webhook id header, and the
// timestamp within 5 minutes. Valid: 200; invalid: 401 (so the dispatcher would retry).
//
// Env: RECEIVER_CERT, RECEIVER_KEY (PEM). Reports { ready, port, pid }. Requests (lib/ipc-child.mjs):
//   hooks   { hooks: [{ path, webhookId, secret }] }   registers what each path verifies against
//   phase   { phase }        deliveries of a phase (from the event's sku, BENCH-<phase>-<n>): counts,
//                            duplicates, latencies (receipt - data.published_at) of first receipts
//   window  { from, to }     valid deliveries received in [from, to) (epoch ms), per second too
//   counts  { phases }       distinct deliveries received so far, per phase
//   totals  {}               everything received so far, invalid and stray included
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:https';
import { performance } from 'node:perf_hooks';
import { serveIpc } from './ipc-child.mjs';

/** Epoch milliseconds with sub-millisecond resolution; the publisher uses the same clock. */
const clock = () => performance.timeOrigin + performance.now();
const TOLERANCE_S = 300;

const hooks = new Map(); // path -> { webhookId, secret }
const phases = new Map();
const totals = { requests: 0, valid: 0, invalidSignature: 0, wrongWebhookId: 0, staleTimestamp: 0, stray: 0, unparsable: 0 };
/** TLS connections the dispatcher opened: in all, open now, most open at once. */
const connections = { opened: 0, open: 0, mostOpen: 0 };
let receipts = new Float64Array(1 << 16); // receive time of every valid delivery, in arrival order
let receiptCount = 0;

function phaseOf(name) {
  let phase = phases.get(name);
  if (!phase) {
    phase = { deliveries: 0, seen: new Set(), duplicates: 0, latencies: [], first: Infinity, last: -Infinity, perPath: new Map() };
    phases.set(name, phase);
  }
  return phase;
}

function verify(hook, header, raw) {
  const parts = Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((part) => part.split('=', 2)),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return 'invalidSignature';
  const expected = createHmac('sha256', hook.secret).update(`${parts.t}.`).update(raw).digest();
  if (!timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'))) return 'invalidSignature';
  if (Math.abs(Date.now() / 1000 - t) > TOLERANCE_S) return 'staleTimestamp';
  return null;
}

function record(at, path, raw, headers) {
  totals.requests++;
  const hook = hooks.get(path);
  if (!hook) {
    totals.stray++;
    return 404;
  }
  const failure = verify(hook, headers['x-tezgah-signature'], raw);
  if (failure) {
    totals[failure]++;
    return 401;
  }
  if (headers['x-tezgah-webhook-id'] !== hook.webhookId) {
    totals.wrongWebhookId++;
    return 401;
  }
  let body;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    totals.unparsable++;
    return 400;
  }
  totals.valid++;
  if (receiptCount === receipts.length) {
    const grown = new Float64Array(receipts.length * 2);
    grown.set(receipts);
    receipts = grown;
  }
  receipts[receiptCount++] = at;
  const sku = String(body?.data?.sku ?? '');
  const phase = phaseOf(sku.startsWith('BENCH-') ? sku.split('-')[1] : '(other)');
  phase.deliveries++;
  phase.first = Math.min(phase.first, at);
  phase.last = Math.max(phase.last, at);
  const key = `${path} ${body.id}`;
  if (phase.seen.has(key)) {
    phase.duplicates++;
    return 200;
  }
  phase.seen.add(key);
  phase.perPath.set(path, (phase.perPath.get(path) ?? 0) + 1);
  const publishedAt = Number(body?.data?.published_at);
  if (Number.isFinite(publishedAt)) phase.latencies.push(at - publishedAt);
  return 200;
}

const server = createServer(
  { cert: process.env.RECEIVER_CERT, key: process.env.RECEIVER_KEY, keepAlive: true, keepAliveTimeout: 65_000 },
  (req, res) => {
    const at = clock();
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('error', () => undefined);
    req.on('end', () => {
      const status = record(at, req.url ?? '/', Buffer.concat(chunks), req.headers);
      res.writeHead(status, { 'content-length': '0' });
      res.end();
    });
  },
);

server.on('secureConnection', (socket) => {
  connections.opened++;
  connections.mostOpen = Math.max(connections.mostOpen, ++connections.open);
  socket.once('close', () => connections.open--);
});

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

serveIpc({
  hooks({ hooks: list }) {
    for (const { path, webhookId, secret } of list) hooks.set(path, { webhookId, secret });
    return hooks.size;
  },
  phase({ phase: name }) {
    const phase = phases.get(name) ?? phaseOf(name);
    const sorted = Float64Array.from(phase.latencies).sort();
    const sum = sorted.reduce((a, b) => a + b, 0);
    return {
      deliveries: phase.deliveries,
      distinct: phase.seen.size,
      duplicates: phase.duplicates,
      perPath: Object.fromEntries(phase.perPath),
      firstAt: phase.first,
      lastAt: phase.last,
      latencyMs: {
        count: sorted.length,
        min: sorted[0],
        p50: percentile(sorted, 50),
        p90: percentile(sorted, 90),
        p99: percentile(sorted, 99),
        p999: percentile(sorted, 99.9),
        max: sorted[sorted.length - 1],
        mean: sorted.length ? sum / sorted.length : NaN,
      },
    };
  },
  window({ from, to }) {
    const perSecond = new Array(Math.ceil((to - from) / 1000)).fill(0);
    let count = 0;
    for (let i = 0; i < receiptCount; i++) {
      const at = receipts[i];
      if (at < from || at >= to) continue;
      count++;
      perSecond[Math.floor((at - from) / 1000)]++;
    }
    return { count, perSecond };
  },
  counts: ({ phases: names }) => Object.fromEntries(names.map((name) => [name, phases.get(name)?.seen.size ?? 0])),
  totals: () => ({ ...totals, hooks: hooks.size, connections: { ...connections } }),
});

server.listen(0, '127.0.0.1', () => process.send({ ready: true, port: server.address().port, pid: process.pid }));
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
