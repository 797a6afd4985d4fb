import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { asRecord, text } from '../../shared/body-values';
import type { CarrierShipments } from '../shared/carrier-shipments';
import { acceptedCredential, basicCredentials, header } from '../rest-shared/credentials';
import { RequestAccounts } from '../rest-shared/request-accounts';
import { sendDhlProblem } from './dhl-problems';
import { DHL_SHIP_TIME, dhlSchemaDetail, dhlShipmentRequest } from './dhl-shipment-request';
import { dhlTrackedShipment } from './dhl-tracking-view';

/** Piece identification numbers in DHL's JD form: `JD01460`, the waybill and the piece's number. */
const pieceId = (shipmentNumber: string, piece: number) => `JD01460${shipmentNumber}${String(piece).padStart(3, '0')}`;

/** A PDF stand-in for DHL's label document (`documents[].content`, base64). */
const labelPdf = (awb: string) => Buffer.from(`%PDF-1.4\n% DHL Express waybill ${awb}\n%%EOF\n`).toString('base64');

/**
 * MyDHL API under `/mydhlapi` (dpdhl-express-api 2.7.0): HTTP Basic on every call;
 * `POST /shipments` (201, `shipmentTrackingNumber`, `packages[].trackingNumber`, the label),
 * `GET /shipments/{shipmentTrackingNumber}/tracking`, and `GET /tracking` by tracking numbers or by
 * `shipmentReference` within `dateRangeFrom`/`dateRangeTo`. MyDHL does not make customer
 * references unique: the same reference twice is two shipments; tracking by it answers both.
 */
export function dhlApiRoutes(shipments: CarrierShipments): FastifyPluginAsync {
  const accounts = new RequestAccounts();
  const account = (request: FastifyRequest) => accounts.of(request);
  return async (app) => {
    accounts.guard(app, (request, reply) => {
      const client = basicCredentials(header(request.headers.authorization));
      if (client && acceptedCredential(client.user) && acceptedCredential(client.password)) return client.user;
      sendDhlProblem(reply, 401, 'Unauthorized', 'Invalid Credentials');
      return null;
    });

    app.post('/shipments', async (request, reply) => {
      const parsed = dhlShipmentRequest.safeParse(request.body);
      if (!parsed.success) return sendDhlProblem(reply, 422, 'Validation error', dhlSchemaDetail(parsed.error));
      const shipment = parsed.data;
      if (!DHL_SHIP_TIME.test(shipment.plannedShippingDateAndTime)) {
        return sendDhlProblem(
          reply,
          400,
          'Bad request',
          "998: ShipTimeStamp is not well formatted.(Expected Sample Format : '2010-02-11T17:10:09 GMT+01:00')",
        );
      }
      const shipper = shipment.accounts.find((item) => item.typeCode === 'shipper');
      if (!shipper || !/^\d{9}$/.test(shipper.number))
        return sendDhlProblem(reply, 400, 'Bad request', '1001: The requested shipper account number is invalid.');
      const address = (details: typeof shipment.customerDetails.shipperDetails) => ({
        name: details.contactInformation.fullName,
        line1: details.postalAddress.addressLine1,
        city: details.postalAddress.cityName,
        district: details.postalAddress.countyName ?? null,
        phone: details.contactInformation.phone,
      });
      const { shipment: booked } = shipments.book({
        reference: randomUUID(),
        account: account(request),
        sender: address(shipment.customerDetails.shipperDetails),
        receiver: address(shipment.customerDetails.receiverDetails),
        packages: shipment.content.packages.length,
        weight_kg: shipment.content.packages.reduce((sum, pkg) => sum + pkg.weight, 0),
        raw: {
          reference: shipment.customerReferences?.[0]?.value ?? null,
          shipperAccount: shipper.number,
          description: shipment.content.description,
        },
      });
      const awb = booked.tracking_number;
      return reply
        .code(201)
        .header('location', `/shipments/${awb}`)
        .send({
          url: `https://express.api.dhl.com/mydhlapi/shipments/${awb}/tracking`,
          shipmentTrackingNumber: awb,
          trackingUrl: `https://express.api.dhl.com/mydhlapi/shipments/${awb}/tracking`,
          packages: shipment.content.packages.map((_, index) => ({ referenceNumber: index + 1, trackingNumber: pieceId(awb, index + 1) })),
          documents: [{ imageFormat: 'PDF', content: labelPdf(awb), typeCode: 'label' }],
        });
    });

    app.get<{ Params: { shipmentTrackingNumber: string } }>('/shipments/:shipmentTrackingNumber/tracking', async (request, reply) => {
      const shipment = shipments.byNumber(request.params.shipmentTrackingNumber);
      if (!shipment || shipment.account !== account(request)) return sendDhlProblem(reply, 404, 'Not data found', 'No data found');
      return { shipments: [dhlTrackedShipment(shipments, shipment)] };
    });

    app.get('/tracking', async (request, reply) => {
      const query = asRecord(request.query);
      const numbers = ([] as unknown[]).concat(query.shipmentTrackingNumber ?? []).map(String);
      const reference = text(query.shipmentReference);
      if (!numbers.length && !reference)
        return sendDhlProblem(reply, 400, 'Wrong format', 'Parameters missing: shipmentTrackingNumber or shipmentReference');
      if (reference && !(text(query.dateRangeFrom) && text(query.dateRangeTo))) {
        return sendDhlProblem(reply, 400, 'Wrong format', 'Tracking by shipmentReference needs dateRangeFrom and dateRangeTo');
      }
      const found = shipments
        .all()
        .filter(
          (s) =>
            s.account === account(request) &&
            (numbers.includes(s.tracking_number) || (reference !== null && s.raw.reference === reference)),
        );
      if (!found.length) return sendDhlProblem(reply, 404, 'Not data found', 'No data found');
      return { shipments: found.map((shipment) => dhlTrackedShipment(shipments, shipment)) };
    });
  };
}
