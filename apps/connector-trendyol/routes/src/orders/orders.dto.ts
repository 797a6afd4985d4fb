import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { fieldMessage, TRENDYOL_REQUESTABLE_STATUSES, type TrendyolRequestableStatus } from '@tezgah/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

/** The package statuses Trendyol's getShipmentPackages filters on (docs "Get Order Packages"). */
export const TRENDYOL_PACKAGE_STATUSES = [
  'Awaiting',
  'Created',
  'Picking',
  'Invoiced',
  'Shipped',
  'AtCollectionPoint',
  'Cancelled',
  'Delivered',
  'UnDelivered',
  'Returned',
  'Repack',
  'UnPacked',
  'UnSupplied',
] as const;
const MAX_SIZE = 200;
const int = () => IsInt({ message: fieldMessage('type_integer') });
const dateTime = () => IsISO8601({ strict: true }, { message: fieldMessage('invalid') });

/** `GET /marketplaces/trendyol/orders`: Trendyol's own paging, zero-based; at most two weeks between start and end. */
export class TrendyolOrdersQueryDto {
  @ApiPropertyOptional({ enum: TRENDYOL_PACKAGE_STATUSES, maxLength: 20 })
  @IsOptional()
  @IsIn(TRENDYOL_PACKAGE_STATUSES, { message: fieldMessage('one_of', { values: TRENDYOL_PACKAGE_STATUSES }) })
  status?: string;

  @ApiPropertyOptional({ format: 'date-time', maxLength: 40, description: 'Default: a week before end' })
  @IsOptional()
  @dateTime()
  @MaxLength(40, { message: fieldMessage('max_length', { n: 40 }) })
  start?: string;

  @ApiPropertyOptional({ format: 'date-time', maxLength: 40, description: 'Default: now; at most 14 days after start' })
  @IsOptional()
  @dateTime()
  @MaxLength(40, { message: fieldMessage('max_length', { n: 40 }) })
  end?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 100_000, default: 0, description: 'Zero-based' })
  @IsOptional()
  @Type(() => Number)
  @int()
  @Min(0, { message: fieldMessage('minimum', { n: 0 }) })
  @Max(100_000, { message: fieldMessage('maximum', { n: 100_000 }) })
  page = 0;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_SIZE, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @int()
  @Min(1, { message: fieldMessage('minimum', { n: 1 }) })
  @Max(MAX_SIZE, { message: fieldMessage('maximum', { n: MAX_SIZE }) })
  size = 50;
}

export class TrendyolLineDto {
  @ApiProperty({ type: 'integer' })
  @int()
  line_id: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 100_000 })
  @int()
  @Min(1, { message: fieldMessage('minimum', { n: 1 }) })
  @Max(100_000, { message: fieldMessage('maximum', { n: 100_000 }) })
  quantity: number;
}

/** `PATCH /marketplaces/trendyol/orders/{order_number}/status`: forward moves only. */
export class TrendyolStatusDto {
  @ApiProperty({ type: 'integer' })
  @int()
  shipment_package_id: number;

  @ApiProperty({ enum: TRENDYOL_REQUESTABLE_STATUSES, maxLength: 20 })
  @IsIn(TRENDYOL_REQUESTABLE_STATUSES, { message: fieldMessage('one_of', { values: TRENDYOL_REQUESTABLE_STATUSES }) })
  status: TrendyolRequestableStatus;

  @ApiProperty({ type: [TrendyolLineDto], minItems: 1, maxItems: 500 })
  @IsArray({ message: fieldMessage('type_array') })
  @ArrayMinSize(1, { message: fieldMessage('min_items', { n: 1 }) })
  @ArrayMaxSize(500, { message: fieldMessage('max_items', { n: 500 }) })
  @ValidateNested({ each: true, message: fieldMessage('type_object') })
  @Type(() => TrendyolLineDto)
  lines: TrendyolLineDto[];

  @ApiPropertyOptional({
    maxLength: 16,
    example: 'TZG2026000000001',
    description:
      "Invoiced: the e-invoice number (3 alphanumerics, 13 digits). Absent: the order's accepted Tezgah invoice gives its number and its link (422 when there is none)",
  })
  @IsOptional()
  @IsString({ message: fieldMessage('type_string') })
  @Matches(/^[A-Za-z0-9]{3}\d{13}$/, { message: fieldMessage('trendyol_invoice_number_required') })
  invoice_number?: string;

  @ApiPropertyOptional({ maxLength: 40, description: "Shipped under the seller's own contract: that carrier's tracking number" })
  @IsOptional()
  @IsString({ message: fieldMessage('type_string') })
  @IsNotEmpty({ message: fieldMessage('not_empty') })
  @MaxLength(40, { message: fieldMessage('max_length', { n: 40 }) })
  tracking_number?: string;
}

export class OrderNumberParam {
  @ApiProperty({ maxLength: 40 })
  @IsString({ message: fieldMessage('type_string') })
  @Matches(/^\d{1,40}$/, { message: fieldMessage('invalid') })
  order_number: string;
}
