import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PUBLIC_URLS, type PublicUrls } from '@tezgah/config';
import { type ConnectionHandle, type MarketplaceConnector, MarketplaceHttpPool } from '@tezgah/connector-kit';
import { type ConnectionAccess, type MarketplaceConfig, MarketplacesAccess, type MarketplaceSlug, serviceContext } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { rateBudgetsFor, type ThirdPartyHttp } from '@tezgah/third-party';
import { CONNECTOR_RUNTIME_CONFIG, type ConnectorRuntimeConfig } from '../connector-runtime.config';
import { MARKETPLACE_CONNECTOR } from '../tokens';

interface Cached {
  handle: Promise<ConnectionHandle>;
  expiresAt: number;
}

/**
 * Turns a tenant's connection into a ConnectionHandle: its credentials asked of the marketplaces
 * service (never stored here), the base URL its configuration selects, and the HTTP client of
 * that marketplace and seller, whose rate budgets the connector's replicas share (Redis when
 * REDIS_URL is set). Handles are cached briefly: a MarketplaceConnectionChanged drops them, and
 * since only one replica receives it, the TTL bounds how stale the others can be.
 */
@Injectable()
export class ConnectionHandles implements OnApplicationShutdown {
  private readonly pool: MarketplaceHttpPool;
  private readonly cache = new Map<string, Cached>();

  constructor(
    @Inject(MARKETPLACE_CONNECTOR) private readonly connector: MarketplaceConnector,
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
    @Inject(CONNECTOR_RUNTIME_CONFIG) private readonly config: ConnectorRuntimeConfig,
    @Inject(PUBLIC_URLS) private readonly publicUrls: PublicUrls,
  ) {
    // Redis when REDIS_URL is set: every replica of the connector spends one budget per seller.
    this.pool = new MarketplaceHttpPool({}, rateBudgetsFor(config));
  }

  /** The tenant's connected account on `slug`; 404 `resource.not_found` when it is not connected. */
  forConnection(tenantId: string, slug: MarketplaceSlug): Promise<ConnectionHandle> {
    const key = cacheKey(tenantId, slug);
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.handle;
    const handle = this.fetch(tenantId, slug);
    this.cache.set(key, { handle, expiresAt: Date.now() + this.config.TEZGAH_CONNECTION_CACHE_TTL_MS });
    // A failed look-up is not remembered: the next call asks again.
    handle.catch(() => {
      if (this.cache.get(key)?.handle === handle) this.cache.delete(key);
    });
    return handle;
  }

  /** The connection changed (credentials, configuration, status): ask again next time. */
  forget(tenantId: string, slug: MarketplaceSlug): void {
    this.cache.delete(cacheKey(tenantId, slug));
  }

  /** A handle on credentials that are not stored yet (verifying them before a connect). */
  fromCredentials(
    tenantId: string,
    slug: MarketplaceSlug,
    credentials: Record<string, string>,
    config: MarketplaceConfig,
    seller: string | null,
  ): ConnectionHandle {
    return { tenantId, slug, credentials, config, ...this.endpoint(slug, config, seller ?? tenantId) };
  }

  /** Where a marketplace is reached for a configuration, and the client of that marketplace and seller. */
  endpoint(slug: MarketplaceSlug, config: MarketplaceConfig, seller: string): { baseUrl: string; http: ThirdPartyHttp } {
    const limits = this.connector.limits(slug);
    return {
      baseUrl: this.connector.baseUrl(slug, config, this.publicUrls.sandbox),
      http: this.pool.clientFor({ marketplace: slug, seller, limits: limits.rate, accountLimit: limits.account }),
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.close();
  }

  private async fetch(tenantId: string, slug: MarketplaceSlug): Promise<ConnectionHandle> {
    const access: ConnectionAccess = await this.rpc.request(MarketplacesAccess, serviceContext(tenantId), { slug });
    // Pending or expired grants cannot act for the seller: the same as not connected.
    if (access.status !== 'connected') throw new DomainError('resource.not_found');
    return this.fromCredentials(tenantId, slug, access.credentials, access.config, access.seller_id);
  }
}

function cacheKey(tenantId: string, slug: string): string {
  return `${tenantId}\n${slug}`;
}
