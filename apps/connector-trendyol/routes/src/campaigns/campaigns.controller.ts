import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type RequestContext, TrendyolAddCampaignItems, TrendyolListCampaigns } from '@tezgah/contracts';
import { Access, CallerContext, RelaysJson } from '@tezgah/gateway-kit';
import { RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { CampaignIdParam, TrendyolCampaignItemsDto } from './campaigns.dto';
import { TrendyolCampaignItemsResponse, TrendyolCampaignsResponse } from './campaigns.response';

const TIMEOUT_MS = 60_000;

/** Trendyol's campaigns and the seller's products joining them (an unverified Trendyol service: docs/marketplaces.md). */
@ApiTags('marketplaces: trendyol')
@ApiBearerAuth()
@Controller()
export class TrendyolCampaignsController {
  constructor(@Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport) {}

  @Get('campaigns')
  @RelaysJson()
  @Access('viewer')
  @ApiOperation({ summary: "Trendyol's campaigns not yet ended, with their least discount and commission bonus" })
  @ApiOkResponse({ type: TrendyolCampaignsResponse })
  list(@CallerContext() ctx: RequestContext) {
    return this.rpc.requestJson(TrendyolListCampaigns, ctx, {}, { timeoutMs: TIMEOUT_MS });
  }

  @Post('campaigns/:campaign_id/items')
  @HttpCode(200)
  @RelaysJson()
  @Access('admin')
  @ApiOperation({ summary: 'Puts products in a campaign at their campaign prices; each refused item with its reason' })
  @ApiOkResponse({ type: TrendyolCampaignItemsResponse })
  addItems(@CallerContext() ctx: RequestContext, @Param() params: CampaignIdParam, @Body() body: TrendyolCampaignItemsDto) {
    return this.rpc.requestJson(
      TrendyolAddCampaignItems,
      ctx,
      { campaign_id: Number(params.campaign_id), items: body.items.map(({ barcode, campaign_price }) => ({ barcode, campaign_price })) },
      { timeoutMs: TIMEOUT_MS },
    );
  }
}
