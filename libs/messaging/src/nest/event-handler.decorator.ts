import { SetMetadata } from '@nestjs/common';
import type { EventData, EventEnvelope, EventType } from '@tezgah/contracts';

export const EVENT_HANDLER_METADATA = 'tezgah.messaging.event-handler';

export interface EventHandlerOptions<E extends EventType<unknown>[] = EventType<unknown>[]> {
  /** The consuming service's name, its queue; all handlers naming it share one subscription. */
  consumer: string;
  events: E;
  /** Deliveries before dead-lettering; the largest among a consumer's handlers applies. */
  maxAttempts?: number;
}

/**
 * Handles `events` with the decorated method `(envelope) => Promise<void>`; subscribed on the
 * EventBus when the application boots. Throwing retries the event (see the bus).
 */
export function EventHandler<E extends EventType<unknown>[]>(options: EventHandlerOptions<E>) {
  return <T extends (envelope: EventEnvelope<EventData<E[number]>>) => Promise<void>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<T>,
  ): void => {
    SetMetadata(EVENT_HANDLER_METADATA, options)(target, key, descriptor);
  };
}
