import type { SellerOf } from './ciceksepeti-api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { asRecord, isCount, text } from '../shared/body-values';
import type { SellerAccount, SimOrder, SimOrderLine } from '../shared/seller-account';
import { rateLimited, refuse } from './ciceksepeti-errors';
import { CS_LIMITS, CS_MAX } from './ciceksepeti-limits';
import type { CallPacer } from './ciceksepeti-pacer';
import { orderItemIdOf, pageOf, renderOrderItems } from './ciceksepeti-shapes';
import { CS_STATUS, type CicekState } from './ciceksepeti-state';

interface FoundItem {
  order: SimOrder;
  line: SimOrderLine;
}

/** What a seller may move an item to from each status id (statusupdatewithsupplierintegration). */
const SELLER_MOVES: Record<number, number[]> = {
  [CS_STATUS.new]: [CS_STATUS.preparing, CS_STATUS.readyForCargo, CS_STATUS.shipped],
  [CS_STATUS.preparing]: [CS_STATUS.readyForCargo, CS_STATUS.shipped],
  [CS_STATUS.readyForCargo]: [CS_STATUS.shipped],
  [CS_STATUS.shipped]: [CS_STATUS.delivered],
};
const RETURN_STATUSES: number[] = [
  CS_STATUS.returnStarted,
  CS_STATUS.returnInCargo,
  CS_STATUS.returnAtSupplier,
  CS_STATUS.returnAwaitingApproval,
];
const CANCELED_STATUSES = [CS_STATUS.cancelled, ...RETURN_STATUSES];

/** Orders: the list, shipping (Çiçeksepeti's carrier or the seller's), cargo details, cancellations and returns. */
export function orderRoutes(app: FastifyInstance, state: CicekState, pacer: CallPacer, seller: SellerOf): void {
  app.post('/api/v1/Order/GetOrders', async (request, reply) => {
    const body = asRecord(request.body);
    const paging = pagingOf(body, CS_MAX.orderPageSize);
    const orderNo = text(String(body.orderNo ?? ''));
    const orderItemNo = text(String(body.orderItemNo ?? ''));
    const window = windowOf(body, CS_MAX.orderWindowMs, !orderNo && !orderItemNo);
    if (!paging) return refuse(reply, `pageSize 1 ile ${CS_MAX.orderPageSize} arasında, page 0 veya büyük olmalıdır.`);
    if (window === 'invalid') return refuse(reply, 'startDate ve endDate zorunludur; aralık en fazla 14 gün olabilir.');
    const wait = pacer.take(`${seller(request)}:get-orders`, CS_LIMITS.getOrders, request.body);
    if (wait !== null) return rateLimited(reply, wait);
    const status = body.status === undefined || body.status === null ? null : Number(body.status);
    const account = state.account(seller(request));
    const items = renderOrderItems(state, changedWithin(account, window)).filter(
      (item) =>
        !CANCELED_STATUSES.includes(item.orderItemStatusId) &&
        (status === null || item.orderItemStatusId === status) &&
        (!orderNo || String(item.orderId) === orderNo) &&
        (!orderItemNo || String(item.orderItemId) === orderItemNo),
    );
    const page = pageOf(items, paging.page, paging.pageSize);
    return { orderListCount: items.length, pageCount: page.pageCount, supplierOrderListWithBranch: page.items };
  });

  app.post('/api/v1/Order/getcanceledorders', async (request, reply) => {
    const body = asRecord(request.body);
    const paging = pagingOf(body, CS_MAX.orderPageSize);
    const window = windowOf(body, CS_MAX.canceledWindowMs, false);
    if (!paging) return refuse(reply, `pageSize 1 ile ${CS_MAX.orderPageSize} arasında, page 0 veya büyük olmalıdır.`);
    if (window === 'invalid') return refuse(reply, 'startDate ve endDate birlikte verilmeli; aralık en fazla 1 ay olabilir.');
    const statusId = body.orderItemStatusId === undefined ? null : Number(body.orderItemStatusId);
    if (statusId !== null && !RETURN_STATUSES.includes(statusId)) return refuse(reply, 'orderItemStatusId 20, 21, 22 veya 23 olmalıdır.');
    const items = renderOrderItems(state, changedWithin(state.account(seller(request)), window)).filter(
      (item) => CANCELED_STATUSES.includes(item.orderItemStatusId) && (statusId === null || item.orderItemStatusId === statusId),
    );
    const page = pageOf(items, paging.page, paging.pageSize);
    return { totalCount: items.length, pageCount: page.pageCount, orderItemsList: page.items };
  });

  app.put('/api/v1/Order/readyforcargowithcsintegration', async (request, reply) => {
    const groups = asRecord(request.body).orderItemsGroup;
    const ids = Array.isArray(groups) ? groups.flatMap((group) => idsOf(asRecord(group).orderItemIds)) : [];
    if (!ids.length) return refuse(reply, 'orderItemsGroup en az bir orderItemIds listesi içermelidir.');
    const account = state.account(seller(request));
    return {
      orderItems: ids.map((id) => moveItem(state, account, id, CS_STATUS.readyForCargo, { cargo_provider: 'Çiçeksepeti' })),
    };
  });

  app.put('/api/v1/Order/statusupdatewithsupplierintegration', async (request, reply) => {
    const raw = asRecord(request.body).orderItems;
    const items = Array.isArray(raw) ? raw.map(asRecord) : [];
    if (!items.length || items.some((item) => !isCount(item.orderItemId) || !isCount(item.orderItemStatusId))) {
      return refuse(reply, 'orderItems her biri orderItemId ve orderItemStatusId içeren kalemlerden oluşmalıdır.');
    }
    const account = state.account(seller(request));
    return {
      orderItems: items.map((item) =>
        moveItem(state, account, Number(item.orderItemId), Number(item.orderItemStatusId), {
          tracking_number: text(item.shipmentNumber) ?? undefined,
          cargo_provider: item.cargoBusinessId === undefined ? undefined : String(item.cargoBusinessId),
        }),
      ),
    };
  });

  app.put('/api/v1/Order/CargoCompany', async (request, reply) =>
    itemsCall(request.body, reply, (item) => isCount(item.orderProductId) && isCount(item.cargoId), 'orderProductId ve cargoId'),
  );

  app.post('/api/v1/Order/CargoMeasurement', async (request, reply) =>
    itemsCall(request.body, reply, (item) => isCount(item.orderProductId) && isCount(item.quantity), 'orderProductId, desi ve quantity'),
  );

  app.post('/api/v1/Order/cancelevaluation', async (request, reply) => {
    const body = asRecord(request.body);
    const found = isCount(body.orderItemId) ? findItem(state.account(seller(request)), body.orderItemId) : undefined;
    if (!found || !RETURN_STATUSES.includes(state.statusIdOf(found.order)))
      return refuse(reply, 'İade sürecinde böyle bir sipariş kalemi yok.');
    if (body.process !== 1 && body.process !== 3) return refuse(reply, 'process 1 (onay) veya 3 (ret) olmalıdır.');
    return { isSuccess: true, message: null };
  });

  app.post('/api/v1/Order/refundprocessstartreceivedprocess', async (request, reply) => {
    const ids = idsOf(asRecord(request.body).orderItemIds);
    if (!ids.length) return refuse(reply, 'orderItemIds en az bir kalem içermelidir.');
    const account = state.account(seller(request));
    return {
      orderItems: ids.map((id) => {
        const found = findItem(account, id);
        if (!found || !RETURN_STATUSES.includes(state.statusIdOf(found.order))) return { orderItemId: id, isSuccess: false };
        state.moveTo(account, found.order, CS_STATUS.returnAtSupplier);
        return { orderItemId: id, isSuccess: true };
      }),
    };
  });
}

