import { newId, type RequestContext } from '@tezgah/contracts';

/**
 * The context a connector calls other services with when no seller request is behind the call
 * (an event, a timer): the tenant the work belongs to, no user.
 */
export function tenantContext(tenantId: string): RequestContext {
  return { tenant_id: tenantId, user_id: 0, role: 'owner', request_id: newId('req') };
}
