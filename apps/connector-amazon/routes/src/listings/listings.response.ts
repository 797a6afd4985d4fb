import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  AmazonInventoryResult,
  AmazonItemIssue,
  AmazonListingsResult,
  AmazonSubmissionItem,
  AmazonSubmissionResult,
} from '@tezgah/contracts';

export class AmazonListingsResponse implements AmazonListingsResult {
  @ApiProperty({ example: 'sub_01JD7Z8QW0ZK6Y1T3G4V5N6M7P' }) submission_id: string;
  @ApiProperty({ description: 'Items Amazon accepted (direct path), or queued in the feed' }) accepted_count: number;
  @ApiProperty({ description: 'Items Amazon refused at once (direct path)' }) rejected_count: number;
  @ApiProperty({ format: 'uri' }) status_url: string;
  @ApiPropertyOptional({ enum: [true], description: 'Present when a new product joined an existing catalogue entry by its EAN' })
  merged_with_existing_asin?: true;
}

export class AmazonItemIssueResponse implements AmazonItemIssue {
  @ApiProperty({ example: '8541' }) code: string;
  @ApiProperty({ description: 'Turkish reason' }) message: string;
  @ApiProperty({ description: "Amazon's own text" }) amazon_message: string;
  @ApiProperty({ type: [String] }) attribute_names: string[];
}

export class AmazonSubmissionItemResponse implements AmazonSubmissionItem {
  @ApiProperty() seller_sku: string;
  @ApiProperty({ enum: ['PENDING', 'VALID', 'INVALID'] }) status: 'PENDING' | 'VALID' | 'INVALID';
  @ApiProperty({ type: String, nullable: true, example: 'B0TEZGAH001' }) asin: string | null;
  @ApiPropertyOptional({ enum: [true] }) merged_with_existing_asin?: true;
  @ApiProperty({ type: [AmazonItemIssueResponse] }) warnings: AmazonItemIssueResponse[];
  @ApiProperty({ type: [AmazonItemIssueResponse] }) errors: AmazonItemIssueResponse[];
}

export class AmazonSubmissionResponse implements AmazonSubmissionResult {
  @ApiProperty() submission_id: string;
  @ApiProperty({ enum: ['IN_PROGRESS', 'ACCEPTED', 'FATAL'] }) status: 'IN_PROGRESS' | 'ACCEPTED' | 'FATAL';
  @ApiProperty({ enum: ['listings', 'inventory'] }) kind: 'listings' | 'inventory';
  @ApiProperty({ enum: ['direct', 'feed'] }) path: 'direct' | 'feed';
  @ApiProperty({ type: [AmazonSubmissionItemResponse] }) items: AmazonSubmissionItemResponse[];
}

export class AmazonInventoryFallbackResponse {
  @ApiProperty({ enum: ['realtime_quota_exhausted'] }) reason: 'realtime_quota_exhausted';
  @ApiProperty({ description: 'Turkish explanation' }) message: string;
}

export class AmazonInventoryResponse implements AmazonInventoryResult {
  @ApiProperty() submission_id: string;
  @ApiProperty() queued: number;
  @ApiProperty({ enum: ['direct', 'feed'] }) path: 'direct' | 'feed';
  @ApiPropertyOptional({ type: AmazonInventoryFallbackResponse }) fallback?: AmazonInventoryFallbackResponse;
}
