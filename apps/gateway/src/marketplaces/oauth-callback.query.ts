import type { OauthCallbackRequest } from '@tezgah/contracts';
import { FieldProblemCollector } from '@tezgah/errors';

/** Longest value of each callback parameter; Amazon's are a few hundred characters. */
export const OAUTH_CALLBACK_MAX_LENGTH = 2048;

/**
 * The grant's return address query: `state`, the code (Amazon names it `spapi_oauth_code`; `code`
 * is accepted too) and `selling_partner_id`. Anything else the marketplace adds is ignored.
 */
export function oauthCallbackFrom(query: Record<string, unknown>): OauthCallbackRequest {
  const problems = new FieldProblemCollector();
  const text = (field: string, value: unknown): string => {
    if (value === undefined || value === '') problems.add(field, 'required');
    else if (typeof value !== 'string') problems.add(field, 'type_string');
    else if (value.length > OAUTH_CALLBACK_MAX_LENGTH) problems.add(field, 'max_length', { n: OAUTH_CALLBACK_MAX_LENGTH });
    return typeof value === 'string' ? value : '';
  };
  const request = {
    state: text('state', query['state']),
    code: text('spapi_oauth_code', query['spapi_oauth_code'] ?? query['code']),
    selling_partner_id: text('selling_partner_id', query['selling_partner_id']),
  };
  problems.throwIfAny();
  return request;
}
