import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  type ConnectResult,
  connectorPatternsFor,
  CREDENTIAL_MAX_LENGTH,
  type MarketplaceConfig,
  type MarketplaceConnectionDto,
  type MarketplaceDefinition,
  type MarketplaceListingDto,
  type MarketplaceOrderDto,
  MarketplacesConfigure,
  MarketplacesConnect,
  MarketplacesDisconnect,
  MarketplacesList,
  MarketplacesOauthCallback,
  marketplaceOf,
  type PageDto,
  type RequestContext,
} from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { RPC_TRANSPORT, type RpcJson, type RpcTransport } from '@tezgah/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access, CallerContext, RelaysJson } from '@tezgah/gateway-kit';
import { PageQuery } from '../http/page.query';
import { MarketplaceConfigDto } from './dto/marketplace-config.dto';
import {
  ConnectResponse,
  GrantCompletedResponse,
  MarketplaceConfigResponse,
  MarketplaceConnectionResponse,
  MarketplaceListingPageResponse,
  MarketplaceOrderPageResponse,
} from './dto/marketplace.responses';
import { grantReturnPage } from './grant-return-page';
import { OAUTH_CALLBACK_MAX_LENGTH, oauthCallbackFrom } from './oauth-callback.query';

/** A connector call: its HTTP client retries a slow marketplace with back-off for up to ~15 s. */
const CONNECTOR_TIMEOUT_MS = 15_000;
/** Through the marketplaces service to a connector (verify, grant exchange): the connector's time and the service's own. */
const VIA_MARKETPLACES_TIMEOUT_MS = 20_000;

/**
 * The spec's Marketplaces endpoints (decisions §10). Connecting and configuring are for admins
 * (decisions §3); the marketplaces service and the connectors do the work, answers relayed as they are.
 */
@ApiTags('marketplaces')
@ApiBearerAuth()
@Controller('marketplaces')
export class MarketplacesController {
  constructor(@Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport) {}

  @Get()
  @RelaysJson()
  @Access('viewer')
  @ApiOkResponse({ type: [MarketplaceConnectionResponse], description: 'All 14, connected or not' })
  list(@CallerContext() ctx: RequestContext): Promise<RpcJson<MarketplaceConnectionDto[]>> {
    return this.rpc.requestJson(MarketplacesList, ctx, {});
  }

  @Post(':slug/connect')
  @HttpCode(200)
  @RelaysJson()
  @Access('admin')
  @ApiBody({
    schema: { type: 'object', additionalProperties: { type: 'string', maxLength: CREDENTIAL_MAX_LENGTH } },
    description:
      'The marketplace’s credential fields: trendyol `supplier_id`, `api_key`, `api_secret`; hepsiburada `merchant_id`, ' +
      '`username`, `password`; n11 `api_key`, `api_secret`; the others `api_key`, `api_secret`, optional `seller_id`; ' +
      'amazon `{}` (a grant follows at `authorization_url`). Checked with the marketplace first.',
  })
  @ApiOkResponse({ type: ConnectResponse, description: 'Connected (first sync queued), credentials replaced, or a grant to approve' })
  connect(@CallerContext() ctx: RequestContext, @Param('slug') slug: string, @Body() body: unknown): Promise<RpcJson<ConnectResult>> {
    return this.rpc.requestJson(MarketplacesConnect, ctx, { slug, credentials: body ?? {} }, { timeoutMs: VIA_MARKETPLACES_TIMEOUT_MS });
  }

  @Post(':slug/disconnect')
  @HttpCode(204)
  @Access('admin')
  @ApiNoContentResponse({ description: '404 when the marketplace is not connected' })
  async disconnect(@CallerContext() ctx: RequestContext, @Param('slug') slug: string): Promise<void> {
    await this.rpc.request(MarketplacesDisconnect, ctx, { slug });
  }