/** A move of the seller's, judged per item: refused items answer `isSuccess: false` with the reason. */
function moveItem(
  state: CicekState,
  account: SellerAccount,
  orderItemId: number,
  to: number,
  changes: { tracking_number?: string; cargo_provider?: string },
) {
  const found = findItem(account, orderItemId);
  if (!found) return { orderItemId, isSuccess: false, message: 'Sipariş kalemi bulunamadı.' };
  const from = state.statusIdOf(found.order);
  if (from === to) return { orderItemId, isSuccess: true, message: null };
  if (!(SELLER_MOVES[from] ?? []).includes(to)) {
    return { orderItemId, isSuccess: false, message: `Sipariş kalemi ${from} durumundan ${to} durumuna alınamaz.` };
  }
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  state.moveTo(account, found.order, to, defined);
  return { orderItemId, isSuccess: true, message: null };
}

function findItem(account: SellerAccount, orderItemId: number): FoundItem | undefined {
  for (const order of account.orders.values()) {
    const line = order.lines.find((l) => orderItemIdOf(order, l) === orderItemId);
    if (line) return { order, line };
  }
  return undefined;
}

function changedWithin(account: SellerAccount, window: { start: Date; end: Date } | null): SimOrder[] {
  return account.ordersChangedSince(window?.start ?? null, window?.end ?? null);
}

function itemsCall(body: unknown, reply: FastifyReply, valid: (item: Record<string, unknown>) => boolean, fields: string) {
  const raw = asRecord(body).items;
  const items = Array.isArray(raw) ? raw.map(asRecord) : [];
  if (!items.length || !items.every(valid)) return refuse(reply, `items her biri ${fields} içeren kalemlerden oluşmalıdır.`);
  return { items: items.map((item) => ({ orderProductId: item.orderProductId, isSuccess: true })) };
}

function idsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => isCount(id)) : [];
}

function pagingOf(body: Record<string, unknown>, max: number): { page: number; pageSize: number } | null {
  const page = Number(body.page);
  const pageSize = Number(body.pageSize);
  if (!Number.isInteger(page) || page < 0 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > max) return null;
  return { page, pageSize };
}

/** The body's date range by last change: null when absent and not required, `invalid` when wrong or too wide. */
function windowOf(body: Record<string, unknown>, maxMs: number, required: boolean): { start: Date; end: Date } | null | 'invalid' {
  if (body.startDate === undefined && body.endDate === undefined) return required ? 'invalid' : null;
  const start = new Date(String(body.startDate));
  const end = new Date(String(body.endDate));
  const span = end.getTime() - start.getTime();
  if (Number.isNaN(span) || span < 0 || span > maxMs) return 'invalid';
  return { start, end };
}
