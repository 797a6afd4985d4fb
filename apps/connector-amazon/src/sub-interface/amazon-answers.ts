import { fieldMessage, type FieldMessageCode } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { ThirdPartyResponse } from '@tezgah/third-party';
import { describeErrors } from '../amazon/sp-api-session';

/** SP-API's first error message, for a refusal's Turkish text. */
function reasonOf(body: unknown): string {
  const errors = (body as { errors?: Array<{ message?: string }> } | null)?.errors;
  return errors?.[0]?.message ?? describeErrors(body);
}

/**
 * Reads an answer the caller's request depended on: 2xx is the answer; 404 is the resource not
 * found; Amazon's 400 is its refusal of the request, 422 `business.invalid` on `field` with
 * Amazon's reason; anything else an answer this connector did not expect (500).
 */
export function expectSuccess(response: ThirdPartyResponse, field: string, operation: string): unknown {
  if (response.status >= 200 && response.status < 300) return response.body;
  if (response.status === 404) throw new DomainError('resource.not_found');
  if (response.status === 400 || response.status === 422) throw amazonRefused(field, reasonOf(response.body));
  throw new Error(`SP-API ${operation} answered ${response.status}: ${describeErrors(response.body)}`);
}

export function amazonRefused(field: string, reason: string): DomainError {
  return new DomainError('business.invalid', {
    [field]: [{ code: 'amazon_refused', message: fieldMessage('amazon_refused', { reason }) }],
  });
}

/** A business rule of marketplace B on one field, worded from the catalogue. */
export function amazonRule(field: string, code: FieldMessageCode, params: Record<string, string | number | string[]> = {}): DomainError {
  return new DomainError('business.invalid', { [field]: [{ code, message: fieldMessage(code, params) }] });
}

/** The pause between two looks at something Amazon is processing. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
