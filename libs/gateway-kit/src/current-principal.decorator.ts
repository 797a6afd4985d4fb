import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { RequestContext } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { GatewayRequest, Principal } from './gateway-request';

/** The authenticated caller; the access guard has already refused requests without one. */
function principalOf(request: GatewayRequest): Principal {
  if (!request.principal) throw request.authError ?? new DomainError('auth.token_invalid');
  return request.principal;
}

export const CurrentPrincipal = createParamDecorator((_: unknown, context: ExecutionContext): Principal =>
  principalOf(context.switchToHttp().getRequest<GatewayRequest>()),
);

/** The context sent with every request/reply call: the tenant comes from the token only. */
export const CallerContext = createParamDecorator((_: unknown, context: ExecutionContext): RequestContext => {
  const request = context.switchToHttp().getRequest<GatewayRequest>();
  const principal = principalOf(request);
  return { tenant_id: principal.tenant_id, user_id: principal.user_id, role: principal.role, request_id: request.id };
});
