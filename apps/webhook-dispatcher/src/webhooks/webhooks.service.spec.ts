import { randomBytes } from 'node:crypto';
import { type RequestContext, TEST_EVENT_TYPE } from '@tezgah/contracts';
import type { Transactions, Tx } from '@tezgah/persistence';
import { SecretBox } from '@tezgah/secrets';
import { automock, fakeTransactions } from '@tezgah/testing/unit';
import { loadDispatcherConfig } from '../config/dispatcher.config';
import { DeliveriesRepository, type DeliveryJob } from '../delivery/deliveries.repository';
import { DeliveriesService } from '../delivery/deliveries.service';
import { DeliveryDispatcher } from '../delivery/delivery-dispatcher';
import { MAX_WEBHOOKS_PER_TENANT, WebhooksService } from './webhooks.service';
import { WebhooksRepository } from './webhooks.repository';

const ctx: RequestContext = { tenant_id: 'ten_a', user_id: 7, role: 'admin', request_id: 'req_1' };
const target = { id: 'whk_1', url: 'https://example.com/hook', secret_sealed: 'k1.sealed' };
const notFound = expect.objectContaining({ code: 'resource.not_found' });

describe(WebhooksService.name, () => {
  let sut: WebhooksService;
  let webhooks: jest.Mocked<WebhooksRepository>;
  let deliveryRows: jest.Mocked<DeliveriesRepository>;
  let deliveries: jest.Mocked<DeliveriesService>;
  let dispatcher: jest.Mocked<DeliveryDispatcher>;
  let transactions: jest.Mocked<Transactions>;
  let tx: Tx;
  const secrets = new SecretBox([{ id: 'k1', key: randomBytes(32) }]);

  const create = (config = loadDispatcherConfig({ TEZGAH_ENV: 'demo' })) =>
    new WebhooksService(webhooks, deliveryRows, transactions, secrets, deliveries, dispatcher, config);

  beforeEach(() => {
    ({ transactions, tx } = fakeTransactions());
    webhooks = automock(WebhooksRepository);
    deliveryRows = automock(DeliveriesRepository);
    deliveries = automock(DeliveriesService);
    dispatcher = automock(DeliveryDispatcher);
    webhooks.countLive.mockResolvedValue(0);
    webhooks.insert.mockImplementation(async (webhook) => ({
      id: webhook.id,
      url: webhook.url,
      events: webhook.events,
      active: webhook.active,
      created_at: '2026-03-01T09:00:00.000Z',
      last_delivered_at: null,
      last_status_code: null,
    }));
    sut = create();
  });

  describe('create', () => {
    it('stores the secret sealed to the new webhook, answers it once, and keeps each event type once', async () => {
      const created = await sut.create(ctx, {
        url: 'https://example.com/hook',
        events: ['order.created', 'order.created', 'order.updated'],
      });
      expect(webhooks.countLive).toHaveBeenCalledWith('ten_a');
      const stored = webhooks.insert.mock.calls[0][0];
      expect(stored).toMatchObject({
        tenantId: 'ten_a',
        url: 'https://example.com/hook',
        events: ['order.created', 'order.updated'],
        active: true,
      });
      expect(created).toMatchObject({ id: stored.id, secret: expect.stringMatching(/^whsec_/) });
      expect(stored.secretSealed).not.toContain(created.secret);
      expect(secrets.open(stored.secretSealed, stored.id)).toBe(created.secret);
    });

    it('refuses a tenant that has the most webhooks it may have, with the catalogue message', async () => {
      webhooks.countLive.mockResolvedValue(MAX_WEBHOOKS_PER_TENANT);
      await expect(sut.create(ctx, { url: 'https://example.com/hook', events: ['order.created'] })).rejects.toMatchObject({
        code: 'business.invalid',
        details: { webhooks: [{ code: 'max_items', message: `En fazla ${MAX_WEBHOOKS_PER_TENANT} webhook kaydedilebilir.` }] },
      });
      expect(webhooks.insert).not.toHaveBeenCalled();
    });

    it('refuses a URL it may not deliver to before counting or storing anything', async () => {
      await expect(sut.create(ctx, { url: 'http://example.com/hook', events: ['order.created'] })).rejects.toMatchObject({
        code: 'validation.failed',
      });
      const production = create(loadDispatcherConfig({ TEZGAH_ENV: 'demo', TEZGAH_WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'false' }));
      await expect(production.create(ctx, { url: 'https://10.0.0.5/hook', events: ['order.created'] })).rejects.toMatchObject({
        code: 'validation.failed',
      });
      expect(webhooks.countLive).not.toHaveBeenCalled();
      expect(webhooks.insert).not.toHaveBeenCalled();
    });
  });

  it("lists the tenant's webhooks", async () => {
    webhooks.list.mockResolvedValue([]);
    expect(await sut.list('ten_a')).toEqual([]);
    expect(webhooks.list).toHaveBeenCalledWith('ten_a');
  });

  describe('delete', () => {
    it('deletes the webhook and stops its pending deliveries in one transaction, then forgets its queued attempts', async () => {
      webhooks.delete.mockResolvedValue(true);
      await sut.delete('ten_a', 'whk_1');
      expect(webhooks.delete).toHaveBeenCalledWith(tx, 'ten_a', 'whk_1');
      expect(deliveryRows.stopPending).toHaveBeenCalledWith(tx, 'whk_1');
      expect(transactions.run).toHaveBeenCalledTimes(1);
      expect(dispatcher.forgetWebhook).toHaveBeenCalledWith('whk_1');
    });

    it('is 404 for a webhook the tenant does not have, stopping nothing', async () => {
      webhooks.delete.mockResolvedValue(false);
      await expect(sut.delete('ten_a', 'whk_other')).rejects.toEqual(notFound);
      expect(deliveryRows.stopPending).not.toHaveBeenCalled();
      expect(dispatcher.forgetWebhook).not.toHaveBeenCalled();
    });
  });

  it("sends a test event to the tenant's webhook only, and answers its delivery as created, before its attempt starts", async () => {
    deliveries.webhookOf.mockResolvedValue(target);
    const job = { id: 'dlv_1' } as DeliveryJob;
    deliveries.create.mockResolvedValue([job]);
    deliveries.find.mockResolvedValue({
      id: 'dlv_1',
      event_id: 'evt_1',
      event_type: TEST_EVENT_TYPE,
      status: 'pending',
      attempts: [],
      next_attempt_at: null,
      created_at: '2026-03-01T09:00:00.000Z',
    });
    expect(await sut.test('ten_a', 'whk_1')).toMatchObject({ id: 'dlv_1', event_type: TEST_EVENT_TYPE });
    expect(deliveries.webhookOf).toHaveBeenCalledWith('ten_a', 'whk_1');
    const [event, targets] = deliveries.create.mock.calls[0];
    expect(event).toMatchObject({ type: TEST_EVENT_TYPE, tenant_id: 'ten_a', data: { webhook_id: 'whk_1' } });
    expect(targets).toEqual([target]);
    expect(deliveries.find).toHaveBeenCalledWith('whk_1', 'dlv_1');
    expect(deliveries.start).toHaveBeenCalledWith([job]);
    expect(deliveries.find.mock.invocationCallOrder[0]).toBeLessThan(deliveries.start.mock.invocationCallOrder[0]);
  });
});
