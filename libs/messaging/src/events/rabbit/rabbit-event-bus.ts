import type { EventEnvelope } from '@tezgah/contracts';
import { connect, type ChannelModel, type ConfirmChannel, type Message, type RecoveringChannelModel } from 'amqplib';
import { InFlight } from '../../in-flight';
import { consoleLogger, errorFields, warn, type MessagingLogger } from '../../logger';
import type { EventBus, EventConsumer } from '../event-bus';
import type { RetryDelayOptions } from '../retry-delay';
import { publishConfirmed } from './confirm-publish';
import { RabbitConsumer } from './rabbit-consumer';
import { declareExchanges, RabbitNames } from './rabbit-topology';

export interface RabbitEventBusOptions {
  url: string;
  /** `TEZGAH_NAMESPACE`: exchange `<namespace>.events`, queues `<namespace>.<consumer>`. */
  namespace: string;
  retry?: RetryDelayOptions;
  logger?: MessagingLogger;
  /** Called for every event no queue is bound to (a metric); it is also logged. */
  onUnroutable?(message: { event_id: string; type: string }): void;
  /** Reconnect back-off after the broker went away (defaults 200 ms doubling to 5 s). */
  reconnect?: { initialDelayMs?: number; maxDelayMs?: number; initialAttempts?: number };
}

/** What a live connection offers; absent while reconnecting, which makes `publish` reject. */
interface Live {
  model: ChannelModel;
  publisher: ConfirmChannel;
}

/**
 * Events over RabbitMQ: a durable topic exchange, persistent `mandatory` messages on a confirm
 * channel, a quorum queue per consumer with delayed retries and a dead-letter queue. amqplib's
 * connection recovery reconnects after the broker restarts and runs `setup`, which re-declares
 * the topology and resumes every consumer. Any channel dying under a live connection is treated
 * the same way (the connection is dropped and recovered) rather than patched channel by channel.
 */
export class RabbitEventBus implements EventBus {
  private readonly names: RabbitNames;
  private readonly logger: MessagingLogger;
  private readonly inFlight = new InFlight();
  private readonly consumers: RabbitConsumer[] = [];
  private connection: RecoveringChannelModel | undefined;
  private live: Live | undefined;
  private consuming = true;
  private closing = false;

  private constructor(private readonly options: RabbitEventBusOptions) {
    this.names = new RabbitNames(options.namespace);
    this.logger = options.logger ?? consoleLogger;
  }

  static async connect(options: RabbitEventBusOptions): Promise<RabbitEventBus> {
    const bus = new RabbitEventBus(options);
    await bus.open();
    return bus;
  }

  async publish(envelopes: EventEnvelope[]): Promise<void> {
    const live = this.live;
    if (!live) throw new Error('RabbitMQ is not connected');
    await Promise.all(
      envelopes.map((envelope) =>
        publishConfirmed(live.publisher, this.names.exchange, envelope.type, Buffer.from(JSON.stringify(envelope)), {
          persistent: true,
          // Unroutable messages come back (see onReturn) instead of vanishing silently.
          mandatory: true,
          contentType: 'application/json',
          messageId: envelope.id,
          type: envelope.type,
          timestamp: Math.floor(Date.parse(envelope.occurred_at) / 1000),
        }),
      ),
    );
  }

  async subscribe(consumer: EventConsumer): Promise<void> {
    if (this.consumers.some((existing) => existing.consumer.queue === consumer.queue)) {
      throw new Error(`queue ${consumer.queue} already has a consumer`);
    }
    const rabbitConsumer = new RabbitConsumer(consumer, {
      names: this.names,
      retry: this.options.retry,
      logger: this.logger,
      inFlight: this.inFlight,
      onChannelLost: (model) => this.recover(model),
    });
    this.consumers.push(rabbitConsumer);
    if (!this.live) return; // reconnecting: `setup` attaches it
    try {
      await rabbitConsumer.attach(this.live.model);
    } catch (error) {
      // A refused declaration (say, a queue argument changed) fails the caller's startup instead
      // of failing every reconnect after it.
      this.consumers.splice(this.consumers.indexOf(rabbitConsumer), 1);
      throw error;
    }
  }

  async drain(): Promise<void> {
    this.consuming = false;
    await Promise.all(this.consumers.map((consumer) => consumer.cancel()));
    await this.inFlight.idle();
  }

  async close(): Promise<void> {
    if (this.closing) return;
    await this.drain();
    this.closing = true;
    this.live = undefined;
    await this.connection?.close();
  }

  private async open(): Promise<void> {
    const reconnect = this.options.reconnect ?? {};
    this.connection = await connect(this.options.url, {
      clientProperties: { connection_name: `${this.options.namespace}.events` },
      recovery: {
        initialDelay: reconnect.initialDelayMs ?? 200,
        maxDelay: reconnect.maxDelayMs ?? 5_000,
        maxRetries: Infinity,
        // Fail the service's start when the broker is not there at all; once up, never give up.
        initialMaxRetries: reconnect.initialAttempts ?? 5,
        setup: (model: ChannelModel) => this.setup(model),
      },
    });
    this.connection.on('disconnect', (error: Error) => {
      this.live = undefined;
      for (const consumer of this.consumers) consumer.detach();
      if (!this.closing) warn(this.logger, errorFields(error), 'RabbitMQ connection lost; reconnecting');
    });
    this.connection.on('connect-failed', (error: Error) => warn(this.logger, errorFields(error), 'RabbitMQ connection attempt failed'));
    this.connection.on('error', (error: Error) => this.logger.error(errorFields(error), 'RabbitMQ connection error'));
  }

  /** Runs on every (re)connect, before the connection is handed out. */
  private async setup(model: ChannelModel): Promise<void> {
    const publisher = await model.createConfirmChannel();
    publisher.on('error', (error: Error) => this.logger.error(errorFields(error), 'publish channel error'));
    publisher.on('close', () => this.recover(model));
    publisher.on('return', (message: Message) => this.onReturn(message));
    await declareExchanges(publisher, this.names);
    // Indexed loop: a consumer subscribed while this runs is attached too.
    for (let i = 0; this.consuming && i < this.consumers.length; i++) {
      await this.consumers[i].attach(model);
    }
    this.live = { model, publisher };
  }

  /** A channel died under a live connection: drop the connection so recovery rebuilds everything. */
  private recover(model: ChannelModel): void {
    if (this.closing) return;
    if (this.live?.model === model) this.live = undefined;
    model.close().catch(() => undefined); // already closing with the connection: nothing to do
  }

  /**
   * The broker returned a `mandatory` message: no queue is bound to its type. The publish still
   * counts as done (the broker confirms returned messages) because no retry by the outbox would
   * make a missing subscriber appear, and holding the row would block every later event behind it.
   * An event nobody consumes yet is legitimate (an internal type whose consumer is not deployed),
   * so this is a warning and a metric for the operator, not an error for the publisher.
   */
  private onReturn(message: Message): void {
    const info = { event_id: String(message.properties.messageId), type: String(message.properties.type) };
    warn(this.logger, info, 'event unroutable: no queue is bound to its type');
    this.options.onUnroutable?.(info);
  }
}
