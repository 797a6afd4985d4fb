import { newId, type EventEnvelope, type EventType } from '@tezgah/contracts';
import type { EntityManager } from 'typeorm';
import { OutboxMessage } from './outbox-message.entity';

/** Writing events: always through the outbox, inside the transaction of the change they report. */
export const Outbox = {
  /**
   * Records `event` with `manager` (the caller's transaction), so the event exists exactly when
   * the change commits. Call the relay's `wake()` after the commit to publish at once.
   */
  async add<D>(manager: EntityManager, event: EventType<D>, tenantId: string, data: D): Promise<EventEnvelope<D>> {
    const envelope: EventEnvelope<D> = {
      id: newId('evt'),
      type: event.type,
      version: event.version,
      tenant_id: tenantId,
      occurred_at: new Date().toISOString(),
      data,
    };
    await manager.insert(OutboxMessage, {
      id: envelope.id,
      type: envelope.type,
      version: envelope.version,
      tenantId,
      payload: data as object, // jsonb takes any JSON value; the cast only quiets TypeORM's partial type
      occurredAt: new Date(envelope.occurred_at),
      attempts: 0,
      lastError: null,
    });
    return envelope;
  },
};
