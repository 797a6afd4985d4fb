import { Injectable } from '@nestjs/common';
import {
  type ConnectionAccess,
  type ConnectRequest,
  type ConnectResult,
  ConnectorSyncCompleted,
  type EventEnvelope,
  type EventData,
  type MarketplaceConfig,
  type MarketplaceConnectionDto,
  MarketplacesAccess,
  MarketplacesConfigure,
  MarketplacesConnect,
  MarketplacesDisconnect,
  MarketplacesGrantRefused,
  MarketplacesList,
  MarketplacesOauthCallback,
  MarketplacesReadConfig,
  type OauthCallbackRequest,
  type RequestContext,
} from '@tezgah/contracts';
import { EventHandler, EventInbox, RpcHandler } from '@tezgah/messaging';
import { GrantFlow } from '../grants/grant-flow';
import { GrantRefresher } from '../grants/grant-refresher';
import { ConnectionsRepository } from './connections.repository';
import { ConnectionsService } from './connections.service';

/** The marketplaces service's request/reply and event API (contracts: marketplaces/marketplaces.contract.ts). */
@Injectable()
export class ConnectionsHandlers {
  constructor(
    private readonly connections: ConnectionsService,
    private readonly grants: GrantFlow,
    private readonly inbox: EventInbox,
    private readonly rows: ConnectionsRepository,
    private readonly refresher: GrantRefresher,
  ) {}

  @RpcHandler(MarketplacesList)
  list(_payload: Record<string, never>, ctx: RequestContext): Promise<MarketplaceConnectionDto[]> {
    return this.connections.list(ctx);
  }

  @RpcHandler(MarketplacesConnect)
  connect(request: ConnectRequest, ctx: RequestContext): Promise<ConnectResult> {
    return this.connections.connect(ctx, request);
  }

  @RpcHandler(MarketplacesDisconnect)
  disconnect(payload: { slug: string }, ctx: RequestContext): Promise<null> {
    return this.connections.disconnect(ctx, payload.slug);
  }

  @RpcHandler(MarketplacesConfigure)
  configure(
    payload: { slug: string; config: Partial<MarketplaceConfig> },
    ctx: RequestContext,
  ): Promise<{ slug: string; config: MarketplaceConfig }> {
    return this.connections.configure(ctx, payload.slug, payload.config);
  }

  /** No tenant in `ctx`: the signed state names it. */
  @RpcHandler(MarketplacesOauthCallback)
  oauthCallback(request: OauthCallbackRequest, ctx: RequestContext): Promise<ConnectResult & { slug: string }> {
    return this.grants.complete(ctx, request);
  }

  @RpcHandler(MarketplacesReadConfig)
  readConfig(payload: { slug: string }, ctx: RequestContext): Promise<{ slug: string; config: MarketplaceConfig }> {
    return this.connections.readConfig(ctx, payload.slug);
  }

  @RpcHandler(MarketplacesAccess)
  access(payload: { slug: string }, ctx: RequestContext): Promise<ConnectionAccess> {
    return this.connections.access(ctx, payload.slug);
  }

  @RpcHandler(MarketplacesGrantRefused)
  grantRefused(payload: { slug: string }, ctx: RequestContext): Promise<{ scheduled: boolean }> {
    return this.refresher.refreshNow(ctx.tenant_id, payload.slug);
  }

  /** The counts a connector found in its synchronisation; the inbox makes a redelivery harmless. */
  @EventHandler({ consumer: 'marketplaces', events: [ConnectorSyncCompleted] })
  async onSyncCompleted(envelope: EventEnvelope<EventData<typeof ConnectorSyncCompleted>>): Promise<void> {
    await this.inbox.once('marketplaces', envelope, (tx) =>
      this.rows.recordSync(tx, envelope.tenant_id, envelope.data.connection_id, envelope.data),
    );
  }
}
