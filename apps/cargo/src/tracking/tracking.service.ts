import { Inject, Injectable } from '@nestjs/common';
import {
  type CargoTrackingDto,
  FINAL_TRACKING_STATUSES,
  OrdersCarrierProgress,
  type RequestContext,
  serviceContext,
  type TrackingStatus,
} from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { createLogger } from '@tezgah/observability';
import { CarrierCalls } from '../carriers/carrier-calls';
import { CARGO_CONFIG, type CargoConfig } from '../config/cargo.config';
import type { BookedShipmentRow, ShipmentRow } from '../shipments/shipment-row';
import { ShipmentsRepository } from '../shipments/shipments.repository';

/** Tracking statuses that move an order (decisions §9); `created` and `failed` leave it to the seller. */
const MOVES_ORDER: readonly TrackingStatus[] = ['picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'returned'];

/**
 * A shipment's tracking: asked of the carrier (by the tracker, or by a read of a stale one), kept
 * with its events, and handed to the orders service, which moves the order forward as a system
 * transition. What the orders service took is remembered, so each status is handed over once.
 */
@Injectable()
export class TrackingService {
  private readonly logger = createLogger('cargo.tracking');

  constructor(
    private readonly shipments: ShipmentsRepository,
    private readonly carriers: CarrierCalls,
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
    @Inject(CARGO_CONFIG) private readonly config: CargoConfig,
  ) {}

  /** `GET /cargo/tracking/{n}`: what is stored, asked of the carrier first when older than TEZGAH_TRACKING_FRESH_MS. */
  async get(ctx: RequestContext, trackingNumber: string): Promise<CargoTrackingDto> {
    const found = await this.shipments.findByTrackingNumber(ctx.tenant_id, trackingNumber);
    if (!found) throw new DomainError('resource.not_found');
    let shipment: ShipmentRow = found;
    if (this.isStale(shipment)) {
      // The carrier unreachable, the stored tracking is still the best answer: the tracker retries.
      shipment = await this.refresh(shipment as BookedShipmentRow).catch((error: unknown) => {
        this.logger.warn({ err: error, shipment: found.id }, 'tracking refresh failed; answering what is stored');
        return found;
      });
    }
    return {
      tracking_number: trackingNumber,
      status: shipment.tracking_status,
      events: shipment.tracking_events.map(({ timestamp, description, location }) => ({ timestamp, description, location })),
    };
  }

  /**
   * Asks the carrier, stores what it said, and hands a new status to the orders service. Tracking
   * stops at a final status only once the orders service took it: until then the next interval
   * asks again, so a failed hand-over is retried, never lost.
   */
  async refresh(shipment: BookedShipmentRow): Promise<ShipmentRow> {
    const { adapter, call } = this.carriers.for(shipment.provider);
    const tracking = await adapter.track(call, shipment.tracking_number);
    const nextAt = new Date(Date.now() + this.config.TEZGAH_TRACKING_POLL_INTERVAL_MS);
    const stored = await this.shipments.storeTracking(shipment.id, tracking.status, tracking.events, nextAt);
    await this.report(stored);
    if (FINAL_TRACKING_STATUSES.includes(tracking.status)) await this.shipments.stopTracking(shipment.id);
    return stored;
  }

  /** Hands the status to the orders service unless it already took it (or it moves nothing). */
  async report(shipment: ShipmentRow): Promise<void> {
    const status = shipment.tracking_status;
    if (!shipment.tracking_number || status === shipment.reported_status || !MOVES_ORDER.includes(status)) return;
    await this.rpc.request(OrdersCarrierProgress, serviceContext(shipment.tenant_id), {
      id: shipment.order_id,
      tracking_number: shipment.tracking_number,
      status,
    });
    await this.shipments.markReported(shipment.id, status);
  }

  private isStale(shipment: ShipmentRow): boolean {
    if (FINAL_TRACKING_STATUSES.includes(shipment.tracking_status)) return false;
    const at = shipment.tracked_at ?? shipment.booked_at;
    return !at || Date.now() - at.getTime() >= this.config.TEZGAH_TRACKING_FRESH_MS;
  }
}
