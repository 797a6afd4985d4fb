import { Injectable, Module } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { WorkerRunner } from '@tezgah/background';
import { defineEvent, definePattern, type EventEnvelope, type RequestContext } from '@tezgah/contracts';
import { DataSource } from 'typeorm';
import { openTestSchema, type TestSchema } from '../../test/postgres';
import { sleep, waitFor } from '../../test/wait';
import type { EventBus } from '../events/event-bus';
import { InProcessEventBus } from '../events/in-process-event-bus';
import { Outbox } from '../outbox/outbox';
import { InProcessRpcTransport } from '../rpc/in-process-rpc-transport';
import type { RpcTransport } from '../rpc/rpc-transport';
import { EventHandler } from './event-handler.decorator';
import { MessagingModule } from './messaging.module';
import { outboxRelayProvider } from './outbox-relay.provider';
import { RpcHandler } from './rpc-handler.decorator';
import { EVENT_BUS, RPC_TRANSPORT } from './tokens';

const SetStock = definePattern<{ sku: string; stock: number }, { sku: string; stock: number }>('catalog.products.setStock');
const StockChanged = defineEvent<{ sku: string; stock: number }>('product.stock_changed');
const OrderCreated = defineEvent<{ order_id: string }>('order.created');
const ctx: RequestContext = { tenant_id: 'ten_1', user_id: 1, role: 'owner', request_id: 'req_1' };
const seen: string[] = [];

@Injectable()
class ProductsService {
  constructor(private readonly dataSource: DataSource) {}

  @RpcHandler(SetStock)
  async setStock(payload: { sku: string; stock: number }, requestCtx: RequestContext) {
    await this.dataSource.transaction((manager) =>
      Outbox.addAll(manager, [{ event: StockChanged, tenantId: requestCtx.tenant_id, data: payload }]),
    );
    return payload;
  }
}

@Injectable()
class StockSync {
  @EventHandler({ consumer: 'connectors', events: [StockChanged] })
  async pushStock(envelope: EventEnvelope<{ sku: string; stock: number }>) {
    seen.push(`connectors:stock:${envelope.data.sku}`);
  }
}

@Injectable()
class OrderMirror {
  @EventHandler({ consumer: 'connectors', events: [OrderCreated], maxAttempts: 2 })
  async mirror(envelope: EventEnvelope<{ order_id: string }>) {
    await sleep(150); // slow enough to be in flight at shutdown
    seen.push(`connectors:order:${envelope.data.order_id}`);
  }
}

@Injectable()
class WebhookDeliveries {
  @EventHandler({ consumer: 'webhooks', events: [StockChanged, OrderCreated] })
  async deliver(envelope: EventEnvelope<{ sku: string; stock: number } | { order_id: string }>) {
    seen.push(`webhooks:${envelope.type}`);
  }
}

describe('MessagingModule', () => {
  let db: TestSchema;
  let rpc: RpcTransport;
  let bus: EventBus;
  let subscribedQueues: string[];
  let app: Awaited<ReturnType<typeof NestFactory.createApplicationContext>>;

  beforeAll(async () => {
    db = await openTestSchema();
    rpc = new InProcessRpcTransport();
    const inProcess = new InProcessEventBus({ retry: { baseDelayMs: 10 } });
    subscribedQueues = [];
    bus = {
      publish: (envelopes) => inProcess.publish(envelopes),
      subscribe: (consumer) => (subscribedQueues.push(consumer.queue), inProcess.subscribe(consumer)),
      drain: () => inProcess.drain(),
      close: () => inProcess.close(),
    };

    @Module({
      providers: [
        { provide: DataSource, useValue: db.dataSource },
        outboxRelayProvider(DataSource, { pollIntervalMs: 60_000 }),
        ProductsService,
        StockSync,
        OrderMirror,
        WebhookDeliveries,
      ],
    })
    class CatalogModule {}

    @Module({ imports: [DiscoveryModule, MessagingModule.forRoot({ rpc, bus }), CatalogModule], providers: [WorkerRunner] })
    class AppModule {}

    app = await NestFactory.createApplicationContext(AppModule, { logger: false });
    await app.init();
  });
  afterAll(() => db.drop());

  it('exposes the transports it was given under RPC_TRANSPORT and EVENT_BUS', () => {
    expect(app.get(RPC_TRANSPORT)).toBe(rpc);
    expect(app.get(EVENT_BUS)).toBe(bus);
  });

  it('subscribes once per consumer name, however many handlers it has', () => {
    expect(subscribedQueues.sort()).toEqual(['connectors', 'webhooks']);
  });

  it('serves @RpcHandler methods, whose outbox events reach every @EventHandler of their type', async () => {
    const result = await rpc.request(SetStock, ctx, { sku: 'A-1', stock: 4 });

    expect(result).toEqual({ sku: 'A-1', stock: 4 });
    await waitFor(() => seen.length === 2, 2_000);
    expect(seen.sort()).toEqual(['connectors:stock:A-1', 'webhooks:product.stock_changed']);
  });

  it('lets in-flight handlers finish on shutdown, then closes the transports', async () => {
    seen.length = 0;
    await bus.publish([
      {
        id: 'evt_1',
        type: 'order.created',
        version: 1,
        tenant_id: 'ten_1',
        occurred_at: '2026-01-01T00:00:00.000Z',
        data: { order_id: 'ord_1' },
      },
    ]);
    await sleep(50);

    await app.close();

    expect(seen.sort()).toEqual(['connectors:order:ord_1', 'webhooks:order.created']);
    await expect(bus.publish([])).rejects.toThrow('closed');
  });
});

// Compile-time: a handler whose types do not fit its pattern or events does not build.
export class MisfitHandlers {
  // @ts-expect-error the pattern's payload is { sku, stock }, not a number
  @RpcHandler(SetStock)
  async setStock(payload: number) {
    return { sku: String(payload), stock: payload };
  }

  // @ts-expect-error order.created carries { order_id }, not { sku }
  @EventHandler({ consumer: 'x', events: [OrderCreated] })
  async onOrder(envelope: EventEnvelope<{ sku: string }>) {
    void envelope;
  }
}
