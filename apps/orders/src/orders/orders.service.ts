import { Injectable } from '@nestjs/common';
import {
  type BillableOrderDto,
  type IngestResult,
  type LabelTarget,
  type MarketplaceOrderDto,
  type MarketplaceSlug,
  type OrderCarrierProgress,
  type OrderDto,
  type OrderHistoryEntryDto,
  type OrderListQuery,
  type OrderShipmentAttach,
  type OrderStatusChange,
  type PageDto,
  paginationOf,
  type RequestableOrderStatus,
  type RequestContext,
  type SalesDto,
  type SalesQuery,
} from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { EventOutbox, type OutboxEntry } from '@tezgah/messaging';
import { Transactions } from '@tezgah/persistence';
import { istanbulDayRange, istanbulDays, istanbulToday } from './istanbul-day';
import { mirrorRequested, orderCreated, statusChanged, statusEntered, stockRequested } from './order-events';
import { type OrderRow, type StatusChange, toBillableOrderDto, toOrderDto } from './order-row';
import { OrdersRepository } from './orders.repository';
import { applyShipment, carrierSteps } from './carrier-shipment';
import { applyReport, isImported, latestPerOrder, newOrderRow } from './reported-orders';
import { applySellerChange } from './seller-status-change';

/** Orders of every tenant; a tenant only ever sees its own (another's order is 404). */
@Injectable()
export class OrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly transactions: Transactions,
    private readonly outbox: EventOutbox,
  ) {}

  async list(ctx: RequestContext, query: OrderListQuery): Promise<PageDto<OrderDto>> {
    const { from, until } = istanbulDayRange(query.from_date, query.to_date);
    const filter = { status: query.status, marketplace: query.marketplace, from, until, search: query.search };
    const { rows, total } = await this.orders.list(ctx.tenant_id, filter, query.page, query.per_page);
    return { data: rows.map(toOrderDto), pagination: paginationOf(query.page, query.per_page, total) };
  }

  /** `GET /sales`: without days, today in Istanbul; one day given stands for both. */
  async sales(ctx: RequestContext, query: SalesQuery): Promise<SalesDto> {
    const fromDate = query.from_date ?? query.to_date ?? istanbulToday(new Date());
    const toDate = query.to_date ?? fromDate;
    const { from, until } = istanbulDays(fromDate, toDate);
    return { from_date: fromDate, to_date: toDate, marketplaces: await this.orders.sales(ctx.tenant_id, from, until) };
  }

  async get(ctx: RequestContext, id: string): Promise<OrderDto> {
    return toOrderDto(found(await this.orders.find(ctx.tenant_id, id)));
  }

  async getBillable(ctx: RequestContext, id: string): Promise<BillableOrderDto> {
    return toBillableOrderDto(found(await this.orders.find(ctx.tenant_id, id)));
  }

  /** The order's status changes; another tenant's order is 404 like a missing one. */
  async history(ctx: RequestContext, id: string): Promise<OrderHistoryEntryDto[]> {
    found(await this.orders.find(ctx.tenant_id, id));
    return this.orders.history(ctx.tenant_id, id);
  }

  /**
   * A seller's status change (decisions §7), under the order's row lock: the status, its history,
   * `order.updated` and the connector's mirror request commit together. The current status is a
   * no-op: no write, no event, no mirror.
   */
  async updateStatus(ctx: RequestContext, change: OrderStatusChange): Promise<OrderDto> {
    const order = await this.transactions.run(async (tx) => {
      const current = found(await this.orders.lockById(tx, ctx.tenant_id, change.id));
      const next = applySellerChange(current, change, new Date());
      if (!next) return current;
      await this.orders.update(tx, [next]);
      await this.orders.recordHistory(tx, [{ order: next, from: current.status, by: 'seller', user_id: ctx.user_id }]);
      await this.outbox.add(tx, [statusChanged(next), mirrorRequested(next, change.status), statusEntered(next, current.status)]);
      return next;
    });
    return toOrderDto(order);
  }

  /** The order as a label sees it: whose its tracking number is (a label may replace only the marketplace's report). */
  async labelTarget(ctx: RequestContext, id: string): Promise<LabelTarget> {
    const row = found(await this.orders.find(ctx.tenant_id, id));
    return { order: toOrderDto(row), tracking_source: row.tracking_source };
  }

  /** A label's tracking number and carrier (decisions §9), under the row lock; `order.updated` when they are new. */
  async attachShipment(ctx: RequestContext, shipment: OrderShipmentAttach): Promise<OrderDto> {
    const order = await this.transactions.run(async (tx) => {
      const current = found(await this.orders.lockById(tx, ctx.tenant_id, shipment.id));
      const next = applyShipment(current, shipment, new Date());
      if (!next) return current;
      await this.orders.update(tx, [next]);
      await this.outbox.add(tx, [statusChanged(next)]);
      return next;
    });
    return toOrderDto(order);
  }

  /** The invoicing service's latest invoice of the order; another tenant's order is 404. */
  async attachInvoice(ctx: RequestContext, id: string, invoiceId: string): Promise<OrderDto> {
    return toOrderDto(found(await this.orders.setInvoice(ctx.tenant_id, id, invoiceId)));
  }

  /**
   * Carrier tracking as system transitions (decisions §9): each step has its history row,
   * `order.updated` and the connector's mirror, as a seller's change has; nothing when the
   * order is already as far, closed, or carries another tracking number.
   */
  async carrierProgress(ctx: RequestContext, progress: OrderCarrierProgress): Promise<OrderDto> {
    const order = await this.transactions.run(async (tx) => {
      const current = found(await this.orders.lockById(tx, ctx.tenant_id, progress.id));
      const steps = carrierSteps(current, progress, new Date());
      if (!steps.length) return current;
      const last = steps[steps.length - 1];
      await this.orders.update(tx, [last]);
      await this.orders.recordHistory(
        tx,
        steps.map((step, index) => ({ order: step, from: index ? steps[index - 1].status : current.status, by: 'carrier', user_id: null })),
      );
      await this.outbox.add(
        tx,
        steps.flatMap((step, index) => [
          statusChanged(step),
          mirrorRequested(step, step.status as RequestableOrderStatus),
          statusEntered(step, index ? steps[index - 1].status : current.status),
        ]),
      );
      return last;
    });
    return toOrderDto(order);
  }

  /**
   * What a connector's poll found, in one transaction and a handful of statements whatever the
   * count: unknown orders inserted (a known or concurrently inserted one is never duplicated,
   * so `order.created` is written once per order), known ones moved as the marketplace reports.
   * An unknown order created before `connectedAt` is stored only while open (docs/orders.md,
   * "Orders open at connect").
   */
  async ingest(ctx: RequestContext, slug: MarketplaceSlug, orders: MarketplaceOrderDto[], connectedAt?: string): Promise<IngestResult> {
    const reports = latestPerOrder(orders);
    if (!reports.length) return { created: 0, updated: 0, unchanged: 0 };
    const now = new Date();
    const connected = connectedAt ? new Date(connectedAt) : null;
    const result = await this.transactions.run(async (tx) => {
      const candidates = reports.map((report) => newOrderRow(ctx.tenant_id, slug, report, now)).filter((row) => isImported(row, connected));
      const inserted = await this.orders.insertNew(tx, candidates);
      const created = candidates.filter((row) => inserted.has(row.id));
      const createdIds = new Set(created.map((row) => row.marketplace_order_id));
      const known = reports.filter((report) => !createdIds.has(report.marketplace_order_id));
      const locked = await this.orders.lockByMarketplaceIds(
        tx,
        ctx.tenant_id,
        slug,
        known.map((report) => report.marketplace_order_id),
      );
      const currentOf = new Map(locked.map((row) => [row.marketplace_order_id, row]));
      const changed: Array<{ before: OrderRow; after: OrderRow }> = [];
      for (const report of known) {
        const before = currentOf.get(report.marketplace_order_id);
        const after = before && applyReport(before, report, now);
        if (before && after) changed.push({ before, after });
      }
      const moved = changed.filter(({ before, after }) => before.status !== after.status);
      await this.orders.update(
        tx,
        changed.map(({ after }) => after),
      );
      const history: StatusChange[] = [
        ...created.map((order) => ({ order, from: null, by: 'marketplace' as const, user_id: null })),
        ...moved.map(({ before, after }) => ({ order: after, from: before.status, by: 'marketplace' as const, user_id: null })),
      ];
      await this.orders.recordHistory(tx, history);
      const events: OutboxEntry[] = [
        ...created.flatMap((order) => [orderCreated(order), statusEntered(order, null)]),
        ...moved.flatMap(({ before, after }) => [statusChanged(after), statusEntered(after, before.status)]),
      ];
      const cancelled = moved.filter(({ after }) => after.status === 'cancelled').map(({ after }) => after);
      const stock = stockRequested(ctx.tenant_id, created, cancelled);
      await this.outbox.add(tx, stock ? [...events, stock] : events);
      return { created: created.length, updated: changed.length, unchanged: reports.length - created.length - changed.length };
    });
    return result;
  }
}

function found(row: OrderRow | null): OrderRow {
  if (!row) throw new DomainError('resource.not_found');
  return row;
}
