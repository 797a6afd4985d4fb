import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createLogger } from '@tezgah/observability';
import { IdempotencyStore } from './idempotency.store';

/** Expired keys are ignored when read; this only keeps the table small. Every replica sweeps. */
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/** Deletes Idempotency-Keys past their 24 hours, periodically while the gateway runs. */
@Injectable()
export class ExpiredKeysSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = createLogger('gateway.idempotency');
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;

  constructor(private readonly store: IdempotencyStore) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.sweeping ??= this.sweep().finally(() => (this.sweeping = undefined));
    }, SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  private async sweep(): Promise<void> {
    try {
      const deleted = await this.store.deleteExpired();
      if (deleted > 0) this.logger.info({ deleted }, 'expired idempotency keys deleted');
    } catch (error) {
      this.logger.error({ err: error }, 'could not delete expired idempotency keys');
    }
  }
}
