import type { Logger } from 'pino';
import type { DeliveriesRepository, DeliveryOutcome } from './deliveries.repository';

const MAX_BATCH = 500;
const RETRY_MS = 1_000;

/**
 * Writes attempt outcomes in batches: whatever finished while the previous batch was being
 * written goes out in the next statement, so thousands of attempts a second cost a handful of
 * statements. A batch that fails to write is retried; until it is written the deliveries keep
 * their lease, and if the process dies their attempts are simply made again (at-least-once).
 */
export class OutcomeWriter {
  private pending: DeliveryOutcome[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly deliveries: DeliveriesRepository,
    private readonly logger: Logger,
    /** After each batch is written: retries it scheduled may fall due before the poll's next look. */
    private readonly onRecorded: () => void = () => undefined,
  ) {}

  add(outcome: DeliveryOutcome): void {
    this.pending.push(outcome);
    this.writing ??= this.writeAll();
  }

  /** Resolves once everything added so far is written. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async writeAll(): Promise<void> {
    // Let the attempts finishing in this turn of the event loop join the batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.length) {
      const batch = this.pending.splice(0, MAX_BATCH);
      try {
        await this.deliveries.record(batch);
        this.onRecorded();
      } catch (error) {
        this.logger.error({ err: error, outcomes: batch.length }, 'recording webhook attempts failed; retrying');
        this.pending.unshift(...batch);
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
    this.writing = null;
  }
}
