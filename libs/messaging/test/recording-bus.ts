import type { EventEnvelope } from '@tezgah/contracts';
import type { EventBus } from '../src/events/event-bus';

/** A bus that records what it was asked to publish, optionally slowly or failing. */
export class RecordingBus implements EventBus {
  readonly published: EventEnvelope[] = [];
  failWith: Error | undefined;
  delayMs = 0;

  async publish(envelopes: EventEnvelope[]): Promise<void> {
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.failWith) throw this.failWith;
    this.published.push(...envelopes);
  }

  async subscribe(): Promise<void> {
    throw new Error('not a consumer bus');
  }

  async drain(): Promise<void> {
    // nothing consumes, nothing to wait for
  }

  async close(): Promise<void> {
    // no connection to release
  }
}
