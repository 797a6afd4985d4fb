import type { BaseConfig } from '@tezgah/config';
import { runtimeShape } from '@tezgah/config';
import {
  type EventBus,
  InProcessEventBus,
  InProcessRpcTransport,
  NatsRpcTransport,
  RabbitEventBus,
  type RpcTransport,
} from '@tezgah/messaging';

export interface Transports {
  rpc: RpcTransport;
  bus: EventBus;
}

/**
 * Request/reply and events for a process: NATS and RabbitMQ when distributed, in memory when
 * every service shares the process. The only place that knows which.
 */
export async function connectTransports(config: BaseConfig, serviceName: string): Promise<Transports> {
  if (runtimeShape(config) === 'single') return { rpc: new InProcessRpcTransport(), bus: new InProcessEventBus() };
  const rpc = await NatsRpcTransport.connect({ url: config.NATS_URL!, namespace: config.TEZGAH_NAMESPACE, serviceName });
  const bus = await RabbitEventBus.connect({ url: config.AMQP_URL!, namespace: config.TEZGAH_NAMESPACE });
  return { rpc, bus };
}
