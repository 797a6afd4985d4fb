import { ApiProperty } from '@nestjs/swagger';
import {
  type CreatedWebhookDto,
  DELIVERY_STATUSES,
  type DeliveryAttemptDto,
  type DeliveryDto,
  type DeliveryStatus,
  type PageDto,
  PUBLIC_EVENT_TYPES,
  TEST_EVENT_TYPE,
  WEBHOOK_MAX_ATTEMPTS,
  type WebhookDto,
} from '@tezgah/contracts';
import { PaginationResponse } from '../../http/pagination.response';

/** Response shapes, for the OpenAPI document. */
export class WebhookResponse implements WebhookDto {
  @ApiProperty({ example: 'whk_01JD3X5Q9V8K4M2N6P7R8S9T0W' }) id: string;
  @ApiProperty({ format: 'uri', example: 'https://example.com/hooks/tezgah' }) url: string;
  @ApiProperty({ type: [String], enum: PUBLIC_EVENT_TYPES }) events: string[];
  @ApiProperty() active: boolean;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'Null until the first delivery attempt' })
  last_delivered_at: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'HTTP status of the last attempt; null until one answers' })
  last_status_code: number | null;
}

export class CreatedWebhookResponse extends WebhookResponse implements CreatedWebhookDto {
  @ApiProperty({
    example: 'whsec_5f1c0a9e3b7d4c2a8e6f1b3d5c7a9e0f',
    description:
      'The HMAC-SHA256 key of `X-Service-Signature`, used exactly as shown (prefix included). ' +
      'Shown only in this response: no other endpoint returns it.',
  })
  secret: string;
}

export class DeliveryAttemptResponse implements DeliveryAttemptDto {
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Null when no HTTP answer came back (time-out, refused connection)' })
  status_code: number | null;
  @ApiProperty({ type: 'integer' }) duration_ms: number;
  @ApiProperty({ nullable: true, type: String, description: 'What went wrong when there was no HTTP answer' })
  error: string | null;
}

export class DeliveryResponse implements DeliveryDto {
  @ApiProperty({ example: 'dlv_01JD3X5Q9V8K4M2N6P7R8S9T0W' }) id: string;
  @ApiProperty({ example: 'evt_01JD3X5Q9V8K4M2N6P7R8S9T0W', description: 'The body’s `id`: the same across retries and resends' })
  event_id: string;
  @ApiProperty({ enum: [...PUBLIC_EVENT_TYPES, TEST_EVENT_TYPE], description: `\`${TEST_EVENT_TYPE}\` for a test delivery` })
  event_type: string;
  @ApiProperty({ enum: DELIVERY_STATUSES, description: `\`dead\` after ${WEBHOOK_MAX_ATTEMPTS} failed attempts` })
  status: DeliveryStatus;
  @ApiProperty({ type: [DeliveryAttemptResponse] }) attempts: DeliveryAttemptResponse[];
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'When the next attempt is due, if one is' })
  next_attempt_at: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class DeliveryPageResponse implements PageDto<DeliveryDto> {
  @ApiProperty({ type: [DeliveryResponse] }) data: DeliveryResponse[];
  @ApiProperty({ type: PaginationResponse }) pagination: PaginationResponse;
}
