import { Inject, Injectable } from '@nestjs/common';
import { PUBLIC_URLS, type PublicUrls } from '@tezgah/config';
import type { MarketplaceConnector } from '@tezgah/connector-kit';
import {
  type ConnectorAccount,
  type ConnectorPatterns,
  type MarketplaceListingDto,
  type MarketplaceOrderDto,
  marketplaceOf,
  type PageDto,
  paginationOf,
  type RequestContext,
  type RpcRequest,
  type RpcResponse,
} from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { ConnectionHandles } from '../connections/connection-handles';
import { servedSlug } from '../connections/served-slug';
import { ListingsRepository } from '../listings/listings.repository';
import { MARKETPLACE_CONNECTOR } from '../tokens';

type Req<K extends keyof ConnectorPatterns> = RpcRequest<ConnectorPatterns[K]>;
type Res<K extends keyof ConnectorPatterns> = RpcResponse<ConnectorPatterns[K]>;

const MAX_PER_PAGE = 100;

/** What the connector patterns answer (connectors.contract.ts); the handlers only route to it. */
@Injectable()
export class ConnectorApi {
  constructor(
    private readonly listingMap: ListingsRepository,
    private readonly handles: ConnectionHandles,
    @Inject(MARKETPLACE_CONNECTOR) private readonly connector: MarketplaceConnector,
    @Inject(PUBLIC_URLS) private readonly publicUrls: PublicUrls,
  ) {}

  /** Checks credentials that are not stored yet: a handle made for this call only. */
  verify(request: Req<'verify'>, ctx: RequestContext): Promise<ConnectorAccount> {
    const slug = servedSlug(this.connector.name, request.slug);
    const sellerField = marketplaceOf(slug)?.sellerIdField;
    const seller = (sellerField && request.credentials[sellerField]) || null;
    return this.connector.verify(this.handles.fromCredentials(ctx.tenant_id, slug, request.credentials, request.config, seller));
  }

  async authorize(request: Req<'authorize'>): Promise<Res<'authorize'>> {
    const slug = servedSlug(this.connector.name, request.slug);
    const authorizationUrl = this.oauthMethod(this.connector.authorizationUrl);
    return {
      authorization_url: authorizationUrl.call(this.connector, slug, {
        config: request.config,
        state: request.state,
        redirectUri: request.redirect_uri,
        sandboxBase: this.publicUrls.sandbox,
      }),
    };
  }

  exchangeGrant(request: Req<'exchangeGrant'>): Promise<Res<'exchangeGrant'>> {
    const slug = servedSlug(this.connector.name, request.slug);
    const exchange = this.oauthMethod(this.connector.exchangeGrant);
    return exchange.call(this.connector, slug, {
      code: request.code,
      selling_partner_id: request.selling_partner_id,
      config: request.config,
      ...this.handles.endpoint(slug, request.config, request.selling_partner_id),
    });
  }

  async refreshGrant(request: Req<'refreshGrant'>, ctx: RequestContext): Promise<Res<'refreshGrant'>> {
    const slug = servedSlug(this.connector.name, request.slug);
    const refresh = this.oauthMethod(this.connector.refreshGrant);
    return refresh.call(this.connector, await this.handles.forConnection(ctx.tenant_id, slug));
  }

  /** The listing map as the last sync and stock pushes left it. */
  async listings(request: Req<'listings'>, ctx: RequestContext): Promise<PageDto<MarketplaceListingDto>> {
    const slug = servedSlug(this.connector.name, request.slug);
    const { page, perPage } = paging(request);
    const { rows, total } = await this.listingMap.page(ctx.tenant_id, slug, page, perPage);
    return { data: rows, pagination: paginationOf(page, perPage, total) };
  }

  /** The marketplace's recent orders, read live (404 when the marketplace is not connected). */
  async orders(request: Req<'orders'>, ctx: RequestContext): Promise<PageDto<MarketplaceOrderDto>> {
    const slug = servedSlug(this.connector.name, request.slug);
    const { page, perPage } = paging(request);
    const { orders } = await this.connector.pullOrders(await this.handles.forConnection(ctx.tenant_id, slug), null);
    const from = (page - 1) * perPage;
    return { data: orders.slice(from, from + perPage), pagination: paginationOf(page, perPage, orders.length) };
  }

  /** The connector's optional grant method; a connector without grants has nothing to find (404). */
  private oauthMethod<M>(method: M | undefined): M {
    if (!method) throw new DomainError('resource.not_found');
    return method;
  }
}

/** The gateway validates paging; this only keeps an internal caller's values sane. */
function paging(request: { page: number; per_page: number }): { page: number; perPage: number } {
  return {
    page: Math.max(1, Math.floor(request.page) || 1),
    perPage: Math.min(MAX_PER_PAGE, Math.max(1, Math.floor(request.per_page) || 25)),
  };
}
