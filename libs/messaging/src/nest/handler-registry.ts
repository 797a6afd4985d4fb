import type { EventEnvelope, RpcPattern } from '@tezgah/contracts';
import type { EventConsumer } from '../events/event-bus';
import type { RpcHandlerFn } from '../rpc/rpc-transport';
import type { EventHandlerOptions } from './event-handler.decorator';

type EventHandlerFn = (envelope: EventEnvelope) => Promise<unknown>;

interface ConsumerHandlers {
  byType: Map<string, EventHandlerFn[]>;
  maxAttempts: number | undefined;
}

/** The handlers found on the application's providers, grouped the way the transports take them. */
export class HandlerRegistry {
  readonly rpc: Array<{ pattern: RpcPattern<unknown, unknown>; handler: RpcHandlerFn<unknown, unknown> }> = [];
  private readonly consumers = new Map<string, ConsumerHandlers>();

  addRpc(pattern: RpcPattern<unknown, unknown>, handler: RpcHandlerFn<unknown, unknown>): void {
    if (this.rpc.some((existing) => existing.pattern.name === pattern.name)) {
      throw new Error(`two @RpcHandler methods serve ${pattern.name}`);
    }
    this.rpc.push({ pattern, handler });
  }

  addEvent(options: EventHandlerOptions, handler: EventHandlerFn): void {
    let consumer = this.consumers.get(options.consumer);
    if (!consumer) {
      consumer = { byType: new Map(), maxAttempts: undefined };
      this.consumers.set(options.consumer, consumer);
    }
    for (const event of options.events) {
      consumer.byType.set(event.type, [...(consumer.byType.get(event.type) ?? []), handler]);
    }
    if (options.maxAttempts !== undefined) {
      consumer.maxAttempts = Math.max(consumer.maxAttempts ?? 0, options.maxAttempts);
    }
  }

  /**
   * One subscription per consumer name. An event two handlers share runs both, in order, and a
   * failure retries both: such handlers must be idempotent (the inbox, keyed per handler, helps).
   */
  eventConsumers(): EventConsumer[] {
    return [...this.consumers].map(([queue, { byType, maxAttempts }]) => ({
      queue,
      types: [...byType.keys()],
      maxAttempts,
      handle: async (envelope: EventEnvelope) => {
        for (const handler of byType.get(envelope.type) ?? []) await handler(envelope);
      },
    }));
  }
}
