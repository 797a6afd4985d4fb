import type { EventEnvelope } from '@tezgah/contracts';
import { connect } from 'amqplib';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { EventBus, EventConsumer } from '../src/events/event-bus';
import { RabbitNames } from '../src/events/rabbit/rabbit-topology';

export const AMQP_URL = process.env['AMQP_URL'] ?? 'amqp://guest:guest@127.0.0.1:5672';

export function uniqueNamespace(): string {
  return `t${randomUUID().slice(0, 8)}`;
}

/** Remembers the consumer queues a test declared, so the file can delete them afterwards. */
export class QueueRegistry {
  readonly consumers = new Set<string>();

  track(bus: EventBus): EventBus {
    return {
      publish: (envelopes) => bus.publish(envelopes),
      subscribe: (consumer: EventConsumer) => {
        this.consumers.add(consumer.queue);
        return bus.subscribe(consumer);
      },
      drain: () => bus.drain(),
      close: () => bus.close(),
    };
  }

  /** Removes every queue and exchange the namespace used: the broker is shared with other suites. */
  async deleteAll(namespace: string): Promise<void> {
    const names = new RabbitNames(namespace);
    const connection = await connect(AMQP_URL);
    const channel = await connection.createChannel();
    for (const consumer of this.consumers) {
      for (const queue of [names.queue(consumer), names.retryQueue(consumer), names.deadLetterQueue(consumer)]) {
        await channel.deleteQueue(queue);
      }
    }
    await channel.deleteExchange(names.exchange);
    await channel.deleteExchange(names.deadLetterExchange);
    await connection.close();
  }
}

/** Takes (and removes) every message in a queue, e.g. a dead-letter queue. */
export async function takeAll(queue: string): Promise<EventEnvelope[]> {
  const connection = await connect(AMQP_URL);
  const channel = await connection.createChannel();
  const envelopes: EventEnvelope[] = [];
  for (;;) {
    const message = await channel.get(queue, { noAck: true });
    if (!message) break;
    envelopes.push(JSON.parse(message.content.toString('utf8')) as EventEnvelope);
  }
  await connection.close();
  return envelopes;
}

/** Stops the broker application, runs `work`, and always starts it again (other suites share it). */
export async function withBrokerStopped(work: () => Promise<void>): Promise<void> {
  execFileSync('rabbitmqctl', ['stop_app'], { stdio: 'ignore' });
  try {
    await work();
  } finally {
    execFileSync('rabbitmqctl', ['start_app'], { stdio: 'ignore' });
    execFileSync('rabbitmqctl', ['await_startup'], { stdio: 'ignore' });
  }
}
