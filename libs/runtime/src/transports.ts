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
import { createLogger } from '@tezgah/observability';

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
  // The process's pino logger (buffered), not the console fallback: a broker returning every
  // event of a type nobody consumes yet must not cost a synchronous write per event.
  const logger = createLogger('messaging');
  const rpc = await NatsRpcTransport.connect({ url: NATS_URL, namespace, serviceName, logger });
  const bus = await RabbitEventBus.connect({ url: AMQP_URL, namespace, logger });
  return { rpc, bus };
}
