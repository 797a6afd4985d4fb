import { Injectable } from '@nestjs/common';
import { type DeliveryDto, type EventEnvelope, newId, type PageDto, paginationOf } from '@tezgah/contracts';
import { DomainError, fieldError } from '@tezgah/errors';
import { WebhooksRepository } from '../webhooks/webhooks.repository';
import { DeliveriesRepository, type DeliveryJob, type DeliveryTarget } from './deliveries.repository';
import { DeliveryDispatcher } from './delivery-dispatcher';
import { eventBody } from './event-body';

/** Deliveries: created from events (one per subscribed webhook), listed and resent from the console. */
@Injectable()
export class DeliveriesService {
  constructor(
    private readonly webhooks: WebhooksRepository,
    private readonly deliveries: DeliveriesRepository,
    private readonly dispatcher: DeliveryDispatcher,
  ) {}

  /**
   * One delivery per active webhook of the tenant subscribed to the event, handed straight to
   * this replica's dispatcher. A redelivered event finds its deliveries there and adds none.
   */
  async fromEvent(envelope: EventEnvelope): Promise<void> {
    await this.dispatcher.roomForMore();
    const targets = await this.webhooks.subscribers(envelope.tenant_id, envelope.type);
    await this.deliver(envelope, targets);
  }

  /** Creates the deliveries of `envelope` to `targets` and starts them here; returns their ids by webhook. */
  async deliver(envelope: EventEnvelope, targets: DeliveryTarget[]): Promise<string[]> {
    const jobs = await this.create(envelope, targets);
    this.start(jobs);
    return jobs.map((job) => job.id);
  }

  /** The deliveries of `envelope` to `targets`, leased to this replica and not attempted yet (`start`). */
  create(envelope: EventEnvelope, targets: DeliveryTarget[]): Promise<DeliveryJob[]> {
    return this.deliveries.create(
      { tenantId: envelope.tenant_id, eventId: envelope.id, eventType: envelope.type, body: eventBody(envelope) },
      targets.map((target) => ({ ...target, deliveryId: newId('dlv') })),
      this.dispatcher.leaseMs,
    );
  }

  start(jobs: DeliveryJob[]): void {
    this.dispatcher.take(jobs);
  }

  async list(tenantId: string, webhookId: string, page: number, perPage: number): Promise<PageDto<DeliveryDto>> {
    await this.webhookOf(tenantId, webhookId);
    const { rows, total } = await this.deliveries.list(webhookId, page, perPage);
    return { data: rows, pagination: paginationOf(page, perPage, total) };
  }

  /** A delivered or dead delivery again, with the same event id and body; a pending one is 409. */
  async resend(tenantId: string, webhookId: string, deliveryId: string): Promise<DeliveryDto> {
    await this.webhookOf(tenantId, webhookId);
    const resent = await this.deliveries.resend(webhookId, deliveryId, this.dispatcher.leaseMs);
    if (resent) {
      this.dispatcher.take([resent.job]);
      return resent.dto;
    }
    if (await this.deliveries.find(webhookId, deliveryId))
      throw new DomainError('resource.conflict', fieldError('delivery_id', 'delivery_pending').details);
    throw new DomainError('resource.not_found');
  }

  async find(webhookId: string, deliveryId: string): Promise<DeliveryDto> {
    const delivery = await this.deliveries.find(webhookId, deliveryId);
    if (!delivery) throw new DomainError('resource.not_found');
    return delivery;
  }

  /** The tenant's live webhook, or 404 (another tenant's included). */
  async webhookOf(tenantId: string, webhookId: string): Promise<DeliveryTarget> {
    const webhook = await this.webhooks.findTarget(tenantId, webhookId);
    if (!webhook) throw new DomainError('resource.not_found');
    return webhook;
  }
}
