import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AmazonInventoryResult,
  type AmazonListingsRequest,
  type AmazonListingsResult,
  AmazonPatterns,
  type AmazonSubmissionResult,
  type RequestContext,
} from '@tezgah/contracts';
import { Access, CallerContext, RelaysJson } from '@tezgah/gateway-kit';
import { RPC_TRANSPORT, type RpcJson, type RpcTransport } from '@tezgah/messaging';
import { AmazonSubmissionParams } from '../amazon-params';
import { AmazonInventoryDto } from './inventory.dto';
import { AmazonListingsDto } from './listings.dto';
import { AmazonInventoryResponse, AmazonListingsResponse, AmazonSubmissionResponse } from './listings.response';

/** Twenty PUTs at the listings quota, or a feed's three calls, and the marketplaces service for the connection. */
const LISTINGS_TIMEOUT_MS = 30_000;

@ApiTags('marketplaces: amazon')
@ApiBearerAuth()
@Controller()
export class AmazonListingsController {
  constructor(@Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport) {}

  @Post('listings')
  @HttpCode(202)
  @RelaysJson()
  @Access('admin')
  @ApiOperation({ summary: 'Lists products on Amazon.com.tr: offers on existing ASINs, or new products (both item shapes)' })
  @ApiAcceptedResponse({ type: AmazonListingsResponse, description: 'Follow `status_url` for each item’s result' })
  submit(@CallerContext() ctx: RequestContext, @Body() body: AmazonListingsDto): Promise<RpcJson<AmazonListingsResult>> {
    return this.rpc.requestJson(AmazonPatterns.listings, ctx, body as unknown as AmazonListingsRequest, { timeoutMs: LISTINGS_TIMEOUT_MS });
  }

  @Get('submissions/:submission_id')
  @RelaysJson()
  @Access('viewer')
  @ApiOperation({ summary: 'A listings or inventory submission, each item with its status, ASIN, warnings and errors' })
  @ApiOkResponse({ type: AmazonSubmissionResponse })
  read(@CallerContext() ctx: RequestContext, @Param() params: AmazonSubmissionParams): Promise<RpcJson<AmazonSubmissionResult>> {
    return this.rpc.requestJson(
      AmazonPatterns.submission,
      ctx,
      { submission_id: params.submission_id },
      { timeoutMs: LISTINGS_TIMEOUT_MS },
    );
  }

  @Post('inventory')
  @HttpCode(202)
  @RelaysJson()
  @Access('admin')
  @ApiOperation({ summary: 'Stock (and price) of listings: `priority: realtime` directly, else by feed' })
  @ApiAcceptedResponse({ type: AmazonInventoryResponse })
  stock(@CallerContext() ctx: RequestContext, @Body() body: AmazonInventoryDto): Promise<RpcJson<AmazonInventoryResult>> {
    return this.rpc.requestJson(AmazonPatterns.inventory, ctx, body, { timeoutMs: LISTINGS_TIMEOUT_MS });
  }
}
