// What the stock benches (ptt-avm-stock, idefix-stock) need to know of each marketplace: its
// simulator and connector in dist/, a seller's credentials, and the stock call and its read-back
// as a bare client makes them (docs/simulators/<marketplace>.md). Used by the bench runner
// (lib/stock-bench.mjs) and its children (lib/stock-sandbox.mjs, lib/stock-pusher.mjs).
import { randomUUID } from 'node:crypto';

export const STOCK_MARKETPLACES = {
  'ptt-avm': {
    title: 'PttAVM',
    simulator: 'pttAvmSimulator',
    connector: { module: 'apps/connector-ptt-avm/src/ptt-avm/index.js', name: 'PttAvmConnector' },
    skuPrefix: 'PTT',
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
      path: () => '/products/stock-prices',
      item: ({ barcode, quantity }) => ({ barcode, quantity }),
      idOf: (answer) => answer.trackingId,
    },
    result: {
      name: 'tracking-result',
      path: (_credentials, id) => `/products/tracking-result/${id}`,
      completed: (result) => result.status === 'completed',
      applied: (item) => item.success,
    },
  },
  idefix: {
    title: 'Idefix',
    simulator: 'idefixSimulator',
    connector: { module: 'apps/connector-idefix/src/idefix/index.js', name: 'IdefixConnector' },
    skuPrefix: 'IDX',
    // The simulator names the seller account by the vendor id in the path.
    credentials: (seller, run) => ({ api_key: `key-${run}`, api_secret: `secret-${run}`, vendor_id: seller }),
    seller: (credentials) => credentials.vendor_id,
    api: '/idefix/pim',
    headers: (credentials) => ({
      'X-API-KEY': Buffer.from(`${credentials.api_key}:${credentials.api_secret}`).toString('base64'),
    }),
    upload: {
      name: 'inventory-upload',
      path: (credentials) => `/catalog/${credentials.vendor_id}/inventory-upload`,
      item: ({ barcode, quantity }) => ({ barcode, inventoryQuantity: quantity }),
      idOf: (answer) => answer.batchRequestId,
    },
    result: {
      name: 'inventory-result',
      path: (credentials, id) => `/catalog/${credentials.vendor_id}/inventory-result/${id}`,
      completed: (result) => result.status === 'COMPLETED',
      applied: (item) => item.status === 'completed',
    },
  },
};

/** The marketplace a bench child was started for (env BENCH_MARKETPLACE). */
export function stockMarketplaceOfEnv() {
  const marketplace = STOCK_MARKETPLACES[process.env.BENCH_MARKETPLACE];
  if (!marketplace) throw new Error(`BENCH_MARKETPLACE must be one of ${Object.keys(STOCK_MARKETPLACES).join(', ')}`);
  return marketplace;
}
