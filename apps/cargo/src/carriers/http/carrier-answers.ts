import { fieldMessage } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';

/** The carrier refused the account's credentials (decisions §16): the operator's to fix, 422 `business.invalid`. */
export function carrierCredentialsRefused(carrier: string): DomainError {
  return new DomainError('business.invalid', {
    credentials: [{ code: 'carrier_credentials_refused', message: fieldMessage('carrier_credentials_refused', { carrier }) }],
  });
}
