import { fieldMessage } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';

/**
 * The provider refused the document's data (decisions §16): 422 `business.invalid`, the
 * provider's own reason in `details` under the field it concerns (`provider` when it names none).
 */
export function providerRefusal(provider: string, reason: string, field = 'provider'): DomainError {
  return new DomainError('business.invalid', {
    [field]: [{ code: 'invoice_provider_refused', message: fieldMessage('invoice_provider_refused', { provider, reason }) }],
  });
}

/** The provider refused the account's credentials: the operator's to fix, 422 `business.invalid`. */
export function providerCredentialsRefused(provider: string): DomainError {
  return new DomainError('business.invalid', {
    credentials: [
      { code: 'invoice_provider_credentials_refused', message: fieldMessage('invoice_provider_credentials_refused', { provider }) },
    ],
  });
}
