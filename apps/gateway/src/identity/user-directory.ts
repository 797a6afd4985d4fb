import { Injectable } from '@nestjs/common';
import type { UserDto } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { IdentityRepository } from './identity.repository';
import type { UserEntity } from './user.entity';

/** Profiles change rarely (the CLI); a short cache keeps `/auth/me` off the database. */
const TTL_MS = 5000;
const MAX_ENTRIES = 50_000;

export function toUserDto(user: UserEntity): UserDto {
  return { id: user.id, email: user.email, name: user.name, role: user.role, tenant_id: user.tenant_id };
}

@Injectable()
export class UserDirectory {
  private readonly cache = new Map<number, { user: UserDto; until: number }>();

  constructor(private readonly identity: IdentityRepository) {}

  async get(userId: number): Promise<UserDto> {
    const hit = this.cache.get(userId);
    if (hit && hit.until > Date.now()) return hit.user;
    const user = await this.identity.findUser(userId);
    if (!user) throw new DomainError('auth.token_invalid');
    const dto = toUserDto(user);
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(userId, { user: dto, until: Date.now() + TTL_MS });
    return dto;
  }
}
