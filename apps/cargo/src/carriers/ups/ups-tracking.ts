import type { TrackingStatus } from '@tezgah/contracts';
import type { CarrierEvent, CarrierTracking } from '../carrier';
import type { UpsActivity } from './ups-answers';

/**
 * UPS activity status types (Tracking API `status.type`, as the UPS tracking guides list them):
 * M label created, P picked up, I in transit, O out for delivery, D delivered, RS returned to the
 * shipper, X an exception. We end a parcel `failed` on X: UPS reports no other failure, and the
 * sandbox's failed parcel is UPS's exception "could not be delivered" (docs/carriers/rest-carriers.md).
 */
const STATUS_OF_TYPE: Record<string, TrackingStatus> = {
  M: 'created',
  P: 'picked_up',
  I: 'in_transit',
  O: 'out_for_delivery',
  D: 'delivered',
  RS: 'returned',
  X: 'failed',
};

/** A package's activities (UPS: most recent first) as our tracking, oldest first. */
export function upsTracking(activities: UpsActivity[]): CarrierTracking {
  const events = activities.map(upsEvent).reverse();
  return { status: events.length ? events[events.length - 1].status : 'created', events };
}

function upsEvent(activity: UpsActivity): CarrierEvent {
  const { date, time } = activity;
  const at = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}${activity.gmtOffset ?? 'Z'}`;
  const address = activity.location?.address;
  return {
    timestamp: new Date(at).toISOString(),
    description: activity.status.description ?? activity.status.type,
    location: [address?.city, address?.countryCode].filter(Boolean).join(', '),
    // An unknown type between pickup and delivery is movement in UPS's network.
    status: STATUS_OF_TYPE[activity.status.type] ?? 'in_transit',
  };
}
