import { Injectable } from '@nestjs/common';
import {
  type BillableOrderDto,
  type IngestResult,
  type LabelTarget,
  type OrderCarrierProgress,
  type OrderDto,
  type OrderHistoryEntryDto,
  type OrderListQuery,
  OrdersAttachInvoice,
  OrdersAttachShipment,
  OrdersCarrierProgress,
  OrdersGet,
  OrdersGetBillable,
  type OrderShipmentAttach,
  OrdersHistory,
  OrdersIngest,
  type OrdersIngestRequest,
  OrdersLabelTarget,
  OrdersList,
  OrdersSales,
  type OrderStatusChange,
  OrdersUpdateStatus,
  type PageDto,
  type RequestContext,
  type SalesDto,
  type SalesQuery,
} from '@tezgah/contracts';
import { RpcHandler } from '@tezgah/messaging';
import { OrdersService } from './orders.service';

/** The orders service's request/reply API (contracts: orders/orders.contract.ts). */
@Injectable()
export class OrdersHandlers {
  constructor(private readonly orders: OrdersService) {}

  @RpcHandler(OrdersList)
  list(query: OrderListQuery, ctx: RequestContext): Promise<PageDto<OrderDto>> {
    return this.orders.list(ctx, query);
  }

  @RpcHandler(OrdersSales)
  sales(query: SalesQuery, ctx: RequestContext): Promise<SalesDto> {
    return this.orders.sales(ctx, query);
  }

  @RpcHandler(OrdersGet)
  get(payload: { id: string }, ctx: RequestContext): Promise<OrderDto> {
    return this.orders.get(ctx, payload.id);
  }

  @RpcHandler(OrdersGetBillable)
  getBillable(payload: { id: string }, ctx: RequestContext): Promise<BillableOrderDto> {
    return this.orders.getBillable(ctx, payload.id);
  }

  @RpcHandler(OrdersHistory)
  history(payload: { id: string }, ctx: RequestContext): Promise<OrderHistoryEntryDto[]> {
    return this.orders.history(ctx, payload.id);
  }

  @RpcHandler(OrdersUpdateStatus)
  updateStatus(change: OrderStatusChange, ctx: RequestContext): Promise<OrderDto> {
    return this.orders.updateStatus(ctx, change);
  }

  @RpcHandler(OrdersLabelTarget)
  labelTarget(payload: { id: string }, ctx: RequestContext): Promise<LabelTarget> {
    return this.orders.labelTarget(ctx, payload.id);
  }

  @RpcHandler(OrdersAttachShipment)
  attachShipment(shipment: OrderShipmentAttach, ctx: RequestContext): Promise<OrderDto> {
    return this.orders.attachShipment(ctx, shipment);
  }

  @RpcHandler(OrdersAttachInvoice)
  attachInvoice(payload: { id: string; invoice_id: string }, ctx: RequestContext): Promise<OrderDto> {
    return this.orders.attachInvoice(ctx, payload.id, payload.invoice_id);
  }

  @RpcHandler(OrdersCarrierProgress)
  carrierProgress(progress: OrderCarrierProgress, ctx: RequestContext): Promise<OrderDto> {
    return this.orders.carrierProgress(ctx, progress);
  }

  @RpcHandler(OrdersIngest)
  ingest(payload: OrdersIngestRequest, ctx: RequestContext): Promise<IngestResult> {
    return this.orders.ingest(ctx, payload.slug, payload.orders, payload.connected_at);
  }
}
