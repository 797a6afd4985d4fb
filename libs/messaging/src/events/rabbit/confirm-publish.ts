import type { ConfirmChannel, Options } from 'amqplib';

/**
 * Publishes and resolves once the broker confirmed the message (rejects on a nack or when the
 * channel dies first: amqplib fails the pending callbacks on close). A publish that only reached
 * the socket buffer is not a publish.
 */
export function publishConfirmed(
  channel: ConfirmChannel,
  exchange: string,
  routingKey: string,
  content: Buffer,
  options: Options.Publish,
): Promise<void> {
  return new Promise((resolve, reject) => {
    // `false` only means the socket buffer is full; amqplib still queues the frame, and batches
    // are bounded by the relay's batch size, so no drain wait here.
    channel.publish(exchange, routingKey, content, options, (error: unknown) => {
      if (error) reject(error instanceof Error ? error : new Error(`broker refused the message: ${String(error)}`));
      else resolve();
    });
  });
}
