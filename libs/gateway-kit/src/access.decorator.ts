import { SetMetadata } from '@nestjs/common';
import type { Role } from '@tezgah/contracts';

/**
 * Who may call a route (decisions §3): `public` (no token), `self` (any signed-in user acting on
 * itself: /auth/*), or the weakest role allowed. A route without it is owner-only.
 */
export type AccessLevel = 'public' | 'self' | Role;

export const ACCESS_KEY = 'tezgah:access';

export const Access = (level: AccessLevel) => SetMetadata(ACCESS_KEY, level);
