import { Inject, Injectable } from '@nestjs/common';
import {
  type CargoLabelDto,
  type CargoLabelRequest,
  fieldMessage,
  type OrderShipmentDto,
  newId,
  OrdersAttachShipment,
  OrdersLabelTarget,
  type PageDto,
  paginationOf,
  type RequestContext,
  type ShipmentDto,
  type ShipmentListQuery,
  TenantSettingsGet,
} from '@tezgah/contracts';
import { DocumentLinks } from '@tezgah/documents';
import { DomainError } from '@tezgah/errors';
import { RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { ShipmentBookings } from '../shipments/shipment-bookings.service';
import { refuseUnlabellable, shipmentParties } from '../shipments/shipment-parties';
import { type BookedShipmentRow, isBooked, type ShipmentRow } from '../shipments/shipment-row';
import { ShipmentsRepository } from '../shipments/shipments.repository';

/**
 * `POST /cargo/labels` (decisions §9): the order's shipment booked with the carrier once, its label
 * stored, and the order carrying its tracking number and carrier. Asking again answers the same
 * label; another tenant's order is 404 (the orders service's answer). Also the booked shipments as
 * the API shows them, each with a fresh link to its label.
 */
@Injectable()
export class LabelsService {
  constructor(
    private readonly shipments: ShipmentsRepository,
    private readonly bookings: ShipmentBookings,
    private readonly links: DocumentLinks,
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
  ) {}

  async create(ctx: RequestContext, request: CargoLabelRequest): Promise<CargoLabelDto> {
    const target = await this.rpc.request(OrdersLabelTarget, ctx, { id: request.order_id });
    const { order } = target;
    const existing = await this.shipments.findByOrder(ctx.tenant_id, order.id);
    if (existing) refuseOtherProvider(existing, request.provider);
    if (existing && isBooked(existing)) return this.settle(ctx, existing);
    refuseUnlabellable(target);
    const settings = await this.rpc.request(TenantSettingsGet, ctx, {});
    const booked = await this.bookings.book({
      id: newId('lbl'),
      tenant_id: ctx.tenant_id,
      order_id: order.id,
      provider: request.provider,
      package_count: request.package_count,
      weight_kg: request.weight_kg ?? null,
      content: shipmentParties(order, settings.sender),
    });
    // A simultaneous request for another carrier may have booked first.
    refuseOtherProvider(booked, request.provider);
    return this.settle(ctx, booked);
  }

  /** The order's booked shipment as `GET /orders/{id}` shows it, or null. */
  async shipmentOfOrder(ctx: RequestContext, orderId: string): Promise<OrderShipmentDto | null> {
    const shipment = await this.shipments.findByOrder(ctx.tenant_id, orderId);
    return shipment && isBooked(shipment) ? this.view(shipment) : null;
  }

  /** `GET /cargo/shipments`: the tenant's booked shipments, newest booking first. */
  async list(ctx: RequestContext, query: ShipmentListQuery): Promise<PageDto<ShipmentDto>> {
    const { rows, total } = await this.shipments.list(ctx.tenant_id, query);
    return {
      data: rows.map((row) => ({ order_id: row.order_id, ...this.view(row) })),
      pagination: paginationOf(query.page, query.per_page, total),
    };
  }

  /** The order takes the label's tracking number and carrier (once; the sweep retries a failure), then the label. */
  async settle(ctx: RequestContext, shipment: BookedShipmentRow): Promise<CargoLabelDto> {
    if (!shipment.order_settled) {
      await this.rpc.request(OrdersAttachShipment, ctx, {
        id: shipment.order_id,
        tracking_number: shipment.tracking_number,
        cargo_provider: shipment.provider,
      });
      await this.shipments.markSettled(shipment.id);
    }
    return { label_url: this.labelUrl(shipment), tracking_number: shipment.tracking_number, provider: shipment.provider };
  }

  private view(shipment: BookedShipmentRow): OrderShipmentDto {
    return {
      provider: shipment.provider,
      tracking_number: shipment.tracking_number,
      status: shipment.tracking_status,
      package_count: shipment.package_count,
      weight_kg: shipment.weight_kg,
      label_url: this.labelUrl(shipment),
      created_at: shipment.booked_at.toISOString(),
      updated_at: shipment.updated_at.toISOString(),
    };
  }

  private labelUrl(shipment: ShipmentRow): string {
    return this.links.link({ kind: 'label', tenant_id: shipment.tenant_id, id: shipment.id });
  }
}

/** One order, one shipment: a label with another carrier than the order's existing one is refused. */
function refuseOtherProvider(shipment: ShipmentRow, provider: string): void {
  if (shipment.provider === provider) return;
  throw new DomainError('business.invalid', {
    provider: [{ code: 'label_other_provider', message: fieldMessage('label_other_provider', { provider: shipment.provider }) }],
  });
}
