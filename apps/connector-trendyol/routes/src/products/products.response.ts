import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class TrendyolRejectionResponse {
  @ApiProperty({ type: 'integer' }) index: number;
  @ApiProperty() barcode: string;
  @ApiProperty({ example: 'items[0].title' }) field: string;
  @ApiProperty({ example: 'trendyol_title_too_long' }) code: string;
  @ApiProperty({ description: 'Turkish' }) reason: string;
}

export class TrendyolSubmissionResponse {
  @ApiProperty({ example: 'tyb_01J…' }) batch_id: string;
  @ApiProperty({ type: 'integer' }) accepted_count: number;
  @ApiProperty({ type: 'integer' }) rejected_count: number;
  @ApiProperty({ example: '/v1/marketplaces/trendyol/batches/tyb_01J…' }) status_url: string;
  @ApiProperty({ type: [TrendyolRejectionResponse], description: 'Items refused before Trendyol saw them' })
  rejections: TrendyolRejectionResponse[];
}

export class TrendyolBatchItemResponse {
  @ApiProperty() barcode: string;
  @ApiProperty({ enum: ['PENDING', 'SUCCESS', 'FAILED'] }) status: string;
  @ApiProperty({ type: 'integer', nullable: true, description: "Trendyol's content id once approved" }) content_id: number | null;
  @ApiProperty({ enum: ['PENDING_REVIEW', 'PENDING_BRAND', 'APPROVED', 'REJECTED'], nullable: true, type: String }) approval_status:
    string | null;
  @ApiPropertyOptional({ example: 'DUPLICATE_BARCODE' }) rejection_reason?: string;
}

export class TrendyolBatchResponse {
  @ApiProperty() batch_id: string;
  @ApiProperty({ enum: ['products', 'product_update', 'inventory'] }) type: string;
  @ApiProperty({ enum: ['IN_PROGRESS', 'COMPLETED'] }) status: string;
  @ApiProperty({ type: 'integer' }) item_count: number;
  @ApiProperty({ type: 'integer' }) succeeded: number;
  @ApiProperty({ type: 'integer' }) failed: number;
  @ApiProperty({ type: 'integer', description: 'Trendyol batch requests the submission was split into (≤ 1000 items each)' })
  marketplace_batch_count: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: [TrendyolBatchItemResponse] }) items: TrendyolBatchItemResponse[];
}

export class TrendyolInventoryResponse {
  @ApiProperty() batch_id: string;
  @ApiProperty({ type: 'integer' }) queued: number;
}

export class TrendyolBrandSuggestionResponse {
  @ApiProperty({ type: 'integer' }) brand_id: number;
  @ApiProperty() name: string;
}

export class TrendyolBrandLookupResponse {
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['APPROVED', 'UNDER_REVIEW', 'NOT_FOUND'] }) status: string;
  @ApiProperty({ type: 'integer', nullable: true }) brand_id: number | null;
  @ApiProperty({ type: [TrendyolBrandSuggestionResponse] }) suggestions: TrendyolBrandSuggestionResponse[];
}
