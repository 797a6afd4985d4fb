import type { ThirdPartyHttp } from '@tezgah/third-party';
import type { AmazonApplication } from './amazon.config';
import { type LwaTokens, requestLwaTokens } from './lwa.client';

/** Renew this long before Amazon's expiry, so a token never expires on its way to the API. */
const EARLY_RENEWAL_MS = 60_000;

/** One seller's grant as the SP-API calls need it. */
export interface AmazonGrant {
  http: ThirdPartyHttp;
  lwaUrl: string;
  sellerId: string;
  refreshToken: string;
}

/**
 * LWA access tokens cached per seller (and token endpoint) until shortly before they expire, so
 * the hour-long token serves every call of that hour. A reconnect's new grant replaces the entry.
 */
export class AccessTokens {
  private readonly cache = new Map<string, { refreshToken: string; accessToken: string; expiresAt: number; obtainedAt: number }>();

  constructor(private readonly application: AmazonApplication) {}

  async get(grant: AmazonGrant): Promise<string> {
    const cached = this.cache.get(keyOf(grant));
    if (cached && cached.refreshToken === grant.refreshToken && cached.expiresAt > Date.now()) return cached.accessToken;
    return this.renew(grant);
  }

  /** Uses the refresh grant now (the weekly refresh, or after Amazon said the token expired). */
  async renew(grant: AmazonGrant): Promise<string> {
    const tokens = await requestLwaTokens(grant.http, grant.lwaUrl, this.application, {
      grant_type: 'refresh_token',
      refresh_token: grant.refreshToken,
    });
    this.remember(grant, tokens);
    return tokens.access_token;
  }

  /** Keeps the access token that came with a grant just obtained. */
  remember(grant: AmazonGrant, tokens: LwaTokens): void {
    this.cache.set(keyOf(grant), {
      refreshToken: grant.refreshToken,
      accessToken: tokens.access_token,
      expiresAt: Date.now() + tokens.expires_in * 1000 - EARLY_RENEWAL_MS,
      obtainedAt: Date.now(),
    });
  }

  /** When this process last used the grant's refresh token (epoch ms), or null. */
  lastUsed(grant: AmazonGrant): number | null {
    const cached = this.cache.get(keyOf(grant));
    return cached && cached.refreshToken === grant.refreshToken ? cached.obtainedAt : null;
  }
}

const keyOf = (grant: AmazonGrant) => `${grant.lwaUrl} ${grant.sellerId}`;
