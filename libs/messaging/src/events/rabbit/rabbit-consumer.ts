import type { EventEnvelope } from '@tezgah/contracts';
import type { ChannelModel, ConfirmChannel, ConsumeMessage } from 'amqplib';
import type { InFlight } from '../../in-flight';
import { errorFields, warn, type MessagingLogger } from '../../logger';
import { DEFAULT_MAX_ATTEMPTS, DEFAULT_PREFETCH, type EventConsumer } from '../event-bus';
import { retryDelay, type RetryDelayOptions } from '../retry-delay';
import { publishConfirmed } from './confirm-publish';
import { declareConsumerQueues, type RabbitNames } from './rabbit-topology';

/** Which attempt a delivery is: the retry queue copy carries it, the first delivery has none. */
const ATTEMPT_HEADER = 'tezgah-attempt';

export interface RabbitConsumerDeps {
  names: RabbitNames;
  retry?: RetryDelayOptions;
  logger: MessagingLogger;
  inFlight: InFlight;
  /** The channel died under a live connection: the bus recovers by reconnecting. */
  onChannelLost(model: ChannelModel): void;
}

/**
 * One consumer's queue subscription on one connection, re-attached after every reconnect.
 *
 * Retries: a failed handler's message is republished (with confirm) to `<ns>.<c>.retry` with a
 * per-message TTL and the attempt number in a header, then the original is acked; on expiry the
 * broker dead-letters it back into `<ns>.<c>`. Once `maxAttempts` is reached the message is
 * nacked without requeue and the queue's DLX moves it to `<ns>.<c>.dlq`. Chosen over nack-requeue
 * with `x-delivery-limit` because (1) waiting out the delay does not hold a prefetch slot or the
 * process, and the delay survives a restart; (2) the attempt limit stays per consumer and
 * changeable, whereas `x-delivery-limit` is a queue argument fixed forever; (3) it behaves the same
 * on RabbitMQ 3.x and 4.x, whose requeue/delivery-count rules differ. The cost: a retried event
 * overtakes nothing but is overtaken by later ones, and TTLs expire only at the head of the retry
 * queue, so a short delay can wait behind a long one (later, never earlier, than planned).
 */
export class RabbitConsumer {
  private channel: ConfirmChannel | undefined;
  private consumerTag: string | undefined;

  constructor(
    readonly consumer: EventConsumer,
    private readonly deps: RabbitConsumerDeps,
  ) {}

  async attach(model: ChannelModel): Promise<void> {
    const { names } = this.deps;
    const channel = await model.createConfirmChannel();
    channel.on('error', (error: Error) =>
      this.deps.logger.error({ ...errorFields(error), queue: this.consumer.queue }, 'consumer channel error'),
    );
    channel.on('close', () => {
      if (this.channel === channel) {
        this.channel = undefined;
        this.deps.onChannelLost(model);
      }
    });
    this.channel = channel;
    await declareConsumerQueues(channel, names, this.consumer.queue, this.consumer.types);
    await channel.prefetch(this.consumer.prefetch ?? DEFAULT_PREFETCH);
    const { consumerTag } = await channel.consume(
      names.queue(this.consumer.queue),
      (msg) => {
        // null: the broker cancelled us (queue deleted); reconnecting re-declares and resumes.
        if (msg === null) this.deps.onChannelLost(model);
        else void this.onMessage(channel, msg);
      },
      { noAck: false },
    );
    this.consumerTag = consumerTag;
  }

  /** Stops new deliveries; messages already handed to us finish and are settled on this channel. */
  async cancel(): Promise<void> {
    const { channel, consumerTag } = this;
    this.consumerTag = undefined;
    if (!channel || !consumerTag) return;
    await channel.cancel(consumerTag).catch(() => undefined); // a dead channel delivers nothing anyway
  }

  /** The connection is gone with this channel; forget it without reporting a loss. */
  detach(): void {
    this.channel = undefined;
    this.consumerTag = undefined;
  }

  private async onMessage(channel: ConfirmChannel, msg: ConsumeMessage): Promise<void> {
    this.deps.inFlight.begin();
    try {
      await this.process(channel, msg);
    } catch (error) {
      // Almost always the channel closing mid-settlement: the broker redelivers, the inbox dedupes.
      warn(this.deps.logger, { ...errorFields(error), queue: this.consumer.queue }, 'event delivery left unsettled');
    } finally {
      this.deps.inFlight.end();
    }
  }

  private async process(channel: ConfirmChannel, msg: ConsumeMessage): Promise<void> {
    let envelope: EventEnvelope;
    try {
      envelope = JSON.parse(msg.content.toString('utf8')) as EventEnvelope;
    } catch (error) {
      this.deps.logger.error({ ...errorFields(error), queue: this.consumer.queue }, 'malformed event; dead-lettered');
      channel.nack(msg, false, false);
      return;
    }
    try {
      await this.consumer.handle(envelope);
      channel.ack(msg);
    } catch (error) {
      await this.failed(channel, msg, envelope, error);
    }
  }

  private async failed(channel: ConfirmChannel, msg: ConsumeMessage, envelope: EventEnvelope, error: unknown) {
    const attempt = Number(msg.properties.headers?.[ATTEMPT_HEADER] ?? 0) + 1;
    const log = { ...errorFields(error), queue: this.consumer.queue, event_id: envelope.id, type: envelope.type };
    if (attempt >= (this.consumer.maxAttempts ?? DEFAULT_MAX_ATTEMPTS)) {
      this.deps.logger.error({ ...log, attempts: attempt }, 'event handler failed; dead-lettered');
      channel.nack(msg, false, false);
      return;
    }
    const delayMs = retryDelay(attempt, this.deps.retry);
    warn(this.deps.logger, { ...log, attempt, retry_in_ms: delayMs }, 'event handler failed; will retry');
    await publishConfirmed(channel, '', this.deps.names.retryQueue(this.consumer.queue), msg.content, {
      persistent: true,
      contentType: msg.properties.contentType,
      messageId: msg.properties.messageId,
      type: msg.properties.type,
      timestamp: msg.properties.timestamp,
      expiration: String(delayMs),
      headers: { [ATTEMPT_HEADER]: attempt },
    });
    channel.ack(msg);
  }
}
