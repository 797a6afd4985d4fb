import { ApiProperty } from '@nestjs/swagger';
import { fieldMessage, type TrendyolCampaignItem } from '@tezgah/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsNotEmpty,
  IsNumber,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

/** Trendyol's bulk calls take 1000 items; so does joining a campaign. */
export const MAX_CAMPAIGN_ITEMS = 1000;
const MAX_PRICE = 99_999_999;

export class CampaignIdParam {
  @ApiProperty({ maxLength: 15, example: '10000042' })
  @IsString({ message: fieldMessage('type_string') })
  @Matches(/^\d{1,15}$/, { message: fieldMessage('invalid') })
  campaign_id: string;
}

export class TrendyolCampaignItemDto implements TrendyolCampaignItem {
  @ApiProperty({ maxLength: 40 })
  @IsString({ message: fieldMessage('type_string') })
  @IsNotEmpty({ message: fieldMessage('not_empty') })
  @MaxLength(40, { message: fieldMessage('max_length', { n: 40 }) })
  barcode: string;

  @ApiProperty({ minimum: 0.01, maximum: MAX_PRICE, description: "At least the campaign's min_discount percent under the sale price" })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: fieldMessage('type_number') })
  @Min(0.01, { message: fieldMessage('minimum', { n: 0.01 }) })
  @Max(MAX_PRICE, { message: fieldMessage('maximum', { n: MAX_PRICE }) })
  campaign_price: number;
}

export class TrendyolCampaignItemsDto {
  @ApiProperty({ type: [TrendyolCampaignItemDto], minItems: 1, maxItems: MAX_CAMPAIGN_ITEMS })
  @IsArray({ message: fieldMessage('type_array') })
  @ArrayMinSize(1, { message: fieldMessage('min_items', { n: 1 }) })
  @ArrayMaxSize(MAX_CAMPAIGN_ITEMS, { message: fieldMessage('max_items', { n: MAX_CAMPAIGN_ITEMS }) })
  @ValidateNested({ each: true, message: fieldMessage('type_object') })
  @Type(() => TrendyolCampaignItemDto)
  items: TrendyolCampaignItemDto[];
}
