import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { asRecord, text } from '../shared/body-values';
import { guardApi } from '../shared/marketplace.hooks';
import type { SellerThrottle } from '../shared/throttle';
import { type PttBarcodeJobs, renderBarcodeStatus, SANDBOX_WAREHOUSE } from './ptt-avm-barcodes';
import { shipmentError } from './ptt-avm-errors';

/** The shipping service (shipment.pttavm.com/api/v1) under `/shipment/api/v1`: Basic auth, POST only. */
export function shipmentApi(throttle: SellerThrottle, barcodes: PttBarcodeJobs): FastifyPluginAsync {
  return async (app) => {
    guardApi(app, { authenticate, throttle, rateLimited: () => shipmentError(429, 'İstek limiti aşıldı.') });

    app.post('/get-warehouse', async () => ({ code: 200, success: true, error: false, data: [SANDBOX_WAREHOUSE] }));

    app.post('/create-barcode', async (request, reply) => {
      const raw = asRecord(request.body).orders;
      const orders = Array.isArray(raw) ? raw.map((order) => asBarcodeOrder(asRecord(order))) : [];
      if (!orders.length || orders.some((order) => !order)) {
        return reply.code(422).send(shipmentError(422, 'orders[] içinde order_id ve warehouse_id zorunludur.'));
      }
      const job = barcodes.create(orders.filter((order) => order !== null));
      return { tracking_id: job.trackingId, count: job.orders.length, code: 200, success: true, message: '', error: false };
    });

    app.post('/barcode-status', async (request, reply) => {
      const job = barcodes.find(text(asRecord(request.body).tracking_id) ?? '');
      if (!job) return reply.code(422).send(shipmentError(422, 'tracking_id bulunamadı.'));
      return renderBarcodeStatus(job);
    });

    app.post('/get-barcode-tag', async (request, reply) => {
      const body = asRecord(request.body);
      const barcode = barcodes.barcodeOf(text(body.order_id) ?? '');
      if (body.type !== 'zpl' || !barcode) {
        return reply.code(422).send(shipmentError(422, 'Barkodu oluşmuş bir order_id ve type: "zpl" zorunludur.'));
      }
      return { code: 200, success: true, error: false, type: 'zpl', data: `^XA^FO50,50^BCN,100,Y,N,N^FD${barcode}^FS^XZ` };
    });
  };
}

/** Any Basic credentials but the username or password `invalid` (decisions §14); the username names the account. */
function authenticate(request: FastifyRequest, reply: FastifyReply): string | null {
  const header = request.headers.authorization ?? '';
  const [user, password] = header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString('utf8').split(':') : [];
  if (!user || !password || user === 'invalid' || password === 'invalid') {
    reply.code(401).send(shipmentError(401, 'Kullanıcı adı veya şifre hatalı.'));
    return null;
  }
  return user;
}

function asBarcodeOrder(raw: Record<string, unknown>) {
  const orderId = text(raw.order_id);
  const warehouseId = raw.warehouse_id;
  return orderId && typeof warehouseId === 'number' && Number.isInteger(warehouseId)
    ? { order_id: orderId, warehouse_id: warehouseId }
    : null;
}
