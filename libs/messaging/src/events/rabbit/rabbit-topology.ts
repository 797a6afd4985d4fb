import type { Channel } from 'amqplib';

/**
 * Redeliveries of one message the broker tolerates before it dead-letters the message itself.
 * Handler failures never requeue (they go through the retry queue as a new message), so this
 * only counts deliveries lost to a crashing or disconnected consumer: a message that kills the
 * process every time stops after this many instead of crash-looping the service. A constant,
 * because queue arguments cannot change once the queue exists.
 */
const CRASH_DELIVERY_LIMIT = 20;

/** The names one namespace uses on the broker (`TEZGAH_NAMESPACE`, several deployments per broker). */
export class RabbitNames {
  readonly exchange: string;
  readonly deadLetterExchange: string;

  constructor(private readonly namespace: string) {
    this.exchange = `${namespace}.events`;
    this.deadLetterExchange = `${namespace}.events.dlx`;
  }

  queue(consumer: string): string {
    return `${this.namespace}.${consumer}`;
  }

  retryQueue(consumer: string): string {
    return `${this.namespace}.${consumer}.retry`;
  }

  deadLetterQueue(consumer: string): string {
    return `${this.namespace}.${consumer}.dlq`;
  }
}

export async function declareExchanges(channel: Channel, names: RabbitNames): Promise<void> {
  await channel.assertExchange(names.exchange, 'topic', { durable: true });
  await channel.assertExchange(names.deadLetterExchange, 'direct', { durable: true });
}

/**
 * A consumer's three queues, all quorum (replicated, durable), their arguments fixed from the
 * first declaration because RabbitMQ refuses to change them later:
 * - `<ns>.<c>`: bound to each event type; dead-letters into the DLX under its own name.
 * - `<ns>.<c>.retry`: holds a failed message for its per-message TTL, then dead-letters it back
 *   into `<ns>.<c>` through the default exchange.
 * - `<ns>.<c>.dlq`: bound to the DLX; where events rest once their attempts are spent.
 * `at-least-once` dead-lettering (which requires `reject-publish`) keeps a message in its source
 * queue until the target queue has it, so no hop between the three can lose it.
 */
export async function declareConsumerQueues(channel: Channel, names: RabbitNames, consumer: string, types: string[]): Promise<void> {
  const queue = names.queue(consumer);
  const safeDeadLettering = { 'x-dead-letter-strategy': 'at-least-once', 'x-overflow': 'reject-publish' };
  await channel.assertQueue(names.deadLetterQueue(consumer), {
    durable: true,
    arguments: { 'x-queue-type': 'quorum' },
  });
  await channel.bindQueue(names.deadLetterQueue(consumer), names.deadLetterExchange, queue);
  await channel.assertQueue(queue, {
    durable: true,
    arguments: {
      'x-queue-type': 'quorum',
      'x-dead-letter-exchange': names.deadLetterExchange,
      'x-dead-letter-routing-key': queue,
      'x-delivery-limit': CRASH_DELIVERY_LIMIT,
      ...safeDeadLettering,
    },
  });
  await channel.assertQueue(names.retryQueue(consumer), {
    durable: true,
    arguments: {
      'x-queue-type': 'quorum',
      'x-dead-letter-exchange': '',
      'x-dead-letter-routing-key': queue,
      ...safeDeadLettering,
    },
  });
  for (const type of types) await channel.bindQueue(queue, names.exchange, type);
}
