import type { FastifyPluginAsync } from 'fastify';
import { asRecord, text } from '../shared/body-values';
import { guardApi } from '../shared/marketplace.hooks';
import type { MarketplaceState, SimOrder } from '../shared/seller-account';
import type { SellerThrottle } from '../shared/throttle';
import { authenticate, rateLimited } from './idefix-auth';
import { idefixError } from './idefix-errors';
import { listQuery, withinDates } from './idefix-list-params';
import { page, renderClaim, renderShipment } from './idefix-shapes';

/** The statuses `update-shipment-status` takes (documented). */
const SELLER_STATUSES = ['picking', 'invoiced'];

/** The `oms` host under `/idefix/oms`: shipments, their status from the seller, return claims. */
export function omsApi(state: MarketplaceState, throttle: SellerThrottle, invoices: Map<string, string>): FastifyPluginAsync {
  return async (app) => {
    guardApi(app, { authenticate, throttle, rateLimited });
    const shipment = (order: SimOrder) => renderShipment(order, invoices.get(order.number) ?? null);

    app.get<{ Params: { vendorId: string } }>('/:vendorId/list', async (request, reply) => {
      const query = listQuery(request.query);
      if (typeof query === 'string') return reply.code(400).send(idefixError('INVALID_PARAMETER', query));
      const filter = asRecord(request.query);
      const orderNumber = text(filter.orderNumber);
      const orders = state
        .account(request.params.vendorId)
        .ordersChangedSince(null)
        .filter((order) => withinDates(query.dates, order.created_at, order.updated_at))
        .filter((order) => !orderNumber || order.number === orderNumber);
      return page(orders.map(shipment), query.page, query.limit);
    });

    app.post<{ Params: { vendorId: string; shipmentId: string } }>(
      '/:vendorId/:shipmentId/update-shipment-status',
      async (request, reply) => {
        const account = state.account(request.params.vendorId);
        const order = [...account.orders.values()].find((o) => o.package_number === request.params.shipmentId);
        if (!order) return reply.code(404).send(idefixError('SHIPMENT_NOT_FOUND', 'Sevkiyat bulunamadı.'));
        const body = asRecord(request.body);
        const status = text(body.status) ?? '';
        if (!SELLER_STATUSES.includes(status)) {
          return reply.code(400).send(idefixError('INVALID_STATUS', 'status picking ya da invoiced olmalıdır.'));
        }
        if (!['created', 'processing'].includes(order.status)) {
          return reply.code(400).send(idefixError('INVALID_STATUS_TRANSITION', `Sevkiyat ${shipment(order).status} durumunda.`));
        }
        if (status === 'invoiced') {
          const invoiceNumber = text(body.invoiceNumber);
          if (!invoiceNumber) return reply.code(400).send(idefixError('INVALID_INVOICE_NUMBER', 'invoiced için invoiceNumber zorunludur.'));
          invoices.set(order.number, invoiceNumber);
        }
        return shipment(account.moveOrder(order, 'processing'));
      },
    );

    app.get<{ Params: { vendorId: string } }>('/:vendorId/claim-list', async (request, reply) => {
      const query = listQuery(request.query);
      if (typeof query === 'string') return reply.code(400).send(idefixError('INVALID_PARAMETER', query));
      const account = state.account(request.params.vendorId);
      const orderNumber = text(asRecord(request.query).orderNumber);
      const claims = account.claims
        .filter((claim) => withinDates(query.dates, claim.created_at, claim.created_at))
        .filter((claim) => !orderNumber || claim.order_number === orderNumber)
        .flatMap((claim) => {
          const order = account.orders.get(claim.order_number);
          return order ? [renderClaim(claim, order)] : [];
        });
      return page(claims, query.page, query.limit);
    });

    app.post<{ Params: { vendorId: string; claimId: string } }>('/:vendorId/:claimId/claim-approve', async (request, reply) => {
      const claim = state.account(request.params.vendorId).claims.find((c) => c.claim_id === request.params.claimId);
      if (!claim) return reply.code(404).send(idefixError('CLAIM_NOT_FOUND', 'İade talebi bulunamadı.'));
      return { id: Number(claim.claim_id), status: 'approved' };
    });
  };
}
