import { Injectable } from '@nestjs/common';
import { BackgroundWorker, Worker } from '@tezgah/background';
import { createLogger } from '@tezgah/observability';
import { IdempotencyService } from './idempotency.service';

/** Expired keys are ignored when read; this only keeps the table small. Every replica sweeps. */
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/** Deletes Idempotency-Keys past their 24 hours, periodically while the gateway runs. */
@Injectable()
export class ExpiredKeysSweeper {
  private readonly logger = createLogger('gateway.idempotency');
  @Worker()
  private readonly worker = new BackgroundWorker({
    name: 'idempotency-key-sweeper',
    run: () => this.sweep(),
    intervalMs: SWEEP_INTERVAL_MS,
    runAtStart: false,
    onError: (error) => this.logger.error({ err: error }, 'could not delete expired idempotency keys'),
  });

  constructor(private readonly keys: IdempotencyService) {}

  private async sweep(): Promise<void> {
    const deleted = await this.keys.deleteExpired();
    if (deleted > 0) this.logger.info({ deleted }, 'expired idempotency keys deleted');
  }
}
