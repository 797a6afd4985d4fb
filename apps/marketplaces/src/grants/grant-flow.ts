import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PUBLIC_URLS, type PublicUrls } from '@tezgah/config';
import {
  connectorPatternsFor,
  type ConnectResult,
  type MarketplaceSlug,
  type OauthCallbackRequest,
  type RequestContext,
  serviceContext,
} from '@tezgah/contracts';
import { fieldError } from '@tezgah/errors';
import { RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { Transactions } from '@tezgah/persistence';
import { MARKETPLACES_CONFIG, type MarketplacesConfig } from '../config/marketplaces.config';
import { ConnectionEstablisher } from '../connections/connection-establisher';
import type { ConnectionRow } from '../connections/connection-row';
import { ConnectionsRepository } from '../connections/connections.repository';
import { CONNECTOR_CALL_TIMEOUT_MS } from '../connections/connector-calls';
import { GRANT_STATE_TTL_MS, type GrantStateClaims, GrantStateSigner } from './grant-state';

/**
 * Marketplace B's grant (decisions §10): `connect` hands out the consent page with a signed,
 * single-use state; the seller's browser comes back with a code, exchanged for the stored grant.
 * A live connection keeps working while a new grant is pending (it is then replaced).
 */
@Injectable()
export class GrantFlow {
  constructor(
    private readonly connections: ConnectionsRepository,
    private readonly transactions: Transactions,
    private readonly signer: GrantStateSigner,
    private readonly establisher: ConnectionEstablisher,
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
    @Inject(MARKETPLACES_CONFIG) private readonly config: MarketplacesConfig,
    @Inject(PUBLIC_URLS) private readonly publicUrls: PublicUrls,
  ) {}

  /** The consent page's address; the connection waits for the grant with this state's nonce only. */
  async start(ctx: RequestContext, slug: MarketplaceSlug): Promise<ConnectResult> {
    // The row must exist for the state to name it; created as a never-connected one would read.
    const { id, config } = await this.transactions.run((tx) =>
      this.connections.lockOrCreate(tx, ctx.tenant_id, slug, this.config.defaultConnectionConfig),
    );
    const nonce = randomBytes(16).toString('base64url');
    const state = this.signer.sign({
      tenant_id: ctx.tenant_id,
      slug,
      connection_id: id,
      nonce,
      expires_at: Date.now() + GRANT_STATE_TTL_MS,
    });
    const { authorization_url } = await this.rpc.request(
      connectorPatternsFor(slug).authorize,
      ctx,
      { slug, config, state, redirect_uri: `${this.publicUrls.api}/v1/marketplaces/${slug}/oauth/callback` },
      { timeoutMs: CONNECTOR_CALL_TIMEOUT_MS },
    );
    await this.transactions.run(async (tx) => {
      const row = (await this.connections.lockById(tx, id)) as ConnectionRow;
      await this.connections.update(tx, id, {
        grant_state_nonce: nonce,
        status: row.status === 'disconnected' ? 'pending_authorization' : undefined,
      });
    });
    return { connection_id: id, sync_job_id: null, authorization_url };
  }

  /** The grant's return: the state alone says whose it is; it completes the connection once. */
  async complete(ctx: RequestContext, request: OauthCallbackRequest): Promise<ConnectResult & { slug: string }> {
    const claims = this.signer.verify(request.state, new Date());
    const tenantCtx = serviceContext(claims.tenant_id, ctx.request_id);
    const row = await this.connections.find(claims.tenant_id, claims.slug);
    assertAwaitingGrant(row, claims);
    const { credentials, account } = await this.rpc.request(
      connectorPatternsFor(claims.slug).exchangeGrant,
      tenantCtx,
      { slug: claims.slug, code: request.code, selling_partner_id: request.selling_partner_id, config: row.config },
      { timeoutMs: CONNECTOR_CALL_TIMEOUT_MS },
    );
    // Checked again under the row's lock: of two returns with the same state, one completes.
    const result = await this.establisher.establish(tenantCtx, claims.slug, credentials, account, (locked) =>
      assertAwaitingGrant(locked, claims),
    );
    return { ...result, slug: claims.slug };
  }
}

/** The connection still waits for this state's grant: not completed, replaced by a newer `connect`, or disconnected since. */
function assertAwaitingGrant(row: ConnectionRow | null, claims: GrantStateClaims): asserts row is ConnectionRow {
  if (row?.id !== claims.connection_id || row.grant_state_nonce !== claims.nonce) throw fieldError('state', 'grant_state_used');
}
