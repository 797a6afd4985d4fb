import { Injectable } from '@nestjs/common';
import { newId } from '@tezgah/contracts';
import type { Tx } from '@tezgah/persistence';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { RefreshTokenEntity } from './refresh-token.entity';
import { SessionEntity } from './session.entity';
import { TenantEntity } from './tenant.entity';
import { UserEntity } from './user.entity';

/** All reads and writes of the identity schema. */
@Injectable()
export class IdentityRepository {
  constructor(private readonly dataSource: DataSource) {}

  findUserByEmail(email: string): Promise<UserEntity | null> {
    return this.dataSource.getRepository(UserEntity).findOneBy({ email: email.toLowerCase() });
  }

  findUser(id: number): Promise<UserEntity | null> {
    return this.dataSource.getRepository(UserEntity).findOneBy({ id });
  }

  async setPasswordHash(userId: number, hash: string): Promise<void> {
    await this.dataSource.getRepository(UserEntity).update({ id: userId }, { password_hash: hash });
  }

  /** A new session with its first refresh token. */
  async openSession(tx: Tx, user: UserEntity, refreshHash: string, refreshExpiresAt: Date): Promise<SessionEntity> {
    const session = tx.create(SessionEntity, {
      id: newId('ses'),
      user_id: user.id,
      tenant_id: user.tenant_id,
      revoked_at: null,
      revoked_reason: null,
    });
    await tx.insert(SessionEntity, session);
    await tx.insert(RefreshTokenEntity, {
      session_id: session.id,
      token_hash: refreshHash,
      expires_at: refreshExpiresAt,
    });
    return session;
  }

  findRefreshToken(hash: string): Promise<RefreshTokenEntity | null> {
    return this.dataSource.getRepository(RefreshTokenEntity).findOneBy({ token_hash: hash });
  }

  findSession(id: string): Promise<SessionEntity | null> {
    return this.dataSource.getRepository(SessionEntity).findOneBy({ id });
  }

  /**
   * Marks `tokenId` used and stores its successor, only if it was still unused: of two
   * concurrent refreshes with one token exactly one wins; the loser is treated as reuse.
   */
  async rotateRefreshToken(tx: Tx, tokenId: number, sessionId: string, nextHash: string, nextExpiresAt: Date): Promise<boolean> {
    const result = await tx.update(RefreshTokenEntity, { id: tokenId, used_at: IsNull() }, { used_at: () => 'now()' });
    if (!result.affected) return false;
    await tx.insert(RefreshTokenEntity, { session_id: sessionId, token_hash: nextHash, expires_at: nextExpiresAt });
    return true;
  }

  async revokeSession(id: string, reason: string): Promise<void> {
    await this.dataSource
      .getRepository(SessionEntity)
      .update({ id, revoked_at: IsNull() }, { revoked_at: () => 'now()', revoked_reason: reason });
  }

  /** Sessions revoked after `since`, oldest first: what every replica polls to refuse their tokens. */
  sessionsRevokedSince(since: Date): Promise<Array<Pick<SessionEntity, 'id' | 'revoked_at'>>> {
    return this.dataSource.getRepository(SessionEntity).find({
      select: { id: true, revoked_at: true },
      where: { revoked_at: MoreThan(since) },
      order: { revoked_at: 'ASC' },
    });
  }

  async createTenant(id: string, name: string): Promise<TenantEntity> {
    const tenant = this.dataSource.getRepository(TenantEntity).create({ id, name });
    await this.dataSource.getRepository(TenantEntity).insert(tenant);
    return tenant;
  }

  findTenant(id: string): Promise<TenantEntity | null> {
    return this.dataSource.getRepository(TenantEntity).findOneBy({ id });
  }

  async createUsers(users: Array<Pick<UserEntity, 'tenant_id' | 'email' | 'name' | 'role' | 'password_hash'>>): Promise<UserEntity[]> {
    const rows = users.map((user) => this.dataSource.getRepository(UserEntity).create({ ...user, email: user.email.toLowerCase() }));
    await this.dataSource.getRepository(UserEntity).insert(rows);
    return rows;
  }
}
