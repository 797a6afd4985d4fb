import { Inject, Injectable } from '@nestjs/common';
import type { ConnectionHandle, MarketplaceConnector } from '@tezgah/connector-kit';
import {
  ConnectorSyncCompleted,
  type JobReport,
  JobProgressReported,
  type MarketplaceSlug,
  OrdersIngest,
  serviceContext,
} from '@tezgah/contracts';
import { EventOutbox, type OutboxEntry, RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { createLogger } from '@tezgah/observability';
import { Transactions, type Tx } from '@tezgah/persistence';
import { ConnectionHandles } from '../connections/connection-handles';
import { ListingClaims } from '../listings/listing-claims';
import { listingsMappedEvents } from '../listings/listings-mapped';
import { ListingsRepository } from '../listings/listings.repository';
import { OrderPoller } from '../orders/order-poller';
import { MARKETPLACE_CONNECTOR } from '../tokens';
import { ConnectionStateRepository } from './connection-state.repository';
import { marketplaceStep, SyncFailure } from './sync-failure';

/** The sync job of a connection that was just established. */
export interface SyncRequest {
  tenantId: string;
  connectionId: string;
  slug: MarketplaceSlug;
  jobId: string;
}

/** Progress while the listings are read (pages of unknown count): grows per page, leaves room for the orders. */
const listingProgress = (pages: number) => Math.min(80, 5 * pages);
const ORDERS_PROGRESS = 90;

/**
 * The first synchronisation after a connect: reads every listing of the seller into the listing
 * map, tells the catalog which SKUs became listed or unlisted, imports the orders still open in the
 * marketplace's look-back window (and keeps the cursor the order pollers continue from), then
 * completes the job. Progress and the outcome travel through the outbox with the rows they
 * describe. A job that finished is never run again; one interrupted (a replica stopped) runs again
 * from the start when its event is redelivered (ingestion is idempotent).
 */
@Injectable()
export class FirstSync {
  private readonly logger = createLogger('connector.sync');

  constructor(
    private readonly listings: ListingsRepository,
    private readonly claims: ListingClaims,
    private readonly connections: ConnectionStateRepository,
    private readonly transactions: Transactions,
    private readonly outbox: EventOutbox,
    private readonly handles: ConnectionHandles,
    private readonly poller: OrderPoller,
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
    @Inject(MARKETPLACE_CONNECTOR) private readonly connector: MarketplaceConnector,
  ) {}

  async run(request: SyncRequest): Promise<void> {
    if (await this.connections.syncFinished(request.jobId)) return;
    await this.report(request, { job_id: request.jobId, status: 'running', progress: 0 });
    try {
      const handle = await marketplaceStep(() => this.handles.forConnection(request.tenantId, request.slug));
      await this.readListings(request, handle);
      const orders = await this.importOpenOrders(request, handle);
      await this.complete(request, orders);
    } catch (error) {
      if (!(error instanceof SyncFailure)) throw error; // ours (the database): the event is retried
      this.logger.warn({ err: error.cause, job_id: request.jobId, slug: request.slug }, 'first synchronisation failed');
      await this.finish(request, 'failed', async () => [
        {
          event: JobProgressReported,
          tenantId: request.tenantId,
          data: { job_id: request.jobId, status: 'failed', error: error.jobError },
        },
      ]);
    }
  }

  /** Every page upserted with its progress report, in one transaction each. */
  private async readListings(request: SyncRequest, handle: ConnectionHandle): Promise<void> {
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await marketplaceStep(() => this.connector.listListings(handle, pageToken));
      pages++;
      // Before the listings are recorded, so no stock change committed after them misses this marketplace.
      await this.claims.claim(request.tenantId, request.slug, page.listings);
      await this.transactions.run(async (tx) => {
        await this.listings.upsertSeen(tx, request.tenantId, request.slug, page.listings, request.jobId);
        await this.outbox.add(tx, [
          { event: JobProgressReported, tenantId: request.tenantId, data: { job_id: request.jobId, progress: listingProgress(pages) } },
        ]);
      });
      pageToken = page.next;
    } while (pageToken !== undefined);
  }

  /**
   * Every order changed in the look-back window goes to the orders service, which stores those
   * still open of the ones created before now (docs/orders.md, "Orders open at connect") with their
   * stock, and moves those it knows. The pollers continue from the cursor after the last page: an
   * order placed meanwhile is read by this or by them, and if by both, ingestion stores it once.
   */
  private async importOpenOrders(request: SyncRequest, handle: ConnectionHandle): Promise<{ count: number; cursor: string }> {
    const now = Date.now();
    const connectedAt = new Date(now).toISOString();
    let count = 0;
    let cursor = this.connector.lookBackCursor(request.slug, now);
    for (let more = true; more;) {
      const page = await marketplaceStep(() => this.connector.pullOrders(handle, cursor, { background: true }));
      if (page.orders.length > 0) {
        const ingested = await this.rpc.request(OrdersIngest, serviceContext(request.tenantId), {
          slug: request.slug,
          orders: page.orders,
          connected_at: connectedAt,
        });
        count += ingested.created;
      }
      cursor = page.cursor;
      more = page.more;
    }
    await this.report(request, { job_id: request.jobId, progress: ORDERS_PROGRESS });
    return { count, cursor };
  }

  private async complete(request: SyncRequest, orders: { count: number; cursor: string }): Promise<void> {
    const { tenantId, slug, jobId } = request;
    await this.finish(request, 'completed', async (tx) => {
      const mapped = await this.listings.settleMap(tx, tenantId, slug, jobId);
      const counts = await this.listings.counts(tx, tenantId, slug);
      const now = new Date();
      await this.connections.synced(tx, tenantId, slug, orders.cursor, now);
      return [
        ...listingsMappedEvents(tenantId, slug, mapped),
        {
          event: ConnectorSyncCompleted,
          tenantId,
          data: {
            connection_id: request.connectionId,
            slug,
            product_count: counts.listings,
            active_listing_count: counts.active_listings,
            synced_at: now.toISOString(),
          },
        },
        {
          event: JobProgressReported,
          tenantId,
          data: { job_id: jobId, status: 'completed', progress: 100, result: { ...counts, orders: orders.count } },
        },
      ];
    });
    this.logger.info({ job_id: jobId, slug, orders: orders.count }, 'first synchronisation completed');
    // The connection's polls may start now: the poller sleeps until a turn it knows of.
    this.poller.lookForDue();
  }

  /** Records the outcome once with its events; a duplicate delivery that got here second writes nothing. */
  private async finish(request: SyncRequest, status: 'completed' | 'failed', events: (tx: Tx) => Promise<OutboxEntry[]>): Promise<void> {
    await this.transactions.run(async (tx) => {
      const first = await this.connections.finishSync(tx, {
        jobId: request.jobId,
        tenantId: request.tenantId,
        slug: request.slug,
        status,
      });
      if (first) await this.outbox.add(tx, await events(tx));
    });
  }

  private async report(request: SyncRequest, report: JobReport): Promise<void> {
    await this.transactions.run((tx) => this.outbox.add(tx, [{ event: JobProgressReported, tenantId: request.tenantId, data: report }]));
  }
}
