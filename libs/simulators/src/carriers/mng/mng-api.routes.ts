import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { asRecord } from '../../shared/body-values';
import type { CarrierShipments } from '../shared/carrier-shipments';
import type { BearerTokens } from '../rest-shared/bearer-tokens';
import { acceptedCredential, header } from '../rest-shared/credentials';
import { RequestAccounts } from '../rest-shared/request-accounts';
import { istanbulParts } from '../rest-shared/istanbul-time';
import { IBM_UNSUBSCRIBED, sendMngError } from './mng-errors';
import { type MngCreateOrder, mngCreateBarcode, mngCreateOrder, mngProblem } from './mng-order-request';
import { mngShipmentStatus, mngTrackShipment } from './mng-views';

/** MNG's JWTs are valid for 8 hours (omniship-mng). */
export const MNG_JWT_LIFETIME_MS = 8 * 3_600_000;

/** `dd.MM.yyyy HH:mm:ss` in Turkey's time, as the Identity API dates `jwtExpireDate`. */
const mngDate = (at: number) => {
  const { date, time } = istanbulParts(at);
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)} ${time}`;
};

const zpl = (barcode: string) => `^XA^CI28^FO40,40^A0N,36,36^FDMNG Kargo^FS^FO40,100^BCN,120,Y,N,N^FD${barcode}^FS^XZ`;

/**
 * MNG Kargo's (DHL eCommerce Turkey) REST APIs under `/mngapi/api`, behind IBM API Connect: every
 * call carries `X-IBM-Client-Id` and `X-IBM-Client-Secret`; `POST /token` (Identity) trades the
 * customer number and password for a JWT, which the command and query APIs require:
 * `standardcmdapi/createOrder` (the `referenceId` unique per customer), `barcodecmdapi/createbarcode`
 * (the shipment: `shipmentId`, a barcode and ZPL label per piece), `standardqueryapi/getorder/{referenceId}`,
 * `getshipmentstatus/{referenceId}` and `trackshipmentByShipmentId/{shipmentId}`. MNG answers single
 * results as one-element lists.
 */
export function mngApiRoutes(tokens: BearerTokens, shipments: CarrierShipments): FastifyPluginAsync {
  const orders = new Map<string, MngCreateOrder>();
  const customers = new RequestAccounts();
  const customer = (request: FastifyRequest) => customers.of(request);
  const orderKey = (request: FastifyRequest, referenceId: string) => `${customer(request)}\u0000${referenceId}`;

  return async (app) => {
    customers.guard(app, (request, reply) => {
      if (
        !acceptedCredential(header(request.headers['x-ibm-client-id'])) ||
        !acceptedCredential(header(request.headers['x-ibm-client-secret']))
      ) {
        reply.code(401).send(IBM_UNSUBSCRIBED);
        return null;
      }
      // The Identity API takes the IBM keys alone: its caller has no JWT yet.
      if (request.url.endsWith('/mngapi/api/token')) return '';
      const owner = tokens.accountOf(header(request.headers.authorization));
      if (!owner) sendMngError(reply, 401, '401', 'Geçersiz veya süresi dolmuş token.');
      return owner;
    });

    app.post('/token', async (request, reply) => {
      const { customerNumber, password, identityType } = asRecord(request.body);
      if (!acceptedCredential(customerNumber) || !acceptedCredential(password) || identityType !== 1) {
        return sendMngError(reply, 401, '20013', 'Müşteri numarası veya şifre hatalı.');
      }
      const jwt = tokens.issue(customerNumber);
      const refresh = Date.now() + 2 * MNG_JWT_LIFETIME_MS;
      return {
        jwt: jwt.token,
        refreshToken: `rt-${jwt.token}`,
        jwtExpireDate: mngDate(jwt.expiresAt),
        refreshTokenExpireDate: mngDate(refresh),
      };
    });

    app.post('/standardcmdapi/createOrder', async (request, reply) => {
      const parsed = mngCreateOrder.safeParse(request.body);
      if (!parsed.success) return sendMngError(reply, 400, '26056', mngProblem(parsed.error));
      const key = orderKey(request, parsed.data.order.referenceId);
      if (orders.has(key))
        return sendMngError(reply, 400, '26001', `${parsed.data.order.referenceId} referans numarası ile daha önce sipariş oluşturulmuş.`);
      orders.set(key, parsed.data);
      return [
        { orderInvoiceId: String(900_000 + orders.size), orderInvoiceDetailId: String(700_000 + orders.size), shipperBranchCode: '034017' },
      ];
    });

    app.post('/barcodecmdapi/createbarcode', async (request, reply) => {
      const parsed = mngCreateBarcode.safeParse(request.body);
      if (!parsed.success) return sendMngError(reply, 400, '26056', mngProblem(parsed.error));
      const order = orders.get(orderKey(request, parsed.data.referenceId));
      if (!order) return sendMngError(reply, 400, '26002', `${parsed.data.referenceId} referans numarası ile sipariş bulunamadı.`);
      const { recipient } = order;
      const { shipment } = shipments.book({
        reference: order.order.referenceId,
        account: customer(request),
        receiver: {
          name: recipient.fullName,
          line1: recipient.address,
          city: recipient.cityName,
          district: recipient.districtName || null,
          phone: recipient.mobilePhoneNumber,
        },
        sender: null,
        packages: parsed.data.orderPieceList.length,
        weight_kg: parsed.data.orderPieceList.reduce((sum, piece) => sum + piece.kg, 0),
        raw: {},
      });
      const barcodes = parsed.data.orderPieceList.map((piece, index) => {
        const barcode = `${shipment.tracking_number}${String(index + 1).padStart(3, '0')}`;
        return { pieceNumber: index + 1, barcode, value: zpl(barcode) };
      });
      return [
        {
          referenceId: order.order.referenceId,
          invoiceId: `FM${shipment.tracking_number.slice(-6)}`,
          shipmentId: shipment.tracking_number,
          barcodes,
        },
      ];
    });

    app.get<{ Params: { referenceId: string } }>('/standardqueryapi/getorder/:referenceId', async (request, reply) => {
      const order = orders.get(orderKey(request, request.params.referenceId));
      if (!order) return sendMngError(reply, 404, '26002', 'Sipariş bulunamadı.');
      return [order];
    });

    app.get<{ Params: { referenceId: string } }>('/standardqueryapi/getshipmentstatus/:referenceId', async (request, reply) => {
      const shipment = shipments.byReferenceOf(customer(request), request.params.referenceId);
      if (!shipment) return sendMngError(reply, 404, '26003', 'Gönderi bulunamadı.');
      return mngShipmentStatus(shipments, shipment);
    });

    app.get<{ Params: { shipmentId: string } }>('/standardqueryapi/trackshipmentByShipmentId/:shipmentId', async (request, reply) => {
      const shipment = shipments.byNumber(request.params.shipmentId);
      if (!shipment || shipment.account !== customer(request)) return sendMngError(reply, 404, '26003', 'Gönderi bulunamadı.');
      return mngTrackShipment(shipments, shipment);
    });
  };
}
