import type { EventEnvelope } from '@tezgah/contracts';
import type { EntityManager } from 'typeorm';
import { InboxMessage } from './inbox-message.entity';

/** Processing an event once per consumer, however often the broker delivers it. */
export const Inbox = {
  /**
   * Inside the caller's transaction (`manager`): records (consumer, event id) and runs `work` with
   * it. Returns false without running `work` when the event was processed already. If `work`
   * throws, the record rolls back with it, so the redelivery runs `work` again. A concurrent
   * duplicate waits on the primary key until the first commits, then is skipped. (Services inject
   * `EventInbox`, which runs this in one of their `Transactions`.)
   */
  async onceIn(
    manager: EntityManager,
    consumer: string,
    envelope: EventEnvelope,
    work: (manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(InboxMessage)
      .values({ consumer, eventId: envelope.id })
      .orIgnore()
      .returning('event_id')
      .execute();
    if ((inserted.raw as unknown[]).length === 0) return false;
    await work(manager);
    return true;
  },

  /**
   * The same record as a step of the consumer's own statement, for work that is one statement: a
   * single statement is atomic by itself, so it costs one round trip where `once` adds three
   * (`BEGIN`, the record, `COMMIT`). A CTE named `name` that records (consumer, event id), given
   * as the statement's placeholders, when `condition` holds; it holds a row only on the event's
   * first delivery to the consumer, so the work's steps run `WHERE EXISTS (SELECT 1 FROM <name>)`.
   */
  recordStep(name: string, placeholders: { consumer: string; eventId: string }, condition = 'true'): string {
    return `${name} AS (
      INSERT INTO inbox (consumer, event_id) SELECT ${placeholders.consumer}, ${placeholders.eventId} WHERE ${condition}
      ON CONFLICT DO NOTHING RETURNING event_id
    )`;
  },
};
