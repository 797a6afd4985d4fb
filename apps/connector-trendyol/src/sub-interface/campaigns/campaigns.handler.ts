import { Injectable } from '@nestjs/common';
import { type RequestContext, TrendyolAddCampaignItems, type TrendyolCampaignItem, TrendyolListCampaigns } from '@tezgah/contracts';
import { RpcHandler } from '@tezgah/messaging';
import { CampaignsService } from './campaigns.service';

/** The campaign calls of marketplace A's sub-interface. */
@Injectable()
export class CampaignsHandler {
  constructor(private readonly campaigns: CampaignsService) {}

  @RpcHandler(TrendyolListCampaigns)
  list(_request: Record<string, never>, ctx: RequestContext) {
    return this.campaigns.list(ctx);
  }

  @RpcHandler(TrendyolAddCampaignItems)
  addItems(request: { campaign_id: number; items: TrendyolCampaignItem[] }, ctx: RequestContext) {
    return this.campaigns.addItems(request, ctx);
  }
}
