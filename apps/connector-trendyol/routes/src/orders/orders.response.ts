import { ApiProperty } from '@nestjs/swagger';

export class TrendyolOrderAddressResponse {
  @ApiProperty({ type: String, nullable: true }) city: string | null;
  @ApiProperty({ type: String, nullable: true }) district: string | null;
  @ApiProperty({ type: String, nullable: true }) address1: string | null;
  @ApiProperty({ type: String, nullable: true }) postal_code: string | null;
}

export class TrendyolOrderLineResponse {
  @ApiProperty({ type: 'integer' }) line_id: number;
  @ApiProperty({ type: String, nullable: true }) barcode: string | null;
  @ApiProperty({ type: 'integer' }) quantity: number;
  @ApiProperty() amount: number;
  @ApiProperty({ type: Number, nullable: true }) vat_base_amount: number | null;
}

export class TrendyolOrderResponse {
  @ApiProperty() order_number: string;
  @ApiProperty({ type: 'integer' }) shipment_package_id: number;
  @ApiProperty({ example: 'Created' }) status: string;
  @ApiProperty({ type: String, nullable: true }) customer_first_name: string | null;
  @ApiProperty({ type: String, nullable: true }) customer_last_name: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) customer_id: number | null;
  @ApiProperty() gross_amount: number;
  @ApiProperty() total_discount: number;
  @ApiProperty({ type: String, nullable: true }) tax_number: string | null;
  @ApiProperty({ type: TrendyolOrderAddressResponse }) shipping_address: TrendyolOrderAddressResponse;
  @ApiProperty({ type: String, nullable: true }) cargo_provider: string | null;
  @ApiProperty({ type: String, nullable: true }) cargo_tracking_number: string | null;
  @ApiProperty({ type: [TrendyolOrderLineResponse] }) lines: TrendyolOrderLineResponse[];
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class TrendyolOrdersPageResponse {
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) size: number;
  @ApiProperty({ type: 'integer' }) total_pages: number;
  @ApiProperty({ type: 'integer' }) total_elements: number;
  @ApiProperty({ type: [TrendyolOrderResponse] }) orders: TrendyolOrderResponse[];
}

export class TrendyolStatusResponse {
  @ApiProperty() order_number: string;
  @ApiProperty({ type: 'integer' }) shipment_package_id: number;
  @ApiProperty() status: string;
}

export class TrendyolLabelPendingResponse {
  @ApiProperty({ enum: [false] }) ready: false;
  @ApiProperty({ type: 'integer', description: 'Seconds to wait, as in Retry-After' }) retry_after: number;
}
