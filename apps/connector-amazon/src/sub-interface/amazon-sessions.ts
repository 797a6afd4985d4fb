import { Inject, Injectable } from '@nestjs/common';
import type { ConnectionHandle, MarketplaceConnector } from '@tezgah/connector-kit';
import { ConnectionHandles, MARKETPLACE_CONNECTOR } from '@tezgah/connector-runtime';
import { MarketplacesGrantRefused, type RequestContext } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { createLogger } from '@tezgah/observability';
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
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
  ) {}

  private readonly logger = createLogger('connector.amazon.sub-interface');

  get amazon(): AmazonConnector {
    return this.connector as AmazonConnector;
  }

  async forTenant(tenantId: string): Promise<TenantSession> {
    const handle = await this.handles.forConnection(tenantId, 'amazon');
    return { handle, session: this.amazon.session(handle) };
  }

  /**
   * A sub-interface call's outcome as it is; when Amazon refused the stored grant (its 422 on
   * `refresh_token`), the marketplaces service is told first, so that the connection is rechecked
   * at once and needs reauthorisation if the grant stays refused (decisions §10), not a week later.
   */
  async guard<T>(ctx: RequestContext, work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      if (grantRefused(error)) {
        await this.rpc.request(MarketplacesGrantRefused, ctx, { slug: 'amazon' }).catch((failure: unknown) => {
          this.logger.warn(
            { err: failure, tenant_id: ctx.tenant_id },
            'could not report the refused grant; the weekly refresh will find it',
          );
        });
      }
      throw error;
    }
  }
}

function grantRefused(error: unknown): boolean {
  if (!(error instanceof DomainError) || error.code !== 'business.invalid') return false;
  const problems = (error.details as Record<string, Array<{ code?: string }>> | undefined)?.['refresh_token'];
  return problems?.some((problem) => problem.code === 'amazon_grant_expired') ?? false;
}
