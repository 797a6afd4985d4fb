import type { EventEnvelope } from '@tezgah/contracts';
import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { EventBus } from '../events/event-bus';
import { consoleLogger, errorFields, warn, type MessagingLogger } from '../logger';
import { OutboxMessage } from './outbox-message.entity';

export interface OutboxRelayOptions {
  batchSize?: number;
  /** How often the outbox is checked without a `wake()` (default 1 s). */
  pollIntervalMs?: number;
  /** Ceiling of the back-off while publishing fails (default 30 s). */
  maxBackoffMs?: number;
  logger?: MessagingLogger;
}

/**
 * Publishes what services wrote to their outbox. Each pass locks the oldest rows with
 * `FOR UPDATE SKIP LOCKED`, publishes them with broker confirms and deletes them in the same
 * transaction: a row disappears only once the broker has it, and relays running side by side
 * on one schema never take the same row. Delivery is at least once (a crash between the confirm
 * and the commit publishes again); consumers dedupe with the inbox.
 *
 * Order: one relay publishes in `occurred_at, position` (insertion) order on one channel, so
 * each queue receives a tenant's events in commit order. With several relays, neighbouring
 * batches can interleave, and a retried event falls behind later ones: consumers must not rely
 * on strict order across events.
 */
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly maxBackoffMs: number;
  private readonly logger: MessagingLogger;
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | undefined;
  private wokenDuringPass = false;
  private failures = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    options: OutboxRelayOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 100;
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000;
    this.logger = options.logger ?? consoleLogger;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Publish now: call after committing a transaction that wrote to the outbox. */
  wake(): void {
    if (!this.running || this.failures > 0) return; // while failing, the back-off decides
    if (this.pass) this.wokenDuringPass = true;
    else this.schedule(0);
  }

  /** Stops polling and waits for the batch in flight (so it is published and deleted, or rolled back). */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.pass;
  }

  onApplicationBootstrap(): void {
    this.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.runPass(), delayMs);
  }

  private runPass(): void {
    if (!this.running || this.pass) return;
    this.pass = this.relayAll().finally(() => {
      this.pass = undefined;
      if (!this.running) return;
      const again = this.wokenDuringPass && this.failures === 0;
      this.wokenDuringPass = false;
      this.schedule(again ? 0 : this.nextDelay());
    });
  }

  private nextDelay(): number {
    if (this.failures === 0) return this.pollIntervalMs;
    return Math.min(this.maxBackoffMs, this.pollIntervalMs * 2 ** (this.failures - 1));
  }

  /** Batches until the outbox is empty (or publishing fails). */
  private async relayAll(): Promise<void> {
    try {
      while (this.running && (await this.relayBatch()) === this.batchSize) {
        // a full batch: there may be more
      }
      this.failures = 0;
    } catch (error) {
      this.failures++;
      warn(this.logger, { ...errorFields(error), failures: this.failures }, 'outbox relay could not publish; will retry');
    }
  }

  private async relayBatch(): Promise<number> {
    let ids: string[] = [];
    try {
      return await this.dataSource.transaction(async (manager) => {
        const rows = await manager
          .getRepository(OutboxMessage)
          .createQueryBuilder('o')
          .orderBy('o.occurredAt', 'ASC')
          .addOrderBy('o.position', 'ASC')
          .limit(this.batchSize)
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .getMany();
        if (rows.length === 0) return 0;
        ids = rows.map((row) => row.id);
        await this.bus.publish(rows.map(toEnvelope));
        await manager.delete(OutboxMessage, ids);
        return rows.length;
      });
    } catch (error) {
      if (ids.length > 0) await this.recordFailure(ids, error);
      throw error;
    }
  }

  /** Outside the rolled-back transaction, so the operator sees which rows are stuck and why. */
  private async recordFailure(ids: string[], error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    await this.dataSource
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({ attempts: () => 'attempts + 1', lastError: message.slice(0, 1_000) })
      .whereInIds(ids)
      .execute()
      .catch((updateError: unknown) =>
        this.logger.error(errorFields(updateError), 'outbox relay could not record a failed publish'),
      );
  }
}

function toEnvelope(row: OutboxMessage): EventEnvelope {
  return {
    id: row.id,
    type: row.type,
    version: row.version,
    tenant_id: row.tenantId,
    occurred_at: row.occurredAt.toISOString(),
    data: row.payload,
  };
}
