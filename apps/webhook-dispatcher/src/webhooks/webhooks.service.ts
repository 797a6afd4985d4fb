import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type CreatedWebhookDto,
  type DeliveryDto,
  newId,
  noticeMessage,
  type RequestContext,
  TEST_EVENT_TYPE,
  type WebhookDto,
  type WebhookInput,
} from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { SecretBox } from '@tezgah/secrets';
import { DataSource } from 'typeorm';
import { DISPATCHER_CONFIG, type DispatcherConfig } from '../config/dispatcher.config';
import { DeliveriesService } from '../delivery/deliveries.service';
import { DeliveryDispatcher } from '../delivery/delivery-dispatcher';
import { DeliveryStore } from '../delivery/delivery.store';
import { WebhookStore } from './webhook.store';
import { assertRegistrableUrl } from './webhook-url';

/** Live webhooks a tenant may have at once (docs/webhooks.md). */
export const MAX_WEBHOOKS_PER_TENANT = 20;

/** Registering, listing and deleting webhooks, and console test events. */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly db: DataSource,
    private readonly secrets: SecretBox,
    private readonly deliveries: DeliveriesService,
    private readonly dispatcher: DeliveryDispatcher,
    @Inject(DISPATCHER_CONFIG) private readonly config: DispatcherConfig,
  ) {}

  /** The secret is returned here once; only its sealed form is stored. */
  async create(ctx: RequestContext, input: WebhookInput): Promise<CreatedWebhookDto> {
    await assertRegistrableUrl(input.url, this.config.allowPrivateNetworks);
    if ((await WebhookStore.countLive(this.db, ctx.tenant_id)) >= MAX_WEBHOOKS_PER_TENANT) {
      throw new DomainError('business.invalid', {
        webhooks: [{ code: 'max_items', message: `En fazla ${MAX_WEBHOOKS_PER_TENANT} webhook kaydedilebilir.` }],
      });
    }
    const id = newId('whk');
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    const webhook = await WebhookStore.insert(this.db, {
      id,
      tenantId: ctx.tenant_id,
      url: input.url,
      events: [...new Set(input.events)],
      active: input.active ?? true,
      secretSealed: this.secrets.seal(secret, id),
    });
    return { ...webhook, secret };
  }

  list(tenantId: string): Promise<WebhookDto[]> {
    return WebhookStore.list(this.db, tenantId);
  }

  /** Gone at once: no new deliveries, its pending ones stop. */
  async delete(tenantId: string, id: string): Promise<void> {
    const deleted = await this.db.transaction(async (manager) => {
      if (!(await WebhookStore.delete(manager, tenantId, id))) return false;
      await DeliveryStore.stopPending(manager, id);
      return true;
    });
    if (!deleted) throw new DomainError('resource.not_found');
    this.dispatcher.forgetWebhook(id);
  }

  /** A signed `ping` event to this webhook only (inactive ones included: it is how one is tried out). */
  async test(tenantId: string, webhookId: string): Promise<DeliveryDto> {
    const target = await this.deliveries.webhookOf(tenantId, webhookId);
    const [deliveryId] = await this.deliveries.deliver(
      {
        id: newId('evt'),
        type: TEST_EVENT_TYPE,
        version: 1,
        tenant_id: tenantId,
        occurred_at: new Date().toISOString(),
        data: { webhook_id: webhookId, message: noticeMessage('webhook_test_event') },
      },
      [target],
    );
    return this.deliveries.find(webhookId, deliveryId);
  }
}
