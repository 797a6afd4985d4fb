import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@tezgah/contracts';
import { Transactions, type Tx } from '@tezgah/persistence';
import { Inbox } from './inbox';

/**
 * The inbox as a service's event handlers use it: `once` runs an event's work at most once per
 * consumer, in one of the service's `Transactions` with the inbox record (see `Inbox.onceIn`).
 */
@Injectable()
export class EventInbox {
  constructor(private readonly transactions: Transactions) {}

  /** False, without running `work`, when `consumer` processed this event already. */
  once(consumer: string, envelope: EventEnvelope, work: (tx: Tx) => Promise<void>): Promise<boolean> {
    return this.transactions.run((tx) => Inbox.onceIn(tx, consumer, envelope, work));
  }
}
