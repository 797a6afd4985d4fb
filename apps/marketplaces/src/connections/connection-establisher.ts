import { Inject, Injectable } from '@nestjs/common';
import {
  type ConnectorAccount,
  type ConnectResult,
  JobsCreate,
  MARKETPLACE_SYNC_JOB_TYPE,
  JobsReport,
  marketplaceOf,
  type MarketplaceSlug,
  newId,
  noticeMessage,
  type RequestContext,
} from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { EventOutbox, RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { Transactions } from '@tezgah/persistence';
import { MARKETPLACES_CONFIG, type MarketplacesConfig } from '../config/marketplaces.config';
import type { ConnectionRow } from './connection-row';
import { connectionChanged, marketplaceConnected } from './connection-events';
import { ConnectionsRepository } from './connections.repository';
import { CredentialVault } from './credential-vault';

/** The sync job's error when the connection it was made for could not be stored (Turkish: shown to the seller). */
const NOT_STORED = noticeMessage('connection_not_stored');

/**
 * Stores credentials the marketplace has just accepted (pasted and verified, or a grant
 * exchanged). A first connection, or one after a disconnect or an expired grant, becomes
 * `connected`, gets its first sync job and the public `marketplace.connected`; an already
 * connected one only has its credentials replaced (decisions §10: no public event).
 */
@Injectable()
export class ConnectionEstablisher {
  constructor(
    private readonly connections: ConnectionsRepository,
    private readonly transactions: Transactions,
    private readonly outbox: EventOutbox,
    private readonly vault: CredentialVault,
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
    @Inject(MARKETPLACES_CONFIG) private readonly config: MarketplacesConfig,
  ) {}

  /**
   * `check` runs on the locked row first and may refuse (the grant's state already used). The sync
   * job is created before the transaction, never inside it: the jobs service writes to the same
   * database, and in the single process (one PGlite session) a call made while holding the
   * transaction would wait for it. A job its connection did not end up using is closed as failed.
   */
  async establish(
    ctx: RequestContext,
    slug: MarketplaceSlug,
    credentials: Record<string, string>,
    account: ConnectorAccount,
    check: (row: ConnectionRow) => void = () => undefined,
  ): Promise<ConnectResult> {
    const current = await this.connections.find(ctx.tenant_id, slug);
    const jobId = current?.status === 'connected' ? null : newId('job');
    if (jobId) await this.rpc.request(JobsCreate, ctx, { type: MARKETPLACE_SYNC_JOB_TYPE, id: jobId });
    let used = false;
    try {
      const result = await this.transactions.run(async (tx) => {
        const row = await this.connections.lockOrCreate(tx, ctx.tenant_id, slug, this.config.defaultConnectionConfig);
        check(row);
        const now = new Date();
        const oauth = marketplaceOf(slug)?.auth === 'oauth';
        const sellerId = account.seller_id || null;
        const stored = {
          credentials_sealed: this.vault.seal(row, credentials),
          seller_id: sellerId,
          store_name: account.store_name,
          grant_state_nonce: null,
          grant_refreshed_at: oauth ? now : null,
          grant_refresh_due_at: oauth ? new Date(now.getTime() + this.config.TEZGAH_GRANT_REFRESH_INTERVAL_MS) : null,
        };
        if (row.status === 'connected') {
          await this.connections.update(tx, row.id, stored);
          await this.outbox.add(tx, [connectionChanged(row, 'connected')]);
          return { connection_id: row.id, sync_job_id: row.last_sync_job_id };
        }
        // Disconnected between the read above and this lock: the seller tries again.
        if (!jobId) throw new DomainError('resource.conflict');
        await this.connections.update(tx, row.id, { ...stored, status: 'connected', connected_at: now, last_sync_job_id: jobId });
        await this.outbox.add(tx, [marketplaceConnected(row, sellerId), connectionChanged(row, 'connected', jobId)]);
        return { connection_id: row.id, sync_job_id: jobId };
      });
      used = result.sync_job_id === jobId;
      return result;
    } finally {
      // The job exists but no connection uses it: end it rather than leave it queued forever.
      if (jobId && !used)
        await this.rpc.request(JobsReport, ctx, { job_id: jobId, status: 'failed', error: NOT_STORED }).catch(() => undefined);
    }
  }
}
