// Pazarama (issue 37; docs/simulators/pazarama.md): an OAuth2 client-credentials pair, exchanged at
// /connect/token; the sandbox names the seller by the client id. A stock change goes through
// updateStock-v2, read back from its lake projections; processing is OrderItemStatus 12
// (updateOrderStatusList); a cancellation is the item's status 6.
import { uniqueGtin13 } from '@tezgah/testing';
import { uniqueValue, until } from '../support';
import type { NativeMarketplace } from './context';

export function pazarama(): NativeMarketplace {
  const credentials = { client_id: uniqueValue('pzrclient'), client_secret: uniqueValue('pzrsecret') };
  return {
    slug: 'pazarama',
    name: 'Pazarama',
    title: 'Pazarama on its own protocol',
    credentials,
    credentialFields: [
      { name: 'client_id', required: true },
      { name: 'client_secret', required: true },
    ],
    refused: {
      credentials: { ...credentials, client_secret: 'invalid' },
      field: 'client_id',
      message: 'Pazarama API anahtarını veya gizli anahtarı kabul etmedi.',
    },
    seller: credentials.client_id,
    product: { sku: uniqueValue('PZR'), barcode: uniqueGtin13('869'), title: 'Çaydanlık', price: 150, stock: 20 },
    listing: { quantity: 3 },
    firstSync: {
      title: 'matches the listing, after a token for the client pair',
      check: async (ctx) => {
        expect((await ctx.calls()).map((call) => call.path)).toEqual(expect.arrayContaining(['/connect/token', '/product/products']));
      },
    },
    stock: {
      title: 'pushes a stock change to Pazarama through updateStock-v2, read back from its lake projections',
      to: 15,
      check: async (ctx) => {
        const paths = (await ctx.calls()).map((call) => call.path);
        expect(paths).toContain('/product/updateStock-v2');
        expect(paths.some((path) => path.endsWith('/lake-projections'))).toBe(true);
      },
    },
    orders: {
      processing: {
        title: 'mirrors processing as Pazarama’s 12',
        mirrored: async (ctx, order) => {
          const mirrored = await until(
            async () => (await ctx.calls()).filter((call) => call.path === '/order/updateOrderStatusList'),
            (found) =>
              found.some((call) => JSON.stringify(call.body) === JSON.stringify({ orderNumber: Number(order.number), status: 12 })),
            30_000,
          );
          expect(mirrored.length).toBeGreaterThan(0);
          expect((await ctx.get(`/orders/${order.id}`)).body).toMatchObject({ status: 'processing' });
        },
      },
      cancelledAs: 'the customer’s, status 6',
    },
  };
}
