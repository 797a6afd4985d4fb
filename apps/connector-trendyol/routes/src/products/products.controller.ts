import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  type RequestContext,
  type TrendyolBatch,
  type TrendyolBrandLookup,
  TrendyolGetBatch,
  type TrendyolInventoryResult,
  TrendyolLookupBrand,
  type TrendyolSubmission,
  TrendyolSubmitProducts,
  TrendyolUpdateInventory,
  TrendyolUpdateProduct,
} from '@tezgah/contracts';
import { Access, CallerContext, RelaysJson } from '@tezgah/gateway-kit';
import { RPC_TRANSPORT, type RpcJson, type RpcTransport } from '@tezgah/messaging';
import { BarcodeParam, BatchIdParam } from './products.params';
import { BrandLookupQuery, TrendyolInventoryDto, TrendyolProductsDto, TrendyolProductUpdateDto } from './products.dto';
import {
  TrendyolBatchResponse,
  TrendyolBrandLookupResponse,
  TrendyolInventoryResponse,
  TrendyolSubmissionResponse,
} from './products.response';

/** A submission of 10,000 items is ten Trendyol calls in their turns of the rate budget, plus the look-ups. */
const SUBMIT_TIMEOUT_MS = 120_000;
const READ_TIMEOUT_MS = 60_000;

@ApiTags('marketplaces: trendyol')
@ApiBearerAuth()
@Controller()
export class TrendyolProductsController {
  constructor(@Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport) {}

  @Post('products')
  @HttpCode(200)
  @RelaysJson()
  @Access('admin')
  @ApiOperation({
    summary: 'Submits products to Trendyol in one call: judged per item first, then sent in batches of 1000 under one batch id',
  })
  @ApiOkResponse({ type: TrendyolSubmissionResponse })
  submit(@CallerContext() ctx: RequestContext, @Body() body: TrendyolProductsDto): Promise<RpcJson<TrendyolSubmission>> {
    return this.rpc.requestJson(TrendyolSubmitProducts, ctx, { items: body.items }, { timeoutMs: SUBMIT_TIMEOUT_MS });
  }

  @Put('products/:barcode')
  @HttpCode(200)
  @RelaysJson()
  @Access('admin')
  @ApiParam({ name: 'barcode', schema: { type: 'string', maxLength: 40 } })
  @ApiOperation({ summary: "Updates a product's content on Trendyol (a batch of one; stock and prices through /inventory)" })
  @ApiOkResponse({ type: TrendyolSubmissionResponse })
  update(
    @CallerContext() ctx: RequestContext,
    @Param() params: BarcodeParam,
    @Body() body: TrendyolProductUpdateDto,
  ): Promise<RpcJson<TrendyolSubmission>> {
    return this.rpc.requestJson(
      TrendyolUpdateProduct,
      ctx,
      { barcode: params.barcode, product: { ...body } },
      { timeoutMs: READ_TIMEOUT_MS },
    );
  }

  @Get('batches/:batch_id')
  @RelaysJson()
  @Access('viewer')
  @ApiParam({ name: 'batch_id', schema: { type: 'string', maxLength: 64 } })
  @ApiOperation({ summary: "A submission followed to the end: every item's status, content id, approval and rejection reason" })
  @ApiOkResponse({ type: TrendyolBatchResponse })
  batch(@CallerContext() ctx: RequestContext, @Param() params: BatchIdParam): Promise<RpcJson<TrendyolBatch>> {
    return this.rpc.requestJson(TrendyolGetBatch, ctx, { batch_id: params.batch_id }, { timeoutMs: READ_TIMEOUT_MS });
  }

  @Post('inventory')
  @HttpCode(200)
  @RelaysJson()
  @Access('admin')
  @ApiOperation({ summary: 'Stock and prices in one call, of any size: split into Trendyol requests of 1000 under one batch id' })
  @ApiOkResponse({ type: TrendyolInventoryResponse })
  inventory(@CallerContext() ctx: RequestContext, @Body() body: TrendyolInventoryDto): Promise<RpcJson<TrendyolInventoryResult>> {
    return this.rpc.requestJson(TrendyolUpdateInventory, ctx, { items: body.items }, { timeoutMs: SUBMIT_TIMEOUT_MS });
  }

  @Get('brands/lookup')
  @RelaysJson()
  @Access('viewer')
  @ApiOperation({ summary: 'Whether Trendyol knows a brand by its exact name (APPROVED with its id, or NOT_FOUND with suggestions)' })
  @ApiOkResponse({ type: TrendyolBrandLookupResponse })
  brand(@CallerContext() ctx: RequestContext, @Query() query: BrandLookupQuery): Promise<RpcJson<TrendyolBrandLookup>> {
    return this.rpc.requestJson(TrendyolLookupBrand, ctx, { name: query.name }, { timeoutMs: READ_TIMEOUT_MS });
  }
}
