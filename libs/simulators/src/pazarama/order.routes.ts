import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { asRecord, isCount, text } from '../shared/body-values';
import type { MarketplaceState, SellerAccount, SimOrder, SimOrderStatus } from '../shared/seller-account';
import { sellerOf } from './merchant-api';
import { pazaramaError } from './pazarama-errors';
import { REFUND_APPROVED, REFUND_REFUSED, type PazaramaRefunds } from './pazarama-refunds';
import { guidOf, renderOrder } from './pazarama-shapes';

/** Orders a page (the documented example asks 500; more is refused by our sandbox). */
export const PAZARAMA_ORDER_PAGE = 500;

/**
 * The statuses a seller may set, and the orders each applies to: 12 preparing (after 3), 13 not
 * supplied (a cancellation by the seller), 5 handed to the carrier (after 12, with its tracking),
 * 11 delivered (documented for digital goods and in the bulk example).
 */
const SELLER_STATUSES: Record<number, { to: SimOrderStatus; from: SimOrderStatus[] }> = {
  12: { to: 'processing', from: ['created'] },
  13: { to: 'cancelled', from: ['created', 'processing'] },
  5: { to: 'shipped', from: ['processing'] },
  11: { to: 'delivered', from: ['processing', 'shipped'] },
};

/** Orders by order date (≤ 1 month, end exclusive), their status updates, and refunds. */
export function orderRoutes(state: MarketplaceState, refunds: PazaramaRefunds): FastifyPluginAsync {
  return async (app) => {
    app.post('/order/getOrdersForApi', async (request, reply) => {
      const body = asRecord(request.body);
      const account = state.account(sellerOf(request));
      const pageSize = body.pageSize ?? PAZARAMA_ORDER_PAGE;
      const pageNumber = body.pageNumber ?? 1;
      if (!isCount(pageSize) || pageSize < 1 || pageSize > PAZARAMA_ORDER_PAGE || !isCount(pageNumber) || pageNumber < 1) {
        return reply.code(400).send(pazaramaError('VALIDATION', `pageNumber ≥ 1 ve 1 ≤ pageSize ≤ ${PAZARAMA_ORDER_PAGE} olmalıdır.`));
      }
      const number = body.orderNumber === undefined || body.orderNumber === null ? null : String(body.orderNumber);
      const window = windowOf(body.startDate, body.endDate);
      if (!window && number === null) {
        return reply
          .code(400)
          .send(pazaramaError('VALIDATION', 'startDate ile endDate arası en fazla 1 ay olabilir (endDate dahil değildir).'));
      }
      const orders = [...account.orders.values()]
        .filter((order) => number === null || order.number === number)
        .filter((order) => !window || (order.created_at.getTime() >= window.from && order.created_at.getTime() < window.to))
        .sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
      const page = orders.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
      return { data: page.map(renderOrder), success: true, messageCode: 'ORD0' };
    });

    app.put('/order/updateOrderStatusList', async (request, reply) => {
      const body = asRecord(request.body);
      const found = orderOf(state.account(sellerOf(request)), body.orderNumber);
      if (!found) return reply.code(400).send(pazaramaError('ORDER_NOT_FOUND', 'Sipariş bulunamadı.'));
      return move(reply, state.account(sellerOf(request)), found, body.status, {});
    });

    app.put('/order/updateOrderStatus', async (request, reply) => {
      const body = asRecord(request.body);
      const account = state.account(sellerOf(request));
      const found = orderOf(account, body.orderNumber);
      const item = asRecord(body.item);
      if (!found) return reply.code(400).send(pazaramaError('ORDER_NOT_FOUND', 'Sipariş bulunamadı.'));
      if (!found.lines.some((line) => guidOf('item', found.number, line.line_id) === item.orderItemId)) {
        return reply.code(400).send(pazaramaError('ORDER_ITEM_NOT_FOUND', 'Sipariş kalemi bulunamadı.'));
      }
      if (item.status !== 5) return move(reply, account, found, item.status, {});
      const tracking = text(item.shippingTrackingNumber);
      if (!tracking || !text(item.cargoCompanyId) || !isCount(item.deliveryType)) {
        return reply
          .code(400)
          .send(pazaramaError('VALIDATION', 'Kargoya verildi için shippingTrackingNumber, cargoCompanyId ve deliveryType zorunludur.'));
      }
      return move(reply, account, found, 5, { tracking_number: tracking, cargo_provider: text(item.cargoCompanyId) });
    });

    app.post('/order/getRefund', async (request) => {
      const body = asRecord(request.body);
      const pageSize = isCount(body.pageSize) && body.pageSize > 0 ? body.pageSize : 10;
      const pageIndex = isCount(body.pageNumber) && body.pageNumber > 0 ? body.pageNumber : 1;
      const returned = [...state.account(sellerOf(request)).orders.values()]
        .filter((order) => order.status === 'returned')
        .filter((order) => body.refundStatus === undefined || body.refundStatus === null || refunds.statusOf(order) === body.refundStatus);
      const count = (status: number) => returned.filter((order) => refunds.statusOf(order) === status).length;
      return {
        data: {
          responsePage: {
            pageSize,
            pageIndex,
            totalCount: returned.length,
            totalPages: Math.max(1, Math.ceil(returned.length / pageSize)),
          },
          pageReport: {
            totalRefundCount: returned.length,
            totalWaitingRefundCount: returned.length - count(REFUND_APPROVED) - count(REFUND_REFUSED),
            totalApprovedRefundCount: count(REFUND_APPROVED),
            totalRejectedRefundCount: count(REFUND_REFUSED),
          },
          refundList: returned.slice((pageIndex - 1) * pageSize, pageIndex * pageSize).map((order) => refunds.render(order)),
        },
        success: true,
        messageCode: 'ORD0',
      };
    });

    app.post('/order/updateRefund', async (request, reply) => {
      const body = asRecord(request.body);
      const order = [...state.account(sellerOf(request)).orders.values()].find(
        (candidate) => candidate.status === 'returned' && refunds.refundIdOf(candidate) === body.refundId,
      );
      if (!order) return reply.code(400).send(pazaramaError('REFUND_NOT_FOUND', 'İade talebi bulunamadı.'));
      if (body.status !== REFUND_APPROVED && body.status !== REFUND_REFUSED) {
        return reply.code(400).send(pazaramaError('VALIDATION', 'Firmalar yalnız onaylama (2) ve ret (3) ile güncelleyebilir.'));
      }
      if (body.status === REFUND_REFUSED && !isCount(body.RefundRejectType ?? body.refundRejectType)) {
        return reply.code(400).send(pazaramaError('VALIDATION', 'Ret için RefundRejectType zorunludur.'));
      }
      refunds.decide(refunds.refundIdOf(order), body.status);
      return { data: { orderNumber: Number(order.number), refundId: refunds.refundIdOf(order) }, success: true, messageCode: 'ORD0' };
    });
  };
}

