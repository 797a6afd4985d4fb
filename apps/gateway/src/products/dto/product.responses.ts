import { ApiProperty } from '@nestjs/swagger';
import {
  type BulkRejection,
  CURRENCIES,
  MARKETPLACE_SLUGS,
  VAT_RATES,
  type VatRate,
  type PageDto,
  type ProductDto,
  STOCK_SOURCES,
  type StockMovementDto,
  type StockSource,
} from '@tezgah/contracts';
import { PaginationResponse } from '../../http/pagination.response';

/** Response shapes, for the OpenAPI document. */
export class ProductResponse implements ProductDto {
  @ApiProperty({ example: 'prd_01JD3X5Q9V8K4M2N6P7R8S9T0W' }) id: string;
  @ApiProperty() sku: string;
  @ApiProperty({ nullable: true, type: String }) barcode: string | null;
  @ApiProperty() title: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty() price: number;
  @ApiProperty({ nullable: true, type: Number }) sale_price: number | null;
  @ApiProperty({ enum: CURRENCIES, default: 'TRY' }) currency: string;
  @ApiProperty({ type: 'integer' }) stock: number;
  @ApiProperty({ nullable: true, type: String }) category: string | null;
  @ApiProperty({ nullable: true, type: String }) brand: string | null;
  @ApiProperty({
    nullable: true,
    type: 'integer',
    enum: VAT_RATES,
    description: 'The KDV rate (percent) of its invoice lines; null takes the tenant’s default',
  })
  vat_rate: VatRate | null;
  @ApiProperty({ type: [String], format: 'uri' }) images: string[];
  @ApiProperty({ type: [String], enum: MARKETPLACE_SLUGS, description: 'Marketplaces where the product is active' })
  marketplaces: string[];
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class ProductPageResponse implements PageDto<ProductDto> {
  @ApiProperty({ type: [ProductResponse] }) data: ProductResponse[];
  @ApiProperty({ type: PaginationResponse }) pagination: PaginationResponse;
}

export class BulkRejectionResponse implements BulkRejection {
  @ApiProperty({ type: 'integer', description: 'Position of the element in `products`' }) index: number;
  @ApiProperty({ description: 'The element’s SKU, empty when it has none' }) sku: string;
  @ApiProperty({ example: 'validation.failed', description: '`validation.failed`, or `resource.conflict` for a repeated SKU' })
  code: string;
  @ApiProperty({ example: 'title', description: 'The first field at fault' }) field: string;
  @ApiProperty({ description: 'Turkish, for display' }) message: string;
}

export class BulkImportResponse {
  @ApiProperty({ type: 'integer' }) accepted: number;
  @ApiProperty({ type: 'integer' }) rejected: number;
  @ApiProperty({ type: [BulkRejectionResponse] }) rejections: BulkRejectionResponse[];
  @ApiProperty({ example: 'job_01JD3X5Q9V8K4M2N6P7R8S9T0W' }) job_id: string;
}

export class StockMovementResponse implements StockMovementDto {
  @ApiProperty({ type: 'integer', description: 'Per product, gapless from 1' }) seq: number;
  @ApiProperty({ type: 'integer' }) old_stock: number;
  @ApiProperty({ type: 'integer' }) new_stock: number;
  @ApiProperty({ type: 'integer' }) change: number;
  @ApiProperty({ enum: STOCK_SOURCES }) source: StockSource;
  @ApiProperty({ nullable: true, type: String, description: 'The job or order behind the change' }) reference: string | null;
  @ApiProperty({ nullable: true, type: 'integer' }) user_id: number | null;
  @ApiProperty({ nullable: true, type: String }) request_id: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class StockMovementPageResponse implements PageDto<StockMovementDto> {
  @ApiProperty({ type: [StockMovementResponse] }) data: StockMovementResponse[];
  @ApiProperty({ type: PaginationResponse }) pagination: PaginationResponse;
}
