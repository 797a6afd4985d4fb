import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { asRecord, text } from '../shared/body-values';
import type { MarketplaceState, SellerAccount, SimOrder } from '../shared/seller-account';
import { claimHash, renderClaim } from './flo-claims';
import { invalidRequest } from './flo-errors';
import { carrierName, type FloPackages } from './flo-packages';
import { FLO_PACKAGE_STATUSES, packageStatusOf, renderOrder } from './flo-shapes';

/** The largest `size` of a page (not documented: the orders example's page of 200). */
export const FLO_MAX_PAGE_SIZE = 200;
const DEFAULT_PAGE_SIZE = 50;

/** The seller's moves of a package (`{"status": "Picking"}` is documented; Invoiced after it is assumed). */
const NEXT_STATUS: Record<string, string> = { Created: 'Picking', Picking: 'Invoiced' };

type Seller = (request: FastifyRequest) => SellerAccount;

/** Orders, package statuses, claims and invoice links under `/v1/order…` (FLO's Swagger page). */
export function orderRoutes(
  state: MarketplaceState,
  packages: FloPackages,
  sellerOf: (request: FastifyRequest) => string,
): FastifyPluginAsync {
  const account: Seller = (request) => state.account(sellerOf(request));
  const render = (order: SimOrder) =>
    renderOrder(order, packages.of(order.number), carrierName(packages.of(order.number).shippingMethodId));
  return async (app) => {
    app.get('/orders', async (request, reply) => {
      const query = asRecord(request.query);
      const paging = pagingOf(query);
      const start = optionalSeconds(query.startDate);
      const end = optionalSeconds(query.endDate);
      const status = text(query.status);
      const direction = text(query.orderByDirection) ?? 'ASC';
      const field = text(query.orderByField) ?? 'id';
      if (!paging || start === undefined || end === undefined || (start !== null && end !== null && start > end)) {
        return reply
          .code(400)
          .send(invalidRequest(`page ≥ 1, 1 ≤ size ≤ ${FLO_MAX_PAGE_SIZE}, startDate ≤ endDate (unix timestamp) olmalıdır.`));
      }
      if (
        (status && !(FLO_PACKAGE_STATUSES as readonly string[]).includes(status)) ||
        !['ASC', 'DESC'].includes(direction) ||
        !['id', 'updated_at'].includes(field)
      ) {
        return reply.code(400).send(invalidRequest('status, orderByDirection veya orderByField desteklenmeyen bir değer içeriyor.'));
      }
      const orderNumber = text(query.orderNumber);
      const packageIds = text(query.shipmentPackageIds)?.split(',');
      const key = (order: SimOrder) => (field === 'id' ? Number(order.package_number) : order.updated_at.getTime());
      const orders = [...account(request).orders.values()]
        .filter((order) => start === null || order.updated_at.getTime() >= start * 1000)
        .filter((order) => end === null || order.updated_at.getTime() <= end * 1000 + 999)
        .filter((order) => !status || packageStatusOf(order, packages.of(order.number)) === status)
        .filter((order) => !orderNumber || order.number === orderNumber)
        .filter((order) => !packageIds || packageIds.includes(order.package_number))
        .sort((a, b) => (direction === 'ASC' ? key(a) - key(b) : key(b) - key(a)));
      return page(orders.map(render), paging);
    });

    app.post<{ Params: { id: string } }>('/order/shipment-packages/:id', async (request, reply) => {
      const order = [...account(request).orders.values()].find((candidate) => candidate.package_number === request.params.id);
      if (!order) return reply.code(400).send(invalidRequest('Shipment package not found.'));
      const pkg = packages.of(order.number);
      const current = packageStatusOf(order, pkg);
      const wanted = text(asRecord(request.body).status);
      if (wanted !== current) {
        if (!wanted || NEXT_STATUS[current] !== wanted) {
          return reply.code(400).send(invalidRequest(`Paket ${current} durumundan ${wanted ?? '(boş)'} durumuna geçemez.`));
        }
        pkg.status = wanted === 'Picking' ? 'Picking' : 'Invoiced';
        account(request).moveOrder(order, 'processing');
      }
      return { success: true, timestamp: String(Math.floor(Date.now() / 1000)) };
    });

    app.get('/order/claims', async (request, reply) => {
      const query = asRecord(request.query);
      const paging = pagingOf(query);
      const from = optionalSeconds(query.refund_create_date_start);
      const to = optionalSeconds(query.refund_create_date_end);
      if (!paging || from === undefined || to === undefined) {
        return reply.code(400).send(invalidRequest(`page ≥ 1, 1 ≤ size ≤ ${FLO_MAX_PAGE_SIZE} ve tarihler unix timestamp olmalıdır.`));
      }
      const seller = account(request);
      const claims = seller.claims
        .filter((claim) => from === null || claim.created_at.getTime() >= from * 1000)
        .filter((claim) => to === null || claim.created_at.getTime() <= to * 1000 + 999)
        .flatMap((claim) => {
          const order = seller.orders.get(claim.order_number);
          return order ? [renderClaim(claim, order, packages.decision(claim.claim_id), order.cargo_provider)] : [];
        })
        .filter((claim) => !text(query.return_status) || claim.return_status_code === query.return_status)
        .filter((claim) => !text(query.increment_id) || claim.increment_id === query.increment_id)
        .filter((claim) => !text(query.shipping_barcode) || claim.shipping_barcode === query.shipping_barcode);
      return page(claims, paging);
    });

    app.post('/order/claims/approve', async (request, reply) => {
      const seller = account(request);
      const items = asRecord(request.body).items;
      const chosen = Array.isArray(items)
        ? items.map((item) => waitingClaim(seller, asRecord(item).customer_return_id, asRecord(item).hash))
        : [];
      if (!chosen.length || chosen.some((claim) => !claim)) {
        return reply.code(400).send(invalidRequest('items[] bekleyen bir iadenin customer_return_id ve hash değerlerini içermelidir.'));
      }
      for (const claim of chosen) {
        if (!claim) continue;
        packages.decide(claim.claim_id, {
          status: 'refunded',
          at: new Date(),
          rejectReason: null,
          rejectMessage: null,
          rejectImageUrls: null,
        });
        const order = seller.orders.get(claim.order_number);
        // An approved claim is a return (the sandbox's claims are on orders of any open or delivered state).
        if (order && !['cancelled', 'returned'].includes(order.status)) seller.moveOrder(order, 'returned', { reason: claim.reason });
      }
      return { success: true, message: `${chosen.length} iade onaylandı.` };
    });

    app.post('/order/claims/reject', async (request, reply) => {
      const body = asRecord(request.body);
      const claim = waitingClaim(account(request), body.id, body.reject_hash);
      if (!claim || typeof body.reject_reason !== 'number') {
        return reply.code(400).send(invalidRequest('id ve reject_hash bekleyen bir iadeyi göstermeli, reject_reason sayı olmalıdır.'));
      }
      packages.decide(claim.claim_id, {
        status: 'rejected',
        at: new Date(),
        rejectReason: body.reject_reason,
        rejectMessage: text(body.reject_message),
        rejectImageUrls: text(body.reject_image_urls),
      });
      return { success: true, message: 'İade reddedildi.' };
    });

    app.get('/order/supplier-invoice-links', async (request, reply) => {
      const query = asRecord(request.query);
      const order = account(request).orders.get(text(query.increment_id) ?? '');
      if (!order || !text(query.invoice_url)) {
        return reply.code(400).send(invalidRequest('increment_id bir siparişi göstermeli ve invoice_url verilmelidir.'));
      }
      packages.of(order.number).hasInvoice = true;
      return { success: true, message: 'remote invoice saved.' };
    });

    /** A claim of this seller still waiting, found by its id and FLO's hash of it. */
    function waitingClaim(seller: SellerAccount, id: unknown, hash: unknown) {
      const claim = seller.claims.find((candidate) => Number(candidate.claim_id) === id);
      if (!claim || hash !== claimHash(claim.claim_id) || packages.decision(claim.claim_id)) return undefined;
      return claim;
    }
  };
}

/** `page` (default 1) and `size` from a query; null when out of range. */
function pagingOf(query: Record<string, unknown>): { page: number; size: number } | null {
  const page = Number(query.page ?? 1);
  const size = Number(query.size ?? DEFAULT_PAGE_SIZE);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > FLO_MAX_PAGE_SIZE) return null;
  return { page, size };
}

/** A unix timestamp in seconds; null when absent, undefined when not one. */
function optionalSeconds(value: unknown): number | null | undefined {
  if (value === undefined || value === '') return null;
  const seconds = Number(value);
  return Number.isInteger(seconds) && seconds >= 0 ? seconds : undefined;
}

function page<T>(items: T[], paging: { page: number; size: number }) {
  return {
    page: paging.page,
    size: paging.size,
    totalPages: Math.ceil(items.length / paging.size),
    totalElements: items.length,
    content: items.slice((paging.page - 1) * paging.size, paging.page * paging.size),
  };
}
