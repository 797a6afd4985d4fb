import { marketplaceRefusal } from '@tezgah/connector-kit';
import type { DomainError } from '@tezgah/errors';

type AmazonRefusalReason = 'grant_expired' | 'code_invalid' | 'access_denied' | 'not_participating';

/** Amazon's refusals a seller can act on, as 422 `business.invalid` on the field concerned (texts: `amazon_*` in the catalogue). */
export function amazonRefusal(field: 'refresh_token' | 'code' | 'selling_partner_id', reason: AmazonRefusalReason): DomainError {
  return marketplaceRefusal(field, `amazon_${reason}`);
}
