// Webhook deliveries stay in their tenant: two tenants subscribe to the same event types, and each
// tenant's events become deliveries to its own webhooks only. The subscriber query's tenant filter
// is all that keeps one seller's orders and customers from another seller's endpoint.
import { randomBytes } from 'node:crypto';
import {
  type EventEnvelope,
  newId,
  OrderCreated,
  ProductStockChanged,
  type RequestContext,
  WebhookDeliveriesList,
  WebhooksCreate,
} from '@tezgah/contracts';
import { eventually, randomSuffix, type RunningService, SERVICE_SHAPES, startService } from '@tezgah/testing';
import { WebhookDispatcherModule } from '../webhook-dispatcher.module';
import { WebhooksRepository } from './webhooks.repository';

const owner = (tenant: string): RequestContext => ({ tenant_id: tenant, user_id: 7, role: 'owner', request_id: 'req_test' });
const SUBSCRIBED = [OrderCreated.type, ProductStockChanged.type];

/** An event of `tenant`, as a service's outbox publishes it. */
const eventOf = (tenant: string, type: string): EventEnvelope => ({
  id: newId('evt'),
  type,
  version: 1,
  tenant_id: tenant,
  occurred_at: new Date().toISOString(),
  data: { tenant },
});

describe.each(SERVICE_SHAPES)('webhook subscribers on $name', (shape) => {
  let service: RunningService;

  beforeAll(async () => {
    process.env['TEZGAH_ENCRYPTION_KEYS'] = `k1:${randomBytes(32).toString('base64')}`;
    // The endpoints are loopback addresses nothing listens on: what is decided here is who gets a delivery.
    process.env['TEZGAH_WEBHOOK_ALLOW_PRIVATE_NETWORKS'] = 'true';
    service = await startService(shape, 'webhook-dispatcher', [WebhookDispatcherModule]);
  }, 30_000);

  afterAll(() => service?.close());

  const register = (tenant: string, path: string) =>
    service.rpc.request(WebhooksCreate, owner(tenant), { url: `https://127.0.0.1:9/${path}`, events: SUBSCRIBED });
  const deliveredEvents = async (tenant: string, webhookId: string) =>
    (await service.rpc.request(WebhookDeliveriesList, owner(tenant), { webhook_id: webhookId, page: 1, per_page: 100 })).data
      .map((delivery) => delivery.event_id)
      .sort();

  it('answers only the tenant’s own webhooks subscribed to the event', async () => {
    const [a, b] = [`ten_a_${randomSuffix()}`, `ten_b_${randomSuffix()}`];
    const [hookA, hookB] = [await register(a, 'a'), await register(b, 'b')];
    const subscribers = service.app.get(WebhooksRepository);
    for (const type of SUBSCRIBED) {
      expect((await subscribers.subscribers(a, type)).map((target) => target.id)).toEqual([hookA.id]);
      expect((await subscribers.subscribers(b, type)).map((target) => target.id)).toEqual([hookB.id]);
    }
  });

  it('turns each tenant’s events into deliveries to its own endpoint only', async () => {
    const [a, b] = [`ten_a_${randomSuffix()}`, `ten_b_${randomSuffix()}`];
    const [hookA, hookB] = [await register(a, 'a'), await register(b, 'b')];
    const eventsOfA = SUBSCRIBED.map((type) => eventOf(a, type));
    const eventsOfB = SUBSCRIBED.map((type) => eventOf(b, type));
    await service.bus.publish([...eventsOfA, ...eventsOfB]);

    const idsOf = (events: EventEnvelope[]) => events.map((event) => event.id).sort();
    // An event's deliveries are written together: once every event has reached its own tenant, a leaked one is there too.
    await eventually(async () => {
      expect(await deliveredEvents(a, hookA.id)).toEqual(expect.arrayContaining(idsOf(eventsOfA)));
      expect(await deliveredEvents(b, hookB.id)).toEqual(expect.arrayContaining(idsOf(eventsOfB)));
    });
    expect(await deliveredEvents(a, hookA.id)).toEqual(idsOf(eventsOfA));
    expect(await deliveredEvents(b, hookB.id)).toEqual(idsOf(eventsOfB));
  });
});
