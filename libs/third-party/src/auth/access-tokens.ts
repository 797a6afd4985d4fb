import type { ThirdPartyResponse } from '../http/third-party-http';

/** Renew this long before the party's expiry, so a token never expires on its way to the party. */
export const EARLY_RENEWAL_MS = 60_000;

export interface IssuedToken {
  token: string;
  /** How long the party says it lives. */
  lifetimeMs: number;
}

/**
 * A party's bearer tokens cached per account (the caller's key: endpoint and client) until
 * shortly before they expire. Concurrent callers of one account share one token request; a 401
 * with a cached token drops it and asks once more with a fresh one (the party may have revoked
 * or expired it early).
 */
export class AccessTokens {
  private readonly cache = new Map<string, { token: string; expiresAt: number }>();
  private readonly pending = new Map<string, Promise<string>>();

  /**
   * Runs `call` with the account's token; an answer that says the token ended (a 401, or what
   * `ended` recognizes: a session service's own code) renews the token and runs it once more.
   */
  async authorized<R = ThirdPartyResponse>(
    key: string,
    issue: () => Promise<IssuedToken>,
    call: (token: string) => Promise<R>,
    ended: (answer: R) => boolean = (answer) => (answer as ThirdPartyResponse).status === 401,
  ): Promise<R> {
    const token = await this.get(key, issue);
    const response = await call(token);
    if (!ended(response)) return response;
    this.drop(key, token);
    return call(await this.get(key, issue));
  }

  /** Keeps a token the caller obtained itself (with a grant, or by a scheduled renewal) for the account's next calls. */
  remember(key: string, { token, lifetimeMs }: IssuedToken): void {
    this.cache.set(key, { token, expiresAt: Date.now() + Math.max(0, lifetimeMs - EARLY_RENEWAL_MS) });
  }

  private get(key: string, issue: () => Promise<IssuedToken>): Promise<string> {
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > Date.now()) return Promise.resolve(cached.token);
    let pending = this.pending.get(key);
    if (!pending) {
      pending = issue()
        .then((issued) => {
          this.remember(key, issued);
          return issued.token;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  private drop(key: string, token: string): void {
    if (this.cache.get(key)?.token === token) this.cache.delete(key);
  }
}
