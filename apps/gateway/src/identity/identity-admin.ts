import { Injectable } from '@nestjs/common';
import type { Role, UserDto } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { isUniqueViolation, Transactions } from '@tezgah/persistence';
import { IdentityRepository } from './identity.repository';
import { PasswordHasher } from './password-hasher';
import { newRefreshToken, REFRESH_TOKEN_TTL_MS } from './refresh-token';
import { toUserDto } from './user-directory';

export interface NewUser {
  tenant: string;
  email: string;
  name: string;
  role: Role;
  password?: string;
}

/** Provisioning of tenants and users (the CLI and the demo seed); no HTTP endpoint does this. */
@Injectable()
export class IdentityAdmin {
  constructor(
    private readonly identity: IdentityRepository,
    private readonly transactions: Transactions,
    private readonly passwords: PasswordHasher,
  ) {}

  /** Creates the tenant; false when it already existed. */
  async ensureTenant(id: string, name = id): Promise<boolean> {
    if (await this.identity.findTenant(id)) return false;
    try {
      await this.identity.createTenant(id, name);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async createUsers(users: NewUser[]): Promise<UserDto[]> {
    for (const tenant of new Set(users.map((user) => user.tenant))) {
      if (!(await this.identity.findTenant(tenant))) throw new DomainError('resource.not_found', { tenant: [tenant] });
    }
    const rows = await Promise.all(
      users.map(async (user) => ({
        tenant_id: user.tenant,
        email: user.email,
        name: user.name,
        role: user.role,
        password_hash: user.password ? await this.passwords.hash(user.password) : null,
      })),
    );
    try {
      return (await this.identity.createUsers(rows)).map(toUserDto);
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('resource.conflict', { email: ['exists'] });
      throw error;
    }
  }

  /**
   * A user without a password gets a one-time setup token: a refresh token of a fresh session.
   * Exchanged at POST /auth/refresh it yields an access token for POST /auth/set-password.
   */
  async issueSetupToken(userId: number): Promise<string> {
    const user = await this.identity.findUser(userId);
    if (!user) throw new DomainError('resource.not_found');
    const refresh = newRefreshToken();
    await this.transactions.run((tx) => this.identity.openSession(tx, user, refresh.hash, new Date(Date.now() + REFRESH_TOKEN_TTL_MS)));
    return refresh.token;
  }
}
