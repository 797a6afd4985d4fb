import { Inject, Injectable } from '@nestjs/common';
import {
  type ConnectionAccess,
  type ConnectRequest,
  type ConnectResult,
  connectorPatternsFor,
  type MarketplaceConfig,
  type MarketplaceConnectionDto,
  type MarketplaceDefinition,
  MARKETPLACES,
  marketplaceOf,
  type RequestContext,
} from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { EventOutbox, RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { Transactions } from '@tezgah/persistence';
import { MARKETPLACES_CONFIG, type MarketplacesConfig } from '../config/marketplaces.config';
import { GrantFlow } from '../grants/grant-flow';
import { ConnectionEstablisher } from './connection-establisher';
import { ConnectionsRepository } from './connections.repository';
import { connectionChanged, DISCONNECT_REASONS, marketplaceDisconnected } from './connection-events';
import { toConnectionDto } from './connection-row';
import { CONNECTOR_CALL_TIMEOUT_MS } from './connector-calls';
import { credentialsFrom } from './credentials-input';
import { CredentialVault } from './credential-vault';

/** A tenant's marketplace connections: the seller's side (connect, configure, disconnect) and the connectors' (access). */
@Injectable()
export class ConnectionsService {
  constructor(
    private readonly connections: ConnectionsRepository,
    private readonly transactions: Transactions,
    private readonly outbox: EventOutbox,
    private readonly vault: CredentialVault,
    private readonly establisher: ConnectionEstablisher,
    private readonly grants: GrantFlow,
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
    @Inject(MARKETPLACES_CONFIG) private readonly config: MarketplacesConfig,
  ) {}

  /** All 14, whether the tenant ever connected them or not. */
  async list(ctx: RequestContext): Promise<MarketplaceConnectionDto[]> {
    const rows = new Map((await this.connections.listOfTenant(ctx.tenant_id)).map((row) => [row.slug, row]));
    return MARKETPLACES.map((marketplace) => toConnectionDto(marketplace, rows.get(marketplace.slug), this.config.defaultConnectionConfig));
  }

  /** Pasted credentials are checked with the marketplace before anything is stored; an oauth marketplace starts its grant. */
  async connect(ctx: RequestContext, request: ConnectRequest): Promise<ConnectResult> {
    const marketplace = known(request.slug);
    const credentials = credentialsFrom(marketplace, request.credentials);
    if (marketplace.auth === 'oauth') return this.grants.start(ctx, marketplace.slug);
    const config = (await this.connections.find(ctx.tenant_id, marketplace.slug))?.config ?? this.config.defaultConnectionConfig;
    const account = await this.rpc.request(
      connectorPatternsFor(marketplace.slug).verify,
      ctx,
      { slug: marketplace.slug, credentials, config },
      { timeoutMs: CONNECTOR_CALL_TIMEOUT_MS },
    );
    return this.establisher.establish(ctx, marketplace.slug, credentials, account);
  }

  /**
   * Ends a connection (connected, waiting for its grant, or needing reauthorisation): the
   * credentials are wiped, the history kept. Only a connection that was live announces
   * `marketplace.disconnected`: the others never announced a connection, or already announced its end.
   */
  async disconnect(ctx: RequestContext, slug: string): Promise<null> {
    const marketplace = known(slug);
    await this.transactions.run(async (tx) => {
      const row = await this.connections.lock(tx, ctx.tenant_id, marketplace.slug);
      if (!row || row.status === 'disconnected') throw new DomainError('resource.not_found');
      await this.connections.update(tx, row.id, {
        status: 'disconnected',
        credentials_sealed: null,
        connected_at: null,
        grant_state_nonce: null,
        grant_refresh_due_at: null,
      });
      const events = [connectionChanged(row, 'disconnected')];
      if (row.status === 'connected') events.unshift(marketplaceDisconnected(row, DISCONNECT_REASONS.bySeller));
      await this.outbox.add(tx, events);
    });
    return null;
  }

  /** Settable before connecting; a live connection's connector hears of the change. */
  async configure(
    ctx: RequestContext,
    slug: string,
    changes: Partial<MarketplaceConfig>,
  ): Promise<{ slug: string; config: MarketplaceConfig }> {
    const marketplace = known(slug);
    const config = await this.transactions.run(async (tx) => {
      const row = await this.connections.lockOrCreate(tx, ctx.tenant_id, marketplace.slug, this.config.defaultConnectionConfig);
      const next: MarketplaceConfig = {
        environment: changes.environment ?? row.config.environment,
        cargo_provider: changes.cargo_provider === undefined ? row.config.cargo_provider : changes.cargo_provider,
        store_name: changes.store_name === undefined ? row.config.store_name : changes.store_name,
      };
      await this.connections.update(tx, row.id, { config: next });
      if (row.status === 'connected') await this.outbox.add(tx, [connectionChanged(row, 'connected')]);
      return next;
    });
    return { slug: marketplace.slug, config };
  }

  /** For connectors only: the configuration a call for the tenant uses, set or default; nothing is written. */
  async readConfig(ctx: RequestContext, slug: string): Promise<{ slug: string; config: MarketplaceConfig }> {
    const marketplace = known(slug);
    const row = await this.connections.find(ctx.tenant_id, marketplace.slug);
    return { slug: marketplace.slug, config: row?.config ?? this.config.defaultConnectionConfig };
  }

  /** For connectors only: the live connection with its credentials in clear; 404 when there is none. */
  async access(ctx: RequestContext, slug: string): Promise<ConnectionAccess> {
    const marketplace = known(slug);
    const row = await this.connections.find(ctx.tenant_id, marketplace.slug);
    if (!row || row.status !== 'connected' || !row.credentials_sealed) throw new DomainError('resource.not_found');
    return {
      connection_id: row.id,
      tenant_id: row.tenant_id,
      slug: row.slug,
      status: row.status,
      credentials: this.vault.open(row, row.credentials_sealed),
      config: row.config,
      seller_id: row.seller_id,
    };
  }
}

/** The registry's entry of a slug; anything else is 404 like any unknown resource. */
function known(slug: string): MarketplaceDefinition {
  const marketplace = marketplaceOf(slug);
  if (!marketplace) throw new DomainError('resource.not_found');
  return marketplace;
}
