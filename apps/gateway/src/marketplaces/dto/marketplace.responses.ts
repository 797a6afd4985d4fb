import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CARGO_PROVIDER_MODES, CONNECTION_STATUSES, MARKETPLACE_ENVIRONMENTS, MARKETPLACE_SLUGS } from '@tezgah/contracts';
import { PaginationResponse } from '../../http/pagination.response';

/** Response shapes, for the OpenAPI document. */
export class MarketplaceConnectionResponse {
  @ApiProperty({ enum: MARKETPLACE_SLUGS }) slug: string;
  @ApiProperty({ example: 'Trendyol' }) name: string;
  @ApiProperty({ enum: CONNECTION_STATUSES }) status: string;
  @ApiProperty({ description: 'True only when `status` is `connected`' }) connected: boolean;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) connected_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) last_sync_at: string | null;
  @ApiProperty({ type: 'integer' }) product_count: number;
  @ApiProperty({ type: 'integer' }) active_listing_count: number;
}

export class ConnectResponse {
  @ApiProperty({ example: 'con_01JD3X5Q9V8K4M2N6P7R8S9T0W' }) connection_id: string;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'job_01JD3X5Q9V8K4M2N6P7R8S9T0W',
    description: 'The first synchronisation; on a reconnect the last one; null while a grant is pending',
  })
  sync_job_id: string | null;
  @ApiPropertyOptional({ format: 'uri', description: 'Grant marketplaces (amazon): where the seller approves the grant' })
  authorization_url?: string;
}

export class GrantCompletedResponse extends ConnectResponse {
  @ApiProperty({ enum: MARKETPLACE_SLUGS }) slug: string;
}

export class MarketplaceConfigBody {
  @ApiProperty({ enum: MARKETPLACE_ENVIRONMENTS }) environment: string;
  @ApiProperty({ enum: CARGO_PROVIDER_MODES, nullable: true, type: String }) cargo_provider: string | null;
}

export class MarketplaceConfigResponse {
  @ApiProperty({ enum: MARKETPLACE_SLUGS }) slug: string;
  @ApiProperty({ type: MarketplaceConfigBody }) config: MarketplaceConfigBody;
}

export class MarketplaceListingResponse {
  @ApiProperty() sku: string;
  @ApiProperty({ nullable: true, type: String }) barcode: string | null;
  @ApiProperty({ description: 'The marketplace’s own id (content id, ASIN, …)' }) listing_id: string;
  @ApiProperty({ nullable: true, type: String }) title: string | null;
  @ApiProperty({ type: 'integer' }) quantity: number;
  @ApiProperty({ nullable: true, type: Number }) price: number | null;
  @ApiProperty({ description: '`active` when sellable; otherwise the marketplace’s word' }) status: string;
  @ApiProperty({ nullable: true, type: String }) product_id: string | null;
  @ApiProperty({ format: 'date-time' }) synced_at: string;
}

export class MarketplaceListingPageResponse {
  @ApiProperty({ type: [MarketplaceListingResponse] }) data: MarketplaceListingResponse[];
  @ApiProperty({ type: PaginationResponse }) pagination: PaginationResponse;
}

export class MarketplaceOrderResponse {
  @ApiProperty() marketplace_order_id: string;
  @ApiProperty({ description: 'The marketplace’s own status word' }) marketplace_status: string;
  @ApiProperty() status: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string', nullable: true }, description: '`name`, `email`, `phone`' })
  customer: Record<string, string | null>;
  @ApiProperty({ type: 'array', items: { type: 'object' }, description: '`sku`, `title`, `quantity`, `price`, `line_id`' })
  items: Array<Record<string, unknown>>;
  @ApiProperty() total: number;
  @ApiProperty() currency: string;
  @ApiProperty({
    type: 'object',
    nullable: true,
    additionalProperties: { type: 'string', nullable: true },
    description: '`line1`, `line2`, `city`, `district`, `postal_code`, `country`',
  })
  shipping_address: Record<string, string | null> | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'In the marketplace’s own words' }) tracking_number?: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'In the marketplace’s own words (e.g. “Trendyol Express Marketplace”)' })
  cargo_provider?: string | null;
  @ApiPropertyOptional({
    description:
      'True when the marketplace’s contracted carrier assigned the tracking number and carrier: the order ships with these, and a seller’s others are refused (422)',
  })
  tracking_assigned_by_marketplace?: boolean;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class MarketplaceOrderPageResponse {
  @ApiProperty({ type: [MarketplaceOrderResponse] }) data: MarketplaceOrderResponse[];
  @ApiProperty({ type: PaginationResponse }) pagination: PaginationResponse;
}
