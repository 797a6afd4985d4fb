import { Inject, Injectable } from '@nestjs/common';
import type { ConnectionHandle, MarketplaceConnector } from '@tezgah/connector-kit';
import { ConnectionHandles, MARKETPLACE_CONNECTOR } from '@tezgah/connector-runtime';
import type { AmazonConnector } from '../amazon/amazon.connector';
import type { SpApiSession } from '../amazon/sp-api-session';

export interface TenantSession {
  handle: ConnectionHandle;
  session: SpApiSession;
}

/**
 * The tenant's Amazon connection as an SP-API session: its stored grant, its configuration's
 * environment, and the HTTP client whose per-operation budgets every replica shares. Not connected
 * (or awaiting reauthorisation): 404 `resource.not_found`, as the runtime answers it.
 */
@Injectable()
export class AmazonSessions {
  constructor(
    private readonly handles: ConnectionHandles,
    @Inject(MARKETPLACE_CONNECTOR) private readonly connector: MarketplaceConnector,
  ) {}

  get amazon(): AmazonConnector {
    return this.connector as AmazonConnector;
  }

  async forTenant(tenantId: string): Promise<TenantSession> {
    const handle = await this.handles.forConnection(tenantId, 'amazon');
    return { handle, session: this.amazon.session(handle) };
  }
}
