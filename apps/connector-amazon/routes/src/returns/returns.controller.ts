import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AmazonCompetitionItem,
  type AmazonFbaInventoryItem,
  type AmazonFbaShipmentResult,
  AmazonPatterns,
  type AmazonRefundResult,
  type AmazonReturnView,
  type RequestContext,
} from '@tezgah/contracts';
import { Access, CallerContext, RelaysJson } from '@tezgah/gateway-kit';
import { RPC_TRANSPORT, type RpcJson, type RpcTransport } from '@tezgah/messaging';
import { skusOf } from '../amazon-fields';
import { AmazonReturnParams } from '../amazon-params';
import {
  AmazonFbaShipmentDto,
  AmazonRefundDto,
  AmazonRequiredSkusQueryDto,
  AmazonReturnsQueryDto,
  AmazonSkusQueryDto,
} from './returns.dto';
import {
  AmazonCompetitionResponse,
  AmazonFbaInventoryResponse,
  AmazonFbaShipmentResponse,
  AmazonRefundResponse,
  AmazonReturnsResponse,
} from './returns.response';

/** A returns report is requested, produced and read (up to 20 s of waiting for Amazon), and the marketplaces service asked. */
const REPORT_TIMEOUT_MS = 45_000;
const CALL_TIMEOUT_MS = 30_000;

@ApiTags('marketplaces: amazon')
@ApiBearerAuth()
@Controller()
export class AmazonReturnsController {
  constructor(@Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport) {}

  @Get('returns')
  @RelaysJson()
  @Access('viewer')
  @ApiOperation({ summary: 'Return requests, read from Amazon’s returns report' })
  @ApiOkResponse({ type: AmazonReturnsResponse })
  list(@CallerContext() ctx: RequestContext, @Query() query: AmazonReturnsQueryDto): Promise<RpcJson<{ returns: AmazonReturnView[] }>> {
    return this.rpc.requestJson(AmazonPatterns.returns, ctx, { ...query }, { timeoutMs: REPORT_TIMEOUT_MS });
  }

  @Post('returns/:return_request_id/refund')
  @HttpCode(202)
  @RelaysJson()
  @Access('admin')
  @ApiOperation({ summary: 'Refunds a returned line (a payment adjustment feed)' })
  @ApiAcceptedResponse({ type: AmazonRefundResponse })
  refund(
    @CallerContext() ctx: RequestContext,
    @Param() params: AmazonReturnParams,
    @Body() body: AmazonRefundDto,
  ): Promise<RpcJson<AmazonRefundResult>> {
    const request = { return_request_id: params.return_request_id, ...body };
    return this.rpc.requestJson(AmazonPatterns.refund, ctx, request, { timeoutMs: REPORT_TIMEOUT_MS });
  }

  @Get('fba/inventory')
  @RelaysJson()
  @Access('viewer')
  @ApiOperation({ summary: 'Stock at Amazon’s fulfilment centres (FBA), all SKUs or those named' })
  @ApiOkResponse({ type: AmazonFbaInventoryResponse })
  fbaInventory(
    @CallerContext() ctx: RequestContext,
    @Query() query: AmazonSkusQueryDto,
  ): Promise<RpcJson<{ inventory: AmazonFbaInventoryItem[] }>> {
    return this.rpc.requestJson(
      AmazonPatterns.fbaInventory,
      ctx,
      { seller_skus: skusOf(query.seller_skus) },
      { timeoutMs: CALL_TIMEOUT_MS },
    );
  }

  @Post('fba/shipments')
  @HttpCode(201)
  @RelaysJson()
  @Access('admin')
  @ApiOperation({ summary: 'Creates an inbound shipment plan to Amazon’s fulfilment centres' })
  @ApiCreatedResponse({ type: AmazonFbaShipmentResponse })
  fbaShipment(@CallerContext() ctx: RequestContext, @Body() body: AmazonFbaShipmentDto): Promise<RpcJson<AmazonFbaShipmentResult>> {
    return this.rpc.requestJson(AmazonPatterns.fbaShipment, ctx, body, { timeoutMs: CALL_TIMEOUT_MS });
  }

  @Get('pricing/competition')
  @RelaysJson()
  @Access('viewer')
  @ApiOperation({ summary: 'Buy box and competing offers of SKUs (production only: elsewhere 422)' })
  @ApiOkResponse({ type: AmazonCompetitionResponse })
  competition(
    @CallerContext() ctx: RequestContext,
    @Query() query: AmazonRequiredSkusQueryDto,
  ): Promise<RpcJson<{ items: AmazonCompetitionItem[] }>> {
    return this.rpc.requestJson(
      AmazonPatterns.competition,
      ctx,
      { seller_skus: skusOf(query.seller_skus) },
      { timeoutMs: CALL_TIMEOUT_MS },
    );
  }
}
