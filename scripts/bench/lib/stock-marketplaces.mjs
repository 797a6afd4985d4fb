// What the stock benches (ptt-avm-stock, idefix-stock, modanisa-stock, ciceksepeti-stock,
// pazarama-stock) need to know of each marketplace: its simulator and connector in dist/, a
// seller's credentials, the limits the floor is measured at, and the stock call and its
// read-back as a bare client makes them (docs/simulators/<marketplace>.md). Used by the bench
// runner (lib/stock-bench.mjs) and its children (lib/stock-sandbox.mjs, lib/stock-pusher.mjs).
//
// Each entry:
//   limits: { batch, paceMs }: items a stock call and the time between two stock calls of a seller,
//     the floor's (documented where the marketplace documents them, else the connector's);
//   processingMs: how long the sandbox takes to process a batch (SANDBOX_BATCH_COMPLETE_MS);
//   maxRatio (optional): the bench fails when ours / floor is above it (else the ratio is reported);
//   token (optional): (base, credentials) => a bearer token, taken once per client before its calls;
//   headers: (credentials, token) => the headers of every API call;
//   upload: the stock call: { name, method, path(credentials), item({sku, barcode, quantity}),
//     body(items), idOf(answer) };
//   result: the batch's read-back: { name, path(credentials, id), idOfRead(recorded call) → id or
//     undefined, done(answer) (no longer processing), applied(answer) → the keys of the items
//     applied, perSecond (optional): its rate, kept by the bench's own confirming reads }.
import { randomUUID } from 'node:crypto';

const basic = (user, password) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
/** The id in a recorded call's path, matched by `pattern`'s first group. */
const pathId = (pattern) => (call) => call.path.match(pattern)?.[1];

