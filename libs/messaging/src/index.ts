export type { MessagingLogger } from './logger';

export type { RpcTransport, RpcHandlerFn, RpcJson, RpcRequestOptions } from './rpc/rpc-transport';
export { DEFAULT_RPC_TIMEOUT_MS } from './rpc/rpc-transport';
export { InProcessRpcTransport, type InProcessRpcOptions } from './rpc/in-process-rpc-transport';
export { NatsRpcTransport, type NatsRpcOptions } from './rpc/nats-rpc-transport';

export type { EventBus, EventConsumer } from './events/event-bus';
export { DEFAULT_MAX_ATTEMPTS, DEFAULT_PREFETCH } from './events/event-bus';
export type { RetryDelayOptions } from './events/retry-delay';
export { InProcessEventBus, type DeadLetter, type InProcessEventBusOptions } from './events/in-process-event-bus';
export { RabbitEventBus, type RabbitEventBusOptions } from './events/rabbit/rabbit-event-bus';
export { RabbitNames } from './events/rabbit/rabbit-topology';

export { OutboxMessage } from './outbox/outbox-message.entity';
export { Outbox, type OutboxEntry } from './outbox/outbox';
export { EventOutbox } from './outbox/event-outbox';
export { OutboxRelay, type OutboxRelayOptions } from './outbox/outbox-relay';
export { InboxMessage } from './inbox/inbox-message.entity';
export { Inbox } from './inbox/inbox';
export { EventInbox } from './inbox/event-inbox';
export { CreateMessagingTables1767225600000 } from './database/1767225600000-CreateMessagingTables';
export { MESSAGING_ENTITIES, MESSAGING_MIGRATIONS } from './database/messaging-entities';

export { MessagingModule, type MessagingModuleOptions } from './nest/messaging.module';
export { EVENT_BUS, RPC_TRANSPORT } from './nest/tokens';
export { RpcHandler } from './nest/rpc-handler.decorator';
export { EventHandler, type EventHandlerOptions } from './nest/event-handler.decorator';
export { outboxRelayProvider } from './nest/outbox-relay.provider';
