import { newId } from './ids';

/** The four roles of the spec, weakest first. */
export const ROLES = ['viewer', 'staff', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/** True when `role` carries at least the rights of `required`. */
export function roleAtLeast(role: Role, required: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(required);
}

/** Who is asking: travels with every request/reply call and is the only source of the tenant. */
export interface RequestContext {
  tenant_id: string;
  user_id: number;
  role: Role;
  request_id: string;
}

/**
 * The context of work a service does for a tenant on its own, with no seller request behind it
 * (an event, a timer, a grant's return): the tenant the work belongs to, no user.
 */
export function serviceContext(tenantId: string, requestId: string = newId('req')): RequestContext {
  return { tenant_id: tenantId, user_id: 0, role: 'owner', request_id: requestId };
}
