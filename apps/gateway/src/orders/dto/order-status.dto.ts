import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CARGO_PROVIDERS, fieldMessage, REQUESTABLE_ORDER_STATUSES, type RequestableOrderStatus } from '@tezgah/contracts';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export const TRACKING_NUMBER_MAX_LENGTH = 64;

/** A tracking number as carriers write them: letters, digits and dashes (here and in `GET /cargo/tracking/{n}`). */
export const TrackingNumberFormat = () => Matches(/^[0-9A-Za-z-]*$/, { message: fieldMessage('tracking_number_format') });

/** `PATCH /orders/{id}/status` (decisions §7). Unknown fields are refused. */
export class OrderStatusDto {
  @ApiProperty({ enum: REQUESTABLE_ORDER_STATUSES })
  @IsIn(REQUESTABLE_ORDER_STATUSES, { message: fieldMessage('one_of', { values: REQUESTABLE_ORDER_STATUSES }) })
  status: RequestableOrderStatus;

  @ApiPropertyOptional({
    maxLength: TRACKING_NUMBER_MAX_LENGTH,
    example: 'YK1234567890',
    description:
      '`shipped` needs one here or already on the order (a cargo label sets it). Sent with a status change it becomes the seller’s: mirrored, and never replaced by what the marketplace reports later. ' +
      'Refused (422, `assigned_by_marketplace`) when it differs from one the marketplace’s contracted carrier assigned (Trendyol without `OWN_CONTRACT`), and (422, `status_unchanged`) when it differs from the order’s and the status is the current one',
  })
  @IsOptional()
  @IsString({ message: fieldMessage('type_string') })
  @IsNotEmpty({ message: fieldMessage('not_empty') })
  @MaxLength(TRACKING_NUMBER_MAX_LENGTH, { message: fieldMessage('max_length', { n: TRACKING_NUMBER_MAX_LENGTH }) })
  @TrackingNumberFormat()
  tracking_number?: string;

  @ApiPropertyOptional({
    enum: CARGO_PROVIDERS,
    description:
      '`shipped` needs one here or already on the order. Taken and refused as `tracking_number` is: leave it out to ship with a carrier the marketplace assigned',
  })
  @IsOptional()
  @IsIn(CARGO_PROVIDERS, { message: fieldMessage('one_of', { values: CARGO_PROVIDERS }) })
  cargo_provider?: string;
}
