import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AMAZON_CANCEL_REASONS, type AmazonCancelReason, fieldMessage } from '@tezgah/contracts';
import { Type } from 'class-transformer';
import { IsDefined, IsEmail, IsOptional, MaxLength, ValidateNested } from 'class-validator';
import { Amount, Count, DateTime, List, OneOf, Pattern, Text } from '../amazon-fields';

/** Orders v0's order statuses. */
export const AMAZON_ORDER_STATUSES = [
  'PendingAvailability',
  'Pending',
  'Unshipped',
  'PartiallyShipped',
  'Shipped',
  'InvoiceUnconfirmed',
  'Canceled',
  'Unfulfillable',
] as const;

/** `GET /marketplaces/amazon/orders`. */
export class AmazonOrdersQueryDto {
  @ApiPropertyOptional({ enum: AMAZON_ORDER_STATUSES })
  @IsOptional()
  @OneOf(AMAZON_ORDER_STATUSES)
  status?: string;

  @ApiPropertyOptional({ format: 'date-time', maxLength: 40, description: 'Orders placed at or after (default: a week ago)' })
  @IsOptional()
  @MaxLength(40, { message: fieldMessage('max_length', { n: 40 }) })
  @DateTime()
  start?: string;

  @ApiPropertyOptional({ format: 'date-time', maxLength: 40, description: 'Orders placed before' })
  @IsOptional()
  @MaxLength(40, { message: fieldMessage('max_length', { n: 40 }) })
  @DateTime()
  end?: string;
}

export class AmazonShipmentItemDto {
  @ApiProperty({ maxLength: 50, pattern: '^\\d+$', example: '12345678901234' })
  @Text(50)
  @Pattern(/^\d+$/)
  order_item_id: string;

  @ApiProperty({ minimum: 1, maximum: 10_000 })
  @Count(1, 10_000)
  quantity: number;
}

/** `POST /marketplaces/amazon/orders/{order_id}/shipment`. */
export class AmazonShipmentDto {
  @ApiProperty({ type: [AmazonShipmentItemDto], minItems: 1, maxItems: 100 })
  @List(1, 100)
  @ValidateNested({ each: true, message: fieldMessage('type_object') })
  @Type(() => AmazonShipmentItemDto)
  items: AmazonShipmentItemDto[];

  @ApiProperty({
    maxLength: 100,
    example: 'yurtici',
    description: 'Amazon’s carrier code (`UPS`, `DHL`, …) or a Tezgah carrier value (`yurtici`, `aras`, …)',
  })
  @Text(100)
  carrier_code: string;

  @ApiProperty({ maxLength: 64, example: 'YK1234567890' })
  @Text(64)
  @Pattern(/^[0-9A-Za-z-]+$/, 'tracking_number_format')
  tracking_number: string;

  @ApiPropertyOptional({ maxLength: 100, example: 'Standart' })
  @IsOptional()
  @Text(100)
  shipping_method?: string;

  @ApiProperty({ format: 'date-time', maxLength: 40 })
  @MaxLength(40, { message: fieldMessage('max_length', { n: 40 }) })
  @DateTime()
  ship_date: string;
}

/** `POST /marketplaces/amazon/orders/{order_id}/cancel`: a reason outside the list is 400 (decisions §5). */
export class AmazonCancelDto {
  @ApiProperty({ enum: AMAZON_CANCEL_REASONS })
  @OneOf(AMAZON_CANCEL_REASONS)
  reason: AmazonCancelReason;
}

export class AmazonShipFromDto {
  @ApiProperty({ maxLength: 30, example: 'Tezgah Depo' }) @Text(30) name: string;
  @ApiProperty({ maxLength: 180, example: 'Sanayi Sok. 5' }) @Text(180) address_line_1: string;
  @ApiProperty({ maxLength: 30, example: 'Bursa' }) @Text(30) city: string;
  @ApiProperty({ maxLength: 30, example: '16000' }) @Text(30) postal_code: string;

  @ApiProperty({ maxLength: 2, pattern: '^[A-Z]{2}$', example: 'TR' })
  @Text(2)
  @Pattern(/^[A-Z]{2}$/)
  country_code: string;

  @ApiPropertyOptional({ maxLength: 30, example: '+902241234567' }) @IsOptional() @Text(30) phone?: string;

  @ApiPropertyOptional({ maxLength: 64, format: 'email' })
  @IsOptional()
  @Text(64)
  @IsEmail({}, { message: fieldMessage('email') })
  email?: string;
}

export class AmazonPackageDimensionsDto {
  @ApiProperty({ minimum: 0.1, maximum: 300, example: 30 }) @Amount(0.1, 300) length_cm: number;
  @ApiProperty({ minimum: 0.1, maximum: 300, example: 20 }) @Amount(0.1, 300) width_cm: number;
  @ApiProperty({ minimum: 0.1, maximum: 300, example: 10 }) @Amount(0.1, 300) height_cm: number;
  @ApiProperty({ minimum: 0.01, maximum: 150, example: 1.5 }) @Amount(0.01, 150) weight_kg: number;
}

/** `POST /marketplaces/amazon/orders/{order_id}/label` (Merchant Fulfillment). */
export class AmazonLabelDto {
  @ApiProperty({ type: AmazonShipFromDto })
  @IsDefined({ message: fieldMessage('required') })
  @ValidateNested({ message: fieldMessage('type_object') })
  @Type(() => AmazonShipFromDto)
  ship_from: AmazonShipFromDto;

  @ApiProperty({ type: AmazonPackageDimensionsDto })
  @IsDefined({ message: fieldMessage('required') })
  @ValidateNested({ message: fieldMessage('type_object') })
  @Type(() => AmazonPackageDimensionsDto)
  package_dimensions: AmazonPackageDimensionsDto;

  @ApiPropertyOptional({
    maxLength: 100,
    example: 'TR_YURTICI_STANDARD',
    description: 'One of the eligible services; the cheapest when absent',
  })
  @IsOptional()
  @Text(100)
  shipping_service_id?: string;
}
