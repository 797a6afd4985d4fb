import { ApiProperty } from '@nestjs/swagger';
import { TrendyolRejectionResponse } from '../products/products.response';

export class TrendyolCampaignResponse {
  @ApiProperty({ type: 'integer' }) campaign_id: number;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'date-time' }) starts_at: string;
  @ApiProperty({ format: 'date-time' }) ends_at: string;
  @ApiProperty({ description: 'The least discount, in percent of the sale price, a campaign price must give', example: 20 })
  min_discount: number;
  @ApiProperty({ description: "Commission points given back on the campaign's sales", example: 2 }) commission_bonus: number;
}

export class TrendyolCampaignsResponse {
  @ApiProperty({ type: [TrendyolCampaignResponse] }) campaigns: TrendyolCampaignResponse[];
}

export class TrendyolCampaignItemsResponse {
  @ApiProperty({ type: 'integer' }) campaign_id: number;
  @ApiProperty({ type: 'integer' }) accepted_count: number;
  @ApiProperty({ type: 'integer' }) rejected_count: number;
  @ApiProperty({ type: [TrendyolRejectionResponse], description: 'Items refused, by Tezgah or by Trendyol, each with its Turkish reason' })
  rejections: TrendyolRejectionResponse[];
}
