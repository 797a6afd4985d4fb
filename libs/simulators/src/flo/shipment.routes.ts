import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { asRecord, text } from '../shared/body-values';
import type { MarketplaceState } from '../shared/seller-account';
import { invalidRequest } from './flo-errors';
import { carrierName, FLO_CARGO_COMPANIES, type FloPackages } from './flo-packages';

/** Shipping under `/v1/shipment` (FLO's Swagger page): its carriers, a change of carrier, the package's label. */
export function shipmentRoutes(
  state: MarketplaceState,
  packages: FloPackages,
  sellerOf: (request: FastifyRequest) => string,
): FastifyPluginAsync {
  /** An order of this seller that has not left yet (only those get a carrier or a label). */
  const openOrder = (request: FastifyRequest, incrementId: unknown) => {
    const order = state.account(sellerOf(request)).orders.get(text(incrementId) ?? '');
    return order && ['created', 'processing'].includes(order.status) ? order : undefined;
  };
  return async (app) => {
    app.get('/cargo-company/', async () => FLO_CARGO_COMPANIES);

    app.post('/change-cargo-company', async (request, reply) => {
      const body = asRecord(request.body);
      const order = openOrder(request, body.increment_id);
      const company = Object.values(FLO_CARGO_COMPANIES).find((candidate) => candidate.id === body.new_shipping_method_id);
      if (!order || !company) {
        return reply
          .code(400)
          .send(invalidRequest('increment_id gönderilmemiş bir siparişi, new_shipping_method_id bir kargo firmasını göstermelidir.'));
      }
      packages.of(order.number).shippingMethodId = company.id;
      // The old carrier's label is void: the next update-package makes the new carrier's.
      state.account(sellerOf(request)).moveOrder(order, order.status, { tracking_number: null, cargo_provider: null });
      return { success: true, message: 'Kargo değişim işlemi başarılı.' };
    });

    app.post('/update-package', async (request, reply) => {
      const order = openOrder(request, asRecord(request.body).increment_id);
      if (!order) return reply.code(400).send(invalidRequest('increment_id gönderilmemiş bir siparişi göstermelidir.'));
      const carrier = carrierName(packages.of(order.number).shippingMethodId);
      const isChanged = order.tracking_number === null && order.cargo_provider === null && order.updated_at > order.created_at;
      const trackingNumber = order.tracking_number ?? packages.nextTrackingNumber();
      state.account(sellerOf(request)).moveOrder(order, order.status, { tracking_number: trackingNumber, cargo_provider: carrier });
      return {
        success: true,
        message: 'Successfully Updated',
        data: {
          pdf: Buffer.from(`${carrier} ${trackingNumber} ${order.number}`).toString('base64'),
          incrementId: Number(order.number),
          shipmentService: carrier,
          is_changed: isChanged,
          isDummyBarcode: false,
        },
      };
    });
  };
}
