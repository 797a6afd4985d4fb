import { AsyncLocalStorage } from 'node:async_hooks';
import type { EventEnvelope } from '@tezgah/contracts';
import { BackgroundWorker, Worker } from '@tezgah/background';
import { pollLaneOf } from '@tezgah/persistence';
import type { DataSource } from 'typeorm';
import type { EventBus } from '../events/event-bus';
import { consoleLogger, errorFields, warn, type MessagingLogger } from '../logger';
import { onOutboxCommit } from './outbox-commits';
import { OutboxMessage } from './outbox-message.entity';

export interface OutboxRelayOptions {
  batchSize?: number;
  /**
   * How often the outbox is checked without a commit that wrote to it (default 30 s, the safety
   * net of every background loop): a commit in this process wakes the relay, a failed publish
   * backs off on its own, so the poll only finds rows a crashed replica rolled back.
   */
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
@Worker()
export class OutboxRelay {
  private readonly batchSize: number;
  private readonly logger: MessagingLogger;
  private readonly worker: BackgroundWorker;
  private stopWatching: (() => void) | undefined;
  /** The held work (`whileHeld`) a commit is part of, if any: its commits wait for it to end. */
  private readonly held = new AsyncLocalStorage<Hold>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    options: OutboxRelayOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 100;
    this.logger = options.logger ?? consoleLogger;
    const schema = (dataSource.options as { schema?: string }).schema ?? 'public';
    this.worker = new BackgroundWorker({
      name: `outbox-relay.${schema}`,
      // A full batch: there may be more.
      run: async () => (await this.relayBatch()) === this.batchSize,
      intervalMs: options.pollIntervalMs ?? 30_000,
      maxBackoffMs: options.maxBackoffMs ?? 30_000,
      onError: (error, failures) => warn(this.logger, { ...errorFields(error), failures }, 'outbox relay could not publish; will retry'),
    });
  }

  /** Starts relaying: at once, then after every commit that wrote events (whoever wrote them), and every poll interval. */
  start(): void {
    this.stopWatching ??= onOutboxCommit(this.dataSource, () => this.committed());
    void this.worker.start();
  }

  /**
   * Runs `work` with the commits it makes (those in its own async flow) not waking the relay,
   * which then publishes once after it: a long write (a bulk import's chunks) does not share its
   * event loop with publishing. Every other commit meanwhile is published at once, and the poll still runs.
   */
  async whileHeld<T>(work: () => Promise<T>): Promise<T> {
    const hold: Hold = { open: true, committed: false };
    try {
      return await this.held.run(hold, work);
    } finally {
      hold.open = false;
      if (hold.committed) this.worker.wake();
    }
  }

  private committed(): void {
    const hold = this.held.getStore();
    // A flow that outlived its hold (a timer it set) has nothing left to wait for.
    if (hold?.open) hold.committed = true;
    else this.worker.wake();
  }

  /** Stops polling and waits for the batch in flight (so it is published and deleted, or rolled back). */
  stop(): Promise<void> {
    this.stopWatching?.();
    this.stopWatching = undefined;
    return this.worker.stop();
  }

  private async relayBatch(): Promise<number> {
    let ids: string[] = [];
    try {
      // A pass is a poll for due work like the service's others: they take turns (one connection when idle).
      return await pollLaneOf(this.dataSource).run(() =>
        this.dataSource.transaction(async (manager) => {
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
        }),
      );
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
      .catch((updateError: unknown) => this.logger.error(errorFields(updateError), 'outbox relay could not record a failed publish'));
  }
}

interface Hold {
  open: boolean;
  committed: boolean;
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
