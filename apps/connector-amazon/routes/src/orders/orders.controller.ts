import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AmazonCancelResult,
  type AmazonLabelResult,
  type AmazonMessageResult,
  type AmazonOrderView,
  AmazonPatterns,
  type AmazonShipmentResult,
  type RequestContext,
} from '@tezgah/contracts';
import { Access, CallerContext, RelaysJson } from '@tezgah/gateway-kit';
import { RPC_TRANSPORT, type RpcJson, type RpcTransport } from '@tezgah/messaging';
import { AmazonOrderParams } from '../amazon-params';
import { AmazonMessageDto } from '../messaging/messaging.dto';
import { AmazonOrdersQueryDto, AmazonCancelDto, AmazonLabelDto, AmazonShipmentDto } from './orders.dto';
import {
  AmazonOrdersResponse,
  AmazonCancelResponse,
  AmazonLabelResponse,
  AmazonMessageResponse,
  AmazonShipmentResponse,
} from './orders.response';

/** A few SP-API calls, each possibly waiting a few seconds for its quota turn. */
const ORDERS_TIMEOUT_MS = 30_000;

@ApiTags('marketplaces: amazon')
@ApiBearerAuth()
@Controller()
export class AmazonOrdersController {
  constructor(@Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport) {}

  @Get('orders')
  @RelaysJson()
  @Access('viewer')
  @ApiOperation({ summary: 'Amazon.com.tr orders (Orders v0) with their items, the buyer masked' })
  @ApiOkResponse({ type: AmazonOrdersResponse })
  list(@CallerContext() ctx: RequestContext, @Query() query: AmazonOrdersQueryDto): Promise<RpcJson<{ orders: AmazonOrderView[] }>> {
    return this.rpc.requestJson(AmazonPatterns.orders, ctx, { ...query }, { timeoutMs: ORDERS_TIMEOUT_MS });
  }

  @Post('orders/:order_id/shipment')
  @HttpCode(200)
  @RelaysJson()
  @Access('admin')
  @ApiOperation({ summary: 'Confirms a shipment of order items (confirmShipment): they become Shipped' })
  @ApiOkResponse({ type: AmazonShipmentResponse })
  ship(
    @CallerContext() ctx: RequestContext,
    @Param() params: AmazonOrderParams,
    @Body() body: AmazonShipmentDto,
  ): Promise<RpcJson<AmazonShipmentResult>> {
    return this.rpc.requestJson(AmazonPatterns.shipment, ctx, { order_id: params.order_id, ...body }, { timeoutMs: ORDERS_TIMEOUT_MS });
  }

  @Post('orders/:order_id/cancel')
  @HttpCode(202)
  @RelaysJson()
  @Access('admin')
  @ApiOperation({ summary: 'Cancels an unshipped order for one of Amazon’s reasons (an order acknowledgement feed)' })
  @ApiAcceptedResponse({ type: AmazonCancelResponse })
  cancel(
    @CallerContext() ctx: RequestContext,
    @Param() params: AmazonOrderParams,
    @Body() body: AmazonCancelDto,
  ): Promise<RpcJson<AmazonCancelResult>> {
    return this.rpc.requestJson(
      AmazonPatterns.cancel,
      ctx,
      { order_id: params.order_id, reason: body.reason },
      { timeoutMs: ORDERS_TIMEOUT_MS },
    );
  }

  @Post('orders/:order_id/label')
  @HttpCode(201)
  @RelaysJson()
  @Access('admin')
  @ApiOperation({ summary: 'Buys a shipping label through Merchant Fulfillment: the eligible services, then the label (PDF)' })
  @ApiCreatedResponse({ type: AmazonLabelResponse })
  label(
    @CallerContext() ctx: RequestContext,
    @Param() params: AmazonOrderParams,
    @Body() body: AmazonLabelDto,
  ): Promise<RpcJson<AmazonLabelResult>> {
    return this.rpc.requestJson(AmazonPatterns.label, ctx, { order_id: params.order_id, ...body }, { timeoutMs: ORDERS_TIMEOUT_MS });
  }

  @Post('messaging/:order_id')
  @HttpCode(201)
  @RelaysJson()
  @Access('admin')
  @ApiOperation({ summary: 'Sends a message to the buyer’s masked address, of a type Amazon permits for the order' })
  @ApiCreatedResponse({ type: AmazonMessageResponse })
  message(
    @CallerContext() ctx: RequestContext,
    @Param() params: AmazonOrderParams,
    @Body() body: AmazonMessageDto,
  ): Promise<RpcJson<AmazonMessageResult>> {
    return this.rpc.requestJson(AmazonPatterns.message, ctx, { order_id: params.order_id, ...body }, { timeoutMs: ORDERS_TIMEOUT_MS });
  }
}
