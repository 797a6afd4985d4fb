import type { TrackingStatus } from '@tezgah/contracts';
import type { CarrierTracking } from '../carrier';
import type { MngEvent } from './mng-answers';

/**
 * MNG's event words (the texts of its status codes 1–7 as omniship-mng lists them; "Kargo Kabul
 * Edildi" for the pickup is an assumption, MNG's code list has none). Any other text is movement.
 */
const STATUS_OF_EVENT: Record<string, TrackingStatus> = {
  'GÖNDERİ HAZIRLANDI': 'created',
  'KARGO KABUL EDİLDİ': 'picked_up',
  'TRANSFER AŞAMASINDA': 'in_transit',
  'TESLİMAT BİRİMİNE ULAŞTI': 'in_transit',
  'ALICI ADRESİNE YÖNLENDİRİLDİ': 'out_for_delivery',
  'TESLİM EDİLDİ': 'delivered',
  'TESLİM EDİLEMEDİ': 'failed',
  'GÖNDERİCİYE TESLİM EDİLDİ': 'returned',
};

/** MNG's events (dates in Turkey's time without an offset) as our tracking, oldest first. */
export function mngTracking(events: MngEvent[]): CarrierTracking {
  const ours = events
    .map((event) => ({
      timestamp: new Date(`${event.eventDateTime.slice(0, 19)}+03:00`).toISOString(),
      description: event.description || event.eventStatus,
      location: event.location ?? '',
      status: STATUS_OF_EVENT[event.eventStatus.trim().toLocaleUpperCase('tr-TR')] ?? ('in_transit' as TrackingStatus),
    }))
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  return { status: ours.length ? ours[ours.length - 1].status : 'created', events: ours };
}
