import type { TrackingStatus } from '@tezgah/contracts';
import type { CarrierTracking } from '../carrier';
import type { DhlEvent } from './dhl-answers';

/**
 * DHL Express checkpoint codes: PU picked up, WC with delivery courier, OK delivered, RT returned
 * to shipper; ND (not delivered), RD (refused delivery) and DS (destroyed) end a parcel failed.
 * Any other code (PL, DF, AF, AR, CR, …) is movement in DHL's network.
 */
const STATUS_OF_CODE: Record<string, TrackingStatus> = {
  PU: 'picked_up',
  WC: 'out_for_delivery',
  OK: 'delivered',
  RT: 'returned',
  ND: 'failed',
  RD: 'failed',
  DS: 'failed',
};

/**
 * A shipment's checkpoints as our tracking: none yet is `created`. MyDHL gives each checkpoint's
 * local date and time without an offset; our shipments are domestic, so it is Turkey's (+03:00).
 */
export function dhlTracking(events: DhlEvent[]): CarrierTracking {
  const ours = events
    .map((event) => ({
      timestamp: new Date(`${event.date}T${event.time}+03:00`).toISOString(),
      description: event.description ?? event.typeCode,
      location: event.serviceArea?.[0]?.description ?? event.serviceArea?.[0]?.code ?? '',
      status: STATUS_OF_CODE[event.typeCode] ?? ('in_transit' as TrackingStatus),
    }))
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  return { status: ours.length ? ours[ours.length - 1].status : 'created', events: ours };
}
