import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type CreatedWebhookDto,
  type DeliveryDto,
  type PageDto,
  type RequestContext,
  WebhookDeliveriesList,
  WebhookDeliveriesResend,
  type WebhookDto,
  WebhooksCreate,
  WebhooksDelete,
  WebhooksList,
  WebhooksTest,
} from '@tezgah/contracts';
import { RPC_TRANSPORT, type RpcJson, type RpcTransport } from '@tezgah/messaging';
import { Access, CallerContext, RelaysJson } from '@tezgah/gateway-kit';
import { PageQuery } from '../http/page.query';
import { SecretAnswerFields } from '../idempotency/secret-answer-fields.decorator';
import { CreateWebhookDto } from './dto/create-webhook.dto';
import { CreatedWebhookResponse, DeliveryPageResponse, DeliveryResponse, WebhookResponse } from './dto/webhook.responses';

/**
 * The spec's Webhooks endpoints plus the console's delivery endpoints (decisions §11). Admins
 * manage webhooks (decisions §3); the webhook dispatcher does the work, its answers relayed as they are.
 */
@ApiTags('webhooks')
@ApiBearerAuth()
@Controller('webhooks')
export class WebhooksController {
  constructor(@Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport) {}

  @Get()
  @RelaysJson()
  @Access('admin')
  @ApiOkResponse({ type: [WebhookResponse], description: 'Without secrets' })
  list(@CallerContext() ctx: RequestContext): Promise<RpcJson<WebhookDto[]>> {
    return this.rpc.requestJson(WebhooksList, ctx, {});
  }

  @Post()
  @RelaysJson()
  @SecretAnswerFields('secret')
  @Access('admin')
  @ApiCreatedResponse({ type: CreatedWebhookResponse, description: 'The only response that carries `secret`' })
  create(@CallerContext() ctx: RequestContext, @Body() body: CreateWebhookDto): Promise<RpcJson<CreatedWebhookDto>> {
    return this.rpc.requestJson(WebhooksCreate, ctx, { url: body.url, events: body.events, active: body.active });
  }

  @Delete(':id')
  @HttpCode(204)
  @Access('admin')
  @ApiNoContentResponse()
  async delete(@CallerContext() ctx: RequestContext, @Param('id') id: string): Promise<void> {
    await this.rpc.request(WebhooksDelete, ctx, { id });
  }

  /** Beyond the spec, for the console: the webhook's deliveries, newest first. */
  @Get(':id/deliveries')
  @RelaysJson()
  @Access('admin')
  @ApiOkResponse({ type: DeliveryPageResponse, description: 'Beyond the spec (console): newest first' })
  deliveries(
    @CallerContext() ctx: RequestContext,
    @Param('id') id: string,
    @Query() query: PageQuery,
  ): Promise<RpcJson<PageDto<DeliveryDto>>> {
    return this.rpc.requestJson(WebhookDeliveriesList, ctx, { webhook_id: id, page: query.page, per_page: query.per_page });
  }

  /** Beyond the spec, for the console: a delivered or dead delivery again, same event id and body. */
  @Post(':id/deliveries/:delivery_id/resend')
  @HttpCode(202)
  @RelaysJson()
  @Access('admin')
  @ApiAcceptedResponse({ type: DeliveryResponse, description: 'Beyond the spec (console): queued again with a fresh round of attempts' })
  resend(
    @CallerContext() ctx: RequestContext,
    @Param('id') id: string,
    @Param('delivery_id') deliveryId: string,
  ): Promise<RpcJson<DeliveryDto>> {
    return this.rpc.requestJson(WebhookDeliveriesResend, ctx, { webhook_id: id, delivery_id: deliveryId });
  }

  /** Beyond the spec, for the console: a signed `ping` event to this webhook only. */
  @Post(':id/test')
  @HttpCode(202)
  @RelaysJson()
  @Access('admin')
  @ApiAcceptedResponse({ type: DeliveryResponse, description: 'Beyond the spec (console): a signed `ping` event, queued' })
  test(@CallerContext() ctx: RequestContext, @Param('id') id: string): Promise<RpcJson<DeliveryDto>> {
    return this.rpc.requestJson(WebhooksTest, ctx, { id });
  }
}
