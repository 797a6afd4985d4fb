import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  type RequestContext,
  TrendyolChangeStatus,
  TrendyolGetLabel,
  TrendyolListOrders,
  type TrendyolOrdersPage,
} from '@tezgah/contracts';
import { Access, CallerContext, RelaysJson } from '@tezgah/gateway-kit';
import { RPC_TRANSPORT, type RpcJson, type RpcTransport } from '@tezgah/messaging';
import type { FastifyReply } from 'fastify';
import { OrderNumberParam, TrendyolOrdersQueryDto, TrendyolStatusDto } from './orders.dto';
import { TrendyolLabelPendingResponse, TrendyolOrdersPageResponse, TrendyolStatusResponse } from './orders.response';

const TIMEOUT_MS = 60_000;

@ApiTags('marketplaces: trendyol')
@ApiBearerAuth()
@Controller('orders')
export class TrendyolOrdersController {
  constructor(@Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport) {}

  @Get()
  @RelaysJson()
  @Access('viewer')
  @ApiOperation({ summary: "Trendyol's order packages in the spec's shape, paged zero-based" })
  @ApiOkResponse({ type: TrendyolOrdersPageResponse })
  list(@CallerContext() ctx: RequestContext, @Query() query: TrendyolOrdersQueryDto): Promise<RpcJson<TrendyolOrdersPage>> {
    const request = { status: query.status, start: query.start, end: query.end, page: query.page, size: query.size };
    return this.rpc.requestJson(TrendyolListOrders, ctx, request, { timeoutMs: TIMEOUT_MS });
  }

  @Patch(':order_number/status')
  @HttpCode(200)
  @RelaysJson()
  @Access('admin')
  @ApiOperation({ summary: 'Moves a package forward on Trendyol (Picking, Invoiced, Shipped; Cancelled from Created); backward is 422' })
  @ApiOkResponse({ type: TrendyolStatusResponse })
  status(@CallerContext() ctx: RequestContext, @Param() params: OrderNumberParam, @Body() body: TrendyolStatusDto) {
    return this.rpc.requestJson(TrendyolChangeStatus, ctx, { ...body, order_number: params.order_number }, { timeoutMs: TIMEOUT_MS });
  }

  @Get(':order_number/label')
  @Access('viewer')
  @ApiProduces('application/pdf', 'application/json')
  @ApiOperation({ summary: "The order's Trendyol common label as PDF; 202 with Retry-After while Trendyol makes it" })
  @ApiOkResponse({ description: 'The label', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiAcceptedResponse({ type: TrendyolLabelPendingResponse, description: 'Not ready: ask again after Retry-After seconds' })
  async label(
    @CallerContext() ctx: RequestContext,
    @Param() params: OrderNumberParam,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | { ready: false; retry_after: number }> {
    const label = await this.rpc.request(TrendyolGetLabel, ctx, { order_number: params.order_number }, { timeoutMs: TIMEOUT_MS });
    if (!label.ready) {
      void reply.code(202).header('retry-after', String(label.retry_after));
      return label;
    }
    void reply.type('application/pdf').header('content-disposition', `inline; filename="trendyol-${params.order_number}.pdf"`);
    return Buffer.from(label.pdf_base64, 'base64');
  }
}
