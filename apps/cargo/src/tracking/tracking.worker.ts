import { Inject, Injectable } from '@nestjs/common';
import { BackgroundWorker, Worker } from '@tezgah/background';
import { createLogger } from '@tezgah/observability';
import { CARGO_CONFIG, type CargoConfig } from '../config/cargo.config';
import { ShipmentsRepository } from '../shipments/shipments.repository';
import { TrackingService } from './tracking.service';

/** Shipments asked of their carriers per run; more are taken at once by the next run. */
const BATCH = 20;

/**
 * Asks the carriers for every open shipment each TEZGAH_TRACKING_POLL_INTERVAL_MS (decisions §9):
 * a run claims the due ones (pushed a poll interval ahead, so another replica skips them) and
 * refreshes each; the carriers' rate budgets pace the calls (the kit). A shipment whose carrier
 * fails keeps its turn an interval later; a final status stops its tracking.
 */
@Injectable()
export class TrackingWorker {
  private readonly logger = createLogger('cargo.tracker');
  @Worker()
  private readonly worker: BackgroundWorker;

  constructor(
    private readonly shipments: ShipmentsRepository,
    private readonly tracking: TrackingService,
    @Inject(CARGO_CONFIG) private readonly config: CargoConfig,
  ) {
    this.worker = new BackgroundWorker({
      name: 'cargo.tracker',
      run: () => this.runOnce(),
      // It sleeps until the next shipment's look falls due; a booking here wakes it (`wake`).
      nextDueAt: () => this.shipments.nextTrackingDueAt(),
      intervalMs: config.TEZGAH_CARGO_POLL_INTERVAL_MS,
      onError: (error) => this.logger.error({ err: error }, 'tracking pass failed'),
    });
  }

  /** A shipment was booked: its first look may be sooner than the one the worker sleeps until. */
  wake(): void {
    this.worker.wake();
  }

  /** One pass: true when it took a full batch (there may be more due). */
  async runOnce(): Promise<boolean> {
    const due = await this.shipments.claimDueTracking(this.config.TEZGAH_TRACKING_POLL_INTERVAL_MS, BATCH);
    for (const shipment of due) {
      await this.tracking.refresh(shipment).catch((error: unknown) => {
        this.logger.warn({ err: error, shipment: shipment.id, provider: shipment.provider }, 'tracking failed; retried next interval');
      });
    }
    return due.length === BATCH;
  }
}
