import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MARKETPLACE_SLUGS,
  type OrderDto,
  type OrderHistoryEntryDto,
  type OrderStatus,
  ORDER_STATUSES,
  type PageDto,
} from '@tezgah/contracts';
import { OrderShipmentResponse } from '../../cargo/dto/cargo.responses';
import { PaginationResponse } from '../../http/pagination.response';

type OrderCustomer = OrderDto['customer'];
type OrderItem = OrderDto['items'][number];
type OrderShippingAddress = OrderDto['shipping_address'];
type OrderBillingAddress = OrderDto['billing_address'];

/** Response shapes, for the OpenAPI document. */
export class OrderCustomerResponse implements OrderCustomer {
  @ApiProperty({ description: 'Empty when the marketplace withholds it' }) name: string;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Masked by some marketplaces' }) email: string | null;
}

export class OrderItemResponse implements OrderItem {
  @ApiProperty() sku: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: 'integer' }) quantity: number;
  @ApiProperty() price: number;
}

export class OrderShippingAddressResponse implements OrderShippingAddress {
  @ApiProperty() line1: string;
  @ApiProperty({ nullable: true, type: String }) line2: string | null;
  @ApiProperty() city: string;
  @ApiProperty({ nullable: true, type: String }) district: string | null;
  @ApiProperty({ nullable: true, type: String }) postal_code: string | null;
  @ApiProperty({ default: 'TR' }) country: string;
}

export class OrderBillingAddressResponse implements OrderBillingAddress {
  @ApiProperty({ nullable: true, type: String }) tax_office: string | null;
  @ApiProperty({ nullable: true, type: String }) tax_number: string | null;
  @ApiProperty({ nullable: true, type: String }) line1: string | null;
  @ApiProperty({ nullable: true, type: String }) city: string | null;
}

export class OrderResponse implements OrderDto {
  @ApiProperty({ example: 'ord_01JD3X5Q9V8K4M2N6P7R8S9T0W' }) id: string;
  @ApiProperty({ enum: MARKETPLACE_SLUGS }) marketplace: string;
  @ApiProperty() marketplace_order_id: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ type: OrderCustomerResponse }) customer: OrderCustomerResponse;
  @ApiProperty({ type: [OrderItemResponse] }) items: OrderItemResponse[];
  @ApiProperty() total: number;
  @ApiProperty({ example: 'TRY' }) currency: string;
  @ApiProperty({ type: OrderShippingAddressResponse }) shipping_address: OrderShippingAddressResponse;
  @ApiProperty({ type: OrderBillingAddressResponse }) billing_address: OrderBillingAddressResponse;
  @ApiProperty({ nullable: true, type: String }) tracking_number: string | null;
  @ApiProperty({ nullable: true, type: String }) cargo_provider: string | null;
  @ApiProperty({ nullable: true, type: String }) invoice_id: string | null;
  @ApiProperty({ format: 'date-time', description: 'When the order was placed on the marketplace' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
  @ApiPropertyOptional({
    type: OrderShipmentResponse,
    nullable: true,
    description:
      '`GET /orders/{id}` only (beyond the spec): the shipment a cargo label booked, null without one; absent when the cargo service did not answer in time',
  })
  shipment?: OrderShipmentResponse | null;
}

export class OrderPageResponse implements PageDto<OrderDto> {
  @ApiProperty({ type: [OrderResponse] }) data: OrderResponse[];
  @ApiProperty({ type: PaginationResponse }) pagination: PaginationResponse;
}

export class OrderHistoryEntryResponse implements OrderHistoryEntryDto {
  @ApiProperty({ type: 'integer', description: 'The order’s status sequence: 1 is its arrival' }) seq: number;
  @ApiProperty({ enum: ORDER_STATUSES, nullable: true, type: String, description: 'Null on arrival' }) from_status: OrderStatus | null;
  @ApiProperty({ enum: ORDER_STATUSES }) to_status: OrderStatus;
  @ApiProperty({
    enum: ['seller', 'marketplace', 'carrier'],
    description: 'A seller’s PATCH, the marketplace’s report or the carrier’s tracking',
  })
  changed_by: 'seller' | 'marketplace' | 'carrier';
  @ApiProperty({ type: 'integer', nullable: true, description: 'The seller’s user for a seller’s change' }) user_id: number | null;
  @ApiProperty({ format: 'date-time' }) at: string;
}
