/**
 * An event type: its name (also the RabbitMQ routing key), its payload version and payload type.
 * Declared once here; publishers and consumers use the same object.
 */
export interface EventType<Data> {
  readonly type: string;
  readonly version: number;
  readonly __data?: Data;
}

export function defineEvent<Data>(type: string, version = 1): EventType<Data> {
  return { type, version };
}

export type EventData<E> = E extends EventType<infer D> ? D : never;

/** What travels on the bus and is stored in the outbox. `id` (evt_) is stable across redeliveries. */
export interface EventEnvelope<Data = unknown> {
  id: string;
  type: string;
  version: number;
  tenant_id: string;
  occurred_at: string;
  data: Data;
}
