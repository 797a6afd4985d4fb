import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { fieldMessage, REQUESTABLE_ORDER_STATUSES, type RequestableOrderStatus } from '@tezgah/contracts';
import { IsIn, IsNotEmpty, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';

/** The seven carriers of decisions §1 (`<cargo_provider>`). */
export const CARGO_PROVIDERS = ['yurtici', 'aras', 'mng', 'ptt', 'surat', 'ups', 'dhl'] as const;

export const TRACKING_NUMBER_MAX_LENGTH = 64;

/** Optional but not nullable: absent is fine, `null` is validated (and refused). */
const OptionalNotNull = () => ValidateIf((_object, value) => value !== undefined);

/** `PATCH /orders/{id}/status` (decisions §7). Unknown fields are refused. */
export class OrderStatusDto {
  @ApiProperty({ enum: REQUESTABLE_ORDER_STATUSES })
  @IsIn(REQUESTABLE_ORDER_STATUSES, { message: fieldMessage('one_of', { values: REQUESTABLE_ORDER_STATUSES }) })
  status: RequestableOrderStatus;

  @ApiPropertyOptional({
    maxLength: TRACKING_NUMBER_MAX_LENGTH,
    example: 'YK1234567890',
    description: '`shipped` needs one here or already on the order (a cargo label sets it)',
  })
  @OptionalNotNull()
  @IsString({ message: fieldMessage('type_string') })
  @IsNotEmpty({ message: fieldMessage('not_empty') })
  @MaxLength(TRACKING_NUMBER_MAX_LENGTH, { message: fieldMessage('max_length', { n: TRACKING_NUMBER_MAX_LENGTH }) })
  @Matches(/^[0-9A-Za-z-]*$/, { message: fieldMessage('tracking_number_format') })
  tracking_number?: string;

  @ApiPropertyOptional({ enum: CARGO_PROVIDERS, description: '`shipped` needs one here or already on the order' })
  @OptionalNotNull()
  @IsIn(CARGO_PROVIDERS, { message: fieldMessage('one_of', { values: CARGO_PROVIDERS }) })
  cargo_provider?: string;
}
