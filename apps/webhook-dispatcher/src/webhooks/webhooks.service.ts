import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type CreatedWebhookDto,
  type DeliveryDto,
  fieldMessage,
  newId,
  noticeMessage,
  type RequestContext,
  TEST_EVENT_TYPE,
  type WebhookDto,
  type WebhookInput,
} from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { SecretBox } from '@tezgah/secrets';
import { Transactions } from '@tezgah/persistence';
import { DISPATCHER_CONFIG, type DispatcherConfig } from '../config/dispatcher.config';
import { DeliveriesService } from '../delivery/deliveries.service';
import { DeliveriesRepository } from '../delivery/deliveries.repository';
import { DeliveryDispatcher } from '../delivery/delivery-dispatcher';
import { WebhooksRepository } from './webhooks.repository';
import { assertRegistrableUrl } from './webhook-url';

/** Live webhooks a tenant may have at once (docs/webhooks.md). */
export const MAX_WEBHOOKS_PER_TENANT = 20;

/** Registering, listing and deleting webhooks, and console test events. */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly webhooks: WebhooksRepository,
    private readonly deliveryRows: DeliveriesRepository,
    private readonly transactions: Transactions,
    private readonly secrets: SecretBox,
    private readonly deliveries: DeliveriesService,
    private readonly dispatcher: DeliveryDispatcher,
    @Inject(DISPATCHER_CONFIG) private readonly config: DispatcherConfig,
  ) {}

  /** The secret is returned here once; only its sealed form is stored. */
  async create(ctx: RequestContext, input: WebhookInput): Promise<CreatedWebhookDto> {
    await assertRegistrableUrl(input.url, this.config.allowPrivateNetworks);
    if ((await this.webhooks.countLive(ctx.tenant_id)) >= MAX_WEBHOOKS_PER_TENANT) {
      throw new DomainError('business.invalid', {
        webhooks: [{ code: 'max_items', message: fieldMessage('webhook_limit', { n: MAX_WEBHOOKS_PER_TENANT }) }],
      });
    }
    const id = newId('whk');
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    const webhook = await this.webhooks.insert({
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
    return this.webhooks.list(tenantId);
  }

  /** Gone at once: no new deliveries, its pending ones stop. */
  async delete(tenantId: string, id: string): Promise<void> {
    const deleted = await this.transactions.run(async (tx) => {
      if (!(await this.webhooks.delete(tx, tenantId, id))) return false;
      await this.deliveryRows.stopPending(tx, id);
      return true;
    });
    if (!deleted) throw new DomainError('resource.not_found');
    this.dispatcher.forgetWebhook(id);
  }

  /** A signed `ping` event to this webhook only (inactive ones included: it is how one is tried out). */
  async test(tenantId: string, webhookId: string): Promise<DeliveryDto> {
    const target = await this.deliveries.webhookOf(tenantId, webhookId);
    const jobs = await this.deliveries.create(
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
    // Answered as created (pending): read before its attempt can start.
    const created = await this.deliveries.find(webhookId, jobs[0].id);
    this.deliveries.start(jobs);
    return created;
  }
}