export const STOCK_MARKETPLACES = {
  'ptt-avm': {
    title: 'PttAVM',
    simulator: 'pttAvmSimulator',
    connector: { module: 'apps/connector-ptt-avm/src/ptt-avm/index.js', name: 'PttAvmConnector' },
    skuPrefix: 'PTT',
    // 1000 items a stock-prices call (documented); one call a second is the connector's pacing (PttAVM publishes no rate).
    limits: { batch: 1000, paceMs: 1000 },
    processingMs: 2000,
    credentials: (seller, run) => ({ api_key: seller, access_token: `token-${run}` }),
    seller: (credentials) => credentials.api_key,
    api: '/ptt-avm/api/v1',
    headers: (credentials) => ({
      'Api-Key': credentials.api_key,
      'access-token': credentials.access_token,
      'X-Correlation-Id': randomUUID(),
    }),
    upload: {
      name: 'stock-prices',
      method: 'POST',
      path: () => '/products/stock-prices',
      item: ({ barcode, quantity }) => ({ barcode, quantity }),
      body: (items) => ({ items }),
      idOf: (answer) => answer.trackingId,
    },
    result: {
      name: 'tracking-result',
      path: (_credentials, id) => `/products/tracking-result/${id}`,
      idOfRead: pathId(/\/products\/tracking-result\/([^/]+)$/),
      done: (answer) => answer.status === 'completed',
      applied: (answer) => answer.items.filter((item) => item.success).map((item) => item.barcode),
    },
  },
  idefix: {
    title: 'Idefix',
    simulator: 'idefixSimulator',
    connector: { module: 'apps/connector-idefix/src/idefix/index.js', name: 'IdefixConnector' },
    skuPrefix: 'IDX',
    // Idefix publishes neither: 1000 items an inventory-upload and one upload a second are ours.
    limits: { batch: 1000, paceMs: 1000 },
    processingMs: 2000,
    // The simulator names the seller account by the vendor id in the path.
    credentials: (seller, run) => ({ api_key: `key-${run}`, api_secret: `secret-${run}`, vendor_id: seller }),
    seller: (credentials) => credentials.vendor_id,
    api: '/idefix/pim',
    headers: (credentials) => ({
      'X-API-KEY': Buffer.from(`${credentials.api_key}:${credentials.api_secret}`).toString('base64'),
    }),
    upload: {
      name: 'inventory-upload',
      method: 'POST',
      path: (credentials) => `/catalog/${credentials.vendor_id}/inventory-upload`,
      item: ({ barcode, quantity }) => ({ barcode, inventoryQuantity: quantity }),
      body: (items) => ({ items }),
      idOf: (answer) => answer.batchRequestId,
    },
    result: {
      name: 'inventory-result',
      path: (credentials, id) => `/catalog/${credentials.vendor_id}/inventory-result/${id}`,
      idOfRead: pathId(/\/inventory-result\/([^/]+)$/),
      done: (answer) => answer.status === 'COMPLETED',
      applied: (answer) => answer.items.filter((item) => item.status === 'completed').map((item) => item.barcode),
    },
  },
  modanisa: {
    title: 'Modanisa',
    simulator: 'modanisaSimulator',
    connector: { module: 'apps/connector-modanisa/src/modanisa/index.js', name: 'ModanisaConnector' },
    skuPrefix: 'MDN',
    // Modanisa documents neither: the sandbox's 1000 items a call at the connector's one call a second.
    limits: { batch: 1000, paceMs: 1000 },
    processingMs: 2000,
    credentials: (seller, run) => ({ api_key: seller, api_secret: `secret-${run}` }),
    seller: (credentials) => credentials.api_key,
    api: '/modanisa/api/marketplace',
    headers: (credentials) => ({ authorization: basic(credentials.api_key, credentials.api_secret) }),
    upload: {
      name: 'updateProductStock',
      method: 'POST',
      path: () => '/updateProductStock',
      item: ({ barcode, quantity }) => ({ barcode, quantity }),
      body: (items) => ({ Products: items }),
      idOf: (answer) => answer.batchId,
    },
    result: {
      name: 'getBatchRequest',
      // The batch id is a query parameter; the items are an object keyed by the id each was sent with.
      path: (_credentials, id) => `/getBatchRequest?batchId=${encodeURIComponent(id)}`,
      idOfRead: (call) => (call.path.endsWith('/getBatchRequest') ? call.query?.batchId : undefined),
      done: (answer) => answer.status !== 'inprogress',
      applied: (answer) =>
        Object.entries(answer.items)
          .filter(([, item]) => item.status === 'complete')
          .map(([id]) => id),
    },
  },
  ciceksepeti: {
    title: 'Çiçeksepeti',
    simulator: 'ciceksepetiSimulator',
    connector: { module: 'apps/connector-ciceksepeti/src/ciceksepeti/index.js', name: 'CiceksepetiConnector' },
    skuPrefix: 'CS',
    // price-and-stock: 200 items a request, one request a second (documented).
    limits: { batch: 200, paceMs: 1000 },
    processingMs: 500,
    // Within 15 % of the floor: the connector's pool spaces price-and-stock 1.1 s apart (the
    // documented second and the rate budget's arrival slack, at least 100 ms), then reads the last
    // batch back.
    maxRatio: 1.15,
    credentials: (seller) => ({ api_key: seller, seller_id: '777001' }),
    seller: (credentials) => credentials.api_key,
    api: '/ciceksepeti/api/v1',
    headers: (credentials) => ({ 'x-api-key': credentials.api_key, 'user-agent': `${credentials.seller_id}-Tezgah` }),
    upload: {
      name: 'price-and-stock',
      method: 'PUT',
      path: () => '/Products/price-and-stock',
      // Items are named by stock code (the SKU), not by barcode.
      item: ({ sku, quantity }) => ({ stockCode: sku, stockQuantity: quantity }),
      body: (items) => ({ items }),
      idOf: (answer) => answer.batchId,
    },
    result: {
      name: 'batch-status',
      path: (_credentials, id) => `/Products/batch-status/${id}`,
      // batch-status: five a second (documented, enforced by the simulator).
      perSecond: 5,
      idOfRead: pathId(/\/Products\/batch-status\/([^/]+)$/),
      done: (answer) => answer.items.every((item) => item.status !== 'Processing'),
      applied: (answer) => answer.items.filter((item) => item.status === 'Success').map((item) => item.data.stockCode),
    },
  },
  pazarama: {
    title: 'Pazarama',
    simulator: 'pazaramaSimulator',
    connector: { module: 'apps/connector-pazarama/src/pazarama/index.js', name: 'PazaramaConnector' },
    skuPrefix: 'PZR',
    // updateStock-v2: at most 3000 items a call, ten seconds between any two stock or price calls of a seller (documented).
    limits: { batch: 3000, paceMs: 10_000 },
    processingMs: 2000,
    // The token host's client is the seller: the simulator names the account by the client id.
    credentials: (seller, run) => ({ client_id: seller, client_secret: `secret-${run}` }),
    seller: (credentials) => credentials.client_id,
    api: '/pazarama',
    token: async (base, credentials) => {
      const response = await fetch(`${base}/pazarama/connect/token`, {
        method: 'POST',
        headers: { authorization: basic(credentials.client_id, credentials.client_secret) },
        body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'merchantgatewayapi.fullaccess' }),
      });
      if (!response.ok) throw new Error(`pazarama token: ${response.status} ${(await response.text()).slice(0, 300)}`);
      return (await response.json()).data.accessToken;
    },
    headers: (_credentials, token) => ({ authorization: `Bearer ${token}` }),
    upload: {
      name: 'updateStock-v2',
      method: 'POST',
      path: () => '/product/updateStock-v2',
      // Items are named by code: the barcode the product was listed with.
      item: ({ barcode, quantity }) => ({ code: barcode, stockCount: quantity }),
      body: (items) => ({ items }),
      idOf: (answer) => answer.data,
    },
    result: {
      name: 'lake-projections',
      // One page holds a whole batch (pageSize up to 3000, as the connector reads it).
      path: (_credentials, id) => `/listing-state/batch-id/${encodeURIComponent(id)}/lake-projections?page=1&pageSize=3000`,
      idOfRead: pathId(/\/listing-state\/batch-id\/([^/]+)\/lake-projections$/),
      done: (answer) => answer.processingCount === 0,
      applied: (answer) => answer.data.filter((row) => row.stock?.status === 0).map((row) => row.code),
    },
  },
};

/** The marketplace a bench child was started for (env BENCH_MARKETPLACE). */
export function stockMarketplaceOfEnv() {
  const marketplace = STOCK_MARKETPLACES[process.env.BENCH_MARKETPLACE];
  if (!marketplace) throw new Error(`BENCH_MARKETPLACE must be one of ${Object.keys(STOCK_MARKETPLACES).join(', ')}`);
  return marketplace;
}
