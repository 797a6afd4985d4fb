import { TRACKING_STATUSES } from '@tezgah/contracts';
import { z } from 'zod';

const shipment = z.object({ tracking_number: z.string().min(1), reference: z.string(), status: z.enum(TRACKING_STATUSES) });

export const genericShipmentAnswer = shipment;
export const genericShipmentsAnswer = z.object({ shipments: z.array(shipment) });
export const genericEventsAnswer = shipment.extend({
  events: z.array(z.object({ at: z.iso.datetime(), status: z.enum(TRACKING_STATUSES), description: z.string(), location: z.string() })),
});

const errorAnswer = z.object({ error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }) });

/** The protocol's refusal (`{error: {code, message, field?}}`), or null. */
export function genericError(body: unknown) {
  const parsed = errorAnswer.safeParse(body);
  return parsed.success ? parsed.data.error : null;
}
