import {
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { RpcPattern } from '@tezgah/contracts';
import type { EventBus } from '../events/event-bus';
import type { RpcTransport } from '../rpc/rpc-transport';
import { EVENT_HANDLER_METADATA, type EventHandlerOptions } from './event-handler.decorator';
import { HandlerRegistry } from './handler-registry';
import { RPC_HANDLER_METADATA } from './rpc-handler.decorator';
import { EVENT_BUS, RPC_TRANSPORT } from './tokens';

/**
 * Finds `@RpcHandler` and `@EventHandler` methods once every provider exists, registers them on
 * the transports, and runs the transports' graceful shutdown: stop taking work and let running
 * handlers finish (before shutdown, alongside the outbox relays finishing their batch), then
 * close the connections (at shutdown, when nothing publishes any more).
 */
@Injectable()
export class MessagingExplorer implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const registry = this.discover();
    for (const { pattern, handler } of registry.rpc) await this.rpc.serve(pattern, handler);
    for (const consumer of registry.eventConsumers()) await this.bus.subscribe(consumer);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([this.rpc.drain(), this.bus.drain()]);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.rpc.close(), this.bus.close()]);
  }

  private discover(): HandlerRegistry {
    const registry = new HandlerRegistry();
    const seen = new Set<object>(); // a provider reachable from several modules is still one
    for (const wrapper of [...this.discovery.getProviders(), ...this.discovery.getControllers()]) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object' || seen.has(instance) || !wrapper.isDependencyTreeStatic()) continue;
      seen.add(instance);
      const methods = instance as Record<string, (...args: unknown[]) => Promise<unknown>>;
      for (const name of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
        const method = methods[name];
        const pattern = this.reflector.get<RpcPattern<unknown, unknown> | undefined>(RPC_HANDLER_METADATA, method);
        if (pattern) registry.addRpc(pattern, method.bind(instance));
        const events = this.reflector.get<EventHandlerOptions | undefined>(EVENT_HANDLER_METADATA, method);
        if (events) registry.addEvent(events, method.bind(instance));
      }
    }
    return registry;
  }
}
