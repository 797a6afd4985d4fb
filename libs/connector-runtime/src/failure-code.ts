import { DomainError } from '@tezgah/errors';

/** What is kept of a failure: the error code, never the request (it may carry credentials). */
export function failureCode(error: unknown): string {
  if (error instanceof DomainError) return error.code;
  return error instanceof Error ? error.name : 'error';
}

/** The seconds the marketplace asked us to wait (`Retry-After`), when it said. */
export function retryAfterOf(error: unknown): number | undefined {
  return error instanceof DomainError ? error.retryAfter : undefined;
}

/** The marketplace's quota for the seller has no turn left now: the work waits for `retryAfterOf`, nothing failed. */
export function isRateLimited(error: unknown): boolean {
  return error instanceof DomainError && error.code === 'marketplace.rate_limited';
}

/** The marketplaces service knows no connected account for the tenant (disconnected, or a grant to renew). */
export function isNotConnected(error: unknown): boolean {
  return error instanceof DomainError && error.code === 'resource.not_found';
}
