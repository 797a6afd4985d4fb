/** The webhook dispatcher's API: endpoints, their deliveries, resends and test events (request/reply). */
import type { PageDto } from '../resources';
import { definePattern } from '../rpc';

/** The spec's Webhook resource. `last_*` stay null until the first attempt. */
export interface WebhookDto {
  id: string;
  url: string;
  events: string[];
  active: boolean;
  created_at: string;
  last_delivered_at: string | null;
  last_status_code: number | null;
}

/** The creation response: the only place the signing secret is ever shown. */
export interface CreatedWebhookDto extends WebhookDto {
  secret: string;
}

export interface WebhookInput {
  url: string;
  events: string[];
  active?: boolean;
}

/** The event type of a console test delivery; not one of the ten a webhook subscribes to. */
export const TEST_EVENT_TYPE = 'ping';

/** How many attempts a delivery gets (decisions §11) before it is `dead`. */
export const WEBHOOK_MAX_ATTEMPTS = 7;

export const DELIVERY_STATUSES = ['pending', 'delivered', 'dead'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One POST to the endpoint: its HTTP status (null when none came back) or what went wrong. */
export interface DeliveryAttemptDto {
  at: string;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
}

/** A delivery of one event to one webhook (decisions §11, console endpoints). */
export interface DeliveryDto {
  id: string;
  event_id: string;
  event_type: string;
  status: DeliveryStatus;
  attempts: DeliveryAttemptDto[];
  next_attempt_at: string | null;
  created_at: string;
}

export const WebhooksCreate = definePattern<WebhookInput, CreatedWebhookDto>('webhooks.webhooks.create');
export const WebhooksList = definePattern<Record<string, never>, WebhookDto[]>('webhooks.webhooks.list');
export const WebhooksDelete = definePattern<{ id: string }, null>('webhooks.webhooks.delete');
/** Sends a signed `ping` event to that webhook only; answers the queued delivery. */
export const WebhooksTest = definePattern<{ id: string }, DeliveryDto>('webhooks.webhooks.test');
export const WebhookDeliveriesList = definePattern<{ webhook_id: string; page: number; per_page: number }, PageDto<DeliveryDto>>(
  'webhooks.deliveries.list',
);
/** Queues a delivered or dead delivery again: the same event id and body, a fresh round of attempts. */
export const WebhookDeliveriesResend = definePattern<{ webhook_id: string; delivery_id: string }, DeliveryDto>(
  'webhooks.deliveries.resend',
);
