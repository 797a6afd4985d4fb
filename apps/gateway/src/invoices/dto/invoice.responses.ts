import { ApiProperty } from '@nestjs/swagger';
import { INVOICE_PROVIDERS, INVOICE_STATUSES, INVOICE_TYPES, type InvoiceDto, type InvoiceStatus, type PageDto } from '@tezgah/contracts';
import { PaginationResponse } from '../../http/pagination.response';

const LINK = 'A signed link that opens without a bearer token for 24 hours (`GET /documents/{token}`)';

/** Response shapes, for the OpenAPI document. */
export class InvoiceResponse implements InvoiceDto {
  @ApiProperty({ example: 'inv_01JD3X5Q9V8K4M2N6P7R8S9T0W' }) id: string;
  @ApiProperty() order_id: string;
  @ApiProperty({ enum: INVOICE_PROVIDERS }) provider: string;
  @ApiProperty({
    enum: INVOICE_TYPES,
    description: '`efatura` when the buyer is a registered e-Fatura taxpayer (the provider says), else `earsiv`',
  })
  type: 'earsiv' | 'efatura';
  @ApiProperty({
    nullable: true,
    type: String,
    pattern: '^[A-Z0-9]{3}[0-9]{13}$',
    example: 'TZG2026000000001',
    description: 'The tax authority’s number: shown once the provider accepted the invoice (also when later cancelled), null before',
  })
  number: string | null;
  @ApiProperty({ enum: INVOICE_STATUSES }) status: InvoiceStatus;
  @ApiProperty({ format: 'uri', description: `The PDF. ${LINK}` }) pdf_url: string;
  @ApiProperty({ format: 'uri', description: `The UBL-TR 1.2 XML. ${LINK}` }) xml_url: string;
  @ApiProperty({ description: 'What the buyer pays, KDV included' }) total: number;
  @ApiProperty({ example: 'TRY' }) currency: string;
  @ApiProperty({ format: 'date-time' }) issued_at: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Why a cancelled invoice was cancelled: the reason given to the cancel, or the order’s cancellation; null otherwise',
  })
  cancel_reason: string | null;
}

export class InvoicePageResponse implements PageDto<InvoiceDto> {
  @ApiProperty({ type: [InvoiceResponse] }) data: InvoiceResponse[];
  @ApiProperty({ type: PaginationResponse }) pagination: PaginationResponse;
}
