import { newId, type RequestContext } from '@tezgah/contracts';

/**
 * How long a call to a connector may take: the connector's HTTP client retries a slow or failing
 * marketplace with back-off (and its circuit breaker answers at once when the marketplace is down).
 */
export const CONNECTOR_CALL_TIMEOUT_MS = 15_000;

/** The context of work this service does for a tenant on its own (no user asked: a scheduler, a grant's return). */
export function serviceContext(tenantId: string, requestId: string = newId('req')): RequestContext {
  return { tenant_id: tenantId, user_id: 0, role: 'owner', request_id: requestId };
}
