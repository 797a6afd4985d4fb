import { Inject, Injectable } from '@nestjs/common';
import { BackgroundWorker, Worker } from '@tezgah/background';
import { connectorPatternsFor, serviceContext } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { EventOutbox, RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { createLogger } from '@tezgah/observability';
import { Transactions } from '@tezgah/persistence';
import { MARKETPLACES_CONFIG, type MarketplacesConfig } from '../config/marketplaces.config';
import { connectionChanged, DISCONNECT_REASONS, marketplaceDisconnected } from '../connections/connection-events';
import { ConnectionsRepository, type DueGrant } from '../connections/connections.repository';
import { CONNECTOR_CALL_TIMEOUT_MS } from '../connections/connector-calls';

/** How often due grants are looked for. */
const POLL_MS = 60_000;
/** A refresh that failed (marketplace down) is tried again after this long. */
const RETRY_MS = 60 * 60_000;
/** Grants claimed at once by one replica. */
const BATCH = 20;

/**
 * Uses each stored grant once a refresh interval (weekly), so that it never goes unused long
 * enough to expire (Authentication 9). Replicas share the work: a due grant is claimed by moving
 * its due time forward under `FOR UPDATE SKIP LOCKED`. A grant the marketplace no longer accepts
 * turns the connection `reauthorization_required` and announces `marketplace.disconnected`.
 */
@Injectable()
export class GrantRefresher {
  private readonly logger = createLogger('marketplaces.grants');
  @Worker()
  private readonly worker: BackgroundWorker;

  constructor(
    private readonly connections: ConnectionsRepository,
    private readonly transactions: Transactions,
    private readonly outbox: EventOutbox,
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
    @Inject(MARKETPLACES_CONFIG) private readonly config: MarketplacesConfig,
  ) {
    this.worker = new BackgroundWorker({
      name: 'grant-refresh',
      run: async () => void (await this.refreshDue()),
      // A refresh interval shorter than the poll (tests, a sandbox) is looked for as often.
      intervalMs: Math.min(POLL_MS, config.TEZGAH_GRANT_REFRESH_INTERVAL_MS),
      runAtStart: false,
      onError: (error) => this.logger.error({ err: error }, 'grant refresh failed'),
    });
  }

  /**
   * The marketplace refused the tenant's grant during a call: its refresh is due now, and the worker
   * runs at once; refused again there, the connection needs reauthorisation. Only a connected grant.
   */
  async refreshNow(tenantId: string, slug: string): Promise<{ scheduled: boolean }> {
    const scheduled = await this.transactions.run(async (tx) => {
      const row = await this.connections.lock(tx, tenantId, slug);
      if (row?.status !== 'connected' || !row.grant_refresh_due_at) return false;
      await this.connections.update(tx, row.id, { grant_refresh_due_at: new Date() });
      return true;
    });
    if (scheduled) this.worker.wake();
    return { scheduled };
  }

  /** Refreshes the grants due at `now`, one batch after another; answers how many were claimed. */
  async refreshDue(now: Date = new Date()): Promise<number> {
    let claimed = 0;
    for (;;) {
      const retryAt = new Date(now.getTime() + RETRY_MS);
      const due = await this.transactions.run((tx) => this.connections.claimDueGrants(tx, now, retryAt, BATCH));
      for (const grant of due) await this.refresh(grant, now);
      claimed += due.length;
      if (due.length < BATCH) return claimed;
    }
  }

  private async refresh(grant: DueGrant, now: Date): Promise<void> {
    try {
      await this.rpc.request(
        connectorPatternsFor(grant.slug).refreshGrant,
        serviceContext(grant.tenant_id),
        { slug: grant.slug },
        {
          timeoutMs: CONNECTOR_CALL_TIMEOUT_MS,
        },
      );
      const next = new Date(now.getTime() + this.config.TEZGAH_GRANT_REFRESH_INTERVAL_MS);
      await this.transactions.run(async (tx) => {
        if ((await this.connections.lockById(tx, grant.id))?.status !== 'connected') return;
        await this.connections.update(tx, grant.id, { grant_refreshed_at: now, grant_refresh_due_at: next });
      });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'business.invalid') return this.expire(grant);
      // Tried again at the claimed retry time.
      this.logger.warn(
        { connection_id: grant.id, slug: grant.slug, code: error instanceof DomainError ? error.code : 'server.internal' },
        'grant refresh failed; retrying later',
      );
    }
  }

  private async expire(grant: DueGrant): Promise<void> {
    await this.transactions.run(async (tx) => {
      if ((await this.connections.lockById(tx, grant.id))?.status !== 'connected') return;
      await this.connections.update(tx, grant.id, { status: 'reauthorization_required', grant_refresh_due_at: null });
      await this.outbox.add(tx, [
        marketplaceDisconnected(grant, DISCONNECT_REASONS.grantExpired),
        connectionChanged(grant, 'reauthorization_required'),
      ]);
    });
  }
}
