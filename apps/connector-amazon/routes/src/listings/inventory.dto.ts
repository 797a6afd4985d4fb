import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { fieldMessage } from '@tezgah/contracts';
import { Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import { Amount, Count, List, OneOf, SKU_MAX_LENGTH, Text, UniqueSkus } from '../amazon-fields';

export class AmazonInventoryItemDto {
  @ApiProperty({ maxLength: SKU_MAX_LENGTH, example: 'TSHIRT-001' })
  @Text(SKU_MAX_LENGTH)
  seller_sku: string;

  @ApiProperty({ minimum: 0, maximum: 1_000_000, example: 40 })
  @Count(0, 1_000_000)
  quantity: number;

  @ApiPropertyOptional({
    minimum: 0.01,
    maximum: 10_000_000,
    example: 249.9,
    description: 'The new price with tax (TRY); left as it is when absent',
  })
  @IsOptional()
  @Amount(0.01, 10_000_000)
  price?: number;
}

/** `POST /marketplaces/amazon/inventory`. */
export class AmazonInventoryDto {
  @ApiProperty({ type: [AmazonInventoryItemDto], minItems: 1, maxItems: 10_000 })
  @List(1, 10_000)
  @UniqueSkus()
  @ValidateNested({ each: true, message: fieldMessage('type_object') })
  @Type(() => AmazonInventoryItemDto)
  items: AmazonInventoryItemDto[];

  @ApiPropertyOptional({
    enum: ['realtime', 'standard'],
    description:
      '`realtime`: a PATCH per SKU (up to 20 SKUs, seconds); else, or when its quota is spent, one JSON_LISTINGS_FEED (5-30 minutes; the answer says `fallback`)',
  })
  @IsOptional()
  @OneOf(['realtime', 'standard'])
  priority?: 'realtime' | 'standard';
}
