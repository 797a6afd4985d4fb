import { Inject, Injectable } from '@nestjs/common';
import { type BackgroundWork, BackgroundWorker, Worker } from '@tezgah/background';
import type { ConnectionHandle, MarketplaceConnector } from '@tezgah/connector-kit';
import { type MarketplaceSlug, OrdersIngest, serviceContext } from '@tezgah/contracts';
import { RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { createLogger } from '@tezgah/observability';
import { ConnectionHandles } from '../connections/connection-handles';
import { slugsServedBy } from '../connections/served-slug';
import { CONNECTOR_RUNTIME_CONFIG, type ConnectorRuntimeConfig } from '../connector-runtime.config';
import { failureCode, isNotConnected, isRateLimited, retryAfterOf } from '../failure-code';
import { replicaId } from '../replica-id';
import { MARKETPLACE_CONNECTOR } from '../tokens';
import { orderPollMetrics } from './order-metrics';
import { type DuePoll, OrderPollsRepository } from './order-polls.repository';

/** Connections this replica polls at once; more due ones wait for the next look. */
const MAX_CONCURRENT_POLLS = 64;
/**
 * The look's safety net: it runs when the next connection's turn falls due (its row says when), when
 * a poll of this replica ends, and when a connection connects or completes its first sync here; this
 * catches what another replica changed (a lease it left to expire).
 */
const SAFETY_LOOK_MS = 30_000;
/** A connection found not connected is asked about again after this many poll intervals (a missed connection event). */
const DORMANT_INTERVALS = 10;

/**
 * Architecture flow 2: every connected connection that completed its first sync is asked for its
 * changed orders once per poll interval, from its stored cursor, every page at once; each page
 * goes to the orders service (`OrdersIngest`, idempotent) and only then is the cursor moved past
 * it, so a crash or a failure re-polls rather than loses. One poll per connection at a time,
 * across replicas (a lease in `connection_state`).
 */
@Injectable()
@Worker()
export class OrderPoller implements BackgroundWork {
  private readonly logger = createLogger('connector.orders');
  private readonly owner = replicaId();
  private readonly slugs: MarketplaceSlug[];
  private readonly metrics;
  private readonly polls = new Set<Promise<void>>();
  private readonly worker: BackgroundWorker;

  constructor(
    private readonly orderPolls: OrderPollsRepository,
    private readonly handles: ConnectionHandles,
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
    @Inject(MARKETPLACE_CONNECTOR) private readonly connector: MarketplaceConnector,
    @Inject(CONNECTOR_RUNTIME_CONFIG) private readonly config: ConnectorRuntimeConfig,
  ) {
    this.slugs = slugsServedBy(connector.name);
    this.metrics = orderPollMetrics(connector.name, () => this.orderPolls.oldestPollAgeSeconds(this.slugs));
    this.worker = new BackgroundWorker({
      name: `${connector.name}.order-poll`,
      run: () => this.claimAndStart(),
      // It also runs when the next connection's turn falls due, and after each poll ends (which wakes it when at capacity).
      nextDueAt: () => (this.polls.size >= MAX_CONCURRENT_POLLS ? Promise.resolve(null) : this.orderPolls.nextDueAt(this.slugs)),
      intervalMs: SAFETY_LOOK_MS,
      runAtStart: false,
      onError: (error) => this.logger.error({ err: error }, 'looking for due order polls failed'),
    });
  }

  async start(): Promise<void> {
    await this.worker.start();
    // The first look, once the process is up, learns when the next turn falls due (a restart keeps every connection's turn).
    this.worker.wake();
  }

  async stop(): Promise<void> {
    // Polls stop after their current page and hand their connection back.
    await this.worker.stop();
    await Promise.all(this.polls);
    this.metrics.dispose();
  }

  /** A connection became connected: look for due polls now rather than at the next look. */
  lookForDue(): void {
    this.worker.wake();
  }

  /** Claims due connections and starts their polls, which run beside the next looks. */
  private async claimAndStart(): Promise<void> {
    const due = await this.orderPolls.claimDue(
      this.slugs,
      this.owner,
      this.config.TEZGAH_ORDER_LEASE_MS,
      MAX_CONCURRENT_POLLS - this.polls.size,
    );
    for (const connection of due) {
      const poll = this.poll(connection)
        // Only our database can fail here; the lease runs out and the connection is polled again after it.
        .catch((error: unknown) =>
          this.logger.error({ err: error, tenant_id: connection.tenant_id, slug: connection.slug }, 'order poll failed'),
        )
        .finally(() => {
          this.polls.delete(poll);
          // Its next turn is set: the look sleeps until the earliest.
          this.worker.wake();
        });
      this.polls.add(poll);
    }
  }

  /** One poll of a held connection; whatever happens, the connection is handed back with its next turn. */
  private async poll(due: DuePoll): Promise<void> {
    const tenantId = due.tenant_id;
    const slug = due.slug as MarketplaceSlug;
    const interval = this.config.TEZGAH_ORDER_POLL_INTERVAL_MS;
    const stopTimer = this.metrics.duration.startTimer({ connector: this.connector.name, slug });
    try {
      const handle = await this.handles.forConnection(tenantId, slug);
      const finished = await this.pullAndIngest(handle, due);
      // Stopped between pages (shutting down): another replica continues at once.
      await this.orderPolls.release(tenantId, slug, this.owner, finished ? interval : 0, true);
      stopTimer({ outcome: 'ok' });
    } catch (error) {
      if (isNotConnected(error)) {
        await this.orderPolls.sleep(tenantId, slug, this.owner, DORMANT_INTERVALS * interval);
        stopTimer({ outcome: 'dormant' });
        return;
      }
      const deferred = isRateLimited(error);
      stopTimer({ outcome: deferred ? 'deferred' : 'failed' });
      const detail = { tenant_id: tenantId, slug, error: failureCode(error) };
      if (deferred) this.logger.debug(detail, "order poll waits for the marketplace's quota; the next poll starts from the same cursor");
      else this.logger.warn(detail, 'order poll failed; the next poll starts from the same cursor');
      const retryAfterMs = (retryAfterOf(error) ?? 0) * 1000;
      await this.orderPolls.release(tenantId, slug, this.owner, Math.max(interval, retryAfterMs), false);
    }
  }

  /**
   * Every page waiting from the stored cursor, each ingested before the cursor moves past it. False
   * when it stopped early (shutting down, or the lease went to another replica, which then continues).
   */
  private async pullAndIngest(handle: ConnectionHandle, due: DuePoll): Promise<boolean> {
    const { tenantId, slug } = handle;
    // Orders created before the first sync were its to import (the open ones): a poll re-reading one closed since leaves it out.
    const connectedAt = due.last_sync_at.toISOString();
    let cursor = due.orders_cursor;
    for (let more = true; more;) {
      if (!this.worker.running) return false;
      const page = await this.connector.pullOrders(handle, cursor, { background: true });
      if (page.orders.length > 0) {
        await this.rpc.request(OrdersIngest, serviceContext(tenantId), { slug, orders: page.orders, connected_at: connectedAt });
        this.metrics.pulled.inc({ connector: this.connector.name, slug }, page.orders.length);
      }
      more = page.more;
      // An idle poll (nothing new, nothing more) writes nothing but the hand-back.
      if (page.cursor === cursor && !more) break;
      if (!(await this.orderPolls.advance(tenantId, slug, this.owner, page.cursor, this.config.TEZGAH_ORDER_LEASE_MS))) return false;
      cursor = page.cursor;
    }
    return true;
  }
}
