import { ApiProperty } from '@nestjs/swagger';
import type {
  AmazonCompetitionItem,
  AmazonFbaInventoryItem,
  AmazonFbaShipmentResult,
  AmazonRefundResult,
  AmazonReturnView,
} from '@tezgah/contracts';
import { MoneyResponse } from '../orders/orders.response';

export class ReturnResponse implements AmazonReturnView {
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

export class ReturnsResponse {
  @ApiProperty({ type: [ReturnResponse] }) returns: ReturnResponse[];
}

export class RefundResponse implements AmazonRefundResult {
  @ApiProperty({ enum: ['accepted'], description: 'Amazon refunds when it processed the payment adjustment feed' }) status: 'accepted';
  @ApiProperty() feed_id: string;
  @ApiProperty({ type: String, nullable: true }) submission_url: string | null;
  @ApiProperty() return_request_id: string;
  @ApiProperty() amazon_order_id: string;
  @ApiProperty({ type: MoneyResponse }) refund_amount: MoneyResponse;
}

export class FbaInventoryItemResponse implements AmazonFbaInventoryItem {
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

export class FbaInventoryResponse {
  @ApiProperty({ type: [FbaInventoryItemResponse] }) inventory: FbaInventoryItemResponse[];
}

export class FbaShipmentLineResponse {
  @ApiProperty() seller_sku: string;
  @ApiProperty() quantity: number;
}

export class FbaShipmentResponse implements AmazonFbaShipmentResult {
  @ApiProperty() inbound_plan_id: string;
  @ApiProperty() operation_id: string;
  @ApiProperty({ enum: ['created'] }) status: 'created';
  @ApiProperty({ type: [FbaShipmentLineResponse] }) items: FbaShipmentLineResponse[];
}

export class CompetitionItemResponse implements AmazonCompetitionItem {
  @ApiProperty() seller_sku: string;
  @ApiProperty({ type: String, nullable: true }) asin: string | null;
  @ApiProperty() buy_box_winner: boolean;
  @ApiProperty({ type: Number, nullable: true }) your_price: number | null;
  @ApiProperty({ type: Number, nullable: true }) lowest_price_new: number | null;
  @ApiProperty({ type: Number, nullable: true }) lowest_price_used: number | null;
  @ApiProperty() competitor_count: number;
}

export class CompetitionResponse {
  @ApiProperty({ type: [CompetitionItemResponse] }) items: CompetitionItemResponse[];
}
