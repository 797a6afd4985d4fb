import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { movePackage } from './shipment-packages';
import { sendTrendyolError } from './trendyol-errors';
import { parseOr400 } from './trendyol.query';
import type { PackageLine, ShipmentPackage, TrendyolMarketplace } from './trendyol-state';

/** Cancellation reasons of "Cancel Order Package Item". */
const REASONS = new Set([500, 501, 502, 504, 505, 506]);
const CANCELLABLE = new Set(['Created', 'Picking', 'Invoiced']);

const unsuppliedSchema = z.object({
  lines: z.array(z.object({ lineId: z.number().int(), quantity: z.number().int().min(1) })).min(1),
  reasonId: z.number().int(),
});

/**
 * The seller cancels items it cannot supply (docs "Cancel Order Package Item"). The whole package
 * goes UnSupplied; a part of it splits the package: the original becomes UnPacked, the cancelled
 * units an UnSupplied package, the rest a new package with a new id and barcode (`createdBy:
 * cancel`, `originPackageIds`), in the original's status. Cancelled units go back to stock.
 */
export function unsuppliedRoutes(marketplace: TrendyolMarketplace) {
  return async (app: FastifyInstance): Promise<void> => {
    app.put<{ Params: { sellerId: string; packageId: string } }>(
      '/integration/order/sellers/:sellerId/shipment-packages/:packageId/items/unsupplied',
      async (request, reply) => {
        const body = await parseOr400(unsuppliedSchema, request.body, reply);
        if (!body) return reply;
        if (!REASONS.has(body.reasonId)) return sendTrendyolError(reply, 400, 'invalid.reason', 'Geçersiz reasonId.');
        const account = marketplace.account(request.params.sellerId);
        const pkg = account.packages.find((candidate) => candidate.id === Number(request.params.packageId));
        if (!pkg) return sendTrendyolError(reply, 400, 'shipment.package.not.found', 'Paket bulunamadı.');
        if (!CANCELLABLE.has(pkg.status))
          return sendTrendyolError(reply, 400, 'shipment.not.updatable', 'Shipment Update Edilebilir Bir Durumda Değil.');
        const cancelled = new Map<number, number>();
        for (const line of body.lines) {
          const packageLine = pkg.lines.find((candidate) => candidate.id === line.lineId);
          if (!packageLine || line.quantity + (cancelled.get(line.lineId) ?? 0) > packageLine.quantity)
            return sendTrendyolError(reply, 400, 'invalid.line', `lineId ${line.lineId} bu pakete ait değil veya adedi fazla.`);
          cancelled.set(line.lineId, line.quantity + (cancelled.get(line.lineId) ?? 0));
        }
        const now = Date.now();
        for (const [lineId, quantity] of cancelled) {
          const barcode = pkg.lines.find((line) => line.id === lineId)?.barcode ?? '';
          const listing = account.listings.get(barcode);
          if (listing) Object.assign(listing, { quantity: listing.quantity + quantity, lastUpdateDate: now });
        }
        const rest = pkg.lines
          .map((line) => ({ ...line, quantity: line.quantity - (cancelled.get(line.id) ?? 0) }))
          .filter((line) => line.quantity > 0);
        if (!rest.length) {
          movePackage(pkg, 'UnSupplied', now);
          return reply.code(200).send();
        }
        const part = (lines: PackageLine[], status: string): ShipmentPackage => {
          const tracking = 7_330_000_000_000 + marketplace.nextNumber();
          const split: ShipmentPackage = structuredClone({ ...pkg, lines });
          Object.assign(split, {
            id: marketplace.nextNumber(),
            cargoTrackingNumber: tracking,
            cargoSenderNumber: String(tracking),
            cargoTrackingLink: `https://kargotakip.trendyol.com/?token=${tracking}`,
            createdBy: 'cancel',
            originPackageIds: [pkg.id],
            packageHistories: [{ createdDate: now, status: pkg.status }],
            lastModifiedDate: now,
          });
          movePackage(split, status, now);
          account.packages.push(split);
          return split;
        };
        const cancelledLines = pkg.lines
          .filter((line) => cancelled.has(line.id))
          .map((line) => ({ ...line, quantity: cancelled.get(line.id) ?? 0 }));
        part(rest, pkg.status);
        part(cancelledLines, 'UnSupplied');
        movePackage(pkg, 'UnPacked', now);
        return reply.code(200).send();
      },
    );
  };
}
