import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { CarrierShipments, SimShipment } from './carrier-shipments';

/**
 * A carrier's part of the control API (decisions §14), in neutral terms for every carrier:
 *   GET  /shipments                          every shipment with its status and events
 *   GET  /shipments/:trackingNumber          one
 *   POST /shipments/:trackingNumber/fail     the parcel could not be delivered (ends `failed`)
 *   POST /shipments/:trackingNumber/return   the parcel goes back to the sender (ends `returned`)
 */
export function carrierControl(shipments: CarrierShipments): FastifyPluginAsync {
  const view = (shipment: SimShipment) => ({
    tracking_number: shipment.tracking_number,
    reference: shipment.reference,
    account: shipment.account,
    packages: shipment.packages,
    weight_kg: shipment.weight_kg,
    status: shipments.status(shipment),
    events: shipments.events(shipment).map((event) => ({ ...event, at: new Date(event.at).toISOString() })),
  });
  return async (app) => {
    app.get('/shipments', async () => ({ shipments: shipments.all().map(view) }));

    app.get<{ Params: { trackingNumber: string } }>('/shipments/:trackingNumber', async (request, reply) => {
      const shipment = shipments.byNumber(request.params.trackingNumber);
      return shipment ? view(shipment) : notFound(reply);
    });

    for (const [verb, status] of [
      ['fail', 'failed'],
      ['return', 'returned'],
    ] as const) {
      app.post<{ Params: { trackingNumber: string } }>(`/shipments/:trackingNumber/${verb}`, async (request, reply) => {
        const shipment = shipments.byNumber(request.params.trackingNumber);
        if (!shipment) return notFound(reply);
        if (!shipments.end(shipment, status)) {
          return reply
            .code(409)
            .send({ error: { code: 'conflict', message: `a ${shipments.status(shipment)} shipment cannot be ${status}` } });
        }
        return view(shipment);
      });
    }
  };
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ error: { code: 'not_found', message: 'no such shipment' } });
}
