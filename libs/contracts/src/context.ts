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
