import { ApiProperty } from '@nestjs/swagger';
import type {
  AmazonCancelReason,
  AmazonCancelResult,
  AmazonLabelResult,
  AmazonMessageResult,
  AmazonMessageType,
  AmazonOrderView,
  AmazonShipmentResult,
} from '@tezgah/contracts';
import { AMAZON_CANCEL_REASONS, AMAZON_MESSAGE_TYPES } from '@tezgah/contracts';

export class AmazonMoneyResponse {
  @ApiProperty({ example: 249.9 }) amount: number;
  @ApiProperty({ example: 'TRY' }) currency_code: string;
}

export class AmazonBuyerResponse {
  @ApiProperty({ type: String, nullable: true, example: 'A*** Y***', description: 'Masked: each word’s initial' }) name: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Amazon’s relay address; never the buyer’s own' }) email: string | null;
}

export class AmazonAddressResponse {
  @ApiProperty({ type: String, nullable: true, description: 'Masked like the buyer' }) name: string | null;
  @ApiProperty({ type: String, nullable: true }) address_line_1: string | null;
  @ApiProperty({ type: String, nullable: true }) city: string | null;
  @ApiProperty({ type: String, nullable: true }) state_or_region: string | null;
  @ApiProperty({ type: String, nullable: true }) postal_code: string | null;
  @ApiProperty({ type: String, nullable: true }) country_code: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Withheld: always null' }) phone: string | null;
}

export class AmazonOrderItemResponse {
  @ApiProperty() order_item_id: string;
  @ApiProperty({ type: String, nullable: true }) seller_sku: string | null;
  @ApiProperty() asin: string;
  @ApiProperty({ type: String, nullable: true }) title: string | null;
  @ApiProperty() quantity_ordered: number;
  @ApiProperty({ type: AmazonMoneyResponse, nullable: true, description: 'The line’s total (Orders v0 ItemPrice)' })
  item_price: AmazonMoneyResponse | null;
}

export class AmazonOrderResponse implements AmazonOrderView {
  @ApiProperty({ example: '171-1234567-1234567' }) amazon_order_id: string;
  @ApiProperty({ format: 'date-time' }) purchase_date: string;
  @ApiProperty({ example: 'Unshipped' }) order_status: string;
  @ApiProperty({ type: String, nullable: true, example: 'MFN' }) fulfillment_channel: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Amazon.com.tr' }) sales_channel: string | null;
  @ApiProperty({ type: AmazonBuyerResponse }) buyer: AmazonBuyerResponse;
  @ApiProperty({ type: AmazonAddressResponse, nullable: true }) shipping_address: AmazonAddressResponse | null;
  @ApiProperty({ type: AmazonMoneyResponse, nullable: true }) order_total: AmazonMoneyResponse | null;
  @ApiProperty() is_prime: boolean;
  @ApiProperty() is_business_order: boolean;
  @ApiProperty({ type: [AmazonOrderItemResponse] }) items: AmazonOrderItemResponse[];
}

export class AmazonOrdersResponse {
  @ApiProperty({ type: [AmazonOrderResponse] }) orders: AmazonOrderResponse[];
}

export class AmazonShipmentLineResponse {
  @ApiProperty() order_item_id: string;
  @ApiProperty() quantity: number;
}

export class AmazonShipmentResponse implements AmazonShipmentResult {
  @ApiProperty() amazon_order_id: string;
  @ApiProperty({ enum: ['shipment_confirmed'] }) status: 'shipment_confirmed';
  @ApiProperty({ type: [AmazonShipmentLineResponse] }) items: AmazonShipmentLineResponse[];
}

export class AmazonCancelResponse implements AmazonCancelResult {
  @ApiProperty({
    enum: ['accepted'],
    description: 'Amazon applies the cancellation when it processed the order acknowledgement feed (about a minute)',
  })
  status: 'accepted';
  @ApiProperty() feed_id: string;
  @ApiProperty({ type: String, nullable: true }) submission_url: string | null;
  @ApiProperty() amazon_order_id: string;
  @ApiProperty({ enum: AMAZON_CANCEL_REASONS }) reason: AmazonCancelReason;
}

export class AmazonEligibleServiceResponse {
  @ApiProperty({ example: 'TR_YURTICI_STANDARD' }) shipping_service_id: string;
  @ApiProperty() name: string;
  @ApiProperty() carrier_name: string;
  @ApiProperty({ type: AmazonMoneyResponse }) cost: AmazonMoneyResponse;
}

export class AmazonLabelResponse implements AmazonLabelResult {
  @ApiProperty({ enum: ['PDF'] }) label_format: 'PDF';
  @ApiProperty({ format: 'uri', description: 'Signed link to the label PDF, valid 24 hours, no bearer token' }) label_url: string;
  @ApiProperty() tracking_number: string;
  @ApiProperty() carrier_name: string;
  @ApiProperty() shipping_service_id: string;
  @ApiProperty({ type: AmazonMoneyResponse }) cost: AmazonMoneyResponse;
  @ApiProperty({ type: [AmazonEligibleServiceResponse] }) eligible_services: AmazonEligibleServiceResponse[];
}

export class AmazonMessageResponse implements AmazonMessageResult {
  @ApiProperty() amazon_order_id: string;
  @ApiProperty({ enum: AMAZON_MESSAGE_TYPES }) message_type: AmazonMessageType;
  @ApiProperty({ enum: ['sent'] }) status: 'sent';
  @ApiProperty({ format: 'date-time' }) sent_at: string;
}
