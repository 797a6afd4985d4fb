import { type FieldMessageCode, fieldMessage, type MessageParams } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';

/**
 * Something of the seller's connection the marketplace refused (or a check before asking it):
 * 422 `business.invalid` on one field, worded from the catalogue. `wording` picks the text when
 * one problem code has several (it defaults to the code's own); a code without a text of its own needs one.
 */
export function marketplaceRefusal(
  field: string,
  code: FieldMessageCode,
  options?: { wording?: FieldMessageCode; params?: MessageParams },
): DomainError;
export function marketplaceRefusal(
  field: string,
  code: string,
  options: { wording: FieldMessageCode; params?: MessageParams },
): DomainError;
export function marketplaceRefusal(
  field: string,
  code: string,
  options: { wording?: FieldMessageCode; params?: MessageParams } = {},
): DomainError {
  // The overloads let a code go without a wording only where the code is a catalogue key.
  const wording = options.wording ?? (code as FieldMessageCode);
  return new DomainError('business.invalid', { [field]: [{ code, message: fieldMessage(wording, options.params) }] });
}

/** The marketplace refused the credentials; `wording` names that marketplace's own (API keys unless told). */
export function credentialsRefused(
  field: string,
  marketplace: string,
  wording: FieldMessageCode = 'marketplace_credentials_refused',
): DomainError {
  return marketplaceRefusal(field, 'marketplace_credentials_refused', { wording, params: { marketplace } });
}
