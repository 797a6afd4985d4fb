// Modanisa (issue 37; docs/simulators/modanisa.md): a key pair in Basic auth; the sandbox names the
// seller by the API key. A stock change goes through updateProductStock, read back by
// getBatchRequest. Modanisa takes no order status: the seller's processing stays Tezgah's and
// nothing is written there. Cancellations come two ways: Modanisa's own, and the seller's
// warehouse reporting an order's lines unsupplied (missingProduct), which cancels the order.
import { uniqueGtin13 } from '@tezgah/testing';
import { uniqueValue, until } from '../support';
import { NEXT_POLL_MS, type NativeMarketplace } from './context';

/** Modanisa's `Y-m-d H:i:s` in Turkey's time (UTC+3). */
const turkeyTime = (epochMs: number) => new Date(epochMs + 3 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
const ORDER_LIST = '/api/marketplace/orderListV2';

export function modanisa(): NativeMarketplace {
  const credentials = { api_key: uniqueValue('mdnkey'), api_secret: uniqueValue('mdnsecret') };
  return {
    slug: 'modanisa',
    name: 'Modanisa',
    title: 'Modanisa on its own protocol',
    credentials,
    credentialFields: [
      { name: 'api_key', required: true },
      { name: 'api_secret', required: true },
    ],
    refused: {
      credentials: { ...credentials, api_secret: 'invalid' },
      field: 'api_key',
      message: 'Modanisa API anahtarını veya gizli anahtarı kabul etmedi.',
    },
    seller: credentials.api_key,
    product: { sku: uniqueValue('MDN'), barcode: uniqueGtin13('869'), title: 'Uzun Tunik', price: 450, stock: 20 },
    listing: { quantity: 3 },
    firstSync: { title: 'matches the listing' },
    stock: {
      title: 'pushes a stock change to Modanisa through updateProductStock, read back by getBatchRequest',
      to: 15,
      check: async (ctx) => {
        const paths = (await ctx.calls()).map((call) => call.path);
        expect(paths).toEqual(expect.arrayContaining(['/api/marketplace/updateProductStock', '/api/marketplace/getBatchRequest']));
      },
    },
    orders: {
      processing: {
        title: 'keeps processing its own: Modanisa takes no order status, and nothing is written there',
        mirrored: async (ctx, order, statusSetAt) => {
          expect((await ctx.get(`/orders/${order.id}`)).body).toMatchObject({ status: 'processing' });
          // Two polls (GET orderListV2) since the status was set: a poll interval later, so a status
          // mirror, woken at once, would have been written by then. Nothing was.
          const since = await until(
            () => ctx.calls(statusSetAt),
            (calls) => calls.filter((call) => call.path === ORDER_LIST).length >= 2,
            NEXT_POLL_MS,
          );
          expect(since.filter((call) => call.method !== 'GET')).toEqual([]);
        },
      },
      cancelledAs: 'every line Cancelled',
    },
    tests: [
      {
        title: 'gives the stock back when the seller reports an order’s lines unsupplied (missingProduct)',
        timeoutMs: 150_000,
        run: async (ctx) => {
          const before = await ctx.stock();
          const unsupplied = await ctx.customerOrder(1);
          expect(await until(ctx.stock, (s) => s === before - 1)).toBe(before - 1);
          const basic = `Basic ${Buffer.from(`${credentials.api_key}:${credentials.api_secret}`).toString('base64')}`;
          // The seller's warehouse reports the order's lines unsupplied, by the ids orderListV2 gives them.
          const now = Date.now();
          const window = new URLSearchParams({
            orderId: unsupplied.number,
            startDateTime: turkeyTime(now - 3_600_000),
            endDateTime: turkeyTime(now),
            page: '1',
            size: '1',
          });
          const listed = await fetch(`${ctx.system.sandboxUrl}/modanisa${ORDER_LIST}?${window}`, { headers: { authorization: basic } });
          const lines = (
            (await listed.json()) as { data: { orders: { details: Array<{ products: Array<{ modanisaOrderProductId: string }> }> } } }
          ).data.orders.details[0]?.products;
          const lineIds = (lines ?? []).map((line) => line.modanisaOrderProductId);
          expect(lineIds).toHaveLength(1);
          const reported = await fetch(`${ctx.system.sandboxUrl}/modanisa/api/marketplace/missingProduct`, {
            method: 'POST',
            headers: { authorization: basic, 'content-type': 'application/json' },
            body: JSON.stringify({ orderProductIds: lineIds }),
          });
          expect(reported.status).toBe(200);
          expect(await ctx.orderReaches(unsupplied.id, 'cancelled')).toMatchObject({ status: 'cancelled' });
          expect(await until(ctx.stock, (s) => s === before)).toBe(before);
        },
      },
    ],
  };
}
