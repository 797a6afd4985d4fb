import { Injectable } from '@nestjs/common';
import type { TokenResponseDto, UserDto } from '@tezgah/contracts';
import { DomainError, fieldError } from '@tezgah/errors';
import type { Principal } from '@tezgah/gateway-kit';
import { Transactions } from '@tezgah/persistence';
import { ACCESS_TOKEN_TTL_S, AccessTokens } from '../identity/access-token';
import { IdentityRepository } from '../identity/identity.repository';
import { PasswordHasher } from '../identity/password-hasher';
import { hashRefreshToken, newRefreshToken, REFRESH_TOKEN_TTL_MS } from '../identity/refresh-token';
import { SessionRevocations } from '../identity/session-revocations';
import { toUserDto, UserDirectory } from '../identity/user-directory';
import type { UserEntity } from '../identity/user.entity';

/** Login, refresh rotation, logout and passwords (spec Authentication, decisions §3). */
@Injectable()
export class AuthService {
  constructor(
    private readonly identity: IdentityRepository,
    private readonly transactions: Transactions,
    private readonly passwords: PasswordHasher,
    private readonly accessTokens: AccessTokens,
    private readonly revocations: SessionRevocations,
    private readonly users: UserDirectory,
  ) {}

  async login(email: string, password: string): Promise<TokenResponseDto> {
    const user = await this.identity.findUserByEmail(email);
    const valid = await this.passwords.verify(user?.password_hash ?? null, password);
    if (!user || !valid) throw new DomainError('auth.invalid_credentials');
    const refresh = newRefreshToken();
    const session = await this.transactions.run((tx) => this.identity.openSession(tx, user, refresh.hash, refreshExpiry()));
    return this.tokenResponse(user, session.id, refresh.token);
  }

  /** Single use: a token presented twice revokes its whole session (both may be in a thief's hands). */
  async refresh(token: string): Promise<TokenResponseDto> {
    const stored = await this.identity.findRefreshToken(hashRefreshToken(token));
    if (!stored) throw new DomainError('auth.token_invalid');
    const session = await this.identity.findSession(stored.session_id);
    if (!session || session.revoked_at) throw new DomainError('auth.token_invalid');
    if (stored.used_at) return this.revokeForReuse(session.id);
    if (stored.expires_at.getTime() <= Date.now()) throw new DomainError('auth.token_expired');
    const user = await this.identity.findUser(session.user_id);
    if (!user) throw new DomainError('auth.token_invalid');
    const next = newRefreshToken();
    const rotated = await this.transactions.run((tx) =>
      this.identity.rotateRefreshToken(tx, stored.id, session.id, next.hash, refreshExpiry()),
    );
    if (!rotated) return this.revokeForReuse(session.id);
    return this.tokenResponse(user, session.id, next.token);
  }

  async logout(principal: Principal): Promise<void> {
    await this.identity.revokeSession(principal.session_id, 'logout');
    this.revocations.markRevoked(principal.session_id);
  }

  me(principal: Principal): Promise<UserDto> {
    return this.users.get(principal.user_id);
  }

  async hasPassword(principal: Principal): Promise<boolean> {
    return (await this.requireUser(principal)).password_hash !== null;
  }

  async setPassword(principal: Principal, newPassword: string, currentPassword?: string): Promise<void> {
    const user = await this.requireUser(principal);
    if (user.password_hash !== null) {
      if (currentPassword === undefined) throw fieldError('current_password', 'required');
      if (!(await this.passwords.verify(user.password_hash, currentPassword))) {
        throw fieldError('current_password', 'wrong_password');
      }
    }
    await this.identity.setPasswordHash(user.id, await this.passwords.hash(newPassword));
  }

  private async requireUser(principal: Principal): Promise<UserEntity> {
    const user = await this.identity.findUser(principal.user_id);
    if (!user) throw new DomainError('auth.token_invalid');
    return user;
  }

  private async revokeForReuse(sessionId: string): Promise<never> {
    await this.identity.revokeSession(sessionId, 'refresh_token_reuse');
    this.revocations.markRevoked(sessionId);
    throw new DomainError('auth.token_invalid');
  }

  private tokenResponse(user: UserEntity, sessionId: string, refreshToken: string): TokenResponseDto {
    const principal = { user_id: user.id, tenant_id: user.tenant_id, role: user.role, session_id: sessionId };
    return {
      access_token: this.accessTokens.sign(principal),
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
      user: toUserDto(user),
    };
  }
}

function refreshExpiry(): Date {
  return new Date(Date.now() + REFRESH_TOKEN_TTL_MS);
}
