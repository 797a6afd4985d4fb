import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '@tezgah/config';
import type { GatewayConfig } from '../config/gateway.config';

/**
 * The HS256 key. Production must configure it (every replica shares it). The demo generates one
 * on first start and keeps it beside its data, so tokens survive a restart.
 */
export function resolveJwtSecret(config: GatewayConfig): string {
  if (config.TEZGAH_JWT_SECRET) return config.TEZGAH_JWT_SECRET;
  if (config.TEZGAH_ENV !== 'demo') {
    throw new ConfigError(['TEZGAH_JWT_SECRET: required in production (at least 32 characters)']);
  }
  const file = path.join(config.TEZGAH_DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.TEZGAH_DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
