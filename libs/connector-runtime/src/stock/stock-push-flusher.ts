import { Inject, Injectable } from '@nestjs/common';
import { type BackgroundWork, BackgroundWorker, Worker } from '@tezgah/background';
import type { ConnectionHandle, MarketplaceConnector, StockUpdate } from '@tezgah/connector-kit';
import type { MarketplaceSlug } from '@tezgah/contracts';
import { createLogger } from '@tezgah/observability';
import { ConnectionHandles } from '../connections/connection-handles';
import { CONNECTOR_RUNTIME_CONFIG, type ConnectorRuntimeConfig } from '../connector-runtime.config';
import { failureCode, isNotConnected, retryAfterOf } from '../failure-code';
import { replicaId } from '../replica-id';
import { MARKETPLACE_CONNECTOR } from '../tokens';
import { retryDelayMs } from '../retry-backoff';
import { stockPushMetrics } from './stock-metrics';
import { type DuePush, type SettledPush, StockPushesRepository } from './stock-pushes.repository';

/** Connections with due rows picked up per poll. */
const POLL_BATCH = 100;

/**
 * Sends the newest stock values to the marketplaces, per connection: a change arriving schedules a
 * flush within the push window, so that values changing together travel in one batch; a poll
 * finds retries that came due and work left by a stopped replica. One batch is in flight per
 * connection, across replicas (a lease in `connection_state`), of at most `stockBatchSize` SKUs.
 */
@Injectable()
@Worker()
export class StockPushFlusher implements BackgroundWork {
  private readonly logger = createLogger('connector.stock');
  private readonly owner = replicaId();
  private readonly metrics;
  private readonly timers = new Map<string, { at: number; timer: NodeJS.Timeout }>();
  /** One per connection: a flush asked for while its flush runs runs again right after it. */
  private readonly flushers = new Map<string, BackgroundWorker>();
  private readonly poller: BackgroundWorker;

  constructor(
    private readonly pushes: StockPushesRepository,
    private readonly handles: ConnectionHandles,
    @Inject(MARKETPLACE_CONNECTOR) private readonly connector: MarketplaceConnector,
    @Inject(CONNECTOR_RUNTIME_CONFIG) private readonly config: ConnectorRuntimeConfig,
  ) {
    this.metrics = stockPushMetrics(connector.name, () => this.pushes.countPending());
    this.poller = new BackgroundWorker({
      name: `${connector.name}.stock-push-poll`,
      run: () => this.poll(),
      intervalMs: config.TEZGAH_STOCK_POLL_INTERVAL_MS,
      runAtStart: false,
      onError: (error) => this.logger.error({ err: error }, 'looking for due stock pushes failed'),
    });
  }

  start(): Promise<void> {
    return this.poller.start();
  }

  async stop(): Promise<void> {
    await this.poller.stop();
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    // Batches in flight finish and record their answers; the leases are released.
    await Promise.all([...this.flushers.values()].map((flusher) => flusher.stop()));
    this.metrics.dispose();
  }

  /** A value changed on this connection: flush it within `delayMs` (sooner if already planned). */
  schedule(tenantId: string, slug: MarketplaceSlug, delayMs: number = this.config.TEZGAH_STOCK_PUSH_WINDOW_MS): void {
    if (!this.poller.running) return;
    const key = `${tenantId}\n${slug}`;
    const at = Date.now() + Math.max(0, delayMs);
    const planned = this.timers.get(key);
    if (planned && planned.at <= at) return;
    if (planned) clearTimeout(planned.timer);
    const timer = setTimeout(() => {
      this.timers.delete(key);
      this.flusher(key, tenantId, slug).wake();
    }, at - Date.now());
    this.timers.set(key, { at, timer });
  }

  private flusher(key: string, tenantId: string, slug: MarketplaceSlug): BackgroundWorker {
    let flusher = this.flushers.get(key);
    if (!flusher) {
      flusher = new BackgroundWorker({
        name: `${this.connector.name}.stock-push`,
        run: () => this.flush(tenantId, slug),
        runAtStart: false,
        onError: (error) => {
          this.logger.error({ err: error, tenant_id: tenantId, slug }, 'stock flush failed');
          this.schedule(tenantId, slug, this.config.TEZGAH_STOCK_RETRY_MIN_MS);
        },
      });
      void flusher.start();
      this.flushers.set(key, flusher);
    }
    return flusher;
  }

  private async poll(): Promise<void> {
    for (const { tenant_id, slug } of await this.pushes.dueConnections(POLL_BATCH)) {
      this.schedule(tenant_id, slug as MarketplaceSlug, 0);
    }
  }

