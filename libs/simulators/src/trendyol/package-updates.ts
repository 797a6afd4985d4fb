import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { movePackage } from './shipment-packages';
import { sendTrendyolError } from './trendyol-errors';
import { parseOr400 } from './trendyol.query';
import type { ShipmentPackage, TrendyolMarketplace } from './trendyol-state';

/** Research §1.9: the seller sets only Picking, then Invoiced (with its invoice number); Trendyol drives the rest. */
const SELLER_MOVES: Readonly<Record<string, string>> = { Picking: 'Created', Invoiced: 'Picking' };
/** Statuses in which an own-contract tracking number may still be fed (docs "updateTrackingNumber"). */
const TRACKABLE = new Set(['Created', 'Picking', 'Invoiced']);
/** The stage test service's sequence (research §1.4): Shipped → AtCollectionPoint → Delivered / UnDelivered → Returned. */
const TEST_MOVES: Readonly<Record<string, readonly string[]>> = {
  Shipped: ['Created', 'Picking', 'Invoiced'],
  AtCollectionPoint: ['Shipped'],
  Delivered: ['Shipped', 'AtCollectionPoint'],
  UnDelivered: ['Shipped', 'AtCollectionPoint'],
  Returned: ['UnDelivered', 'Delivered'],
};
const NOT_UPDATABLE = 'Shipment Update Edilebilir Bir Durumda Değil.';

const updatePackageSchema = z.object({
  lines: z.array(z.object({ lineId: z.number().int(), quantity: z.number().int().min(1) })).min(1),
  params: z
    .object({ invoiceNumber: z.string().min(1).optional() })
    .loose()
    .default({}),
  status: z.string(),
});
const trackingSchema = z.object({ trackingNumber: z.string().min(1) });
const testStatusSchema = z.object({ status: z.string() });

type PackageParams = { Params: { sellerId: string; packageId: string } };

/** updatePackage (Picking, Invoiced), updateTrackingNumber (own contract) and the stage test status service. */
export function packageUpdateRoutes(marketplace: TrendyolMarketplace, carrierPickupMs: () => number) {
  return async (app: FastifyInstance): Promise<void> => {
    const packageOf = (params: PackageParams['Params']): ShipmentPackage | undefined =>
      marketplace.account(params.sellerId).packages.find((pkg) => pkg.id === Number(params.packageId));

    app.put<PackageParams>('/integration/order/sellers/:sellerId/shipment-packages/:packageId', async (request, reply) => {
      const body = await parseOr400(updatePackageSchema, request.body, reply);
      if (!body) return reply;
      const pkg = packageOf(request.params);
      if (!pkg) return sendTrendyolError(reply, 400, 'shipment.package.not.found', 'Paket bulunamadı.');
      const from = SELLER_MOVES[body.status];
      if (!from) return sendTrendyolError(reply, 400, 'invalid.status', 'Yalnızca Picking ve Invoiced statüleri bildirilebilir.');
      // Backward or skipped moves (Shipped back to Picking, Invoiced before Picking) are refused.
      if (pkg.status !== from)
        return sendTrendyolError(
          reply,
          400,
          'invalid.status.transition',
          `${pkg.status} statüsündeki paket ${body.status} statüsüne güncellenemez.`,
        );
      if (body.status === 'Invoiced' && !body.params.invoiceNumber)
        return sendTrendyolError(reply, 400, 'invoice.number.required', 'invoiceNumber zorunludur.');
      const wrongLine = body.lines.find((line) => {
        const packageLine = pkg.lines.find((candidate) => candidate.id === line.lineId);
        return !packageLine || line.quantity > packageLine.quantity;
      });
      if (wrongLine)
        return sendTrendyolError(reply, 400, 'invalid.line', `lineId ${wrongLine.lineId} bu pakete ait değil veya adedi fazla.`);
      movePackage(pkg, body.status, Date.now());
      return reply.code(200).send();
    });

    app.put<PackageParams>(
      '/integration/order/sellers/:sellerId/shipment-packages/:packageId/update-tracking-number',
      async (request, reply) => {
        const body = await parseOr400(trackingSchema, request.body, reply);
        if (!body) return reply;
        const account = marketplace.account(request.params.sellerId);
        const pkg = account.packages.find((candidate) => candidate.id === Number(request.params.packageId));
        if (!pkg) return sendTrendyolError(reply, 400, 'shipment.package.not.found', 'Paket bulunamadı.');
        const state = account.packageStates.get(pkg) ?? {};
        if (!TRACKABLE.has(pkg.status) || state.sellerTrackingNumber)
          return sendTrendyolError(reply, 400, 'shipment.not.updatable', NOT_UPDATABLE);
        // Trendyol now follows the seller's own carrier: the package goes Shipped when that carrier takes it
        // (the sandbox's carriers take a parcel after one tracking step). The barcode stays a number.
        state.sellerTrackingNumber = body.trackingNumber;
        state.carrierPicksUpAt = Date.now() + carrierPickupMs();
        account.packageStates.set(pkg, state);
        if (/^\d{1,15}$/.test(body.trackingNumber)) pkg.cargoTrackingNumber = Number(body.trackingNumber);
        pkg.lastModifiedDate = Date.now();
        return reply.code(200).send();
      },
    );

    app.put<PackageParams>('/integration/test/order/sellers/:sellerId/shipment-packages/:packageId/status', async (request, reply) => {
      const body = await parseOr400(testStatusSchema, request.body, reply);
      if (!body) return reply;
      const pkg = packageOf(request.params);
      if (!pkg) return sendTrendyolError(reply, 400, 'shipment.package.not.found', 'Paket bulunamadı.');
      if (!TEST_MOVES[body.status]?.includes(pkg.status)) {
        return sendTrendyolError(
          reply,
          400,
          'invalid.status.transition',
          `${pkg.status} statüsündeki paket ${body.status} statüsüne güncellenemez.`,
        );
      }
      movePackage(pkg, body.status, Date.now());
      return reply.code(200).send();
    });
  };
}
