import type { EventEnvelope } from '@tezgah/contracts';

/**
 * The body POSTed for an event (spec Events, Delivery): `{id, type, created, data}` with the
 * event's own `evt_` id and its time in unix seconds. Built once per event and stored, so every
 * retry and resend sends the very same bytes.
 */
export function eventBody(envelope: Pick<EventEnvelope, 'id' | 'type' | 'occurred_at' | 'data'>): string {
  return JSON.stringify({
    id: envelope.id,
    type: envelope.type,
    created: Math.floor(Date.parse(envelope.occurred_at) / 1000),
    data: envelope.data,
  });
}
