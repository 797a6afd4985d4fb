import { fieldMessage, type MessageParams } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';

/**
 * Something of the seller's connection the marketplace refused (or a check before asking it):
 * 422 `business.invalid` on one field, worded from the catalogue. `wording` picks the text when
 * one problem code has several (it defaults to the code's own).
 */
export function marketplaceRefusal(field: string, code: string, options: { wording?: string; params?: MessageParams } = {}): DomainError {
  return new DomainError('business.invalid', { [field]: [{ code, message: fieldMessage(options.wording ?? code, options.params) }] });
}

/** The marketplace refused the credentials; `wording` names that marketplace's own (API keys unless told). */
export function credentialsRefused(field: string, marketplace: string, wording = 'marketplace_credentials_refused'): DomainError {
  return marketplaceRefusal(field, 'marketplace_credentials_refused', { wording, params: { marketplace } });
}
