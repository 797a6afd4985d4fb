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
  const { NATS_URL, AMQP_URL, TEZGAH_NAMESPACE: namespace } = config;
  // runtimeShape refuses a half-configured process; the URL checks only tell the compiler.
  if (runtimeShape(config) === 'single' || !NATS_URL || !AMQP_URL) {
    return { rpc: new InProcessRpcTransport(), bus: new InProcessEventBus() };
  }
  const rpc = await NatsRpcTransport.connect({ url: NATS_URL, namespace, serviceName });
  const bus = await RabbitEventBus.connect({ url: AMQP_URL, namespace });
  return { rpc, bus };
}
