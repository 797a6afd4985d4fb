/** Marketplace A's campaigns (spec: `GET /campaigns`, `POST /campaigns/{campaign_id}/items`). */
import { definePattern } from '../rpc';
import type { TrendyolItemRejection } from './trendyol-catalog.contract';

export interface TrendyolCampaign {
  campaign_id: number;
  name: string;
  starts_at: string;
  ends_at: string;
  /** The least discount, in percent of the sale price, a campaign price must give. */
  min_discount: number;
  /** Commission points the marketplace gives back on the campaign's sales. */
  commission_bonus: number;
}

export interface TrendyolCampaignItem {
  barcode: string;
  campaign_price: number;
}

/** What joined the campaign, and each item refused (by Tezgah or by Trendyol) with its reason. */
export interface TrendyolCampaignItemsResult {
  campaign_id: number;
  accepted_count: number;
  rejected_count: number;
  rejections: TrendyolItemRejection[];
}

export const TrendyolListCampaigns = definePattern<Record<string, never>, { campaigns: TrendyolCampaign[] }>(
  'connector.trendyol.campaigns.list',
);
export const TrendyolAddCampaignItems = definePattern<{ campaign_id: number; items: TrendyolCampaignItem[] }, TrendyolCampaignItemsResult>(
  'connector.trendyol.campaigns.items',
);
