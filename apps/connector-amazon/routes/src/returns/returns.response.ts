import { ApiProperty } from '@nestjs/swagger';
import type {
  AmazonCompetitionItem,
  AmazonFbaInventoryItem,
  AmazonFbaShipmentResult,
  AmazonRefundResult,
  AmazonReturnView,
} from '@tezgah/contracts';
import { AmazonMoneyResponse } from '../orders/orders.response';

export class AmazonReturnResponse implements AmazonReturnView {
  @ApiProperty() return_request_id: string;
  @ApiProperty() amazon_order_id: string;
  @ApiProperty() order_item_id: string;
  @ApiProperty() asin: string;
  @ApiProperty() seller_sku: string;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
  @ApiProperty({ type: String, nullable: true }) customer_comments: string | null;
  @ApiProperty({ example: 'Authorized' }) status: string;
  @ApiProperty({ format: 'date-time' }) request_date: string;
  @ApiProperty() amazon_provides_return_label: boolean;
}

export class AmazonReturnsResponse {
  @ApiProperty({ type: [AmazonReturnResponse] }) returns: AmazonReturnResponse[];
}

export class AmazonRefundResponse implements AmazonRefundResult {
  @ApiProperty({ enum: ['accepted'], description: 'Amazon refunds when it processed the payment adjustment feed' }) status: 'accepted';
  @ApiProperty() feed_id: string;
  @ApiProperty({ type: String, nullable: true }) submission_url: string | null;
  @ApiProperty() return_request_id: string;
  @ApiProperty() amazon_order_id: string;
  @ApiProperty({ type: AmazonMoneyResponse }) refund_amount: AmazonMoneyResponse;
}

export class AmazonFbaInventoryItemResponse implements AmazonFbaInventoryItem {
  @ApiProperty() seller_sku: string;
  @ApiProperty() fnsku: string;
  @ApiProperty() asin: string;
  @ApiProperty() fulfillable_quantity: number;
  @ApiProperty() inbound_working: number;
  @ApiProperty() inbound_shipped: number;
  @ApiProperty() inbound_receiving: number;
  @ApiProperty() reserved_quantity: number;
  @ApiProperty() researching_quantity: number;
  @ApiProperty() unfulfillable_quantity: number;
}

export class AmazonFbaInventoryResponse {
  @ApiProperty({ type: [AmazonFbaInventoryItemResponse] }) inventory: AmazonFbaInventoryItemResponse[];
}

export class AmazonFbaShipmentLineResponse {
  @ApiProperty() seller_sku: string;
  @ApiProperty() quantity: number;
}

export class AmazonFbaShipmentResponse implements AmazonFbaShipmentResult {
  @ApiProperty() inbound_plan_id: string;
  @ApiProperty() operation_id: string;
  @ApiProperty({ enum: ['created'] }) status: 'created';
  @ApiProperty({ type: [AmazonFbaShipmentLineResponse] }) items: AmazonFbaShipmentLineResponse[];
}

export class AmazonCompetitionItemResponse implements AmazonCompetitionItem {
  @ApiProperty() seller_sku: string;
  @ApiProperty({ type: String, nullable: true }) asin: string | null;
  @ApiProperty() buy_box_winner: boolean;
  @ApiProperty({ type: Number, nullable: true }) your_price: number | null;
  @ApiProperty({ type: Number, nullable: true }) lowest_price_new: number | null;
  @ApiProperty({ type: Number, nullable: true }) lowest_price_used: number | null;
  @ApiProperty() competitor_count: number;
}

export class AmazonCompetitionResponse {
  @ApiProperty({ type: [AmazonCompetitionItemResponse] }) items: AmazonCompetitionItemResponse[];
}
