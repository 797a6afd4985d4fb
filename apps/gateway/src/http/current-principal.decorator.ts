import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { RequestContext } from '@tezgah/contracts';
import type { Principal } from '../identity/access-token';
import type { GatewayRequest } from './gateway-request';

/** The authenticated caller; the access guard has already refused requests without one. */
export const CurrentPrincipal = createParamDecorator(
  (_: unknown, context: ExecutionContext): Principal => context.switchToHttp().getRequest<GatewayRequest>().principal!,
);

/** The context sent with every request/reply call: the tenant comes from the token only. */
export const CallerContext = createParamDecorator((_: unknown, context: ExecutionContext): RequestContext => {
  const request = context.switchToHttp().getRequest<GatewayRequest>();
  const principal = request.principal!;
  return { tenant_id: principal.tenant_id, user_id: principal.user_id, role: principal.role, request_id: request.id };
});