function orderOf(account: SellerAccount, orderNumber: unknown): SimOrder | undefined {
  return orderNumber === undefined || orderNumber === null ? undefined : account.orders.get(String(orderNumber));
}

function move(
  reply: FastifyReply,
  account: SellerAccount,
  order: SimOrder,
  status: unknown,
  changes: Partial<Pick<SimOrder, 'tracking_number' | 'cargo_provider'>>,
) {
  const rule = typeof status === 'number' ? SELLER_STATUSES[status] : undefined;
  if (!rule) return reply.code(400).send(pazaramaError('VALIDATION', 'Bu statü satıcı tarafından verilemez.'));
  if (!rule.from.includes(order.status)) {
    return reply.code(400).send(pazaramaError('INVALID_STATUS', `Sipariş ${order.status} durumundayken ${status} statüsü verilemez.`));
  }
  const reason = status === 13 ? { reason: 'Tedarik Edilemedi' } : {};
  account.moveOrder(order, rule.to, { ...changes, ...reason });
  return { data: null, success: true, messageCode: 'ORD0', message: 'İşlem Başarıyla Gerçekleştirildi.' };
}

/** Pazarama's dates (`2023-02-01`, `2021-05-14T13:30`) with no zone are read as UTC here. */
function dateOf(value: unknown): number {
  const raw = text(value);
  if (!raw) return NaN;
  return Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(raw) || raw.length <= 10 ? raw : `${raw}Z`);
}

/** The documented window: start before end, at most one calendar month apart. */
function windowOf(start: unknown, end: unknown): { from: number; to: number } | null {
  const from = dateOf(start);
  const to = dateOf(end);
  if (!Number.isFinite(from) || !Number.isFinite(to) || from >= to) return null;
  const monthLater = new Date(from);
  monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
  return to <= monthLater.getTime() ? { from, to } : null;
}