  /** Batches until nothing of this connection is due, holding its lease; then plans the next turn. */
  private async flush(tenantId: string, slug: MarketplaceSlug): Promise<void> {
    const { stockBatchSize } = this.connector.limits(slug);
    const leaseMs = this.config.TEZGAH_STOCK_LEASE_MS;
    // Another replica has a batch of this connection in flight: look again shortly, since what
    // brought this flush may have come after that replica read its rows.
    if (!(await this.pushes.hold(tenantId, slug, this.owner, leaseMs))) return this.schedule(tenantId, slug);
    try {
      let rows = await this.pushes.due(tenantId, slug, stockBatchSize);
      while (rows.length > 0 && this.poller.running) {
        const handle = await this.connection(tenantId, slug, rows);
        if (!handle) break;
        await this.push(handle, rows);
        if (!(await this.pushes.hold(tenantId, slug, this.owner, leaseMs))) return;
        rows = await this.pushes.due(tenantId, slug, stockBatchSize);
      }
    } finally {
      await this.pushes.release(tenantId, slug, this.owner);
    }
    const nextInMs = await this.pushes.nextDueInMs(tenantId, slug);
    if (nextInMs !== null) this.schedule(tenantId, slug, nextInMs);
  }

  /**
   * The connection's handle; null when it is not connected (its rows then sleep until it is) or
   * when its credentials cannot be had now (the rows wait their back-off).
   */
  private async connection(tenantId: string, slug: MarketplaceSlug, rows: DuePush[]): Promise<ConnectionHandle | null> {
    try {
      return await this.handles.forConnection(tenantId, slug);
    } catch (error) {
      if (!isNotConnected(error)) {
        await this.retryLater(tenantId, slug, rows, failureCode(error));
        return null;
      }
      // Woken by MarketplaceConnectionChanged when it connects; the long wait only bounds a missed event.
      await this.pushes.sleep(tenantId, slug, this.config.TEZGAH_STOCK_RETRY_MAX_MS);
      this.metrics.outcomes.inc({ connector: this.connector.name, slug, outcome: 'dormant' });
      return null;
    }
  }

  private async push(handle: ConnectionHandle, rows: DuePush[]): Promise<void> {
    const { tenantId, slug } = handle;
    const updates: StockUpdate[] = rows.map((row) => ({
      sku: row.sku,
      barcode: row.barcode,
      listing_id: row.listing_id,
      quantity: row.desired_quantity,
      price: row.price,
    }));
    let accepted: Set<string>;
    let rejected: Map<string, string>;
    try {
      const outcome = await this.connector.pushStock(handle, updates);
      accepted = new Set(outcome.accepted);
      rejected = new Map(outcome.rejected.map(({ sku, reason }) => [sku, reason]));
    } catch (error) {
      await this.retryLater(tenantId, slug, rows, failureCode(error), retryAfterOf(error));
      return;
    }
    const settled: SettledPush[] = [];
    const unanswered: DuePush[] = [];
    for (const row of rows) {
      const reason = rejected.get(row.sku);
      if (accepted.has(row.sku) || reason !== undefined) {
        settled.push({
          sku: row.sku,
          product_id: row.product_id,
          seq: row.desired_seq,
          quantity: row.desired_quantity,
          rejected: reason !== undefined,
          error: reason ?? null,
        });
      } else unanswered.push(row);
    }
    await this.pushes.settle(tenantId, slug, settled);
    const now = Date.now();
    for (const row of settled) {
      if (row.rejected) continue;
      const changedAt = rows.find((candidate) => candidate.sku === row.sku)?.changed_at.getTime() ?? now;
      this.metrics.latency.observe({ connector: this.connector.name, slug }, Math.max(0, now - changedAt) / 1000);
    }
    const rejectedCount = settled.filter((row) => row.rejected).length;
    this.metrics.outcomes.inc({ connector: this.connector.name, slug, outcome: 'accepted' }, settled.length - rejectedCount);
    if (rejectedCount > 0) {
      this.metrics.outcomes.inc({ connector: this.connector.name, slug, outcome: 'rejected' }, rejectedCount);
      this.logger.warn({ tenant_id: tenantId, slug, rejected: settled.filter((row) => row.rejected) }, 'marketplace refused stock values');
    }
    await this.retryLater(tenantId, slug, unanswered, 'no answer for this SKU');
  }

  private async retryLater(
    tenantId: string,
    slug: MarketplaceSlug,
    rows: DuePush[],
    error: string,
    retryAfterSeconds?: number,
  ): Promise<void> {
    if (rows.length === 0) return;
    const bounds = { minMs: this.config.TEZGAH_STOCK_RETRY_MIN_MS, maxMs: this.config.TEZGAH_STOCK_RETRY_MAX_MS };
    const waits = rows.map((row) => ({ sku: row.sku, delayMs: retryDelayMs(row.attempts + 1, bounds, retryAfterSeconds) }));
    await this.pushes.retryLater(tenantId, slug, waits, error);
    this.metrics.outcomes.inc({ connector: this.connector.name, slug, outcome: 'retry' }, rows.length);
    this.logger.warn({ tenant_id: tenantId, slug, skus: rows.length, error }, 'stock push will be retried');
  }
}
