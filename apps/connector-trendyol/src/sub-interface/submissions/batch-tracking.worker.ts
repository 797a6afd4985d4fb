import { Injectable } from '@nestjs/common';
import { BackgroundWorker, Worker } from '@tezgah/background';
import { createLogger } from '@tezgah/observability';
import { LEASE_MS, BatchTracker } from './batch-tracker.service';
import { BatchesRepository } from './batches.repository';

const logger = createLogger('connector.trendyol.batches');
/** How often the worker looks for batches nobody read lately. */
const INTERVAL_MS = 5_000;
/** A batch read within this long is left to its readers. */
const STALE_MS = 5_000;
const BATCHES_A_RUN = 5;

/**
 * Follows every batch in progress to the end even when nobody reads it: sends the parts Trendyol
 * has not taken yet (after an outage or a 429) and reads their results, a few batches a run,
 * each under its lease so that replicas and reads never send a part twice. A failing batch is
 * logged and tried again at a later run, its lease given back.
 */
@Injectable()
export class BatchTrackingWorker {
  @Worker()
  private readonly worker = new BackgroundWorker({
    name: 'trendyol.batch-tracking',
    run: () => this.trackDue(),
    intervalMs: INTERVAL_MS,
    runAtStart: false,
  });

  constructor(
    private readonly batches: BatchesRepository,
    private readonly tracker: BatchTracker,
  ) {}

  private async trackDue(): Promise<boolean> {
    const due = await this.batches.leaseStale(BATCHES_A_RUN, STALE_MS, LEASE_MS);
    for (const batch of due) {
      await this.tracker.track(batch).catch((error: unknown) => {
        logger.warn({ err: error, batch_id: batch.id }, 'Trendyol batch not brought up to date; tried again later');
      });
    }
    return due.length === BATCHES_A_RUN;
  }
}
