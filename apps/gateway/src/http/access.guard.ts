import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { roleAtLeast } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { ACCESS_KEY, type AccessLevel, type GatewayRequest } from '@tezgah/gateway-kit';

/** Enforces each route's access level; the token itself was read by the request hooks. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const level =
      this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]) ?? 'owner';
    if (level === 'public') return true;
    const request = context.switchToHttp().getRequest<GatewayRequest>();
    if (!request.principal) throw request.authError ?? new DomainError('auth.token_invalid');
    if (level !== 'self' && !roleAtLeast(request.principal.role, level)) {
      throw new DomainError('auth.insufficient_scope');
    }
    return true;
  }
}
