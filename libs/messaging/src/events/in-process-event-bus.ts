import type { EventEnvelope } from '@tezgah/contracts';
import { InFlight } from '../in-flight';
import { consoleLogger, errorFields, warn, type MessagingLogger } from '../logger';
import { DEFAULT_MAX_ATTEMPTS, DEFAULT_PREFETCH, type EventBus, type EventConsumer } from './event-bus';
import { retryDelay, type RetryDelayOptions } from './retry-delay';
import { topicMatches } from './topic-match';

export interface InProcessEventBusOptions {
  retry?: RetryDelayOptions;
  logger?: MessagingLogger;
  onUnroutable?(envelope: EventEnvelope): void;
}

/** An event that used up its attempts: what RabbitMQ would hold in `<ns>.<queue>.dlq`. */
export interface DeadLetter {
  queue: string;
  envelope: EventEnvelope;
  attempts: number;
  error: string;
}

interface Delivery {
  /** The envelope as JSON: each attempt parses its own copy, as each broker delivery would. */
  content: string;
  attempt: number;
}

interface LocalQueue {
  consumer: EventConsumer;
  pending: Delivery[];
  running: number;
}

/**
 * The RabbitMQ bus's semantics in memory for the single-process shape: topic routing per
 * consumer queue, asynchronous delivery bounded by prefetch, delayed retries, a dead-letter list.
 * Nothing survives a restart: the outbox rows are gone once published, so this shape trades
 * durability of in-flight events for having nothing to install.
 */
export class InProcessEventBus implements EventBus {
  private readonly queues = new Map<string, LocalQueue>();
  private readonly deadLettered: DeadLetter[] = [];
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new InFlight();
  private readonly logger: MessagingLogger;
  private accepting = true;
  private closed = false;

  constructor(private readonly options: InProcessEventBusOptions = {}) {
    this.logger = options.logger ?? consoleLogger;
  }

  async publish(envelopes: EventEnvelope[]): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    for (const envelope of envelopes) {
      const content = JSON.stringify(envelope);
      let routed = false;
      for (const queue of this.queues.values()) {
        if (!queue.consumer.types.some((type) => topicMatches(type, envelope.type))) continue;
        routed = true;
        queue.pending.push({ content, attempt: 1 });
        this.pump(queue);
      }
      if (!routed) this.unroutable(envelope);
    }
  }

  async subscribe(consumer: EventConsumer): Promise<void> {
    if (this.queues.has(consumer.queue)) throw new Error(`queue ${consumer.queue} already has a consumer`);
    this.queues.set(consumer.queue, { consumer, pending: [], running: 0 });
  }

  async drain(): Promise<void> {
    this.accepting = false;
    await this.inFlight.idle();
  }

  async close(): Promise<void> {
    await this.drain();
    this.closed = true;
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
  }

  /** Events that ended in a queue's dead-letter list (all queues when none is named). */
  deadLetters(queue?: string): DeadLetter[] {
    return this.deadLettered.filter((letter) => queue === undefined || letter.queue === queue);
  }

  private pump(queue: LocalQueue): void {
    const prefetch = queue.consumer.prefetch ?? DEFAULT_PREFETCH;
    while (this.accepting && queue.running < prefetch && queue.pending.length > 0) {
      const delivery = queue.pending.shift() as Delivery;
      queue.running++;
      this.inFlight.begin();
      // Never in the publisher's call stack: a broker delivers later, on another tick.
      setImmediate(() => void this.deliver(queue, delivery));
    }
  }

  private async deliver(queue: LocalQueue, delivery: Delivery): Promise<void> {
    const envelope = JSON.parse(delivery.content) as EventEnvelope;
    try {
      await queue.consumer.handle(envelope);
    } catch (error) {
      this.failed(queue, delivery, envelope, error);
    } finally {
      queue.running--;
      this.inFlight.end();
      this.pump(queue);
    }
  }

  private failed(queue: LocalQueue, delivery: Delivery, envelope: EventEnvelope, error: unknown): void {
    const { consumer } = queue;
    const log = { ...errorFields(error), queue: consumer.queue, event_id: envelope.id, type: envelope.type };
    if (delivery.attempt >= (consumer.maxAttempts ?? DEFAULT_MAX_ATTEMPTS)) {
      this.logger.error({ ...log, attempts: delivery.attempt }, 'event handler failed; dead-lettered');
      this.deadLettered.push({
        queue: consumer.queue,
        envelope,
        attempts: delivery.attempt,
        error: error instanceof Error ? error.message : String(error),
      });
      return;
    }
    const delayMs = retryDelay(delivery.attempt, this.options.retry);
    warn(this.logger, { ...log, attempt: delivery.attempt, retry_in_ms: delayMs }, 'event handler failed; will retry');
    const timer = setTimeout(() => {
      this.retryTimers.delete(timer);
      queue.pending.push({ content: delivery.content, attempt: delivery.attempt + 1 });
      this.pump(queue);
    }, delayMs);
    this.retryTimers.add(timer);
  }

  private unroutable(envelope: EventEnvelope): void {
    warn(this.logger, { event_id: envelope.id, type: envelope.type }, 'event unroutable: no queue is bound to its type');
    this.options.onUnroutable?.(envelope);
  }
}
