import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  fieldMessage,
  INVOICE_PROVIDERS,
  INVOICE_STATUSES,
  type InvoiceProvider,
  type InvoiceStatus,
  MANUAL_INVOICE_PROVIDERS,
  type ManualInvoiceProvider,
} from '@tezgah/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { ORDER_ID_MAX_LENGTH } from '../../cargo/dto/cargo-label.dto';
import { PageQuery } from '../../http/page.query';

/** `POST /invoices`: a manual invoice (decisions §1: `marketplace` is the automatic flow's only, 400 here). */
export class CreateInvoiceBodyDto {
  @ApiProperty({ maxLength: ORDER_ID_MAX_LENGTH, example: 'ord_01JD3X5Q9V8K4M2N6P7R8S9T0W' })
  @IsString({ message: fieldMessage('type_string') })
  @IsNotEmpty({ message: fieldMessage('not_empty') })
  @MaxLength(ORDER_ID_MAX_LENGTH, { message: fieldMessage('max_length', { n: ORDER_ID_MAX_LENGTH }) })
  order_id: string;

  @ApiProperty({ enum: MANUAL_INVOICE_PROVIDERS })
  @IsIn(MANUAL_INVOICE_PROVIDERS, { message: fieldMessage('one_of', { values: MANUAL_INVOICE_PROVIDERS }) })
  provider: ManualInvoiceProvider;
}

export const CANCEL_REASON_MAX_LENGTH = 500;

/** `POST /invoices/{id}/cancel`: cancelling a tax document says why; the reason is kept on the invoice. */
export class CancelInvoiceBodyDto {
  @ApiProperty({ minLength: 3, maxLength: CANCEL_REASON_MAX_LENGTH, example: 'Müşteri siparişten vazgeçti' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: fieldMessage('type_string') })
  @MinLength(3, { message: fieldMessage('min_length', { n: 3 }) })
  @MaxLength(CANCEL_REASON_MAX_LENGTH, { message: fieldMessage('max_length', { n: CANCEL_REASON_MAX_LENGTH }) })
  reason: string;
}

/** `GET /invoices`: newest first, optionally one provider's or one status's. */
export class ListInvoicesQuery extends PageQuery {
  @ApiPropertyOptional({ enum: INVOICE_PROVIDERS, description: 'Only invoices of this provider' })
  @IsOptional()
  @IsIn(INVOICE_PROVIDERS, { message: fieldMessage('one_of', { values: INVOICE_PROVIDERS }) })
  provider?: InvoiceProvider;

  @ApiPropertyOptional({ enum: INVOICE_STATUSES, description: 'Only invoices in this status' })
  @IsOptional()
  @IsIn(INVOICE_STATUSES, { message: fieldMessage('one_of', { values: INVOICE_STATUSES }) })
  status?: InvoiceStatus;
}
