import { Injectable } from '@nestjs/common';
import {
  type CreatedWebhookDto,
  type DeliveryDto,
  type EventEnvelope,
  type PageDto,
  PUBLIC_EVENTS,
  type RequestContext,
  WebhookDeliveriesList,
  WebhookDeliveriesResend,
  type WebhookDto,
  type WebhookInput,
  WebhooksCreate,
  WebhooksDelete,
  WebhooksList,
  WebhooksTest,
} from '@tezgah/contracts';
import { EventHandler, RpcHandler } from '@tezgah/messaging';
import { DeliveriesService } from '../delivery/deliveries.service';
import { WebhooksService } from './webhooks.service';

/** The dispatcher's request/reply API (contracts: webhooks.contract.ts) and its one event subscription. */
@Injectable()
export class WebhooksHandlers {
  constructor(
    private readonly webhooks: WebhooksService,
    private readonly deliveries: DeliveriesService,
  ) {}

  @RpcHandler(WebhooksCreate)
  create(payload: WebhookInput, ctx: RequestContext): Promise<CreatedWebhookDto> {
    return this.webhooks.create(ctx, payload);
  }

  @RpcHandler(WebhooksList)
  list(_payload: unknown, ctx: RequestContext): Promise<WebhookDto[]> {
    return this.webhooks.list(ctx.tenant_id);
  }

  @RpcHandler(WebhooksDelete)
  async delete(payload: { id: string }, ctx: RequestContext): Promise<null> {
    await this.webhooks.delete(ctx.tenant_id, payload.id);
    return null;
  }

  @RpcHandler(WebhooksTest)
  test(payload: { id: string }, ctx: RequestContext): Promise<DeliveryDto> {
    return this.webhooks.test(ctx.tenant_id, payload.id);
  }

  @RpcHandler(WebhookDeliveriesList)
  deliveriesOf(payload: { webhook_id: string; page: number; per_page: number }, ctx: RequestContext): Promise<PageDto<DeliveryDto>> {
    return this.deliveries.list(ctx.tenant_id, payload.webhook_id, payload.page, payload.per_page);
  }

  @RpcHandler(WebhookDeliveriesResend)
  resend(payload: { webhook_id: string; delivery_id: string }, ctx: RequestContext): Promise<DeliveryDto> {
    return this.deliveries.resend(ctx.tenant_id, payload.webhook_id, payload.delivery_id);
  }

  /** Every public event, from every service's outbox: one delivery per subscribed webhook. */
  @EventHandler({ consumer: 'webhook-dispatcher', events: PUBLIC_EVENTS, maxAttempts: 10 })
  onPublicEvent(envelope: EventEnvelope): Promise<void> {
    return this.deliveries.fromEvent(envelope);
  }
}