  @Put(':slug/config')
  @RelaysJson()
  @Access('admin')
  @ApiOkResponse({ type: MarketplaceConfigResponse, description: 'Settable before connecting' })
  configure(
    @CallerContext() ctx: RequestContext,
    @Param('slug') slug: string,
    @Body() body: MarketplaceConfigDto,
  ): Promise<RpcJson<{ slug: string; config: MarketplaceConfig }>> {
    return this.rpc.requestJson(MarketplacesConfigure, ctx, {
      slug,
      config: { environment: body.environment, cargo_provider: body.cargo_provider, store_name: body.store_name },
    });
  }

  @Get(':slug/products')
  @RelaysJson()
  @Access('viewer')
  @ApiOkResponse({ type: MarketplaceListingPageResponse, description: 'The listings as the connector last saw them' })
  listings(
    @CallerContext() ctx: RequestContext,
    @Param('slug') slug: string,
    @Query() query: PageQuery,
  ): Promise<RpcJson<PageDto<MarketplaceListingDto>>> {
    const marketplace = known(slug);
    return this.rpc.requestJson(
      connectorPatternsFor(marketplace.slug).listings,
      ctx,
      { slug: marketplace.slug, page: query.page, per_page: query.per_page },
      {
        timeoutMs: CONNECTOR_TIMEOUT_MS,
      },
    );
  }

  @Get(':slug/orders')
  @RelaysJson()
  @Access('viewer')
  @ApiOkResponse({ type: MarketplaceOrderPageResponse, description: 'The orders as the marketplace holds them' })
  orders(
    @CallerContext() ctx: RequestContext,
    @Param('slug') slug: string,
    @Query() query: PageQuery,
  ): Promise<RpcJson<PageDto<MarketplaceOrderDto>>> {
    const marketplace = known(slug);
    return this.rpc.requestJson(
      connectorPatternsFor(marketplace.slug).orders,
      ctx,
      { slug: marketplace.slug, page: query.page, per_page: query.per_page },
      {
        timeoutMs: CONNECTOR_TIMEOUT_MS,
      },
    );
  }

  /**
   * The grant's return address (amazon): the seller's browser lands here from the consent page,
   * without a token; the signed `state` names the tenant. A page in Turkish for a browser, JSON
   * for a client that asks for it with `Accept: application/json`.
   */
  @Get(':slug/oauth/callback')
  @Access('public')
  @ApiOperation({ security: [] })
  @ApiQuery({ name: 'state', schema: { type: 'string', maxLength: OAUTH_CALLBACK_MAX_LENGTH }, required: true })
  @ApiQuery({
    name: 'spapi_oauth_code',
    schema: { type: 'string', maxLength: OAUTH_CALLBACK_MAX_LENGTH },
    required: true,
    description: '`code` is accepted too',
  })
  @ApiQuery({ name: 'selling_partner_id', schema: { type: 'string', maxLength: OAUTH_CALLBACK_MAX_LENGTH }, required: true })
  @ApiProduces('text/html', 'application/json')
  @ApiOkResponse({ type: GrantCompletedResponse, description: 'JSON with `Accept: application/json`, else an HTML page' })
  async oauthCallback(
    @Param('slug') slug: string,
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<(ConnectResult & { slug: string }) | string> {
    const wantsJson = (request.headers.accept ?? '').includes('application/json');
    // No tenant: the service takes it from the signed state.
    const ctx: RequestContext = { tenant_id: '', user_id: 0, role: 'viewer', request_id: request.id };
    try {
      if (known(slug).auth !== 'oauth') throw new DomainError('resource.not_found');
      const done = await this.rpc.request(MarketplacesOauthCallback, ctx, oauthCallbackFrom(query), {
        timeoutMs: VIA_MARKETPLACES_TIMEOUT_MS,
      });
      if (wantsJson) return done;
      void reply.type('text/html; charset=utf-8');
      return grantReturnPage({ slug: done.slug });
    } catch (error) {
      if (wantsJson) throw error;
      void reply.code(error instanceof DomainError ? error.status : 500).type('text/html; charset=utf-8');
      return grantReturnPage({ error, requestId: request.id });
    }
  }
}

/** The registry's entry of a slug; anything but the 14 is 404 like any unknown resource. */
function known(slug: string): MarketplaceDefinition {
  const marketplace = marketplaceOf(slug);
  if (!marketplace) throw new DomainError('resource.not_found');
  return marketplace;
}
