import { Inject, Injectable } from '@nestjs/common';
import { BackgroundWorker, Worker } from '@tezgah/background';
import { serviceContext } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { createLogger } from '@tezgah/observability';
import { CARGO_CONFIG, type CargoConfig } from '../config/cargo.config';
import { LabelsService } from '../labels/labels.service';
import { ShipmentBookings } from './shipment-bookings.service';
import { isBooked, type ShipmentRow } from './shipment-row';
import { ShipmentsRepository } from './shipments.repository';

/** Shipments settled per run. */
const BATCH = 20;
/** How long a booked shipment's order may go without its tracking number before the sweep hands it over. */
const SETTLE_GRACE_MS = 10_000;

/**
 * Settles what a stopped request left (issue 15 deliverable 7): a booking whose holder stopped is
 * found at the carrier by its key and its label stored, or forgotten when the carrier has none; a
 * booked shipment whose order never took its tracking number is handed to the orders service.
 * A crash anywhere between booking and answering is thus recovered, never booked twice.
 */
@Injectable()
export class ShipmentSweeper {
  private readonly logger = createLogger('cargo.sweeper');
  @Worker()
  private readonly worker: BackgroundWorker;

  constructor(
    private readonly shipments: ShipmentsRepository,
    private readonly bookings: ShipmentBookings,
    private readonly labels: LabelsService,
    @Inject(CARGO_CONFIG) config: CargoConfig,
  ) {
    this.worker = new BackgroundWorker({
      name: 'cargo.sweeper',
      run: () => this.runOnce(),
      intervalMs: config.TEZGAH_CARGO_POLL_INTERVAL_MS,
      onError: (error) => this.logger.error({ err: error }, 'shipment sweep failed'),
    });
  }

  async runOnce(): Promise<boolean> {
    const unsettled = await this.shipments.claimUnsettled(this.bookings.lease, SETTLE_GRACE_MS, BATCH);
    for (const shipment of unsettled) {
      await this.settle(shipment).catch((error: unknown) => {
        this.logger.warn({ err: error, shipment: shipment.id }, 'shipment not settled; retried when its lease runs out');
      });
    }
    return unsettled.length === BATCH;
  }

  private async settle(shipment: ShipmentRow): Promise<void> {
    const booked = isBooked(shipment) ? shipment : await this.bookings.resume(shipment);
    if (!booked) return;
    try {
      await this.labels.settle(serviceContext(booked.tenant_id), booked);
    } catch (error) {
      // The order was closed meanwhile and refuses the tracking number for good: nothing to retry.
      if (!(error instanceof DomainError && error.code === 'business.invalid')) throw error;
      this.logger.warn({ shipment: booked.id, order_id: booked.order_id }, 'order refused a booked shipment');
      await this.shipments.markSettled(booked.id);
    }
  }
}
