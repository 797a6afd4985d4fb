import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { fieldMessage } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { CarrierCalls } from '../carriers/carrier-calls';
import { CARGO_CONFIG, type CargoConfig } from '../config/cargo.config';
import { renderLabelsPdf } from '../labels/label-pdf';
import { bookingOf, labelContentOf } from './shipment-documents';
import { type BookedShipmentRow, isBooked, type ShipmentRow } from './shipment-row';
import { type Lease, type NewShipment, ShipmentsRepository } from './shipments.repository';
import { TrackingWorker } from '../tracking/tracking.worker';

/** How often a request waiting for another's booking of the same order looks again. */
const WAIT_STEP_MS = 50;
/** The longest a request waits for another's booking before answering 409 (it may ask again). */
const WAIT_LIMIT_MS = 15_000;

/**
 * Books each order's shipment with its carrier exactly once, however many requests, batches and
 * replicas ask at once, and whatever stops in between (decisions §9, issue 15 deliverable 7):
 *   1. the shipment's row is committed first, leased to its booker; its id is the booking's key at
 *      the carrier, so a booking whose answer was lost is found again, not made twice;
 *   2. the carrier is asked outside any transaction (one PGlite session serves the whole process);
 *   3. the tracking number and the label PDF are stored in one statement, only while the lease holds.
 * A carrier's refusal forgets the row (the carrier has nothing); a failure to reach it keeps the
 * row for a retry or the sweep (ShipmentSweeper), which finds the booking again or forgets it.
 */
@Injectable()
export class ShipmentBookings {
  readonly lease: Lease;

  constructor(
    private readonly shipments: ShipmentsRepository,
    private readonly carriers: CarrierCalls,
    // Absent where bookings run without tracking (a slice of the service in a spec).
    @Optional() private readonly tracker: TrackingWorker | null,
    @Inject(CARGO_CONFIG) private readonly config: CargoConfig,
  ) {
    this.lease = { owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, ms: config.TEZGAH_LABEL_LEASE_MS };
  }

  /** The order's booked shipment: booked now, or by whoever booked it first. */
  async book(shipment: NewShipment): Promise<BookedShipmentRow> {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    for (;;) {
      const claim = await this.shipments.claimForBooking(shipment, this.lease);
      if (claim) return this.complete(claim.row, claim.fresh);
      const current = await this.shipments.findByOrder(shipment.tenant_id, shipment.order_id);
      if (current && isBooked(current)) return current;
      if (Date.now() >= deadline) {
        throw new DomainError('resource.conflict', {
          order_id: [{ code: 'label_in_progress', message: fieldMessage('label_in_progress') }],
        });
      }
      await sleep(WAIT_STEP_MS);
    }
  }

  /**
   * Finishes a booking this replica holds: when an earlier attempt may have reached the carrier
   * (`fresh` false), the carrier is asked for it by our key first.
   */
  async complete(row: ShipmentRow, fresh: boolean): Promise<BookedShipmentRow> {
    const { adapter, call } = this.carriers.for(row.provider);
    try {
      const booked = (fresh ? null : await adapter.findBooked(call, row.id)) ?? (await adapter.book(call, bookingOf(row)));
      const stored = await this.store(row, booked.tracking_number);
      if (stored) return stored;
      // The lease ran out meanwhile and another holder took the row: its answer is the same booking.
      return this.book(row);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'business.invalid') await this.shipments.forgetUnbooked(row.id, this.lease.owner);
      else await this.shipments.release(row.id, this.lease.owner);
      throw error;
    }
  }

  /** Resumes a booking whose holder stopped (the sweep): found at the carrier and stored, or forgotten. */
  async resume(row: ShipmentRow): Promise<BookedShipmentRow | null> {
    const { adapter, call } = this.carriers.for(row.provider);
    const booked = await adapter.findBooked(call, row.id);
    if (!booked) {
      await this.shipments.forgetUnbooked(row.id, this.lease.owner);
      return null;
    }
    return this.store(row, booked.tracking_number);
  }

  /** The label rendered and stored with the tracking number; the first tracking look one poll interval later. */
  private async store(row: ShipmentRow, trackingNumber: string): Promise<BookedShipmentRow | null> {
    const bookedAt = new Date();
    const pdf = await renderLabelsPdf([labelContentOf(row, trackingNumber, bookedAt)]);
    const trackAt = new Date(bookedAt.getTime() + this.config.TEZGAH_TRACKING_POLL_INTERVAL_MS);
    const stored = await this.shipments.storeBooked(row.id, this.lease.owner, { trackingNumber, labelPdf: pdf, bookedAt, trackAt });
    // The tracker sleeps until its next known look: it learns of this one.
    if (stored) this.tracker?.wake();
    return stored;
  }
}
