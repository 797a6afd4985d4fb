import { randomBytes } from 'node:crypto';

/**
 * The bearer tokens a carrier's token endpoint issued, each naming its account and expiring
 * after the lifetime the real carrier gives; an unknown or expired token names no account.
 */
export class BearerTokens {
  private readonly issued = new Map<string, { account: string; expiresAt: number }>();

  constructor(private readonly lifetimeMs: number) {}

  issue(account: string): { token: string; expiresAt: number } {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = Date.now() + this.lifetimeMs;
    this.issued.set(token, { account, expiresAt });
    return { token, expiresAt };
  }

  /** The account of `Authorization: Bearer <token>`, or null. */
  accountOf(authorization: string | undefined): string | null {
    const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
    const entry = token === undefined ? undefined : this.issued.get(token);
    if (!token || !entry) return null;
    if (entry.expiresAt <= Date.now()) {
      this.issued.delete(token);
      return null;
    }
    return entry.account;
  }

  /** Expires every token at once (a spec's way to make the carrier say 401 to a cached token). */
  expireAll(): void {
    this.issued.clear();
  }

  reset(): void {
    this.issued.clear();
  }
}
