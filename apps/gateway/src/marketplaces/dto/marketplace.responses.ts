import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CARGO_PROVIDER_MODES,
  type CargoProviderMode,
  CONNECTION_STATUSES,
  type ConnectionStatus,
  type ConnectResult,
  MARKETPLACE_ENVIRONMENTS,
  MARKETPLACE_PROTOCOLS,
  MARKETPLACE_SLUGS,
  type MarketplaceConfig,
  type MarketplaceConnectionDto,
  type MarketplaceEnvironment,
  type MarketplaceProtocol,
  type MarketplaceListingDto,
  type MarketplaceOrderDto,
  type MarketplacesConfigure,
  type MarketplaceSlug,
  type MarketplacesOauthCallback,
  type PageDto,
  type RpcResponse,
  STORE_NAME_MAX_LENGTH,
} from '@tezgah/contracts';
import { PaginationResponse } from '../../http/pagination.response';

/** Response shapes, for the OpenAPI document. */
export class CredentialFieldResponse {
  @ApiProperty({ example: 'api_key' }) name: string;
  @ApiProperty() required: boolean;
}

export class MarketplaceConfigBody implements MarketplaceConfig {
  @ApiProperty({ enum: MARKETPLACE_ENVIRONMENTS }) environment: MarketplaceEnvironment;
  @ApiProperty({ enum: CARGO_PROVIDER_MODES, nullable: true, type: String }) cargo_provider: CargoProviderMode | null;
  @ApiProperty({ type: String, nullable: true, maxLength: STORE_NAME_MAX_LENGTH }) store_name: string | null;
}

export class MarketplaceConnectionResponse implements MarketplaceConnectionDto {
  @ApiProperty({ enum: MARKETPLACE_SLUGS }) slug: MarketplaceSlug;
  @ApiProperty({ example: 'Trendyol' }) name: string;
  @ApiProperty({ enum: CONNECTION_STATUSES }) status: ConnectionStatus;
  @ApiProperty({ description: 'True only when `status` is `connected`' }) connected: boolean;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) connected_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) last_sync_at: string | null;
  @ApiProperty({ type: 'integer' }) product_count: number;
  @ApiProperty({ type: 'integer' }) active_listing_count: number;
  @ApiProperty({ enum: ['credentials', 'oauth'], description: '`credentials`: connect takes `credential_fields`; `oauth`: a grant' })
  auth: 'credentials' | 'oauth';
  @ApiProperty({ type: [CredentialFieldResponse], description: 'The fields `connect` takes (none for a grant)' })
  credential_fields: CredentialFieldResponse[];
  @ApiProperty({
    enum: MARKETPLACE_PROTOCOLS,
    description:
      "`native`: Tezgah speaks the marketplace's own seller API; `generic`: the marketplace (or an adapter in front of it) must serve Tezgah's generic marketplace protocol",
  })
  protocol: MarketplaceProtocol;
  @ApiProperty({
    type: MarketplaceConfigBody,
    description: 'What `PUT /marketplaces/{slug}/config` set, or the default; connected or not',
  })
  config: MarketplaceConfigBody;
}

export class ConnectResponse implements ConnectResult {
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

export class GrantCompletedResponse extends ConnectResponse implements RpcResponse<typeof MarketplacesOauthCallback> {
  @ApiProperty({ enum: MARKETPLACE_SLUGS }) slug: string;
}

export class MarketplaceConfigResponse implements RpcResponse<typeof MarketplacesConfigure> {
  @ApiProperty({ enum: MARKETPLACE_SLUGS }) slug: string;
  @ApiProperty({ type: MarketplaceConfigBody }) config: MarketplaceConfigBody;
}

export class MarketplaceListingResponse implements MarketplaceListingDto {
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

export class MarketplaceListingPageResponse implements PageDto<MarketplaceListingDto> {
  @ApiProperty({ type: [MarketplaceListingResponse] }) data: MarketplaceListingResponse[];
  @ApiProperty({ type: PaginationResponse }) pagination: PaginationResponse;
}

type MarketplaceOrderCustomer = MarketplaceOrderDto['customer'];
type MarketplaceOrderItem = MarketplaceOrderDto['items'][number];
type MarketplaceOrderShippingAddress = NonNullable<MarketplaceOrderDto['shipping_address']>;
type MarketplaceOrderBillingAddress = NonNullable<MarketplaceOrderDto['billing_address']>;

export class MarketplaceOrderCustomerResponse implements MarketplaceOrderCustomer {
  @ApiProperty({ nullable: true, type: String }) name: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Masked by some marketplaces' }) email: string | null;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
}

export class MarketplaceOrderItemResponse implements MarketplaceOrderItem {
  @ApiProperty() sku: string;
  @ApiProperty({ nullable: true, type: String }) title: string | null;
  @ApiProperty({ type: 'integer' }) quantity: number;
  @ApiProperty() price: number;
  @ApiProperty({ nullable: true, type: String, description: 'The marketplace’s own id of the order line' }) line_id: string | null;
}

export class MarketplaceOrderShippingAddressResponse implements MarketplaceOrderShippingAddress {
  @ApiProperty({ nullable: true, type: String }) line1: string | null;
  @ApiProperty({ nullable: true, type: String }) line2: string | null;
  @ApiProperty({ nullable: true, type: String }) city: string | null;
  @ApiProperty({ nullable: true, type: String }) district: string | null;
  @ApiProperty({ nullable: true, type: String }) postal_code: string | null;
  @ApiProperty() country: string;
}

export class MarketplaceOrderBillingAddressResponse implements MarketplaceOrderBillingAddress {
  @ApiProperty({ nullable: true, type: String }) tax_office: string | null;
  @ApiProperty({ nullable: true, type: String }) tax_number: string | null;
  @ApiProperty({ nullable: true, type: String }) line1: string | null;
  @ApiProperty({ nullable: true, type: String }) city: string | null;
}

export class MarketplaceOrderResponse implements MarketplaceOrderDto {
  @ApiProperty() marketplace_order_id: string;
  @ApiProperty({ description: 'The marketplace’s own status word' }) marketplace_status: string;
  @ApiProperty() status: string;
  @ApiProperty({ type: MarketplaceOrderCustomerResponse }) customer: MarketplaceOrderCustomerResponse;
  @ApiProperty({ type: [MarketplaceOrderItemResponse] }) items: MarketplaceOrderItemResponse[];
  @ApiProperty() total: number;
  @ApiProperty() currency: string;
  @ApiProperty({ type: MarketplaceOrderShippingAddressResponse, nullable: true })
  shipping_address: MarketplaceOrderShippingAddressResponse | null;
  @ApiPropertyOptional({ type: MarketplaceOrderBillingAddressResponse, nullable: true })
  billing_address?: MarketplaceOrderBillingAddressResponse | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'In the marketplace’s own words' }) tracking_number?: string | null;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: 'In the marketplace’s own words (e.g. “Trendyol Express Marketplace”)',
  })
  cargo_provider?: string | null;
  @ApiPropertyOptional({
    description:
      'True when the marketplace’s contracted carrier assigned the tracking number and carrier: the order ships with these, and a seller’s others are refused (422)',
  })
  tracking_assigned_by_marketplace?: boolean;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class MarketplaceOrderPageResponse implements PageDto<MarketplaceOrderDto> {
  @ApiProperty({ type: [MarketplaceOrderResponse] }) data: MarketplaceOrderResponse[];
  @ApiProperty({ type: PaginationResponse }) pagination: PaginationResponse;
}
