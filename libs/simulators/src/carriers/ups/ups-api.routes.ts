import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { CarrierShipments } from '../shared/carrier-shipments';
import type { BearerTokens } from '../rest-shared/bearer-tokens';
import { header } from '../rest-shared/credentials';
import { RequestAccounts } from '../rest-shared/request-accounts';
import { upsError } from './ups-errors';
import { readUpsShipRequest, UPS_SHIP_VERSIONS } from './ups-ship-request';
import { upsTrackResponse } from './ups-track-view';

/** A 6-line ZPL label standing for UPS's (`LabelImageFormat` ZPL), base64 as UPS sends `GraphicImage`. */
const labelOf = (trackingNumber: string) =>
  Buffer.from(`^XA^FO50,50^A0N,40,40^FDUPS^FS^FO50,120^BCN,120,Y,N,N^FD${trackingNumber}^FS^XZ`).toString('base64');

/**
 * UPS's APIs under `/api` (Shipping.yaml, Tracking.yaml), each with a bearer token from the token
 * endpoint: `POST /shipments/{version}/ship`, `GET /track/v1/details/{inquiryNumber}` and
 * `GET /track/v1/reference/details/{referenceNumber}`. Tracking requires `transId` and
 * `transactionSrc`. UPS takes a reference number as many times as it is sent: booking twice makes
 * two shipments, and tracking by reference finds the first.
 */
export function upsApiRoutes(tokens: BearerTokens, shipments: CarrierShipments): FastifyPluginAsync {
  const accounts = new RequestAccounts();
  const account = (request: FastifyRequest) => accounts.of(request);
  return async (app) => {
    accounts.guard(app, (request, reply) => {
      const owner = tokens.accountOf(header(request.headers.authorization));
      if (!owner) reply.code(401).send(upsError('250002', 'Invalid Authentication Information.'));
      return owner;
    });

    app.post<{ Params: { version: string } }>('/shipments/:version/ship', async (request, reply) => {
      if (!UPS_SHIP_VERSIONS.has(request.params.version)) return reply.code(400).send(upsError('9370701', 'Invalid API version'));
      const read = readUpsShipRequest(request.body);
      if ('code' in read) return reply.code(400).send(upsError(read.code, read.message));
      const weight = read.packages.reduce((sum, pkg) => sum + pkg.weightKg, 0);
      const { shipment } = shipments.book({
        // UPS has no uniqueness rule for references: every call is a shipment of its own.
        reference: randomUUID(),
        account: account(request),
        receiver: read.shipTo,
        sender: read.shipper,
        packages: read.packages.length,
        weight_kg: Math.round(weight * 10) / 10,
        raw: { reference: read.reference },
      });
      const lead = shipment.tracking_number;
      return {
        ShipmentResponse: {
          Response: {
            ResponseStatus: { Code: '1', Description: 'Success' },
            ...(read.customerContext ? { TransactionReference: { CustomerContext: read.customerContext } } : {}),
          },
          ShipmentResults: {
            BillingWeight: { UnitOfMeasurement: { Code: 'KGS', Description: 'Kilograms' }, Weight: shipment.weight_kg.toFixed(1) },
            ShipmentIdentificationNumber: lead,
            PackageResults: read.packages.map((_, index) => ({
              TrackingNumber: index === 0 ? lead : pieceNumber(lead, index),
              ShippingLabel: {
                ImageFormat: { Code: 'ZPL', Description: 'ZPL' },
                GraphicImage: labelOf(index === 0 ? lead : pieceNumber(lead, index)),
              },
            })),
          },
        },
      };
    });

    app.get<{ Params: { inquiryNumber: string } }>('/track/v1/details/:inquiryNumber', async (request, reply) => {
      if (!trackingHeaders(request, reply)) return reply;
      const { inquiryNumber } = request.params;
      if (inquiryNumber.length < 7 || inquiryNumber.length > 34) return reply.code(400).send(upsError('TV1002', 'Invalid inquiry number'));
      const shipment = shipments.byNumber(inquiryNumber);
      if (!shipment || shipment.account !== account(request)) return notFound(reply);
      return upsTrackResponse(shipments, shipment, inquiryNumber);
    });

    app.get<{ Params: { referenceNumber: string } }>('/track/v1/reference/details/:referenceNumber', async (request, reply) => {
      if (!trackingHeaders(request, reply)) return reply;
      const { referenceNumber } = request.params;
      const shipment = shipments.all().find((s) => s.account === account(request) && s.raw.reference === referenceNumber);
      if (!shipment) return notFound(reply);
      return upsTrackResponse(shipments, shipment, referenceNumber);
    });
  };
}

/** The Track API requires `transId` and `transactionSrc` (Tracking.yaml). */
function trackingHeaders(request: FastifyRequest, reply: FastifyReply): boolean {
  if (header(request.headers.transid) && header(request.headers.transactionsrc)) return true;
  reply.code(400).send(upsError('TV1001', 'Missing transId or transactionSrc header'));
  return false;
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send(upsError('TW0001', 'Tracking Information Not Found'));
}

/** The n-th further package of a shipment: the lead's number with the package's index in its last digits. */
function pieceNumber(lead: string, index: number): string {
  return `${lead.slice(0, -2)}${String(index).padStart(2, '0')}`;
}
