import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendTrendyolError } from './trendyol-errors';
import { parseOr400 } from './trendyol.query';
import type { ShipmentPackage, TrendyolMarketplace } from './trendyol-state';

/** "The common label process can be used for TEX, Aras Kargo and UPS by supplier paid cargo model." */
const COMMON_LABEL_CARRIERS = /^(Trendyol Express|Aras Kargo|UPS)/;
const LABEL_STATUSES = new Set(['Created', 'Picking', 'Invoiced']);

const requestSchema = z.object({
  format: z.literal('ZPL'),
  boxQuantity: z.number().int().min(1).default(1),
  volumetricHeight: z.number().min(0).optional(),
});

type LabelParams = { Params: { sellerId: string; cargoTrackingNumber: string } };

/** A ZPL label for one parcel: the barcode of the tracking number (CODE128, as Trendyol prints it), receiver and box. */
function zpl(pkg: ShipmentPackage, box: number, boxes: number): string {
  const to = pkg.shipmentAddress;
  return [
    '^XA^CI28',
    `^FO40,40^A0N,32,32^FD${pkg.cargoProviderName}^FS`,
    `^FO40,90^BCN,120,Y,N,N^FD${pkg.cargoTrackingNumber}^FS`,
    `^FO40,260^A0N,28,28^FD${to.fullName}^FS`,
    `^FO40,300^A0N,24,24^FD${to.fullAddress}^FS`,
    `^FO40,340^A0N,24,24^FDSipariş ${pkg.orderNumber} - Koli ${box}/${boxes}^FS`,
    '^XZ',
  ].join('');
}

/**
 * createCommonLabel (200, no body) and getCommonLabel (`{data: [{label, format: 'ZPL'}]}`, one per
 * box) under `/integration/sellers/{sellerId}/common-label/{cargoTrackingNumber}`. Trendyol makes
 * the label asynchronously: until it is ready (one batch delay) the answer's `data` is empty. A
 * number of no package of the seller, a carrier outside the common label, or no request yet: 400.
 */
export function commonLabelRoutes(marketplace: TrendyolMarketplace, labelDelayMs: () => number) {
  return async (app: FastifyInstance): Promise<void> => {
    const path = '/integration/sellers/:sellerId/common-label/:cargoTrackingNumber';
    const found = (params: LabelParams['Params']) => {
      const account = marketplace.account(params.sellerId);
      const pkg = account.packages.find((candidate) => String(candidate.cargoTrackingNumber) === params.cargoTrackingNumber);
      return pkg && { account, pkg };
    };

    app.post<LabelParams>(path, async (request, reply) => {
      const body = await parseOr400(requestSchema, request.body, reply);
      if (!body) return reply;
      const target = found(request.params);
      if (!target) return sendTrendyolError(reply, 400, 'cargo.tracking.number.invalid', 'cargoTrackingNumber bilgisini kontrol ediniz.');
      const { account, pkg } = target;
      if (!COMMON_LABEL_CARRIERS.test(pkg.cargoProviderName) || !LABEL_STATUSES.has(pkg.status))
        return sendTrendyolError(reply, 400, 'common.label.not.available', 'Bu paket için ortak etiket oluşturulamaz.');
      const state = account.packageStates.get(pkg) ?? {};
      state.commonLabel = { boxQuantity: body.boxQuantity, readyAt: Date.now() + labelDelayMs() };
      account.packageStates.set(pkg, state);
      return reply.code(200).send();
    });

    app.get<LabelParams>(path, async (request, reply) => {
      const target = found(request.params);
      const label = target && target.account.packageStates.get(target.pkg)?.commonLabel;
      if (!target || !label)
        return sendTrendyolError(reply, 400, 'cargo.tracking.number.invalid', 'cargoTrackingNumber bilgisini kontrol ediniz.');
      if (label.readyAt > Date.now()) return { data: [] };
      return {
        data: Array.from({ length: label.boxQuantity }, (_, box) => ({
          label: zpl(target.pkg, box + 1, label.boxQuantity),
          format: 'ZPL',
        })),
      };
    });
  };
}
