import type { InjectionToken, Provider } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { EventBus } from '../events/event-bus';
import { OutboxRelay, type OutboxRelayOptions } from '../outbox/outbox-relay';
import { EVENT_BUS } from './tokens';

/**
 * The service's outbox relay over its own DataSource, injectable as `OutboxRelay` inside the
 * service module (a bulk write holds it, `whileHeld`). It publishes each commit that wrote events
 * by itself. Started when the application boots, stopped before it shuts down, after its batch in flight.
 */
export function outboxRelayProvider(dataSource: InjectionToken, options: OutboxRelayOptions = {}): Provider {
  return {
    provide: OutboxRelay,
    useFactory: (source: DataSource, bus: EventBus) => new OutboxRelay(source, bus, options),
    inject: [dataSource, EVENT_BUS],
  };
}
