// FLO (issue 37; docs/simulators/flo.md): Basic username and password on every call, and the
// seller id (FLO's merchantId); the sandbox names the seller by the username. FLO documents no
// product read and no stock endpoint: the first sync finds no listing and a stock change is not
// sent. Processing is the package's Picking (update-package), which answers FLO's carrier label as
// the tracking number; a cancellation is the package's Cancelled.
import { uniqueGtin13 } from '@tezgah/testing';
import { uniqueValue, until } from '../support';
import type { NativeMarketplace } from './context';

/** Longer than the stock push window and a poll of the stock flusher (FAST_MARKETPLACES): a push would have gone out. */
const PUSH_WOULD_HAVE_GONE_MS = 3000;

export function flo(): NativeMarketplace {
  const credentials = { username: uniqueValue('flouser'), password: uniqueValue('sifre'), seller_id: '10000' };
  return {
    slug: 'flo',
    name: 'FLO',
    title: 'FLO on its own protocol',
    credentials,
    credentialFields: [
      { name: 'username', required: true },
      { name: 'password', required: true },
      { name: 'seller_id', required: true },
    ],
    refused: {
      credentials: { ...credentials, password: 'invalid' },
      field: 'password',
      message: 'FLO kullanıcı adını veya şifreyi kabul etmedi.',
    },
    seller: credentials.username,
    product: { sku: uniqueValue('FLO'), barcode: uniqueGtin13('869'), title: 'Spor Ayakkabı', price: 900, stock: 20 },
    firstSync: { title: 'finds no listing: FLO documents no product read' },
    stock: {
      title: 'sends no stock change to FLO: FLO documents no stock endpoint, and no FLO listing is mapped',
      to: 15,
      check: async (ctx) => {
        await new Promise((resolve) => setTimeout(resolve, PUSH_WOULD_HAVE_GONE_MS));
        expect((await ctx.get('/marketplaces/flo/products')).body).toMatchObject({ data: [], pagination: { total: 0 } });
        // Order reads only, and some (the connect's check, the first sync, the polls).
        expect([...new Set((await ctx.calls()).map((call) => call.path))]).toEqual(['/v1/orders']);
      },
    },
    orders: {
      processing: {
        title: 'mirrors processing as Picking with FLO’s carrier label',
        mirrored: async (ctx, order) => {
          const writes = await until(
            async () => (await ctx.calls()).filter((call) => call.method === 'POST'),
            (calls) =>
              calls.some((call) => call.path === '/v1/shipment/update-package' && JSON.stringify(call.body).includes(order.number)),
            30_000,
          );
          expect(writes).toEqual(expect.arrayContaining([expect.objectContaining({ body: { status: 'Picking' } })]));
          const mirrored = await until(
            async () => (await ctx.get(`/orders/${order.id}`)).body,
            (o) => typeof o.tracking_number === 'string' && o.tracking_number.startsWith('FLO'),
            30_000,
          );
          expect(mirrored).toMatchObject({ status: 'processing', cargo_provider: 'Mng' });
        },
      },
      cancelledAs: 'package Cancelled',
    },
  };
}
