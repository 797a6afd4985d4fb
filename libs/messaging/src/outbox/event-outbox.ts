import { Injectable } from '@nestjs/common';
import type { Tx } from '@tezgah/persistence';
import { Outbox, type OutboxEntry } from './outbox';

/**
 * The outbox as a service writes to it: events recorded in the transaction of the change they
 * report (`tx`), published by the service's `OutboxRelay` as soon as that transaction commits.
 */
@Injectable()
export class EventOutbox {
  /** Records the entries in one statement, to be published in the order given. */
  async add(tx: Tx, entries: readonly OutboxEntry[]): Promise<void> {
    await Outbox.addAll(tx, entries);
  }
}
