import { fieldMessage } from '@tezgah/contracts';
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
