import { fieldMessage, providerReason } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';

/**
 * The carrier refused the shipment's data (decisions §16): 422 `business.invalid`, the carrier's
 * own reason in `details` under the field it concerns (`provider` when it names none).
 */
export function carrierRefusal(carrier: string, reason: string, field = 'provider'): DomainError {
  return new DomainError('business.invalid', {
    [field]: [{ code: 'carrier_refused', message: fieldMessage('carrier_refused', { carrier, reason }) }],
  });
}

/** The carrier knows no shipment by this tracking number: its own words, or ours when it gave none. */
export function shipmentNotFound(carrier: string, trackingNumber: string, reason?: string | null): DomainError {
  return carrierRefusal(carrier, reason ?? providerReason('shipment_not_found', { tracking_number: trackingNumber }), 'tracking_number');
}
