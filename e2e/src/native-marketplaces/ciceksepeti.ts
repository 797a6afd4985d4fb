// Çiçeksepeti (issue 36; docs/simulators/ciceksepeti.md): an API key, and the seller's id, which
// travels in the User-Agent; the sandbox names the account by the API key. A stock change goes as
// a price-and-stock batch read back through batch-status; processing and shipping are item moves
// (statusupdatewithsupplierintegration), each after a GetOrders lookup of the order. GetOrders
// takes one call per 5 s, a budget the connector keeps itself between its polls and those lookups
// (the spec's poll interval leaves the lookups turns: native-marketplaces/context.ts).
import { uniqueGtin13 } from '@tezgah/testing';
import { expectInvalidField, uniqueValue, until } from '../support';
import type { MarketplaceContext, NativeMarketplace } from './context';

const STOCK = 10;

export function ciceksepeti(): NativeMarketplace {
  const credentials = { api_key: uniqueValue('cskey'), seller_id: String(100_000 + Math.floor(Math.random() * 800_000)) };
  const product = { sku: uniqueValue('GUL'), barcode: uniqueGtin13('869'), title: 'Kırmızı gül buketi', price: 450, stock: STOCK };
  /** The calls Çiçeksepeti received at `path` (under /api/v1). */
  const callsTo = async (ctx: MarketplaceContext, path: string) => (await ctx.calls()).filter((c) => c.path.endsWith(`/api/v1${path}`));
  return {
    slug: 'ciceksepeti',
    name: 'Çiçeksepeti',
    title: 'Çiçeksepeti on its own protocol',
    credentials,
    credentialFields: [
      { name: 'api_key', required: true },
      { name: 'seller_id', required: true },
    ],
    refused: { credentials: { ...credentials, api_key: 'invalid' }, field: 'api_key', message: 'Çiçeksepeti API anahtarını kabul etmedi.' },
    seller: credentials.api_key,
    product,
    listing: { quantity: STOCK },
    firstSync: { title: 'matches the listing' },
    stock: {
      title: 'pushes a stock change as a price-and-stock batch, read back through batch-status',
      to: 7,
      check: async (ctx) => {
        const pushed = await callsTo(ctx, '/Products/price-and-stock');
        expect(pushed.map((c) => [c.method, c.status, c.body])).toContainEqual([
          'PUT',
          200,
          { items: [{ stockCode: product.sku, stockQuantity: 7 }] },
        ]);
        const readBack = await until(
          async () => (await ctx.calls()).filter((c) => c.path.includes('/api/v1/Products/batch-status/')),
          (found) => found.some((c) => c.status === 200),
        );
        expect(readBack.map((c) => c.status)).toContain(200);
      },
    },
    orders: {
      processing: {
        title: 'mirrors processing and shipping to Çiçeksepeti as item moves (11, then 5 with the carrier)',
        mirrored: async (ctx, order) => {
          const shipped = await ctx.setStatus(order.id, { status: 'shipped', tracking_number: 'YK123456', cargo_provider: 'yurtici' });
          expect(shipped.status).toBe(200);
          // Each move waits for a GetOrders turn of its own (5.25 s apart, the polls taking some).
          const moves = await until(
            async () => (await callsTo(ctx, '/Order/statusupdatewithsupplierintegration')).filter((c) => c.status === 200),
            (all) => all.length >= 2,
            60_000,
          );
          expect(moves.map((c) => c.body)).toEqual([
            { orderItems: [{ orderItemId: expect.any(Number), orderItemStatusId: 11 }] },
            { orderItems: [{ orderItemId: expect.any(Number), orderItemStatusId: 5, cargoBusinessId: 2, shipmentNumber: 'YK123456' }] },
          ]);
        },
        timeoutMs: 150_000,
      },
      cancelledAs: 'listed by getcanceledorders',
    },
    tests: [
      {
        title: "takes Çiçeksepeti's own fields only: seller_id required, api_secret unknown (400 naming each)",
        run: async (ctx) => {
          expectInvalidField(await ctx.connect({ api_key: credentials.api_key }), 'seller_id');
          expectInvalidField(await ctx.connect({ ...credentials, api_secret: 'x' }), 'api_secret');
        },
      },
    ],
  };
}
