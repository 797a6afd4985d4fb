import { Inject, Injectable } from '@nestjs/common';
import { type BackgroundWork, BackgroundWorker, Worker } from '@tezgah/background';
import type { ConnectionHandle, MarketplaceConnector } from '@tezgah/connector-kit';
import type { MarketplaceSlug } from '@tezgah/contracts';
import { createLogger } from '@tezgah/observability';
import { ConnectionHandles } from '../connections/connection-handles';
import { CONNECTOR_RUNTIME_CONFIG, type ConnectorRuntimeConfig } from '../connector-runtime.config';
import { failureCode, isNotConnected, retryAfterOf } from '../failure-code';
import { replicaId } from '../replica-id';
import { retryDelayMs } from '../retry-backoff';
import { MARKETPLACE_CONNECTOR } from '../tokens';
import { orderMirrorMetrics } from './order-metrics';
import { type DueMirror, OrderMirrorsRepository } from './order-mirrors.repository';

/** Rows held and sent at once by this replica. */
const BATCH = 50;

type Send = (handle: ConnectionHandle) => Promise<'done' | 'skipped'>;

/**
 * Architecture flow 3: sends each order's newest seller status (`pushOrderStatus`) and its newest
 * accepted e-invoice (`sendInvoice`) to its marketplace, until the marketplace takes it (`done`)
 * or says it cannot (`skipped`; also for connectors without the method). A failure waits its
 * jittered back-off (or `Retry-After`) and is tried again, also after a restart: a row stays until
 * it is settled.
 */
@Injectable()
@Worker()
export class OrderMirrorWorker implements BackgroundWork {
  private readonly logger = createLogger('connector.orders');
  private readonly owner = replicaId();
  private readonly metrics;
  private readonly worker: BackgroundWorker;

  constructor(
    private readonly mirrors: OrderMirrorsRepository,
    private readonly handles: ConnectionHandles,
    @Inject(MARKETPLACE_CONNECTOR) private readonly connector: MarketplaceConnector,
    @Inject(CONNECTOR_RUNTIME_CONFIG) private readonly config: ConnectorRuntimeConfig,
  ) {
    this.metrics = orderMirrorMetrics(connector.name, () => this.mirrors.countPending());
    this.worker = new BackgroundWorker({
      name: `${connector.name}.order-mirror`,
      run: () => this.sendBatch(),
      // Retries wake it when they fall due; the interval only catches what no event announced.
      nextDueAt: () => this.mirrors.nextDueAt(),
      intervalMs: config.TEZGAH_ORDER_MIRROR_POLL_INTERVAL_MS,
      onError: (error) => this.logger.error({ err: error }, 'sending order statuses failed'),
    });
  }

  /** Rows left by an earlier run go out now, not at the first look. */
  start(): Promise<void> {
    return this.worker.start();
  }

  async stop(): Promise<void> {
    // Calls in flight finish and record their answers.
    await this.worker.stop();
    this.metrics.dispose();
  }

  /** Something may be due (a new request, a connection that connected, the periodic look). */
  wake(): void {
    this.worker.wake();
  }

  /** One batch of due rows; true when there was one (there may be more). */
  private async sendBatch(): Promise<boolean> {
    const rows = await this.mirrors.claimDue(this.owner, this.config.TEZGAH_ORDER_LEASE_MS, BATCH);
    await Promise.all(rows.map((row) => this.mirror(row)));
    return rows.length > 0;
  }

  private async mirror(row: DueMirror): Promise<void> {
    const slug = row.slug as MarketplaceSlug;
    const send = this.sendOf(row);
    if (!send) {
      await this.settle(row, 'skipped');
      return;
    }
    let handle: ConnectionHandle;
    try {
      handle = await this.handles.forConnection(row.tenant_id, slug);
    } catch (error) {
      if (!isNotConnected(error)) return this.retryLater(row, error);
      // Woken by MarketplaceConnectionChanged when it connects; the long wait only bounds a missed event.
      await this.mirrors.sleep(row, this.owner, this.config.TEZGAH_ORDER_MIRROR_RETRY_MAX_MS);
      this.metrics.outcomes.inc({ connector: this.connector.name, slug, outcome: 'dormant' });
      return;
    }
    let outcome: 'done' | 'skipped';
    try {
      outcome = await send(handle);
    } catch (error) {
      return this.retryLater(row, error);
    }
    await this.settle(row, outcome);
  }

  /** The connector's call for the row's kind; undefined when it has none (the row is skipped). */
  private sendOf(row: DueMirror): Send | undefined {
    const { marketplace_order_id } = row;
    if (row.kind === 'status') {
      const push = this.connector.pushOrderStatus?.bind(this.connector);
      const { status, tracking_number, cargo_provider } = row;
      return push && ((handle) => push(handle, { marketplace_order_id, status, tracking_number, cargo_provider }));
    }
    const tell = this.connector.sendInvoice?.bind(this.connector);
    if (!tell) {
      this.logger.info(
        { tenant_id: row.tenant_id, order_id: row.order_id, slug: row.slug, invoice_id: row.invoice.invoice_id },
        'invoice not sent: the connector tells its marketplace of no invoices',
      );
      return undefined;
    }
    const { number, ettn, type, pdf_url, issued_at } = row.invoice;
    // The row's sequence grows with each newer invoice of the order: above 1, an earlier one was handed over first.
    const replaces = row.seq > 1;
    return (handle) => tell(handle, { marketplace_order_id, number, ettn, type, pdf_url, issued_at, replaces });
  }

  private async settle(row: DueMirror, outcome: 'done' | 'skipped'): Promise<void> {
    await this.mirrors.settle(row, this.owner, outcome);
    this.metrics.outcomes.inc({ connector: this.connector.name, slug: row.slug, outcome });
  }

  private async retryLater(row: DueMirror, error: unknown): Promise<void> {
    const bounds = { minMs: this.config.TEZGAH_ORDER_MIRROR_RETRY_MIN_MS, maxMs: this.config.TEZGAH_ORDER_MIRROR_RETRY_MAX_MS };
    const delayMs = retryDelayMs(row.attempts + 1, bounds, retryAfterOf(error));
    await this.mirrors.retryLater(row, this.owner, delayMs, failureCode(error));
    this.metrics.outcomes.inc({ connector: this.connector.name, slug: row.slug, outcome: 'retry' });
    this.logger.warn(
      { tenant_id: row.tenant_id, order_id: row.order_id, kind: row.kind, slug: row.slug, error: failureCode(error), retry_in_ms: delayMs },
      'order mirror will be retried',
    );
  }
}
