// PttAVM (issue 36; docs/simulators/ptt-avm.md): integration-api's API key and access token, and
// the shipping service's own user; the sandbox names the seller by the API key. A stock change goes
// through stock-prices; processing books PttAVM's barcode (create-barcode), which comes back as the
// order's tracking number; a cancellation is the order's siparisDurumu `iptal`.
import { uniqueGtin13 } from '@tezgah/testing';
import { uniqueValue, until } from '../support';
import type { NativeMarketplace } from './context';

export function pttAvm(): NativeMarketplace {
  const credentials = {
    api_key: uniqueValue('pttkey'),
    access_token: uniqueValue('tok'),
    shipping_username: 'depo',
    shipping_password: 'sifre',
  };
  return {
    slug: 'ptt-avm',
    name: 'PttAVM',
    title: 'PttAVM on its own protocol',
    credentials,
    credentialFields: [
      { name: 'api_key', required: true },
      { name: 'access_token', required: true },
      { name: 'shipping_username', required: false },
      { name: 'shipping_password', required: false },
    ],
    refused: {
      credentials: { ...credentials, access_token: 'invalid' },
      field: 'api_key',
      message: 'PttAVM API anahtarını veya gizli anahtarı kabul etmedi.',
    },
    seller: credentials.api_key,
    product: { sku: uniqueValue('PTT'), barcode: uniqueGtin13('869'), title: 'Çaydanlık', price: 150, stock: 20 },
    listing: { quantity: 3 },
    firstSync: { title: 'matches the listing' },
    stock: {
      title: 'pushes a stock change to PttAVM through stock-prices',
      to: 15,
      check: async (ctx) => {
        expect((await ctx.calls()).map((call) => call.path)).toEqual(expect.arrayContaining(['/api/v1/products/stock-prices']));
      },
    },
    orders: {
      processing: {
        title: 'mirrors processing by booking PttAVM’s barcode',
        mirrored: async (ctx, order) => {
          const booked = await until(
            async () => (await ctx.calls()).filter((c) => c.path.endsWith('/create-barcode')),
            (calls) => calls.some((call) => JSON.stringify(call.body).includes(order.number)),
            30_000,
          );
          expect(booked.length).toBeGreaterThan(0);
          const mirrored = await until(
            async () => (await ctx.get(`/orders/${order.id}`)).body,
            (o) => typeof o.tracking_number === 'string' && o.tracking_number.startsWith('27102'),
            30_000,
          );
          expect(mirrored).toMatchObject({ status: 'processing', cargo_provider: 'PTT Kargo' });
        },
      },
      cancelledAs: 'siparisDurumu iptal',
    },
  };
}
