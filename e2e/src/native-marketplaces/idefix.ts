// Idefix (issue 37; docs/simulators/idefix.md): a vendor id, in every path, and a key pair; the
// sandbox names the seller by the vendor id. Two hosts, pim and oms: a stock change goes through
// pim's inventory-upload, read back by its batchRequestId; processing is oms's shipment status
// `picking`; a cancellation is the shipment's `shipment_cancelled`.
import { uniqueGtin13 } from '@tezgah/testing';
import { uniqueValue, until } from '../support';
import type { NativeMarketplace } from './context';

export function idefix(): NativeMarketplace {
  const credentials = { api_key: uniqueValue('idxkey'), api_secret: uniqueValue('sir'), vendor_id: uniqueValue('vendor') };
  return {
    slug: 'idefix',
    name: 'Idefix',
    title: 'Idefix on its own protocol',
    credentials,
    credentialFields: [
      { name: 'vendor_id', required: true },
      { name: 'api_key', required: true },
      { name: 'api_secret', required: true },
    ],
    refused: {
      credentials: { ...credentials, api_secret: 'invalid' },
      field: 'api_key',
      message: 'Idefix API anahtarını veya gizli anahtarı kabul etmedi.',
    },
    seller: credentials.vendor_id,
    product: { sku: uniqueValue('IDX'), barcode: uniqueGtin13('978'), title: 'Roman', price: 150, stock: 20 },
    listing: { quantity: 3 },
    firstSync: { title: 'matches the listing' },
    stock: {
      title: 'pushes a stock change to Idefix through inventory-upload, read back by batchRequestId',
      to: 15,
      check: async (ctx) => {
        const paths = (await ctx.calls()).map((call) => call.path);
        expect(paths).toContain(`/pim/catalog/${credentials.vendor_id}/inventory-upload`);
        expect(paths.some((path) => path.startsWith(`/pim/catalog/${credentials.vendor_id}/inventory-result/`))).toBe(true);
      },
    },
    orders: {
      processing: {
        title: 'mirrors processing as picking',
        mirrored: async (ctx) => {
          const picked = await until(
            async () => (await ctx.calls()).filter((call) => call.path.endsWith('/update-shipment-status')),
            (updates) => updates.some((call) => JSON.stringify(call.body) === JSON.stringify({ status: 'picking' })),
            30_000,
          );
          expect(picked.length).toBeGreaterThan(0);
        },
      },
      cancelledAs: 'shipment_cancelled',
    },
  };
}
