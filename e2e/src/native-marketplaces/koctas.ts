// Koçtaş on Mirakl (issue 36; docs/simulators/mirakl.md): a shop API key alone, by which the
// sandbox names the shop. A stock change goes as a whole offer (OF24), its import read back (OF02);
// the seller's processing accepts the order's lines (OR21).
//
// OR11, the order list, is once a minute (the seller OpenAPI document's call frequency), for the
// connector's own budget as for the simulator, whatever the poll interval: the first sync reads
// orders, so a change made on Koçtaş reaches Tezgah with the OR11 a minute later. The shared order
// tests wait for each order in turn (two more minutes); Koçtaş instead makes both changes before
// that OR11 (a customer order, and the cancellation of the order the first sync imported) and
// checks them `later`, once the other marketplaces' tests have filled the minute.
import { uniqueGtin13 } from '@tezgah/testing';
import { uniqueValue, until } from '../support';
import type { MarketplaceContext, NativeMarketplace } from './context';

/** The next OR11 comes a minute after the first sync's: the poll, its ingestion and the stock moves. */
const NEXT_OR11_MS = 100_000;

export function koctas(): NativeMarketplace {
  const shopKey = uniqueValue('shopkey');
  const product = { sku: uniqueValue('KT'), barcode: uniqueGtin13(), title: 'Akülü Vidalama', price: 100, stock: 20 };
  /** Open on Koçtaş before the seller connects (its 2 taken at the first sync); cancelled there before the next OR11. */
  let openAtConnect = '';
  /** A customer's order of 3, placed before the next OR11. */
  let placed = '';
  const callsTo = async (ctx: MarketplaceContext, method: string, fragment: string) =>
    (await ctx.calls()).filter((c) => c.method === method && c.path.includes(fragment));
  return {
    slug: 'koctas',
    name: 'Koçtaş',
    title: 'Koçtaş on Mirakl',
    credentials: { api_key: shopKey },
    credentialFields: [
      { name: 'api_key', required: true },
      { name: 'shop_id', required: false },
    ],
    refused: { credentials: { api_key: 'invalid' }, field: 'api_key', message: 'Koçtaş API anahtarını veya gizli anahtarı kabul etmedi.' },
    seller: shopKey,
    product,
    listing: { quantity: 20, listing_id: `P-${product.sku}` },
    firstSync: {
      title: 'matches the offer and imports the order open on Koçtaş with its stock',
      before: async (ctx) => {
        openAtConnect = await ctx.placeOrder(2);
      },
      check: async (ctx) => {
        expect(
          await until(
            () => ctx.orderOf(openAtConnect),
            (order) => order?.status === 'created',
          ),
        ).toMatchObject({ status: 'created' });
        expect(await until(ctx.stock, (value) => value === 18)).toBe(18);
      },
    },
    stock: {
      title: 'pushes a stock change to Koçtaş as a whole offer (OF24) and reads the import back (OF02)',
      to: 30,
      check: async (ctx) => {
        const [sent] = await callsTo(ctx, 'POST', '/api/offers');
        expect(sent.body).toEqual({
          offers: [
            expect.objectContaining({
              shop_sku: product.sku,
              product_id: `P-${product.sku}`,
              product_id_type: 'SKU',
              price: 100,
              quantity: 30,
            }),
          ],
        });
        expect(
          (
            await until(
              () => callsTo(ctx, 'GET', '/api/offers/imports/'),
              (calls) => calls.length > 0,
            )
          )[0].status,
        ).toBe(200);
      },
    },
    tests: [
      {
        title: 'takes a customer order, and cancels on Koçtaş the order open at connect, both before its next OR11',
        run: async (ctx) => {
          placed = await ctx.placeOrder(3);
          expect((await ctx.sandbox(`/orders/${openAtConnect}/cancel`, 'POST', { reason: 'Müşteri vazgeçti' })).status).toBe(200);
        },
      },
    ],
    later: [
      {
        title:
          "ingests both with that OR11 (the customer order with its stock reserved, the cancellation with its stock given back) and mirrors the seller's processing as OR21",
        run: async (ctx) => {
          const order = await until(
            () => ctx.orderOf(placed),
            (found) => found?.status === 'created',
            NEXT_OR11_MS,
          );
          const id = order?.id ?? '';
          expect((await ctx.get(`/orders/${id}`)).body).toMatchObject({
            marketplace: 'koctas',
            status: 'created',
            items: [{ sku: product.sku, quantity: 3 }],
          });
          expect(
            (
              await until(
                () => ctx.orderOf(openAtConnect),
                (found) => found?.status === 'cancelled',
                10_000,
              )
            )?.status,
          ).toBe('cancelled');
          // 30 set by the seller, less the new order's 3, and the cancelled order's 2 given back.
          expect(await until(ctx.stock, (value) => value === 29)).toBe(29);

          const processing = await ctx.setStatus(id, { status: 'processing' });
          expect({ status: processing.status, order: processing.body.status }).toEqual({ status: 200, order: 'processing' });
          const accepted = await until(
            () => callsTo(ctx, 'PUT', `/api/orders/${placed}/accept`),
            (calls) => calls.length > 0,
          );
          expect(accepted.map((call) => call.status)).toEqual([204]);
        },
        timeoutMs: NEXT_OR11_MS + 60_000,
      },
    ],
  };
}
