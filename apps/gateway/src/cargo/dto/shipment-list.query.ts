import { ApiPropertyOptional } from '@nestjs/swagger';
import { CARGO_PROVIDERS, type CargoProvider, fieldMessage, TRACKING_STATUSES, type TrackingStatus } from '@tezgah/contracts';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../http/page.query';
import { ORDER_ID_MAX_LENGTH } from './cargo-label.dto';

/** `GET /cargo/shipments`: newest booking first, optionally of one tracking status, carrier or order. */
export class ListShipmentsQuery extends PageQuery {
  @ApiPropertyOptional({ enum: TRACKING_STATUSES, description: 'Only shipments whose tracking is at this status' })
  @IsOptional()
  @IsIn(TRACKING_STATUSES, { message: fieldMessage('one_of', { values: TRACKING_STATUSES }) })
  status?: TrackingStatus;

  @ApiPropertyOptional({ enum: CARGO_PROVIDERS, description: 'Only shipments of this carrier' })
  @IsOptional()
  @IsIn(CARGO_PROVIDERS, { message: fieldMessage('one_of', { values: CARGO_PROVIDERS }) })
  provider?: CargoProvider;

  @ApiPropertyOptional({
    maxLength: ORDER_ID_MAX_LENGTH,
    example: 'ord_01JD3X5Q9V8K4M2N6P7R8S9T0W',
    description: 'The shipment of this order',
  })
  @IsOptional()
  @IsString({ message: fieldMessage('type_string') })
  @IsNotEmpty({ message: fieldMessage('not_empty') })
  @MaxLength(ORDER_ID_MAX_LENGTH, { message: fieldMessage('max_length', { n: ORDER_ID_MAX_LENGTH }) })
  order_id?: string;
}
