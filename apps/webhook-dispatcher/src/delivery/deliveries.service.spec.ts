import type { DeliveryDto, EventEnvelope } from '@tezgah/contracts';
import { automock } from '@tezgah/testing/unit';
import { WebhooksRepository } from '../webhooks/webhooks.repository';
import { DeliveriesRepository, type DeliveryJob } from './deliveries.repository';
import { DeliveriesService } from './deliveries.service';
import { DeliveryDispatcher } from './delivery-dispatcher';
import { eventBody } from './event-body';

const LEASE_MS = 60_000;
const target = { id: 'whk_1', url: 'https://example.com/hook', secret_sealed: 'k1.sealed' };
const envelope: EventEnvelope = {
  id: 'evt_1',
  type: 'order.created',
  version: 1,
  tenant_id: 'ten_a',
  occurred_at: '2026-03-01T09:00:00.000Z',
  data: { id: 'ord_1' },
};
const job: DeliveryJob = {
  id: 'dlv_1',
  webhookId: 'whk_1',
  url: target.url,
  secretSealed: target.secret_sealed,
  eventType: 'order.created',
  body: eventBody(envelope),
  roundAttempts: 0,
};
const delivery: DeliveryDto = {
  id: 'dlv_1',
  event_id: 'evt_1',
  event_type: 'order.created',
  status: 'pending',
  attempts: [],
  next_attempt_at: '2026-03-01T09:00:00.000Z',
  created_at: '2026-03-01T09:00:00.000Z',
};

describe(DeliveriesService.name, () => {
  let sut: DeliveriesService;
  let webhooks: jest.Mocked<WebhooksRepository>;
  let deliveries: jest.Mocked<DeliveriesRepository>;
  let dispatcher: jest.Mocked<DeliveryDispatcher>;

  beforeEach(() => {
    webhooks = automock(WebhooksRepository);
    deliveries = automock(DeliveriesRepository);
    dispatcher = automock(DeliveryDispatcher, { leaseMs: LEASE_MS });
    webhooks.findTarget.mockResolvedValue(target);
    sut = new DeliveriesService(webhooks, deliveries, dispatcher);
  });

  it('turns an event into one leased delivery per subscribed webhook, once there is room, and starts them here', async () => {
    webhooks.subscribers.mockResolvedValue([target]);
    deliveries.create.mockResolvedValue([job]);
    await sut.fromEvent(envelope);
    expect(dispatcher.roomForMore.mock.invocationCallOrder[0]).toBeLessThan(webhooks.subscribers.mock.invocationCallOrder[0]);
    expect(webhooks.subscribers).toHaveBeenCalledWith('ten_a', 'order.created');
    expect(deliveries.create).toHaveBeenCalledWith(
      { tenantId: 'ten_a', eventId: 'evt_1', eventType: 'order.created', body: eventBody(envelope) },
      [{ ...target, deliveryId: expect.stringMatching(/^dlv_/) }],
      LEASE_MS,
    );
    expect(dispatcher.take).toHaveBeenCalledWith([job]);
  });

  it('starts nothing new for a redelivered event (its deliveries exist already)', async () => {
    webhooks.subscribers.mockResolvedValue([target]);
    deliveries.create.mockResolvedValue([]);
    await sut.fromEvent(envelope);
    expect(dispatcher.take).toHaveBeenCalledWith([]);
  });

  it("lists a webhook's deliveries only for its own tenant", async () => {
    deliveries.list.mockResolvedValue({ rows: [delivery], total: 1 });
    expect(await sut.list('ten_a', 'whk_1', 1, 25)).toEqual({
      data: [delivery],
      pagination: { page: 1, per_page: 25, total: 1, total_pages: 1 },
    });
    expect(webhooks.findTarget).toHaveBeenCalledWith('ten_a', 'whk_1');

    webhooks.findTarget.mockResolvedValue(null);
    await expect(sut.list('ten_b', 'whk_1', 1, 25)).rejects.toMatchObject({ code: 'resource.not_found' });
    expect(deliveries.list).toHaveBeenCalledTimes(1);
  });

  describe('resend', () => {
    it('starts a finished delivery again here and answers it', async () => {
      deliveries.resend.mockResolvedValue({ dto: delivery, job });
      expect(await sut.resend('ten_a', 'whk_1', 'dlv_1')).toBe(delivery);
      expect(deliveries.resend).toHaveBeenCalledWith('whk_1', 'dlv_1', LEASE_MS);
      expect(dispatcher.take).toHaveBeenCalledWith([job]);
    });

    it('is 409 for a delivery still pending, and 404 for none', async () => {
      deliveries.resend.mockResolvedValue(null);
      deliveries.find.mockResolvedValue(delivery);
      await expect(sut.resend('ten_a', 'whk_1', 'dlv_1')).rejects.toMatchObject({
        code: 'resource.conflict',
        details: { delivery_id: [expect.objectContaining({ code: 'delivery_pending' })] },
      });
      deliveries.find.mockResolvedValue(null);
      await expect(sut.resend('ten_a', 'whk_1', 'dlv_x')).rejects.toMatchObject({ code: 'resource.not_found' });
      expect(dispatcher.take).not.toHaveBeenCalled();
    });

    it("touches no delivery of another tenant's webhook", async () => {
      webhooks.findTarget.mockResolvedValue(null);
      await expect(sut.resend('ten_b', 'whk_1', 'dlv_1')).rejects.toMatchObject({ code: 'resource.not_found' });
      expect(deliveries.resend).not.toHaveBeenCalled();
    });
  });
});
