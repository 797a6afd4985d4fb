import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { fieldMessage } from '@tezgah/contracts';
import { Type } from 'class-transformer';
import { IsDefined, IsOptional, MaxLength, ValidateNested } from 'class-validator';
import { Amount, Count, DateTime, Flag, List, OneOf, Pattern, SKU_MAX_LENGTH, SkuList, Text } from '../amazon-fields';

/** `GET /marketplaces/amazon/returns`: return requests made in the window (at most 60 days; the last 30 by default). */
export class AmazonReturnsQueryDto {
  @ApiPropertyOptional({ format: 'date-time', maxLength: 40 })
  @IsOptional()
  @MaxLength(40, { message: fieldMessage('max_length', { n: 40 }) })
  @DateTime()
  start?: string;

  @ApiPropertyOptional({ format: 'date-time', maxLength: 40 })
  @IsOptional()
  @MaxLength(40, { message: fieldMessage('max_length', { n: 40 }) })
  @DateTime()
  end?: string;
}

/** `POST /marketplaces/amazon/returns/{return_request_id}/refund`. */
export class AmazonRefundDto {
  @ApiProperty({ minimum: 0.01, maximum: 10_000_000, example: 150, description: 'At most what the returned line was paid' })
  @Amount(0.01, 10_000_000)
  refund_amount: number;

  @ApiProperty({ description: 'Refund the line’s shipping charge too' })
  @Flag()
  refund_shipping: boolean;

  @ApiProperty({
    maxLength: 200,
    example: 'CustomerReturn',
    description: 'An Amazon AdjustmentReason (`CustomerReturn`, `GeneralAdjustment`, …) or free text (refunded as CustomerReturn)',
  })
  @Text(200)
  reason: string;
}

/** `GET /marketplaces/amazon/fba/inventory` and `GET /pricing/competition`: SKUs, comma-separated. */
export class AmazonSkusQueryDto {
  @ApiPropertyOptional({ maxLength: 4100, example: 'TSHIRT-001,TSHIRT-002', description: 'Up to 100 SKUs, comma-separated' })
  @IsOptional()
  @MaxLength(4100, { message: fieldMessage('max_length', { n: 4100 }) })
  @SkuList(100)
  seller_skus?: string;
}

export class AmazonRequiredSkusQueryDto {
  @ApiProperty({ maxLength: 4100, example: 'TSHIRT-001,TSHIRT-002', description: 'Up to 100 SKUs, comma-separated' })
  @Text(4100)
  @SkuList(100)
  seller_skus: string;
}

export class AmazonInboundShipFromDto {
  @ApiProperty({ maxLength: 50, example: 'Tezgah Depo' }) @Text(50) name: string;
  @ApiProperty({ maxLength: 180, example: 'Sanayi Sok. 5' }) @Text(180) address_line_1: string;
  @ApiProperty({ maxLength: 30, example: 'Bursa' }) @Text(30) city: string;
  @ApiProperty({ maxLength: 32, example: '16000' }) @Text(32) postal_code: string;

  @ApiProperty({ maxLength: 2, pattern: '^[A-Z]{2}$', example: 'TR' })
  @Text(2)
  @Pattern(/^[A-Z]{2}$/)
  country_code: string;

  @ApiPropertyOptional({ maxLength: 20 }) @IsOptional() @Text(20) phone?: string;
}

const OWNERS = ['AMAZON', 'SELLER', 'NONE'] as const;

export class AmazonInboundItemDto {
  @ApiProperty({ maxLength: SKU_MAX_LENGTH }) @Text(SKU_MAX_LENGTH) seller_sku: string;
  @ApiProperty({ minimum: 1, maximum: 10_000 }) @Count(1, 10_000) quantity: number;
  @ApiPropertyOptional({ enum: OWNERS, description: 'Who labels the units (default SELLER)' }) @IsOptional() @OneOf(OWNERS) label_owner?:
    'AMAZON' | 'SELLER' | 'NONE';
  @ApiPropertyOptional({ enum: OWNERS, description: 'Who preps the units (default NONE)' }) @IsOptional() @OneOf(OWNERS) prep_owner?:
    'AMAZON' | 'SELLER' | 'NONE';
}

/** `POST /marketplaces/amazon/fba/shipments`: an inbound plan to Amazon's fulfilment centres (Fulfillment Inbound 2024-03-20). */
export class AmazonFbaShipmentDto {
  @ApiPropertyOptional({ maxLength: 40, example: 'Kasım sevkiyatı' })
  @IsOptional()
  @Text(40)
  name?: string;

  @ApiProperty({ type: AmazonInboundShipFromDto })
  @IsDefined({ message: fieldMessage('required') })
  @ValidateNested({ message: fieldMessage('type_object') })
  @Type(() => AmazonInboundShipFromDto)
  ship_from: AmazonInboundShipFromDto;

  @ApiProperty({ type: [AmazonInboundItemDto], minItems: 1, maxItems: 2000 })
  @List(1, 2000)
  @ValidateNested({ each: true, message: fieldMessage('type_object') })
  @Type(() => AmazonInboundItemDto)
  items: AmazonInboundItemDto[];
}
