import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { asRecord, text } from '../../shared/body-values';
import type { CarrierShipments, SimShipment } from '../shared/carrier-shipments';
import { acceptedCredential, header } from '../rest-shared/credentials';
import { RequestAccounts } from '../rest-shared/request-accounts';
import { genericShipmentRequest } from './generic-carrier-request';

export function genericCarrierError(code: string, message: string, field?: string) {
  return { error: { code, message, ...(field ? { field } : {}) } };
}

const view = (shipments: CarrierShipments, shipment: SimShipment) => ({
  tracking_number: shipment.tracking_number,
  reference: shipment.reference,
  status: shipments.status(shipment),
  created_at: new Date(shipment.created_at).toISOString(),
});

/**
 * The generic carrier protocol (docs/generic-carrier-protocol.md): `X-Api-Key` on every call;
 * `POST /shipments` idempotent by `reference` (201 created, 200 the existing one),
 * `GET /shipments?reference=`, `GET /shipments/{tracking_number}/events`.
 */
export function genericCarrierApi(shipments: CarrierShipments): FastifyPluginAsync {
  const accounts = new RequestAccounts();
  const account = (request: FastifyRequest) => accounts.of(request);
  return async (app) => {
    accounts.guard(app, (request, reply) => {
      const key = header(request.headers['x-api-key']);
      if (acceptedCredential(key)) return key;
      reply.code(401).send(genericCarrierError('unauthorized', 'Missing or refused X-Api-Key.'));
      return null;
    });

    app.post('/shipments', async (request, reply) => {
      const parsed = genericShipmentRequest.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return reply.code(422).send(genericCarrierError('validation_failed', issue.message, issue.path.join('.')));
      }
      const { reference, sender, receiver, packages, weight_kg, order_number } = parsed.data;
      const simAddress = (a: typeof sender) => ({
        name: a.name,
        line1: a.line1,
        city: a.city,
        district: a.district ?? null,
        phone: a.phone ?? null,
      });
      const { shipment, created } = shipments.book({
        reference,
        account: account(request),
        sender: simAddress(sender),
        receiver: simAddress(receiver),
        packages,
        weight_kg,
        raw: { order_number },
      });
      return reply.code(created ? 201 : 200).send(view(shipments, shipment));
    });

    app.get('/shipments', async (request, reply) => {
      const reference = text(asRecord(request.query).reference);
      if (!reference) return reply.code(422).send(genericCarrierError('validation_failed', 'reference is required', 'reference'));
      const shipment = shipments.byReferenceOf(account(request), reference);
      return { shipments: shipment ? [view(shipments, shipment)] : [] };
    });

    app.get<{ Params: { trackingNumber: string } }>('/shipments/:trackingNumber/events', async (request, reply: FastifyReply) => {
      const shipment = shipments.byNumber(request.params.trackingNumber);
      if (!shipment || shipment.account !== account(request))
        return reply.code(404).send(genericCarrierError('not_found', 'No such shipment.'));
      return {
        ...view(shipments, shipment),
        events: shipments.events(shipment).map((event) => ({
          at: new Date(event.at).toISOString(),
          status: event.status,
          description: DESCRIPTIONS[event.status],
          location: event.location,
        })),
      };
    });
  };
}

const DESCRIPTIONS: Record<string, string> = {
  created: 'Gönderi kaydı oluşturuldu',
  picked_up: 'Gönderi teslim alındı',
  in_transit: 'Gönderi transfer merkezinde',
  out_for_delivery: 'Gönderi dağıtıma çıktı',
  delivered: 'Gönderi teslim edildi',
  returned: 'Gönderi göndericiye iade edildi',
  failed: 'Gönderi teslim edilemedi',
  cancelled: 'Gönderi iptal edildi',
};
