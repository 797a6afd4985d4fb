import { Injectable } from '@nestjs/common';
import { SecretBox } from '@tezgah/secrets';
import type { ConnectionRow } from './connection-row';

/**
 * Seals a connection's credentials at rest (AES-256-GCM). The sealed value is bound to the
 * connection's id and marketplace: copied onto another row, it does not open.
 */
@Injectable()
export class CredentialVault {
  constructor(private readonly box: SecretBox) {}

  seal(connection: Pick<ConnectionRow, 'id' | 'slug'>, credentials: Record<string, string>): string {
    return this.box.seal(JSON.stringify(credentials), contextOf(connection));
  }

  open(connection: Pick<ConnectionRow, 'id' | 'slug'>, sealed: string): Record<string, string> {
    return JSON.parse(this.box.open(sealed, contextOf(connection))) as Record<string, string>;
  }
}

function contextOf(connection: Pick<ConnectionRow, 'id' | 'slug'>): string {
  return `marketplace-connection:${connection.id}:${connection.slug}`;
}
