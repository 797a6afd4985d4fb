import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CARGO_PROVIDERS, type CargoProvider, fieldMessage, LABEL_BATCH_MAX, type LabelBatchRequest } from '@tezgah/contracts';
import { FieldProblemCollector } from '@tezgah/errors';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { TRACKING_NUMBER_MAX_LENGTH, TrackingNumberFormat } from '../../orders/dto/order-status.dto';

/** Our order ids are `ord_` and a ULID (30 characters); the bound leaves room and stops junk early. */
export const ORDER_ID_MAX_LENGTH = 64;
/** Bounds the spec leaves open (docs/cargo.md): parcels per label request and a parcel's weight. */
export const PACKAGE_COUNT_MAX = 20;
export const WEIGHT_KG_MAX = 1000;
/** A gram: a weight of 0 kg is no weight (an inclusive bound, which every OpenAPI and JSON Schema reader takes alike). */
export const WEIGHT_KG_MIN = 0.001;

/** What both label requests say about the parcels: how many, and their weight. Unknown fields are refused. */
class ParcelsDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: PACKAGE_COUNT_MAX, default: 1, description: 'One label page per package' })
  @IsOptional()
  @IsInt({ message: fieldMessage('type_integer') })
  @Min(1, { message: fieldMessage('minimum', { n: 1 }) })
  @Max(PACKAGE_COUNT_MAX, { message: fieldMessage('maximum', { n: PACKAGE_COUNT_MAX }) })
  package_count = 1;

  @ApiPropertyOptional({ minimum: WEIGHT_KG_MIN, maximum: WEIGHT_KG_MAX, example: 1.5, description: 'Of the whole shipment' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: fieldMessage('type_number') })
  @Min(WEIGHT_KG_MIN, { message: fieldMessage('minimum', { n: WEIGHT_KG_MIN }) })
  @Max(WEIGHT_KG_MAX, { message: fieldMessage('maximum', { n: WEIGHT_KG_MAX }) })
  weight_kg?: number;
}

/** `POST /cargo/labels` (spec Cargo, decisions §9). */
export class CargoLabelBodyDto extends ParcelsDto {
  @ApiProperty({ maxLength: ORDER_ID_MAX_LENGTH, example: 'ord_01JD3X5Q9V8K4M2N6P7R8S9T0W' })
  @IsString({ message: fieldMessage('type_string') })
  @IsNotEmpty({ message: fieldMessage('not_empty') })
  @MaxLength(ORDER_ID_MAX_LENGTH, { message: fieldMessage('max_length', { n: ORDER_ID_MAX_LENGTH }) })
  order_id: string;

  @ApiProperty({ enum: CARGO_PROVIDERS })
  @IsIn(CARGO_PROVIDERS, { message: fieldMessage('one_of', { values: CARGO_PROVIDERS }) })
  provider: CargoProvider;
}

/**
 * `POST /cargo/labels/batch` (beyond the spec): the list is checked here, its elements by
 * `labelBatchRequestOf`, so that a bad or repeated one is named by its index.
 */
export class LabelBatchBodyDto extends ParcelsDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'string', maxLength: ORDER_ID_MAX_LENGTH },
    minItems: 1,
    maxItems: LABEL_BATCH_MAX,
    uniqueItems: true,
    description: 'Each order once; a repeated one is refused naming its index (`order_ids.3`)',
  })
  @IsArray({ message: fieldMessage('type_array') })
  @ArrayMinSize(1, { message: fieldMessage('min_items', { n: 1 }) })
  @ArrayMaxSize(LABEL_BATCH_MAX, { message: fieldMessage('max_items', { n: LABEL_BATCH_MAX }) })
  order_ids: unknown[];

  @ApiPropertyOptional({ enum: CARGO_PROVIDERS, description: 'Without it, each order’s own carrier as the cargo service chooses it' })
  @IsOptional()
  @IsIn(CARGO_PROVIDERS, { message: fieldMessage('one_of', { values: CARGO_PROVIDERS }) })
  provider?: CargoProvider;
}

/** The batch as the cargo service takes it; 400 naming `order_ids.<index>` for an element that is no order id or is repeated. */
export function labelBatchRequestOf(body: LabelBatchBodyDto): LabelBatchRequest {
  const problems = new FieldProblemCollector();
  const seen = new Set<string>();
  body.order_ids.forEach((id, index) => {
    const field = `order_ids.${index}`;
    if (typeof id !== 'string') problems.add(field, 'type_string');
    else if (id === '') problems.add(field, 'not_empty');
    else if (id.length > ORDER_ID_MAX_LENGTH) problems.add(field, 'max_length', { n: ORDER_ID_MAX_LENGTH });
    else if (seen.has(id)) problems.add(field, 'order_id_repeated');
    else seen.add(id);
  });
  problems.throwIfAny();
  return { ...body, order_ids: body.order_ids as string[] };
}

/** `GET /cargo/tracking/{tracking_number}`: as a tracking number is written on an order. */
export class TrackingNumberParams {
  @ApiProperty({ minLength: 1, maxLength: TRACKING_NUMBER_MAX_LENGTH, pattern: '^[0-9A-Za-z-]+$', example: 'YK1234567890' })
  @IsString({ message: fieldMessage('type_string') })
  @IsNotEmpty({ message: fieldMessage('not_empty') })
  @MaxLength(TRACKING_NUMBER_MAX_LENGTH, { message: fieldMessage('max_length', { n: TRACKING_NUMBER_MAX_LENGTH }) })
  @TrackingNumberFormat()
  tracking_number: string;
}
