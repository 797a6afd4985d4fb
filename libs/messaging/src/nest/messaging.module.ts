import { Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { EventBus } from '../events/event-bus';
import type { RpcTransport } from '../rpc/rpc-transport';
import { MessagingExplorer } from './messaging-explorer';
import { EVENT_BUS, RPC_TRANSPORT } from './tokens';

export interface MessagingModuleOptions {
  rpc: RpcTransport;
  bus: EventBus;
}

/**
 * The process's transports, global: the entry point picks them (in-process for the single
 * process, NATS and RabbitMQ when distributed) and no service module can tell the difference.
 * The module owns their lifecycle from then on and closes them at shutdown.
 */
@Module({})
export class MessagingModule {
  static forRoot(options: MessagingModuleOptions): DynamicModule {
    return {
      module: MessagingModule,
      global: true,
      imports: [DiscoveryModule],
      providers: [{ provide: RPC_TRANSPORT, useValue: options.rpc }, { provide: EVENT_BUS, useValue: options.bus }, MessagingExplorer],
      exports: [RPC_TRANSPORT, EVENT_BUS],
    };
  }
}
