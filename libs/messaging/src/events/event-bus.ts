import type { EventEnvelope } from '@tezgah/contracts';

/** One consuming service's subscription: one queue, the event types it listens to, one handler. */
export interface EventConsumer {
  /** The consuming service's name: the queue is `<namespace>.<queue>`. */
  queue: string;
  /** Event types (routing keys); AMQP topic wildcards `*` and `#` work on both buses. */
  types: string[];
  /** Resolving acknowledges the event; throwing retries it (after a delay) until `maxAttempts`. */
  handle(envelope: EventEnvelope): Promise<void>;
  /** Events handled at once by this process (default 20). */
  prefetch?: number;
  /** Deliveries before the event goes to the dead-letter queue (default 5). */
  maxAttempts?: number;
}

/**
 * Events between services. RabbitMQ and in-process implement it identically: per-consumer
 * queues bound by event type, at-least-once delivery, delayed retries, then a dead-letter queue.
 */
export interface EventBus {
  /** Resolves only once the broker has confirmed every envelope; rejects when it cannot. */
  publish(envelopes: EventEnvelope[]): Promise<void>;
  subscribe(consumer: EventConsumer): Promise<void>;
  /** Stops taking new deliveries and waits for the handlers still running; `publish` keeps working. */
  drain(): Promise<void>;
  /** Drains, then releases the connection. */
  close(): Promise<void>;
}

export const DEFAULT_PREFETCH = 20;
export const DEFAULT_MAX_ATTEMPTS = 5;
